import { memberNetworkNames } from "~/content/people";
import { langOf } from "./fallback-language";
import type { InterfaceCopy } from "./page-copy";
import type { MemberNetwork, SiteSettings, TeamMember } from "./site-content";

/**
 * The hidden names of profile links (an icon alone on the page), written by
 * the loaders that show them in the page's words ("Genesis auf LinkedIn",
 * the interface's `onNetwork`), so the static sections that draw the links
 * carry no words or code of their own for it.
 */

type Words = Partial<Pick<InterfaceCopy, "onNetwork">>;

const labelOf = (words: Words, name: string, network: MemberNetwork) => {
  const lang = langOf(words, "onNetwork");
  const text = (words.onNetwork ?? "")
    .replace("{name}", name)
    .replace("{network}", memberNetworkNames[network]);
  return lang ? { text, lang } : { text };
};

/** The settings with each social link named for the site ("Genesis on LinkedIn"). */
export function withSocialLabels(settings: SiteSettings, words: Words): SiteSettings {
  return {
    ...settings,
    socials: settings.socials.map((link) => ({
      ...link,
      label: labelOf(words, settings.siteName, link.network),
    })),
  };
}

/** The members with each profile link named for its member ("Amara Okafor on LinkedIn"). */
export function withProfileLabels<M extends TeamMember>(members: M[], words: Words): M[] {
  return members.map((member) => ({
    ...member,
    links: member.links.map((link) => ({
      ...link,
      label: labelOf(words, member.name, link.network),
    })),
  }));
}
