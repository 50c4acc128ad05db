import { data, Link, useLocation } from "react-router";
import { PageHeading } from "~/components/admin/page-heading";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { previewLinksCopy as copy } from "./preview-links-words";
import type { ItemKind } from "./editorial";
import { previewLinksAction } from "./preview-links.server";
import type { Route } from "./+types/preview-links-route";

// The editor's 'Share preview' and 'Revoke' post here: a 303 back to the
// editor, or this page saying why not (an item that no longer exists). Nothing to show on a GET
// but the way back.

const kindOf = (pathname: string): ItemKind =>
  pathname.startsWith("/admin/projects/") ? "project" : "post";
const listOf = (kind: ItemKind) => (kind === "project" ? "/admin/projects" : "/admin/posts");

export const meta = () => [{ title: `${copy.heading} · ${consoleCopy.productName}` }];

// A page of its own only after a refused post; a GET shows the way back, for an id that can be one.
export async function loader({ params, context }: Route.LoaderArgs) {
  await context.admin.require("editor");
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  return null;
}

export const action = ({ params, request, context }: Route.ActionArgs) =>
  previewLinksAction(kindOf(new URL(request.url).pathname), params.id, request, context);

export default function PreviewLinks({ actionData, params }: Route.ComponentProps) {
  const kind = kindOf(useLocation().pathname);
  return (
    <>
      <PageHeading title={copy.heading} />
      {actionData ? (
        <p role="alert" className={adminStyles.error}>
          {actionData.message}
        </p>
      ) : (
        <p className="text-ink-700">{copy.elsewhere}</p>
      )}
      <p className="flex flex-wrap gap-3">
        {!actionData && (
          <Link to={`${listOf(kind)}/${params.id}`} className={adminStyles.secondaryButton}>
            {copy.backToEditor[kind]}
          </Link>
        )}
        <Link to={listOf(kind)} className={adminStyles.secondaryButton}>
          {copy.backToList[kind]}
        </Link>
      </p>
    </>
  );
}
