import * as lucide from "lucide";
import { Form, Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { mediaCopy as copy } from "~/content/admin/media";
import { MEDIA_PATH, type MediaItem, type SiteArtwork } from "~/lib/admin/media";
import { ArtworkCard } from "~/components/admin/artwork-card";
import { DateTime } from "~/components/admin/date-time";
import { EmptyState } from "~/components/admin/empty-state";
import { ImageFileField } from "~/components/admin/image-file-field";
import { PageHeading } from "~/components/admin/page-heading";
import { Pager } from "~/components/admin/pager";
import { FormField } from "~/components/admin/form-field";
import { adminStyles } from "~/components/admin/styles";
import { AltForm } from "./alt-form";
import { DeleteForm, DeleteRefused } from "./delete-form";
import { sizeLine, UsedBy } from "./image-uses";
import type { MediaRefusal } from "./media-refusal";
import { Thumbnail } from "~/components/admin/thumbnail";

const Search = lucideIcon(lucide.Search);
const Upload = lucideIcon(lucide.Upload);

/**
 * /admin/media: 'Upload' (a file field 'Images', several at once), the search
 * (a GET form), and every image as a card: its preview, size, who uploaded it
 * when, where it is used, its 'Alt text' with 'Save', and 'Delete'; after
 * them the site's own artwork, marked, with none of those. Every form works
 * without JavaScript.
 */
export function MediaLibrary({
  items,
  artwork,
  artworkTotal,
  q,
  total,
  page,
  pageCount,
  saved,
  uploaded,
  refusal,
}: {
  items: MediaItem[];
  /** The site's own pictures on this page, after the uploads (decision 048). */
  artwork: SiteArtwork[];
  artworkTotal: number;
  q: string;
  /** How many images match the search in all, over `pageCount` pages of MEDIA_PAGE_SIZE. */
  total: number;
  page: number;
  pageCount: number;
  saved: string | null;
  uploaded: number;
  refusal: MediaRefusal | null;
}) {
  const busy = useNavigation().state !== "idle";
  const uploadError = refusal?.intent === "upload" ? refusal.errors.images : undefined;
  const done =
    uploaded > 0
      ? copy.saved.uploaded(uploaded)
      : saved === "alt" || saved === "deleted"
        ? copy.saved[saved]
        : null;
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {done && !refusal && (
        <p role="status" className={adminStyles.success}>
          {done}
        </p>
      )}

      <section aria-labelledby="media-upload" className={`${adminStyles.card} grid gap-4`}>
        <h2 id="media-upload" className="text-lg font-bold text-ink-900">
          {copy.upload.heading}
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-wrap items-start gap-3"
        >
          <input type="hidden" name="intent" value="upload" />
          <div className="min-w-0 flex-1 basis-72">
            <ImageFileField
              required
              id="media-images"
              name="images"
              label={copy.upload.label}
              hint={copy.upload.hint}
              error={uploadError}
              multiple
            />
          </div>
          <button type="submit" disabled={busy} className={`${adminStyles.primaryButton} sm:mt-7`}>
            <Upload aria-hidden="true" className="size-4" />
            {busy ? copy.upload.uploading : copy.upload.submit}
          </button>
        </Form>
      </section>

      <Form
        method="get"
        action={MEDIA_PATH}
        role="search"
        className={`${adminStyles.card} flex flex-wrap items-end gap-3`}
      >
        <FormField id="media-q" label={copy.search.label} className="min-w-0 flex-1 basis-64">
          <input
            id="media-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={copy.search.placeholder}
            className={adminStyles.input}
          />
        </FormField>
        <button type="submit" className={adminStyles.secondaryButton}>
          <Search aria-hidden="true" className="size-4" />
          {copy.search.submit}
        </button>
        {q && (
          <Link to={MEDIA_PATH} className={`${adminStyles.link} self-center`}>
            {copy.search.clear}
          </Link>
        )}
        <p className="basis-full text-sm text-ink-600" aria-live="polite">
          {copy.search.results(total, artworkTotal)}
        </p>
      </Form>

      {items.length === 0 && artwork.length === 0 ? (
        <EmptyState title={q ? copy.noMatch : copy.empty} />
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} id={`image-${item.id}`} className="scroll-mt-6">
                <MediaCard item={item} refusal={refusal} />
              </li>
            ))}
            {artwork.map((art) => (
              <li key={art.src}>
                <ArtworkCard art={art} />
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} search={pageSearch(q)} />
        </>
      )}
    </>
  );
}

/** The list's address without the page: the search alone (a save's `saved` is not carried on). */
const pageSearch = (q: string) => new URLSearchParams(q ? { q } : {});

function MediaCard({ item, refusal }: { item: MediaItem; refusal: MediaRefusal | null }) {
  const headingId = `image-${item.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`${adminStyles.card} flex h-full flex-col gap-4`}
    >
      <Thumbnail picture={{ ...item, src: item.preview }} alt="" />
      <div className="grid gap-1">
        <h2 id={headingId} className="text-base font-bold break-words text-ink-900">
          <Link to={`${MEDIA_PATH}/${item.id}`} className="hover:text-brand-700">
            {item.name}
          </Link>
        </h2>
        <dl className="grid gap-1 text-sm text-ink-700">
          <div>
            <dt className="sr-only">{copy.card.size}</dt>
            <dd>{sizeLine(item)}</dd>
          </div>
          <div>
            <dt className="inline text-ink-600">{copy.card.uploaded} </dt>
            <dd className="inline">
              <DateTime value={item.uploadedAt} /> {copy.card.by}{" "}
              {item.uploadedBy ?? copy.card.unknownUploader}
            </dd>
          </div>
        </dl>
      </div>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold text-ink-800">{copy.card.usedBy}</h3>
        <UsedBy uses={item.uses} />
      </div>
      <DeleteRefused refusal={refusal} id={item.id} />
      <AltForm item={item} refusal={refusal} />
      <div className="mt-auto flex items-start justify-between gap-3">
        <DeleteForm item={item} />
        <Link
          to={`${MEDIA_PATH}/${item.id}`}
          aria-label={copy.card.detailsOf(item.name)}
          className={adminStyles.secondaryButton}
        >
          {copy.card.details}
        </Link>
      </div>
    </article>
  );
}
