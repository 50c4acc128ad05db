import { langsOf } from "~/components/ui/section-heading";
import { langOf } from "~/lib/fallback-language";
import type { AboutCopy } from "~/lib/page-copy";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { SectionLead } from "./section-lead";
import { CheckList, linesOf } from "./check-list";
import { Words } from "~/components/ui/words";

/** 'About Genesis': scalable tech for startups and businesses (spec §2 "About"). */
export function AboutIntro({ copy }: { copy: AboutCopy }) {
  return (
    <section aria-labelledby="about-intro-heading" className="overflow-hidden py-20 md:py-28">
      <div className="container-site grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <Reveal className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 via-white to-accent-300/30 blur-2xl"
          />
          <img
            src="/images/about/about-main.svg"
            alt=""
            width={720}
            height={640}
            className="h-auto w-full rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
          />
          <div className="absolute right-3 -bottom-8 max-w-[11rem] rounded-2xl bg-ink-950 p-4 text-white shadow-2xl sm:max-w-[15rem] sm:p-5 md:-right-6">
            <Words
              of={copy}
              name="badgeValue"
              className="text-lg font-extrabold text-accent-300 sm:text-2xl"
            />
            <Words
              of={copy}
              name="badgeText"
              className="mt-1 text-xs leading-snug text-ink-200 sm:text-sm"
            />
          </div>
        </Reveal>
        <Reveal delay={0.2}>
          <SectionLead
            headingId="about-intro-heading"
            label={copy.introLabel}
            title={copy.introTitle}
            paragraphs={[copy.introText, copy.introMore]}
            langs={{
              ...langsOf(copy, { label: "introLabel", title: "introTitle" }),
              paragraphs: [langOf(copy, "introText"), langOf(copy, "introMore")],
            }}
          />
          <CheckList
            items={linesOf(copy.introPoints)}
            lang={langOf(copy, "introPoints")}
            className="mt-8 sm:grid-cols-2"
          />
          <Words as={ButtonLink} of={copy} name="introAction" to="/contact" className="mt-10" />
        </Reveal>
      </div>
    </section>
  );
}
