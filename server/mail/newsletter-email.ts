import { newsletterMailCopy as copy } from "../../app/content/newsletter.ts";
import { formatAddress, type SiteSettings } from "../../app/lib/site-content.ts";
import type { SubscriberLinks } from "../db/newsletter.ts";
import type { OutboxMessage } from "../db/outbox.ts";

/**
 * The addresses of a subscriber's links. The token is in the query, not the
 * path, because page paths are lower-cased (server/http/request-path.ts).
 */
export function newsletterLinks(siteUrl: string, links: Omit<SubscriberLinks, "email">) {
  const at = (path: string, token: string) => {
    const url = new URL(path, siteUrl);
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

/**
 * The double opt-in e-mail: our words, the address, the two links. Nothing
 * else the visitor typed. Signed with the agency's name and postal address
 * from its settings, as a mailing list's e-mail must say who sends it.
 */
export function confirmationEmail(
  siteUrl: string,
  links: SubscriberLinks,
  sender: Pick<SiteSettings, "siteName" | "address" | "email">,
): OutboxMessage {
  const urls = newsletterLinks(siteUrl, links);
  return {
    to: links.email,
    replyTo: null,
    subject: copy.subject(sender.siteName),
    headers: unsubscribeHeaders(urls.unsubscribe),
    text: [
      copy.intro(links.email, sender.siteName),
      "",
      copy.confirm,
      urls.confirm,
      "",
      copy.validity,
      copy.ignore,
      "",
      "--",
      copy.unsubscribe,
      urls.unsubscribe,
      "",
      sender.siteName,
      formatAddress(sender.address),
      sender.email,
    ].join("\n"),
  };
}
