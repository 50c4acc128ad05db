import { HtmlValidate, type ConfigData } from "html-validate";
import { invalidUrlAttributes } from "./url-attributes.ts";

/**
 * html-validate's recommended and full-document presets. Each exception says why;
 * the rules about React's way of writing HTML follow React rather than being off.
 */
const config: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes void elements self-closed (<img/>), boolean and empty
    // attributes as name="" and a few names in camelCase (charSet, dateTime,
    // noValidate); all of it is valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId() makes ids such as "_R_1695_": valid HTML ids (no spaces),
    // but not the letter-first ids of the rule's strict mode.
    "valid-id": ["error", { relaxed: true }],
    // Inline styles hold values worked out per element: the stagger of the
    // entrance animations. Nothing else.
    "no-inline-style": ["error", { allowedProperties: ["transition-delay"] }],
    // Integrity hashes protect files from other origins; every script and
    // stylesheet here is our own, content-hashed and served by this server.
    "require-sri": ["error", { target: "crossorigin" }],
    // The header's mega menu (hidden until opened) titles its groups with <h2>
    // before the page's <h1> in source order; each page has exactly one <h1>
    // (./seo.ts), and the headings of <main> start there.
    "heading-level": ["error", { minInitialRank: "h2" }],
    // ARIA lets a list be named ("Services we offer" on the home banner); the
    // rule only discourages it. Names on elements whose role forbids one (a
    // plain <div>) stay errors.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Every tel: link is `white-space: nowrap` (app/app.css), which the rule
    // cannot see; that is what its non-breaking characters are for.
    "tel-non-breaking": "off",
  },
};

const validator = new HtmlValidate(config);

/** What html-validate, the ids' uniqueness and the URLs' syntax find wrong in a page. */
export async function htmlProblems(html: string, label: string): Promise<string[]> {
  const report = await validator.validateString(html, label);
  const messages = report.results.flatMap((result) =>
    result.messages.map(
      (m) => `${m.line}:${m.column} [${m.ruleId}] ${m.message} (${m.selector ?? "document"})`,
    ),
  );
  return [...messages, ...duplicateIds(html), ...invalidUrlAttributes(html)];
}

/**
 * The validator skips the inside of <svg>, so ids there (a gradient's) are
 * checked here, with every other id of the page.
 */
export function duplicateIds(html: string): string[] {
  const markup = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  const ids = [...markup.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map(([, id]) => id!);
  const repeated = new Set(ids.filter((id, i) => ids.indexOf(id) !== i));
  return [...repeated].map((id) => `[duplicate-id] id "${id}" is used more than once`);
}
