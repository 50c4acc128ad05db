import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import type { HomeTwoCopy } from "~/lib/page-copy";
import { headingOf, SectionHeading } from "../../ui/section-heading";
import { Words } from "~/components/ui/words";

const Plus = lucideIcon(lucide.Plus);

/** Frequently asked questions, as native disclosure widgets (keyboard and screen reader friendly). */
export function Faq({ copy }: { copy: Pick<HomeTwoCopy, "faqLabel" | "faqTitle" | "faqItems"> }) {
  return (
    <section aria-labelledby="faq-title" className="py-20 md:py-28">
      <div className="container-site grid gap-12 lg:grid-cols-[1fr_1.5fr]">
        <SectionHeading id="faq-title" align="left" {...headingOf(copy, "faq")} />
        <div className="space-y-4">
          {copy.faqItems.map((item, index) => (
            <details
              key={index}
              open={index === 0}
              className="group rounded-2xl bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <summary
                lang={langOf(item, "question")}
                className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-bold text-ink-900 [&::-webkit-details-marker]:hidden"
              >
                {item.question}
                <Plus
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-45"
                />
              </summary>
              <Words of={item} name="answer" className="mt-4 leading-relaxed text-ink-600" />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
