import { bannerLinks } from "~/content/home/banner-intro";
import { langOf } from "~/lib/fallback-language";
import type { HomeCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { Words } from "~/components/ui/words";

export type BannerIntroCopy = Pick<
  HomeCopy,
  | "bannerEyebrow"
  | "bannerHeadline"
  | "bannerSubtext"
  | "bannerPrimaryAction"
  | "bannerSecondaryAction"
  | "bannerTrust"
>;

/** The banner's words and calls to action (kept HTML with the banner, ./home-banner.tsx). */
export function BannerIntro({ copy }: { copy: BannerIntroCopy }) {
  return (
    <div>
      <p
        lang={langOf(copy, "bannerEyebrow")}
        className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-semibold text-accent-300"
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
        {copy.bannerEyebrow}
      </p>
      <Words
        as="h1"
        of={copy}
        name="bannerHeadline"
        className="mt-6 text-5xl leading-[1.04] font-extrabold tracking-tight text-balance md:text-7xl"
      />
      <Words
        of={copy}
        name="bannerSubtext"
        className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200 md:text-xl"
      />
      <div className="mt-10 flex flex-wrap gap-4">
        <Words as={ButtonLink} of={copy} name="bannerPrimaryAction" to={bannerLinks.primary} />
        <Words
          as={ButtonLink}
          of={copy}
          name="bannerSecondaryAction"
          to={bannerLinks.secondary}
          variant="outline"
        />
      </div>
      <Words of={copy} name="bannerTrust" className="mt-10 text-sm text-ink-300" />
    </div>
  );
}
