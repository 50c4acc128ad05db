import type { BotGroup } from "./redirects";

/** The console's words for redirects and the 404 log (/admin/redirects). */
export const redirectsCopy = {
  title: "Redirects",
  description:
    "Send visitors from an old address to the right page, and see which addresses answered 'not found'.",
  add: {
    heading: "Add a redirect",
    intro:
      "Visitors asking for the first address are sent to the second before any page is shown, on every server at once.",
    from: "From",
    fromHint: "A path on this site, e.g. /old-services. No query string.",
    to: "To",
    toHint: "A path on this site, e.g. /services, or an address starting with https://.",
    permanent: "Permanent",
    permanentHint:
      "Ticked: 301, the address has moved for good and search engines move it too. Not ticked: 302, for now.",
    submit: "Add redirect",
  },
  done: {
    added: "Redirect added. It answers now.",
    deleted: "Redirect deleted.",
    missing: "That redirect was already gone.",
  } as Record<string, string>,
  list: {
    heading: "Redirects made here",
    empty: "No redirects made here yet.",
    columns: { from: "From", to: "To", type: "Type", added: "Added", actions: "Actions" },
    permanent: "301 Permanent",
    temporary: "302 Temporary",
    by: (who: string) => `by ${who}`,
    goesOnTo: (next: string) => `Goes on to ${next}: point this redirect there.`,
    delete: "Delete",
    deleteLabel: (from: string) => `Delete the redirect from ${from}`,
  },
  automatic: {
    heading: "Automatic redirects",
    intro:
      "Left by a project's, post's or service's changed slug: the old address answers 301 to the new one.",
    empty: "No slug has changed yet.",
    columns: { from: "From", to: "To", since: "Since", actions: "Actions" },
    kinds: { project: "Project", post: "Post", service: "Service" },
    hidden:
      "Not live now (a draft, scheduled, in the trash or a hidden service): the old address does not redirect until it is.",
    delete: "Delete",
    deleteLabel: (from: string) => `Delete the automatic redirect from ${from}`,
  },
  notFound: {
    heading: "Not found",
    intro:
      "Addresses on this site that answered 404, most asked for first. Only the address, how often, when, and the site that linked to it are kept.",
    empty: "No address has answered 404 yet.",
    shown: (shown: number, total: number) =>
      `The ${shown} most asked for of ${total} addresses kept.`,
    columns: {
      path: "Address",
      hits: "Times",
      firstSeen: "First seen",
      lastSeen: "Last seen",
      referrer: "Linked from",
      actions: "Actions",
    },
    noReferrer: "—",
    times: (n: number) => `${n} ${n === 1 ? "time" : "times"}`,
    create: "Create a redirect",
    createLabel: (path: string) => `Create a redirect from ${path}`,
  },
  noise: {
    heading: "Bot noise",
    summary: (hits: number) =>
      `Bot noise: ${hits} ${hits === 1 ? "request" : "requests"} probing for other software`,
    intro:
      "Requests for files this site never had (WordPress, PHP, hidden files), counted by kind rather than one row each.",
    columns: { group: "Kind", hits: "Times", lastSeen: "Last seen", example: "Last address" },
    groups: {
      wordpress: "WordPress probes (/wp-admin, /wp-login.php, /xmlrpc.php…)",
      scripts: "Script probes (.php, .asp, .jsp, .cgi, /cgi-bin, /phpmyadmin…)",
      secrets: "Hidden files and backups (/.env, /.git, .sql, .bak, .zip…)",
      odd: "Malformed or overlong addresses",
    } satisfies Record<BotGroup, string>,
  },
  errors: {
    summary: "The redirect was not added: see the fields below.",
    fromRequired: "Enter the path to redirect from, starting with /.",
    fromPath: "Enter a path on this site starting with a single /, without spaces.",
    fromQuery: "Enter only the path, without ? or #.",
    fromSite: "This address belongs to the site itself (the console, the API or its files).",
    fromLive: (path: string) =>
      `A live page answers at ${path}. A redirect would hide it: unpublish or hide the page first.`,
    fromScheduled: (path: string) =>
      `A scheduled project or post goes live at ${path}. A redirect would hide it: unpublish it or give it another slug first.`,
    fromTaken: (to: string) =>
      `This address already redirects to ${to}. Delete that redirect first.`,
    fromIsTarget: (source: string) =>
      `${source} already redirects here: this would make a chain of two. Point that redirect at the new address instead.`,
    toRequired: "Enter where to send visitors.",
    toTarget:
      "Enter a path on this site starting with /, or an address starting with http:// or https://.",
    loop: "This would send visitors round in a circle back to where they started.",
    chain: (to: string, next: string) =>
      `${to} itself redirects to ${next}: this would make a chain of two. Enter ${next} instead.`,
    tooLong: (max: number) => `Keep it under ${max} characters.`,
  },
} as const;
