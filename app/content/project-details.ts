/** The static showcase of /project-details (spec §2 "Project details"). */
export const projectDetails = {
  title: "Northwind: Operations Intelligence for a Growing Logistics Network",
  lead: "Northwind's operations team was running a fast-growing delivery network from twelve spreadsheets and a weekly e-mail. We designed and built a live analytics platform with a companion scheduling app, and added AI forecasts that flag problems before they reach customers.",
  heroImage: {
    src: "/images/projects/detail-1.svg",
    alt: "The Northwind operations dashboard: delivery volumes, on-time rate and regional performance charts.",
  },
  info: {
    heading: "Project Information",
    items: [
      { id: "category", label: "Category", value: "Web Platform & AI Integration" },
      { id: "customer", label: "Customer", value: "Northwind Analytics" },
      { id: "start", label: "Start Date", value: "March 4, 2024", date: "2024-03-04" },
      { id: "end", label: "End Date", value: "August 29, 2024", date: "2024-08-29" },
    ],
    shareHeading: "Share this project",
  },
  sections: [
    {
      id: "challenge",
      heading: "The Challenge",
      paragraphs: [
        "Northwind had tripled its routes in eighteen months. Dispatchers knew something was wrong only when a customer called, and managers spent Monday mornings merging spreadsheets to find out how last week went.",
        "They needed one live view of the network, alerts that arrive while there is still time to act, and a way for depot leads to plan shifts from their phones.",
      ],
    },
    {
      id: "solution",
      heading: "Our Solution",
      paragraphs: [
        "We started with a two-week discovery on site, riding along with drivers and sitting with dispatchers. From that we designed a dashboard around the five questions the team asked every day, and a scheduling app for depot leads.",
        "The platform streams data from vehicles and the warehouse system, and a forecasting model trained on two years of history predicts late deliveries four hours ahead with a clear explanation of why.",
      ],
      list: [
        "Live network map and regional performance in one dashboard",
        "Predictive alerts for late deliveries, with the likely cause",
        "Shift planning and swaps in a cross-platform mobile app",
        "Role-based access, audit trail and single sign-on",
      ],
    },
  ],
  gallery: [
    {
      src: "/images/projects/detail-2.svg",
      alt: "The scheduling view of the companion app: a weekly shift calendar on desktop and phone.",
    },
    {
      src: "/images/projects/northwind-analytics.svg",
      alt: "Northwind's reporting screens with trend charts and a summary panel.",
    },
  ],
  results: {
    heading: "The Result",
    text: "Six months after launch, the weekly spreadsheet is gone and dispatchers solve problems before customers notice them.",
    stats: [
      { id: "on-time", value: "+18%", label: "on-time deliveries" },
      { id: "hours", value: "32 h", label: "of reporting saved every week" },
      { id: "alerts", value: "4 h", label: "earlier warning of late routes" },
    ],
  },
  testimonial: {
    quote:
      "For the first time we see problems while we can still fix them. Genesis understood our operation as well as the technology.",
    cite: "Head of Operations, Northwind",
  },
  cta: {
    title: "Have a project like this in mind?",
    primary: { label: "Start a project", link: "/contact" },
    secondary: { label: "See all projects", link: "/projects" },
  },
} as const;

/**
 * Share links built from the page's address (LinkedIn, X, Facebook); their
 * words are the interface's (`shareOn`, `newTab`).
 */
export const shareNetworks = [
  {
    network: "linkedin",
    href: (url: string) =>
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    network: "x",
    href: (url: string, title: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    network: "facebook",
    href: (url: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
] as const;
