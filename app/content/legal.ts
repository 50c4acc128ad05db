import type { PageCopy } from "./pages";

/**
 * Terms and Privacy: short, plain-language pages so the footer's links lead
 * somewhere real. What is below is the first text of a new database
 * (server/content/site-content-seed.ts); the owners edit it in the console
 * (/admin/pages/terms, /admin/pages/privacy).
 */
export interface LegalDocument extends PageCopy {
  updated: string;
  sections: { id: string; heading: string; paragraphs: string[] }[];
}

const home = { label: "Home", link: "/" };

export const terms: LegalDocument = {
  title: "Terms of Use",
  heading: "Terms of Use",
  description: "The terms that apply when you use the Genesis website.",
  breadcrumb: [home, { label: "Terms", link: "" }],
  updated: "November 1, 2026",
  sections: [
    {
      id: "using-this-website",
      heading: "Using this website",
      paragraphs: [
        "This website presents the services of Genesis Digital Agency. You may read, share and link to its pages. Please do not copy its design, text or images for your own commercial use without asking us first.",
      ],
    },
    {
      id: "information-on-the-site",
      heading: "Information on the site",
      paragraphs: [
        "We keep the information here accurate and current, but it is a general description of what we do. A project is governed by the proposal and contract we agree with you, not by this website.",
      ],
    },
    {
      id: "enquiries",
      heading: "Enquiries",
      paragraphs: [
        "Sending an enquiry does not create a contract. We reply to every genuine enquiry, usually within one business day.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: ["Questions about these terms are welcome through the contact page."],
    },
  ],
};

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  heading: "Privacy Policy",
  description: "What Genesis does with the information you send through its website.",
  breadcrumb: [home, { label: "Privacy", link: "" }],
  updated: "November 1, 2026",
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect",
      paragraphs: [
        "When you send an enquiry we store your name, e-mail address, phone number, the subject and your message. When you subscribe to the newsletter we store your e-mail address. We collect nothing else about you and we set no tracking cookies.",
      ],
    },
    {
      id: "why-we-collect-it",
      heading: "Why we collect it",
      paragraphs: [
        "Only to answer you and, if you subscribed, to send the newsletter. We never sell or rent your information.",
      ],
    },
    {
      id: "spam-protection",
      heading: "Spam protection",
      paragraphs: [
        "Forms may use Google reCAPTCHA to tell people from bots. It loads only once you start filling in a form, and Google's privacy policy applies to it.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "You can ask us at any time what we hold about you, to correct it or to delete it. Write to us through the contact page and we will act within 30 days.",
      ],
    },
  ],
};
