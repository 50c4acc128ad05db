import { line, pageCopy, paragraph } from "./page-copy-fields.ts";

// The newsletter's pages and its confirmation e-mail: what a person reads
// after signing up, in the language of the page they signed up on.

const text = (name: string, label: string, hint?: string) =>
  paragraph(name, label, { max: 300, ...(hint && { hint }) });

/** What a page says after a link was opened: its heading and its text. */
const outcome = (prefix: string, label: string, hint?: string) => [
  line(`${prefix}Heading`, `${label}: heading`, { max: 80 }),
  text(`${prefix}Text`, `${label}: text`, hint),
];

export const newsletterCopy = pageCopy(
  "newsletter",
  "Newsletter pages and e-mail",
  ["/newsletter/confirm"],
  [
    {
      legend: "Header",
      hint: "Both pages' breadcrumb.",
      fields: [
        line("breadcrumbHome", "Breadcrumb: link to the home page", { max: 40 }),
        line("breadcrumbLabel", "Breadcrumb: these pages", { max: 40 }),
        line("backHome", "Button back to the home page", { max: 40 }),
        line("signUpAgain", "Button to sign up again", { max: 40 }),
      ],
    },
    {
      legend: "Confirming",
      hint: "The page the e-mail's link opens (/newsletter/confirm).",
      fields: [
        line("confirmTitle", "Heading", { max: 60 }),
        ...outcome("confirmed", "Confirmed"),
        ...outcome("expired", "Link too old"),
        ...outcome("confirmInvalid", "Link not known"),
      ],
    },
    {
      legend: "Unsubscribing",
      hint: "The page of the unsubscribe link (/newsletter/unsubscribe): it asks before it acts.",
      fields: [
        line("unsubscribeTitle", "Heading", { max: 60 }),
        ...outcome("ask", "The question", "{email} is the subscriber's address, masked."),
        line("askButton", "The question: button", { max: 40 }),
        line("askSending", "The question: button while sending", { max: 40 }),
        ...outcome("done", "Unsubscribed"),
        ...outcome("already", "Already unsubscribed"),
        ...outcome("unsubscribeInvalid", "Link not known"),
      ],
    },
    {
      legend: "Confirmation e-mail",
      hint: "Sent once an address signs up; the links, the site's name and postal address follow the words.",
      fields: [
        line("mailSubject", "Subject", { hint: "{site} is the site's name.", max: 120 }),
        text(
          "mailIntro",
          "First line",
          "{email} is the address signed up; {site} the site's name.",
        ),
        line("mailConfirm", "Before the link that confirms", { max: 120 }),
        text("mailValidity", "How long the link works"),
        text("mailIgnore", "If it was not them"),
        line("mailUnsubscribe", "Before the link that unsubscribes", { max: 120 }),
      ],
    },
  ],
);
