import { mediaCopy as copy } from "~/content/admin/media";
import type { SiteArtwork } from "~/lib/admin/media";
import { Mark } from "./library-picker";
import { adminStyles } from "./styles";
import { Thumbnail } from "./thumbnail";

/**
 * One of the site's own pictures in the library: its preview, name, size,
 * path and the mark 'Site artwork'. It ships with the code, so it has no
 * 'Alt text', 'Replace' or 'Delete' (decision 048).
 */
export function ArtworkCard({ art }: { art: SiteArtwork }) {
  const headingId = `artwork-${art.src.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`${adminStyles.card} flex h-full flex-col gap-4`}
      data-artwork=""
    >
      <Thumbnail picture={art} />
      <div className="grid gap-2">
        <h2 id={headingId} className="text-base font-bold break-words text-ink-900">
          {art.name}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <Mark tone="artwork">{copy.artwork.badge}</Mark>
          {copy.card.dimensions(art.width, art.height)} ·{" "}
          {art.src.endsWith(".svg") ? "image/svg+xml" : "image/png"}
        </p>
        <dl className="grid gap-1 text-sm">
          <dt className="text-ink-600">{copy.artwork.path}</dt>
          <dd>
            <code className="rounded bg-ink-50 px-1.5 py-0.5 text-xs break-all text-ink-800">
              {art.src}
            </code>
          </dd>
        </dl>
      </div>
      <p className="mt-auto text-sm text-ink-600">{copy.artwork.note}</p>
    </article>
  );
}
