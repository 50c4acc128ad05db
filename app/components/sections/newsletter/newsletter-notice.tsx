import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { crumbOf, PageHeader } from "~/components/ui/page-header";
import { ButtonLink } from "~/components/ui/button-link";
import { signUpAgainPath } from "~/content/newsletter";
import { langOf } from "~/lib/fallback-language";
import type { NewsletterCopy } from "~/lib/page-copy";
import { Words } from "~/components/ui/words";

const CircleAlert = lucideIcon(lucide.CircleAlert);
const CircleCheck = lucideIcon(lucide.CircleCheck);
const MailX = lucideIcon(lucide.MailX);

const tones = {
  success: { icon: CircleCheck, colour: "bg-brand-100 text-brand-700 ring-brand-300" },
  info: { icon: MailX, colour: "bg-brand-100 text-brand-700 ring-brand-300" },
  problem: { icon: CircleAlert, colour: "bg-amber-50 text-amber-800 ring-amber-200" },
} as const;

type Outcome =
  "confirmed" | "expired" | "confirmInvalid" | "ask" | "done" | "already" | "unsubscribeInvalid";

/** What a page says of an outcome: its heading and text, in the page's language. */
export const saidOf = (copy: NewsletterCopy, outcome: Outcome) => ({
  heading: copy[`${outcome}Heading`],
  headingLang: langOf(copy, `${outcome}Heading`),
  text: copy[`${outcome}Text`],
  textLang: langOf(copy, `${outcome}Text`),
});

/**
 * The newsletter's public answer pages (confirm, unsubscribe): the site's page
 * header, then one card with what happened and what to do next. The heading
 * says the outcome, so it is the page's first thing after the h1.
 */
export function NewsletterNotice({
  title,
  titleLang,
  words,
  tone,
  heading,
  headingLang,
  text,
  textLang,
  signUpAgain = false,
  children,
}: {
  title: string;
  /** The title's, heading's and text's languages where they are not the page's (app/lib/fallback-language.ts). */
  titleLang?: string | undefined;
  headingLang?: string | undefined;
  textLang?: string | undefined;
  /** The pages' shared words, in the page's language. */
  words: Pick<NewsletterCopy, "breadcrumbHome" | "breadcrumbLabel" | "backHome" | "signUpAgain">;
  tone: keyof typeof tones;
  heading: string;
  text: string;
  /** Offers a way back to the newsletter form (an expired link, an unsubscribe). */
  signUpAgain?: boolean;
  children?: React.ReactNode;
}) {
  const { icon: Icon, colour } = tones[tone];
  return (
    <>
      <PageHeader
        heading={title}
        headingLang={titleLang}
        breadcrumb={[crumbOf(words, "breadcrumbHome", "/"), crumbOf(words, "breadcrumbLabel")]}
      />
      <section className="container-site py-16 md:py-24">
        <div
          role={tone === "problem" ? "alert" : "status"}
          className="mx-auto grid max-w-xl justify-items-center gap-5 rounded-[var(--radius-card)] bg-white p-8 text-center shadow-[var(--shadow-card)] ring-1 ring-ink-100 md:p-12"
          data-newsletter-outcome={tone}
        >
          <span className={`grid size-16 place-items-center rounded-full ring-1 ${colour}`}>
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <h2
            lang={headingLang}
            className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl"
          >
            {heading}
          </h2>
          <p lang={textLang} className="text-lg text-ink-600">
            {text}
          </p>
          {children ?? (
            <div className="flex flex-wrap justify-center gap-3">
              {signUpAgain && (
                <Words as={ButtonLink} of={words} name="signUpAgain" to={signUpAgainPath} />
              )}
              <Words
                as={ButtonLink}
                of={words}
                name="backHome"
                to="/"
                variant={signUpAgain ? "light" : "primary"}
                className={signUpAgain ? "ring-1 ring-ink-200" : ""}
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
