import { Check } from "lucide-react";
import { ContactForm } from "~/forms/contact-form-island";
import { talkSection } from "~/content/home/talk";
import { SectionHeading } from "../../ui/section-heading";

export function TalkToUs() {
  return (
    <section aria-labelledby="talk-title" className="py-20 md:py-28">
      <div className="container-site">
        <div className="grid gap-12 overflow-hidden rounded-[2rem] bg-white p-8 shadow-[var(--shadow-card)] md:p-14 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeading
              id="talk-title"
              align="left"
              label={talkSection.label}
              title={talkSection.title}
            />
            <p className="mt-6 text-lg leading-relaxed text-ink-600">{talkSection.text}</p>
            <ul className="mt-8 space-y-3">
              {talkSection.points.map((point) => (
                <li key={point} className="flex items-center gap-3 font-medium text-ink-800">
                  <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <Check aria-hidden="true" className="size-4" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <ContactForm variant="talk-to-us" />
        </div>
      </div>
    </section>
  );
}
