import { fillWords } from "../../app/lib/fill-words.ts";
import type { NewsletterCopy } from "../../app/lib/page-copy.ts";
import { formatAddress, type SiteSettings } from "../../app/lib/site-content.ts";
import type { SubscriberLinks } from "../db/newsletter.ts";
import type { OutboxMessage } from "../db/outbox.ts";

/**
 * The addresses of a subscriber's links. The token is in the query, not the
 * path, because page paths are lower-cased (server/http/request-path.ts).
 */
export function newsletterLinks(
  siteUrl: string,
  links: Omit<SubscriberLinks, "email">,
  /** The language's prefix (`/de`): the pages answer in the language signed up in. */
  prefix = "",
) {
  const at = (path: string, token: string) => {
    const url = new URL(`${prefix}${path}`, siteUrl);
    url.searchParams.set("token", token);
    return url.toString();
  };
  return {
    confirm: at("/newsletter/confirm", links.confirmToken),
    unsubscribe: at("/newsletter/unsubscribe", links.unsubscribeToken),
  };
}

/**
 * Headers every e-mail to a subscriber carries: mail programs show their own
 * "Unsubscribe" button, which POSTs `List-Unsubscribe=One-Click` to the link
 * (RFC 8058) and needs no page visit.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The e-mail's words and the prefix of its links, in the language it was signed up in. */
export interface NewsletterMailLanguage {
  words: Pick<
    NewsletterCopy,
    "mailSubject" | "mailIntro" | "mailConfirm" | "mailValidity" | "mailIgnore" | "mailUnsubscribe"
  >;
  prefix: string;
}

/**
 * The double opt-in e-mail: the agency's words (`page:newsletter`, in the
 * language of the page it was signed up on), the address, the two links to
 * that language's pages. Nothing else the visitor typed. Signed with the
 * agency's name and postal address from its settings, as a mailing list's
 * e-mail must say who sends it.
 */
export function confirmationEmail(
  siteUrl: string,
  links: SubscriberLinks,
  sender: Pick<SiteSettings, "siteName" | "address" | "email">,
  { words, prefix }: NewsletterMailLanguage,
): OutboxMessage {
  const urls = newsletterLinks(siteUrl, links, prefix);
  const fill = (text: string) => fillWords(text, { site: sender.siteName, email: links.email });
  return {
    to: links.email,
    replyTo: null,
    subject: fill(words.mailSubject),
    headers: unsubscribeHeaders(urls.unsubscribe),
    text: [
      fill(words.mailIntro),
      "",
      fill(words.mailConfirm),
      urls.confirm,
      "",
      fill(words.mailValidity),
      fill(words.mailIgnore),
      "",
      "--",
      fill(words.mailUnsubscribe),
      urls.unsubscribe,
      "",
      sender.siteName,
      formatAddress(sender.address),
      sender.email,
    ].join("\n"),
  };
}
