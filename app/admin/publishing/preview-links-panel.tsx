import { SubmitButton } from "~/components/admin/submit-button";
import { Form, useNavigation } from "react-router";
import { previewLinksCopy as copy } from "./preview-links-words";
import type { ItemKind } from "./editorial";
import type { PreviewLinkRow } from "./preview-links";
import type { ItemStatus } from "~/lib/admin/statuses";
import { DEFAULT_PREVIEW_LINK_DAYS, PREVIEW_LINK_DAYS } from "~/lib/preview-link";
import { DateTime } from "~/components/admin/date-time";
import { FormField } from "~/components/admin/form-field";
import { adminStyles } from "~/components/admin/styles";

/**
 * The editor's preview links (decision 039), below its form: 'Share
 * preview' (how long the link works: 1, 3 or 7 days), the link just made in a
 * read-only field labelled 'Preview link' (shown once: select it and copy),
 * and the links that still work, each with 'Revoke'. Plain POST forms to
 * /admin/{projects,posts}/:id/preview-links; they work without JavaScript.
 */
export function PreviewLinksPanel({
  kind,
  itemId,
  status,
  links,
  made,
  notice,
}: {
  kind: ItemKind;
  itemId: number;
  status: ItemStatus;
  links: PreviewLinkRow[];
  made: string | null;
  notice: keyof typeof copy.notices | null;
}) {
  const action = `${kind === "project" ? "/admin/projects" : "/admin/posts"}/${itemId}/preview-links`;
  const busy = useNavigation().state !== "idle";
  return (
    <section
      id="share-preview"
      aria-labelledby="share-preview-heading"
      className={`${adminStyles.card} grid scroll-mt-6 gap-5 lg:max-w-[calc(100%-21.5rem)]`}
    >
      <div>
        <h2 id="share-preview-heading" className="text-lg font-bold text-ink-900">
          {copy.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink-600">{copy.description(kind)}</p>
      </div>

      {made && (
        <div className="grid gap-4">
          <p role="status" className={adminStyles.success}>
            {copy.made}
          </p>
          <FormField id="preview-link" label={copy.link} hint={copy.linkHint}>
            <input
              id="preview-link"
              type="text"
              readOnly
              value={made}
              aria-describedby="preview-link-hint"
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className={`${adminStyles.input} font-mono text-sm`}
            />
          </FormField>
        </div>
      )}
      {notice && (
        <p role="status" className={notice === "revoked" ? adminStyles.success : adminStyles.error}>
          {copy.notices[notice]}
        </p>
      )}

      {status === "published" ? (
        <p className="text-sm text-ink-700">{copy.live(kind)}</p>
      ) : (
        <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="share" />
          <FormField id="preview-days" label={copy.days}>
            <select
              id="preview-days"
              name="days"
              defaultValue={String(DEFAULT_PREVIEW_LINK_DAYS)}
              className={`${adminStyles.input} w-auto min-w-36`}
            >
              {PREVIEW_LINK_DAYS.map((days) => (
                <option key={days} value={days}>
                  {copy.dayChoices[days]}
                </option>
              ))}
            </select>
          </FormField>
          <SubmitButton busy={busy}>{copy.share}</SubmitButton>
        </Form>
      )}

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-ink-800">{copy.listLabel}</h3>
        {links.length ? (
          <ul className="divide-y divide-ink-100 rounded-xl ring-1 ring-ink-100">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <p className="min-w-0 flex-1 basis-64 text-sm text-ink-700">
                  <span className="font-semibold text-ink-900">
                    {copy.until} <DateTime value={link.expiresAt} />
                  </span>
                  <span className="block break-all text-ink-600">
                    {copy.madeBy(link.createdBy)} <DateTime value={link.createdAt} />
                  </span>
                </p>
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="link" value={link.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={copy.revokeLabel(
                      `${link.expiresAt.slice(0, 10)} ${link.expiresAt.slice(11, 16)} UTC`,
                    )}
                    className={adminStyles.dangerButton}
                  >
                    {copy.revoke}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-600">{copy.none}</p>
        )}
      </div>
    </section>
  );
}
