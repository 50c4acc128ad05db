/**
 * The newsletter's words outside the footer form (docs/newsletter.md): the answer to a
 * sign-up, the confirmation e-mail, and the confirm and unsubscribe pages.
 */

/** What every sign-up is answered, whatever the address's state (it reveals nothing). */
export const newsletterReply =
  "Almost done! Please check your inbox and open the link we sent you to confirm your subscription.";

/**
 * The newsletter's pages and e-mail in English: the seed of `page:newsletter`
 * (NewsletterCopy), which the pages and the e-mail read in their language.
 * "{email}" and "{site}" are filled in where they are shown.
 */
export const newsletterPageCopy = {
  breadcrumb: { home: "Home", label: "Newsletter" },
  confirm: {
    title: "Confirm your subscription",
    confirmed: {
      heading: "You are subscribed",
      text: "Thank you for confirming. One short e-mail a month: what we learned building products. Every issue has an unsubscribe link.",
    },
    expired: {
      heading: "This link has expired",
      text: "Confirmation links work for 7 days. Sign up again and we will send you a new one.",
    },
    invalid: {
      heading: "This link does not work",
      text: "It may have been used already, or it was not copied completely. If you have confirmed before, you are subscribed; otherwise, please sign up again.",
    },
  },
  unsubscribe: {
    title: "Unsubscribe",
    ask: {
      heading: "Unsubscribe from the newsletter?",
      text: "We will stop sending the newsletter to {email}.",
      button: "Unsubscribe",
      sending: "Unsubscribing…",
    },
    done: {
      heading: "You are unsubscribed",
      text: "We will not send you the newsletter any more. Changed your mind? You can sign up again at any time.",
    },
    already: {
      heading: "You are already unsubscribed",
      text: "This address receives no newsletter from us.",
    },
    invalid: {
      heading: "This link does not work",
      text: "It may not have been copied completely. Please open the link from the e-mail again, or write to us and we will unsubscribe you by hand.",
    },
  },
  backHome: "Back To Home",
  signUpAgain: "Sign Up Again",
  mail: {
    subject: "Please confirm your {site} newsletter subscription",
    intro: "Someone (we hope you) asked to receive the {site} newsletter at {email}.",
    confirm: "Please confirm your subscription here:",
    validity: "The link works once and for 7 days.",
    ignore:
      "If you did not ask for this, ignore this e-mail: you will not be subscribed and we will not write again.",
    unsubscribe: "Unsubscribe (works at any time, also from this e-mail):",
  },
} as const;

/** Where 'Sign up again' leads: the newsletter form is in the footer of the /home-two pages. */
export const signUpAgainPath = "/home-two#newsletter-heading";
