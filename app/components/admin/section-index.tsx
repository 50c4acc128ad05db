import { adminStyles } from "./styles";

const words = { label: "Sections of this form", heading: "Jump to" } as const;

/**
 * The index of a long form's sections (a page's copy, a service): a link to
 * each fieldset by its legend, so the agency jumps to what it came to change
 * rather than scrolling through thousands of pixels. Plain links: it works
 * without JavaScript.
 */
export function SectionIndex({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label={words.label} className={`${adminStyles.card} grid gap-3`}>
      <p className={adminStyles.label}>{words.heading}</p>
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 hover:bg-ink-100"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
