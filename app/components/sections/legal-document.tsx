import type { LegalDocument as Doc } from "~/content/legal";
import { PageHeader } from "../layout/page-header";

export function LegalDocument({ doc }: { doc: Doc }) {
  return (
    <>
      <PageHeader heading={doc.heading} breadcrumb={doc.breadcrumb} />
      <article className="container-site max-w-3xl py-16 md:py-24">
        <p className="text-sm text-ink-600">Last updated {doc.updated}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-10">
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
