import * as lucide from "lucide";
import { Form, Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { mediaCopy as copy } from "~/content/admin/media";
import {
  focalPointName,
  FOCAL_POINTS,
  markdownImage,
  MEDIA_PATH,
  type FocalPointName,
  type MediaItem,
} from "~/lib/admin/media";
import { DateTime } from "~/components/admin/date-time";
import { ImageFileField } from "~/components/admin/image-file-field";
import { PageHeading } from "~/components/admin/page-heading";
import { FormField } from "~/components/admin/form-field";
import { adminStyles } from "~/components/admin/styles";
import { TextField } from "~/components/admin/text-field";
import { AltForm } from "./alt-form";
import { DeleteForm, DeleteRefused } from "./delete-form";
import { sizeLine, UsedBy } from "./image-uses";
import type { MediaRefusal } from "./media-refusal";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);

/**
 * /admin/media/:id: one image, larger, with everything the list shows, its
 * path and a Markdown line to copy, 'Replace' (a new file in place: every
 * field naming the image follows) and its focal point, shown on two crops.
 */
export function MediaImage({
  item,
  saved,
  refusal,
}: {
  item: MediaItem;
  saved: string | null;
  refusal: MediaRefusal | null;
}) {
  const busy = useNavigation().state !== "idle";
  const position = item.focus ? `${item.focus.x * 100}% ${item.focus.y * 100}%` : undefined;
  const fileError = refusal?.intent === "replace" ? refusal.errors.file : undefined;
  const done =
    saved === "alt" || saved === "focus" || saved === "replaced" ? copy.saved[saved] : null;
  const markdown = markdownImage(item);

  return (
    <>
      <PageHeading title={item.name} description={sizeLine(item)}>
        <Link to={MEDIA_PATH} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.image.back}
        </Link>
      </PageHeading>
      {done && !refusal && (
        <p role="status" className={adminStyles.success}>
          {done}
        </p>
      )}
      <DeleteRefused refusal={refusal} id={item.id} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <section className={`${adminStyles.card} grid gap-4`} aria-labelledby="image-file">
            <h2 id="image-file" className="text-lg font-bold text-ink-900">
              {copy.image.file}
            </h2>
            <img
              src={item.src}
              alt=""
              width={item.width}
              height={item.height}
              className="max-h-[32rem] w-full rounded-xl bg-ink-50 object-contain ring-1 ring-ink-100"
            />
            <dl className="grid gap-3 text-sm text-ink-700 sm:grid-cols-2">
              <div className="grid gap-1">
                <dt className="font-semibold text-ink-800">{copy.card.uploaded}</dt>
                <dd>
                  <DateTime value={item.uploadedAt} /> {copy.card.by}{" "}
                  {item.uploadedBy ?? copy.card.unknownUploader}
                  {item.revision > 1 && (
                    <span className="block text-ink-600">{copy.card.replaced(item.revision)}</span>
                  )}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="font-semibold text-ink-800">{copy.card.usedBy}</dt>
                <dd>
                  <UsedBy uses={item.uses} />
                </dd>
              </div>
            </dl>
            {/* Read-only lines to copy: what image fields store, and a body's picture. */}
            <TextField
              id="image-path"
              label={copy.image.path}
              hint={copy.image.pathHint}
              value={item.src}
              readOnly
              className={`${adminStyles.input} font-mono text-sm`}
            />
            <TextField
              id="image-markdown"
              label={copy.image.markdown}
              hint={copy.image.markdownHint}
              value={markdown}
              readOnly
              className={`${adminStyles.input} font-mono text-sm`}
            />
          </section>

          <section className={`${adminStyles.card} grid gap-4`} aria-labelledby="image-focus">
            <h2 id="image-focus" className="text-lg font-bold text-ink-900">
              {copy.image.focusHeading}
            </h2>
            <div className="flex flex-wrap gap-4" aria-hidden="true">
              {["aspect-square w-32", "aspect-[2/1] w-64", "aspect-[3/4] w-24"].map((shape) => (
                <img
                  key={shape}
                  src={item.preview}
                  alt=""
                  width={item.width}
                  height={item.height}
                  style={position ? { objectPosition: position } : undefined}
                  className={`${shape} max-w-full rounded-lg object-cover ring-1 ring-ink-100`}
                />
              ))}
            </div>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="focus" />
              <input type="hidden" name="id" value={item.id} />
              <FormField
                id="image-focus-point"
                label={copy.image.focusLabel}
                className="min-w-0 flex-1 basis-56"
              >
                <select
                  id="image-focus-point"
                  name="focus"
                  defaultValue={focalPointName(item.focus)}
                  aria-describedby="image-focus-point-hint"
                  className={adminStyles.input}
                >
                  {(Object.keys(FOCAL_POINTS) as FocalPointName[]).map((name) => (
                    <option key={name} value={name}>
                      {copy.focalPoints[name]}
                    </option>
                  ))}
                </select>
              </FormField>
              <button type="submit" disabled={busy} className={adminStyles.secondaryButton}>
                {copy.image.focusSave}
              </button>
              <p id="image-focus-point-hint" className="basis-full text-sm text-ink-600">
                {copy.image.focusHint}
              </p>
            </Form>
          </section>
        </div>

        <aside className="grid gap-6">
          <section className={`${adminStyles.card} grid gap-4`} aria-label={copy.alt.label}>
            <AltForm item={item} refusal={refusal} />
            <p className="text-sm text-ink-600">{copy.alt.hint}</p>
          </section>

          <section className={`${adminStyles.card} grid gap-4`} aria-labelledby="image-replace">
            <h2 id="image-replace" className="text-lg font-bold text-ink-900">
              {copy.image.replaceHeading}
            </h2>
            <Form method="post" encType="multipart/form-data" className="grid gap-3">
              <input type="hidden" name="intent" value="replace" />
              <input type="hidden" name="id" value={item.id} />
              <ImageFileField
                required
                id="image-file-input"
                name="file"
                label={copy.image.replaceLabel}
                hint={copy.image.replaceHint}
                error={fileError}
              />
              <button
                type="submit"
                disabled={busy}
                className={`${adminStyles.secondaryButton} justify-self-start`}
              >
                {copy.image.replace}
              </button>
            </Form>
          </section>

          <section className={adminStyles.card} aria-label={copy.delete.button}>
            <DeleteForm item={item} />
          </section>
        </aside>
      </div>
    </>
  );
}
