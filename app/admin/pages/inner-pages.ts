import {
  header,
  items,
  lead,
  line,
  number,
  pageCopy,
  paragraph,
  searchResults,
} from "./page-copy-fields.ts";

// The inner pages (About, Services, a service's, Contact, 404…) and the footer: a card per
// section of the page. The pictures, icons and the buttons' addresses are the
// layout's, and so is the number of items in each list.

/** A counter of 'Who we are' (first or second): its number and words. */
const counter = (which: "first" | "second") => {
  const Which = which === "first" ? "First" : "Second";
  return [
    number(
      `${which}CounterTarget`,
      `${Which} counter: number`,
      { min: 0, max: 1_000_000 },
      { hint: "It counts up to this number when the visitor reaches it.", half: true },
    ),
    {
      ...line(`${which}CounterSuffix`, `${Which} counter: after the number`, {
        hint: "A '+', or nothing.",
        max: 3,
        optional: true,
      }),
      half: true,
    },
    line(`${which}CounterLabel`, `${Which} counter: label`, { max: 40 }),
    paragraph(`${which}CounterText`, `${Which} counter: text`, { max: 160 }),
  ];
};

export const aboutCopy = pageCopy(
  "about",
  "About page",
  ["/about", "/home-two/about"],
  [
    { legend: "Header", fields: header() },
    {
      legend: "About Genesis",
      hint: "The first section, beside the picture.",
      fields: [
        ...lead("intro"),
        paragraph("introText", "First paragraph"),
        paragraph("introMore", "Second paragraph"),
        paragraph("introPoints", "Checked points", {
          hint: "One a line; they show two by two.",
          max: 400,
        }),
        line("badgeValue", "Badge over the picture: heading", { max: 30 }),
        line("badgeText", "Badge over the picture: text", { max: 80 }),
        line("introAction", "Button (to the contact page)", { max: 40 }),
      ],
    },
    {
      legend: "Who we are",
      fields: [
        ...lead("who"),
        paragraph("whoText", "First paragraph"),
        paragraph("whoMore", "Second paragraph"),
        ...counter("first"),
        ...counter("second"),
      ],
    },
    {
      legend: "Our values",
      fields: [
        ...lead("values", { intro: "Intro" }),
        items(
          "values",
          "Values",
          { label: "Value", count: 4 },
          [line("title", "Title", { max: 60 }), paragraph("text", "Text", { max: 300 })],
          "Each keeps its icon, by its place.",
        ),
      ],
    },
    {
      legend: "Team",
      hint: "The members themselves are under Team. The second home page's team has its own words, in its own form.",
      fields: lead("team", { intro: "Intro" }),
    },
    {
      legend: "Partners",
      hint: "The logos and their lines are under Partners.",
      fields: lead("partners", { intro: "Intro" }),
    },
    {
      legend: "Call to action",
      hint: "The closing band at the foot of the page.",
      fields: [
        ...lead("cta"),
        paragraph("ctaText", "Text", { max: 300 }),
        line("ctaPrimary", "First button (to the contact page)", { max: 40 }),
        line("ctaSecondary", "Second button (to the services)", { max: 40 }),
      ],
    },
    searchResults(),
  ],
);

export const servicesCopy = pageCopy(
  "services",
  "Services page",
  ["/services", "/home-two/services"],
  [
    { legend: "Header", fields: header() },
    {
      legend: "Services",
      hint: "The services themselves, their cards' pictures, titles and summaries, are under Services.",
      fields: [
        line("gridHeading", "Heading (read by screen readers)", { max: 60 }),
        line("cardAction", "Each card's link", { max: 40 }),
        line("promoLabel", "Closing tile: label", { max: 60 }),
        line("promoTitle", "Closing tile: heading"),
        paragraph("promoText", "Closing tile: text", { max: 300 }),
        line("promoAction", "Closing tile: button (to the contact page)", { max: 40 }),
      ],
    },
    {
      legend: "Talk to us",
      hint: "The address, e-mail and phone themselves are in the settings.",
      fields: [
        ...lead("contact", { intro: "Intro" }),
        line("addressLabel", "Address: label", { max: 40 }),
        line("emailLabel", "E-mail: label", { max: 40 }),
        line("phoneLabel", "Phone: label", { max: 40 }),
        line("formHeading", "Form's heading", { max: 80 }),
      ],
    },
    searchResults(),
  ],
);

export const serviceCopy = pageCopy(
  "service",
  "Service pages",
  ["/service/1"],
  [
    {
      legend: "Header",
      hint: "Each service's page: its title follows the breadcrumb's two links.",
      fields: [
        line("breadcrumbHome", "Breadcrumb: link to the home page", { max: 40 }),
        line("breadcrumbServices", "Breadcrumb: link to the services", { max: 40 }),
      ],
    },
    {
      legend: "Around the service's words",
      hint: "The service's own words, its benefits, features and steps, are under Services.",
      fields: [
        line("whyHeading", "Heading over its benefits", {
          hint: "{title} is the service's title; {title:lower} the same in lower case.",
          max: 80,
        }),
        line("keyFeaturesHeading", "Heading over its features", { max: 60 }),
        line("approachHeading", "Heading over its steps", { max: 60 }),
        line("stepLabel", "Over each step", { hint: "{n} is the step's number.", max: 30 }),
        line("confidentiality", "Confidentiality note"),
        paragraph("confidentialityDetail", "Confidentiality note: detail", { max: 300 }),
      ],
    },
    {
      legend: "Sidebar",
      hint: "Beside the article: every service, then a call to action with the settings' phone number.",
      fields: [
        line("allServicesHeading", "The services' heading", { max: 60 }),
        line("ctaHeading", "Call to action: heading", { max: 80 }),
        paragraph("ctaText", "Call to action: text", { max: 300 }),
        line("ctaCallLabel", "Call to action: over the phone number", { max: 30 }),
        line("ctaAction", "Call to action: button (to the service's link)", { max: 30 }),
      ],
    },
    {
      legend: "Service not found",
      hint: "The address of a service that is not there, or is hidden (404).",
      fields: [
        line("notFoundTitle", "Heading", {
          hint: "Also the browser tab's title and the breadcrumb's last item.",
          max: 60,
        }),
        paragraph("notFoundMessage", "Message", { max: 300 }),
        line("notFoundAction", "Button to the services", { max: 40 }),
      ],
    },
  ],
);

export const contactCopy = pageCopy(
  "contact",
  "Contact page",
  ["/contact", "/home-two/contact"],
  [
    { legend: "Header", fields: header() },
    {
      legend: "Contact cards",
      hint: "The phone number, e-mail address and address themselves are in the settings.",
      fields: [
        line("cardsHeading", "Heading (read by screen readers)", { max: 60 }),
        line("phoneTitle", "Phone card: title", { max: 40 }),
        line("phoneText", "Phone card: text"),
        line("emailTitle", "E-mail card: title", { max: 40 }),
        line("emailText", "E-mail card: text"),
        line("locationTitle", "Location card: title", { max: 40 }),
        line("locationText", "Location card: text"),
      ],
    },
    {
      legend: "Get in touch",
      fields: [
        line("getInTouchLabel", "Label", { max: 60 }),
        line("getInTouchTitle", "Title"),
        paragraph("getInTouchIntro", "Introduction"),
        line("stepsHeading", "Steps: heading", { max: 80 }),
        items(
          "steps",
          "Steps",
          { label: "Step", count: 3 },
          [line("title", "Title"), paragraph("text", "Text", { max: 300 })],
          "What happens after an enquiry, in order.",
        ),
        line("formHeading", "Form's heading", { max: 80 }),
      ],
    },
    { legend: "Map", fields: [line("mapHeading", "Heading", { max: 80 })] },
    {
      legend: "Closing band",
      hint: "The opening hours' lines are in the settings.",
      fields: [
        line("closingLabel", "Label", { max: 60 }),
        line("closingTitle", "Title"),
        paragraph("closingText", "Text"),
        line("callLabel", "Call button", { max: 40 }),
        line("emailLabel", "E-mail button", { max: 40 }),
        line("hoursTitle", "Opening hours' column: title", { max: 60 }),
        items("columns", "Other columns", { label: "Other column", count: 2 }, [
          line("title", "Title", { max: 60 }),
          paragraph("lines", "Lines", { hint: "One line each.", max: 200 }),
        ]),
        line("servicesLabel", "Link to the services", { max: 40 }),
      ],
    },
    searchResults(),
  ],
);

export const notFoundCopy = pageCopy(
  "not-found",
  "Page not found (404)",
  ["/page-not-found"],
  [
    {
      legend: "Header",
      hint: "What every address outside the site shows, and a project or post that is not there.",
      fields: header(),
    },
    {
      legend: "Message",
      fields: [
        paragraph("message", "Message", { max: 300 }),
        line("action", "Button back to the home page", { max: 40 }),
      ],
    },
    searchResults(),
    {
      legend: "Removed page (410)",
      hint: "A project or post in the trash: its address says so, with the same button.",
      fields: [
        line("goneHeading", "Removed page: heading"),
        line("goneBreadcrumb", "Removed page: breadcrumb", { max: 40 }),
        paragraph("goneMessage", "Removed page: message", { max: 300 }),
        line("goneTitle", "Removed page: title", { hint: "The browser tab's title.", max: 70 }),
        paragraph("goneDescription", "Removed page: meta description", { max: 160 }),
      ],
    },
  ],
);

/** The list's page of posts or projects: its header, the latest one's page and search results. */
const listPage = (latest: string, path: string) => [
  { legend: "Header", fields: header() },
  {
    legend: `Latest ${latest}'s page`,
    hint: `${path} shows the latest ${latest} under this heading, also its breadcrumb's last item.`,
    fields: [line("detailsHeading", `Heading of the latest ${latest}'s page`, { max: 60 })],
  },
];

export const blogCopy = pageCopy(
  "blog",
  "Blog page",
  ["/blog", "/home-two/blog"],
  [...listPage("post", "/blog-details"), searchResults()],
);

export const projectsCopy = pageCopy(
  "projects",
  "Projects page",
  ["/projects", "/home-two/projects"],
  [
    ...listPage("project", "/project-details"),
    {
      legend: "No projects",
      fields: [line("empty", "Message when none is published", { max: 80 })],
    },
    searchResults(),
  ],
);

/** A list of the layout's links, each its words ("Quick link 2"). */
const links = (name: string, label: string, row: string, count: number, hint: string) =>
  items(name, label, { label: row, count }, [line("title", "Words", { max: 40 })], hint);

export const footerCopy = pageCopy(
  "footer",
  "Footer",
  ["/", "/home-two"],
  [
    {
      legend: "Service blurbs",
      hint: "The three cards at the top of the footer on every page. Each links to its service.",
      fields: [
        items("blurbs", "Blurbs", { label: "Blurb", count: 3 }, [
          line("title", "Title", { max: 60 }),
          paragraph("text", "Text", { max: 200 }),
        ]),
      ],
    },
    {
      legend: "Columns",
      hint: "The services listed are chosen on each service ('Footer'); the contact details are in the settings.",
      fields: [
        paragraph("tagline", "Line under the logo", { max: 160 }),
        line("servicesHeading", "Services column: heading", { max: 40 }),
        line("quickLinksHeading", "Quick links column: heading", { max: 40 }),
        links(
          "quickLinks",
          "Quick links",
          "Quick link",
          4,
          "To About Us, Services, Projects and Contact Us, in that order.",
        ),
        line("contactHeading", "Contact column: heading", { max: 40 }),
        links(
          "legalLinks",
          "Links at the foot",
          "Link",
          2,
          "To the terms and the privacy policy, in that order.",
        ),
      ],
    },
    {
      legend: "Second home page's footer",
      hint: "Under /home-two: a video band, the social links, the two latest posts and the newsletter.",
      fields: [
        line("videoLabel", "Video band: label", { max: 60 }),
        line("videoTitle", "Video band: heading"),
        line("socialHeading", "Social links: heading", { max: 40 }),
        line("recentPostsHeading", "Recent posts: heading", { max: 40 }),
        line("newsletterHeading", "Newsletter: heading", { max: 40 }),
        paragraph("newsletterText", "Newsletter: text", { max: 200 }),
        line("newsletterLabel", "Newsletter: the field's name", {
          hint: "Read by screen readers.",
          max: 60,
        }),
        line("newsletterPlaceholder", "Newsletter: example address", { max: 60 }),
        line("newsletterSubmit", "Newsletter: button", { max: 30 }),
        line("newsletterSending", "Newsletter: button while sending", { max: 30 }),
      ],
    },
  ],
);
