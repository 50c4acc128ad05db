import { Link } from "react-router";
import { legalCopy, type LegalDocument as Doc } from "~/content/legal";
import { PageHeader } from "../ui/page-header";

export function LegalDocument({ doc }: { doc: Doc }) {
  return (
    <>
      <PageHeader heading={doc.heading} breadcrumb={doc.breadcrumb} />
      <article className="container-site max-w-3xl py-16 md:py-24">
        <p className="text-sm text-ink-600">
          {legalCopy.updated} {doc.updated}
        </p>
        <nav aria-label={legalCopy.contents} className="mt-8 rounded-2xl bg-ink-50 p-6">
          <h2 className="text-sm font-bold tracking-widest text-brand-700 uppercase">
            {legalCopy.contents}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-ink-700">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={`#${section.id}`}
                  className="underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {section.heading}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-28">
            <h2 className="text-2xl font-bold tracking-tight text-ink-900">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-ink-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
