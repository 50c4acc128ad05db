import { projectPageCopy as copy } from "~/content/project-page";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import type { ProjectView } from "~/lib/publishing";
import { ButtonLink } from "../../ui/button-link";
import { PreviewNotice } from "../../ui/preview-notice";
import { ResponsiveImage } from "../../ui/responsive-image";
import { Reveal } from "../../ui/reveal";
import { RichText } from "../../ui/rich-text";
import { StructuredData } from "../../ui/structured-data";
import { ShareLinks } from "../blog/share-links";
import { usePublicConfig } from "~/lib/use-public-config";
import { useHref, useLocation } from "react-router";
import { Words } from "~/components/ui/words";

const staggers = [0.2, 0.3, 0.4] as const;

/**
 * A project from the database: its image, facts, body and gallery.
 * On its own page the title is the page's h1 (in the header band), so the
 * article repeats it only where the header says something else (/project-details).
 */
export function ProjectScreen({
  project,
  titleInArticle,
}: {
  project: ProjectView;
  titleInArticle: boolean;
}) {
  const { siteUrl } = usePublicConfig();
  const words = useInterfaceWords();
  // Its own address, in the page's language (`/de/projects/…`).
  const ownPath = useHref(`/projects/${project.slug}`);
  // The first gallery image is the wide hero; the cover closes the gallery.
  const [hero = project.cover, ...rest] = project.gallery;
  const gallery = project.gallery.length > 0 ? [...rest, project.cover] : [];
  return (
    <>
      <StructuredData
        data={{
          "@type": "CreativeWork",
          name: project.title,
          headline: project.title,
          description: project.seoDescription,
          image: new URL(project.cover.src, siteUrl).href,
          url: `${siteUrl}${ownPath}`,
          ...(project.year ? { dateCreated: String(project.year) } : {}),
          ...(project.publishedAt ? { datePublished: project.publishedAt } : {}),
          dateModified: project.updatedAt,
          ...(project.client ? { sourceOrganization: project.client } : {}),
          creator: { "@id": `${siteUrl}/#organization` },
        }}
      />
      <section aria-labelledby="project-title" className="py-16 md:py-24">
        <div className="container-site">
          {project.previewLink ? (
            <PreviewNotice lang={project.previewLink.lang}>
              {project.previewLink.notice}
            </PreviewNotice>
          ) : (
            project.draft && (
              <PreviewNotice>
                <Words as="span" of={words} name="projectPreview" />
              </PreviewNotice>
            )
          )}
          <div className="overflow-hidden rounded-[2rem] bg-ink-900 shadow-[var(--shadow-card)]">
            <ResponsiveImage
              image={hero}
              sizes="(min-width: 1280px) 1216px, 100vw"
              priority
              className="h-auto w-full"
            />
          </div>

          <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
            <ProjectInfo project={project} />
            <article className="min-w-0 lg:order-first">
              <h2
                id="project-title"
                className={
                  titleInArticle
                    ? "text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 md:text-5xl"
                    : "sr-only"
                }
              >
                {project.title}
              </h2>
              <p
                className={`text-xl leading-relaxed font-semibold text-ink-800 ${titleInArticle ? "mt-6" : ""}`}
              >
                {project.summary}
              </p>
              <RichText html={project.bodyHtml} className="mt-6" />

              {gallery.length > 0 && (
                <ul aria-label={words.projectGallery} className="mt-12 grid gap-6 sm:grid-cols-2">
                  {gallery.map((image, i) => (
                    <Reveal as="li" key={image.src} delay={staggers[i % staggers.length]}>
                      <ResponsiveImage
                        image={image}
                        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                        className="aspect-[16/10] h-auto w-full rounded-[var(--radius-card)] bg-ink-100 object-cover shadow-[var(--shadow-card)]"
                      />
                    </Reveal>
                  ))}
                </ul>
              )}
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="project-cta" className="pb-20 md:pb-28">
        <div className="container-site">
          <div className="bg-hero flex flex-col items-start gap-8 rounded-[2rem] px-6 py-12 text-white sm:px-12 md:flex-row md:items-center md:justify-between">
            <Words
              as="h2"
              of={words}
              name="projectCta"
              id="project-cta"
              className="max-w-xl text-3xl font-extrabold tracking-tight md:text-4xl"
            />
            <div className="flex flex-wrap gap-4">
              <Words as={ButtonLink} of={words} name="startProject" to={copy.cta.primary.link} />
              <Words
                as={ButtonLink}
                of={words}
                name="projectCtaMore"
                to={copy.cta.secondary.link}
                variant="outline"
              />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function ProjectInfo({ project }: { project: ProjectView }) {
  const { siteUrl } = usePublicConfig();
  const words = useInterfaceWords();
  // This page's address, in the page's language.
  const here = useHref(useLocation().pathname);
  const facts = [
    {
      id: "client",
      label: words.projectClient,
      lang: langOf(words, "projectClient"),
      value: project.client,
    },
    {
      id: "category",
      label: words.projectCategory,
      lang: langOf(words, "projectCategory"),
      value: project.category,
    },
    {
      id: "year",
      label: words.projectYear,
      lang: langOf(words, "projectYear"),
      value: project.year ? String(project.year) : "",
    },
    {
      id: "services",
      label: words.projectServices,
      lang: langOf(words, "projectServices"),
      value: project.services.join(", "),
    },
  ].filter((fact) => fact.value);
  return (
    <div className="lg:sticky lg:top-28 lg:self-start">
      <section
        aria-labelledby="project-info-heading"
        className="bg-hero overflow-hidden rounded-[var(--radius-card)] p-8 text-white shadow-[var(--shadow-card)]"
      >
        <Words
          as="h2"
          of={words}
          name="projectInfo"
          id="project-info-heading"
          className="text-2xl font-bold tracking-tight"
        />
        <dl className="mt-6 divide-y divide-white/10">
          {facts.map((fact) => (
            <div key={fact.id} className="grid gap-1 py-4">
              <dt
                lang={fact.lang}
                className="text-xs font-semibold tracking-widest text-ink-300 uppercase"
              >
                {fact.label}
              </dt>
              <dd className="text-lg font-semibold text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 border-t border-white/10 pt-6">
          <Words
            of={words}
            name="projectShare"
            className="text-xs font-semibold tracking-widest text-ink-300 uppercase"
          />
          <ShareLinks
            url={`${siteUrl}${here}`}
            title={project.title}
            words={words}
            tone="dark"
            className="mt-4"
          />
        </div>
      </section>
    </div>
  );
}
