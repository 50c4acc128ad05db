/**
 * The two footer variants (spec §2 "Footer"): their links and icons, and the
 * words a new database starts with (the footer's document, `page:footer`,
 * edited at /admin/pages/copy/footer; server/content/site-content-seed.ts).
 * The second variant's recent posts are the blog's two latest.
 */
export const footerCopy = {
  blurbs: [
    {
      id: "ui-ux",
      title: "UI/UX Design",
      text: "Interfaces grounded in research and tested with real users, so every screen earns its place.",
      link: "/service/4",
      icon: "palette",
    },
    {
      id: "software",
      title: "Software Development",
      text: "Web platforms and mobile apps engineered for speed, security and years of change.",
      link: "/service/1",
      icon: "code",
    },
    {
      id: "ai",
      title: "AI Integration",
      text: "Assistants, search and automation wired safely into the products you already run.",
      link: "/service/10",
      icon: "sparkles",
    },
  ],
  /** Its links are the services the agency lists there (the root loader's `menus`). */
  servicesHeading: "Services",
  quickLinksHeading: "Quick Links",
  quickLinks: [
    { title: "About Us", link: "/about" },
    { title: "Services", link: "/services" },
    { title: "Projects", link: "/projects" },
    { title: "Contact Us", link: "/contact" },
  ],
  contactHeading: "Contact",
  legal: [
    { title: "Terms", link: "/terms" },
    { title: "Privacy", link: "/privacy" },
  ],
  copyright: (year: number, holder: string) => `© ${year} ${holder}. All rights reserved.`,
  videoBanner: {
    label: "Make a big impact with IT",
    title: "See how we take an idea from sketch to launch",
    play: (siteName: string) => `Play the ${siteName} showreel`,
  },
  socialHeading: "Follow us",
  /** The first social links of a new database (the settings own them after). */
  social: [
    {
      network: "linkedin",
      href: "https://www.linkedin.com/company/genesis-digital-agency",
    },
    { network: "x", href: "https://x.com/genesis_agency" },
    {
      network: "instagram",
      href: "https://www.instagram.com/genesis.agency",
    },
    {
      network: "facebook",
      href: "https://www.facebook.com/genesis.agency",
    },
  ],
  recentPostsHeading: "Recent Posts",
  newsletter: {
    heading: "Newsletter",
    text: "One short e-mail a month: what we learned building products.",
    label: "Your e-mail address",
    placeholder: "you@company.com",
    submit: "Subscribe",
    sending: "Subscribing…",
  },
} as const;
