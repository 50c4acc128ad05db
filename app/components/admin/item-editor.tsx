import { ArrowLeft as arrowLeftShape, ExternalLink as externalLinkShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import { publishingCopy as copy } from "~/content/admin/publishing";
import {
  publicPath,
  slugify,
  type EditorFields,
  type EditorItem,
  type FieldErrors,
} from "~/lib/admin/editorial";
import { EditorForm } from "./editor-form";
import { FormField } from "./form-field";
import { MoveToTrashButton, TrashForm, TrashedPanel } from "./item-trash";
import type { MediaChoice } from "~/lib/admin/media";
import { MarkdownField } from "./markdown-field";
import { ImageControl } from "./image-control";
import { MarkdownImagePicker } from "./media-picker";
import { HistoryLink } from "./history-link";
import { PageHeading } from "./page-heading";
import { SaveNotice } from "./save-notice";
import { StatusBadge } from "./status-badge";
import { adminStyles } from "./styles";
import { useUnsavedChanges } from "./use-unsaved-changes";

const ArrowLeft = lucideIcon(arrowLeftShape);
const ExternalLink = lucideIcon(externalLinkShape);

const f = copy.fields;
const tones = {
  draft: "closed",
  published: "approved",
  scheduled: "pending",
  trash: "spam",
} as const;
// The trash's form, apart from the editor's own: its buttons name it.
const TRASH_FORM = "item-trash";

/**
 * The editor of a project or post: a real form posting to the route's action
 * (Save draft, Publish, Unpublish, Update preview), with per-field messages.
 * With JavaScript: the slug follows the title until it is edited, the body's
 * preview follows the text, and leaving with unsaved changes asks first.
 */
export function ItemEditor({
  item,
  fields,
  errors,
  message,
  conflict,
  previewHtml,
  saved,
  library,
}: {
  item: EditorItem;
  fields: EditorFields;
  errors: FieldErrors;
  message: string | null;
  conflict: boolean;
  previewHtml: string;
  saved: keyof typeof copy.saved | null;
  /** The media library's images, for 'Choose from library'. */
  library: readonly MediaChoice[];
}) {
  const kind = item.kind;
  const base = kind === "project" ? "/admin/projects" : "/admin/posts";
  const itemPath = publicPath(kind, item.fields.slug);
  // Until the saved item's data is back, the form still holds the old version:
  // a second action then would be refused as a conflict with the first.
  const busy = useNavigation().state !== "idle";
  const slugRef = useRef<HTMLInputElement>(null);
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!fields.slug);
  const unsaved = useUnsavedChanges(copy.unsaved);

  const field = (name: keyof EditorFields) => ({
    id: `item-${name}`,
    name,
    defaultValue: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `item-${name}-error` : "", `item-${name}-hint`].filter(Boolean).join(" ") ||
      undefined,
    className: adminStyles.input,
  });

  return (
    <>
      <PageHeading
        title={item.id === null ? copy.newItem[kind] : copy.editTitle[kind]}
        description={item.id === null ? undefined : fields.title}
      >
        <Link to={base} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back[kind]}
        </Link>
        {item.id !== null && <HistoryLink kind={kind} itemKey={String(item.id)} />}
      </PageHeading>

      <SaveNotice saved={saved && copy.saved[saved]} message={message} />

      <EditorForm
        method="post"
        encType="multipart/form-data"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        identity={item.id}
        version={item.version}
        refused={conflict}
        {...unsaved}
      >
        <div className="grid content-start gap-6">
          <section className={`${adminStyles.card} grid gap-5`}>
            <Field label={f.title} name="title" error={errors.title}>
              <input
                {...field("title")}
                required
                maxLength={200}
                onInput={(event) => {
                  if (slugFollowsTitle && slugRef.current) {
                    slugRef.current.value = slugify(event.currentTarget.value);
                  }
                }}
              />
            </Field>
            <Field label={f.slug} name="slug" error={errors.slug} hint={f.slugHint}>
              <input
                {...field("slug")}
                ref={slugRef}
                maxLength={80}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                onInput={() => setSlugFollowsTitle(false)}
              />
            </Field>
            <Field label={f.summary} name="summary" error={errors.summary} hint={f.summaryHint}>
              <textarea {...field("summary")} rows={2} maxLength={300} required />
            </Field>
            <MarkdownField
              id="item-body"
              name="body"
              label={f.body}
              hint={f.bodyHint}
              error={errors.body}
              defaultValue={fields.body}
              previewHtml={previewHtml}
              library={library}
            />
          </section>

          <section className={`${adminStyles.card} grid gap-5`} aria-labelledby="item-details">
            <h2 id="item-details" className="text-lg font-bold text-ink-900">
              {f.details}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <ImageControl
                legend={f.coverImage}
                path={{
                  id: "item-coverImage",
                  name: "coverImage",
                  label: f.coverImage,
                  hint: f.coverImageHint,
                  error: errors.coverImage,
                }}
                value={fields.coverImage}
                wide
                upload={{
                  id: "item-coverUpload",
                  name: "coverUpload",
                  label: f.coverUpload,
                  hint: f.coverUploadHint,
                }}
                library={{ id: "item-coverLibrary", name: "coverLibrary" }}
                choices={library}
              >
                <Field
                  label={f.coverAlt}
                  name="coverAlt"
                  error={errors.coverAlt}
                  hint={f.coverAltHint}
                >
                  <input {...field("coverAlt")} maxLength={300} />
                </Field>
              </ImageControl>
              {kind === "project" ? (
                <>
                  <Field label={f.client} name="client" error={errors.client}>
                    <input {...field("client")} maxLength={120} />
                  </Field>
                  <Field label={f.category} name="category" error={errors.category}>
                    <input {...field("category")} maxLength={80} />
                  </Field>
                  <Field label={f.year} name="year" error={errors.year}>
                    <input {...field("year")} inputMode="numeric" maxLength={4} />
                  </Field>
                  <Field
                    label={f.services}
                    name="services"
                    error={errors.services}
                    hint={f.servicesHint}
                  >
                    <input {...field("services")} maxLength={300} />
                  </Field>
                  <label className="flex items-center gap-3 text-sm font-semibold text-ink-800 sm:col-span-2">
                    <input
                      type="checkbox"
                      name="featured"
                      defaultChecked={fields.featured === "on"}
                      className="size-5 accent-brand-600"
                    />
                    {f.featured}
                  </label>
                  <div className="grid gap-5 sm:col-span-2">
                    <Field
                      label={f.gallery}
                      name="gallery"
                      error={errors.gallery}
                      hint={f.galleryHint}
                    >
                      <textarea
                        {...field("gallery")}
                        rows={4}
                        maxLength={5000}
                        // Markdown's lines, as the body shows them.
                        className={`${adminStyles.input} font-mono text-sm leading-relaxed`}
                      />
                    </Field>
                    <MarkdownImagePicker
                      id="item-galleryLibrary"
                      name="galleryLibrary"
                      bodyId="item-gallery"
                      label={f.galleryLibrary}
                      hint={f.galleryLibraryHint}
                      choices={library}
                    />
                  </div>
                </>
              ) : (
                <>
                  <Field label={f.author} name="author" error={errors.author}>
                    <input {...field("author")} maxLength={80} />
                  </Field>
                  <Field label={f.category} name="category" error={errors.category}>
                    <input {...field("category")} maxLength={80} />
                  </Field>
                  <Field label={f.tags} name="tags" error={errors.tags} hint={f.tagsHint}>
                    <input {...field("tags")} maxLength={300} />
                  </Field>
                </>
              )}
            </div>
          </section>

          <section className={`${adminStyles.card} grid gap-5`} aria-labelledby="item-seo">
            <div>
              <h2 id="item-seo" className="text-lg font-bold text-ink-900">
                {f.seo}
              </h2>
              <p className="mt-1 text-sm text-ink-600">{f.seoHint}</p>
            </div>
            <Field label={f.seoTitle} name="seoTitle" error={errors.seoTitle}>
              <input {...field("seoTitle")} maxLength={70} />
            </Field>
            <Field label={f.seoDescription} name="seoDescription" error={errors.seoDescription}>
              <textarea {...field("seoDescription")} rows={2} maxLength={200} />
            </Field>
          </section>
        </div>

        <aside className="grid content-start gap-4 lg:sticky lg:top-6 lg:self-start">
          <div className={`${adminStyles.card} grid gap-4`}>
            <p className="flex items-center justify-between gap-3 text-sm font-semibold text-ink-800">
              {copy.statusLabel}
              <StatusBadge status={tones[item.status]} label={copy.statuses[item.status]} />
            </p>
            <Field
              label={f.publishedAt}
              name="publishedAt"
              error={errors.publishedAt}
              hint={f.publishedAtHint}
            >
              <input
                {...field("publishedAt")}
                defaultValue={fields.publishedAt.slice(0, 16)}
                type="datetime-local"
              />
            </Field>
            {item.trashedAt && (
              <TrashedPanel
                kind={kind}
                trashedAt={item.trashedAt}
                formId={TRASH_FORM}
                disabled={busy}
              />
            )}
            <div className="grid gap-2" hidden={Boolean(item.trashedAt)}>
              {item.status === "draft" && (
                <button
                  type="submit"
                  name="intent"
                  value="save"
                  disabled={busy}
                  className={adminStyles.secondaryButton}
                >
                  {copy.actions.saveDraft}
                </button>
              )}
              <button
                type="submit"
                name="intent"
                value="publish"
                disabled={busy}
                className={adminStyles.primaryButton}
              >
                {copy.actions.publish}
              </button>
              {item.status !== "draft" && (
                <button
                  type="submit"
                  name="intent"
                  value="unpublish"
                  disabled={busy}
                  className={adminStyles.dangerButton}
                >
                  {copy.actions.unpublish}
                </button>
              )}
              {item.id !== null && (
                <a
                  href={`${itemPath}?preview=1`}
                  target="_blank"
                  rel="noopener"
                  className={adminStyles.secondaryButton}
                  aria-describedby="item-preview-hint"
                >
                  {copy.actions.preview}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              )}
            </div>
            {item.id !== null && !item.trashedAt && (
              <p id="item-preview-hint" className="text-xs text-ink-600">
                {copy.actions.previewHint}
              </p>
            )}
            {item.id !== null && !item.trashedAt && (
              <MoveToTrashButton kind={kind} formId={TRASH_FORM} disabled={busy} />
            )}
          </div>
        </aside>
      </EditorForm>
      {item.id !== null && (
        <TrashForm
          kind={kind}
          id={item.id}
          intent={item.trashedAt ? "restore" : "trash"}
          formId={TRASH_FORM}
        />
      )}
    </>
  );
}

function Field({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: keyof EditorFields;
  error?: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <FormField id={`item-${name}`} label={label} error={error} hint={hint}>
      {children}
    </FormField>
  );
}
