import { newsletterReply } from "./newsletter.ts";

// Every placement of the enquiry form, and the comment form, ask for the same details.
const contactDetails = {
  name: { label: "Your Name", placeholder: "Jane Cooper" },
  email: { label: "Your Email", placeholder: "jane@company.com" },
  phone: { label: "Your Number", placeholder: "+1 307 555 0142" },
} as const;

/** Labels and messages of the site's forms (validation messages live with the shared schemas). */
export const formCopy = {
  sending: "Sending your message…",
  failed: "Submission failed. Please try again.",
  requiredHint: "All fields are required.",
  /** The honeypot field's label (hidden from people, read by bots). */
  honeypotLabel: "Website",
  getInTouch: {
    label: "Get In Touch",
    title: "Tell us about your project",
    ...contactDetails,
    subject: { label: "Subject", placeholder: "Subject" },
    message: { label: "Your Message", placeholder: "What would you like to build?" },
    submit: "Send Message",
  },
  talkToUs: {
    ...contactDetails,
    message: { label: "Your Area", placeholder: "Message here.." },
    submit: "Connect Now",
  },
  services: {
    ...contactDetails,
    message: { label: "Your Message", placeholder: "Message here.." },
    submit: "Send Message",
  },
  comment: {
    title: "Leave A Comment",
    note: "Comments are published after a quick review.",
    name: contactDetails.name,
    email: contactDetails.email,
    phone: { label: "Your Number (optional)", placeholder: "+1 307 555 0142" },
    option: {
      label: "Your comment is about",
      placeholder: "Choose an option",
      choices: ["The article", "A question for the author", "A project idea", "Something else"],
    },
    message: { label: "Your Comment", placeholder: "Write your comment.." },
    submit: "Post Comment",
  },
} as const;

/** What a form that went through is answered (the API's words; a page shows the interface's). */
export const formReplies = {
  contact: "Thank you! Your message has been sent. We will get back to you soon.",
  newsletter: newsletterReply,
  comment:
    "Thank you for your comment! It will appear on the page once a moderator has approved it.",
} as const;

/**
 * What a page answers when its form's POST cannot be read at all
 * (app/forms/form-action.server.ts, app/forms/read-form-body.server.ts).
 */
export const formActionCopy = {
  unsupported: "This form can only be sent from its page on our site.",
  tooLarge: "What you sent is too long. Please shorten your message and send it again.",
  unreadable:
    "What you sent could not be read as a form. Please reload the page and send it again.",
  unknownForm: "We did not recognise this form. Please reload the page and send it again.",
} as const;
