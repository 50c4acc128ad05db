import { MediaLibrary } from "./media-library";
import { consoleCopy } from "~/content/admin/console";
import { mediaCopy } from "~/content/admin/media";
import { mediaAction, mediaListLoader } from "~/lib/admin/media-library.server";
import type { Route } from "./+types/media-route";

export const meta = () => [{ title: `${mediaCopy.title} · ${consoleCopy.productName}` }];

export const loader = ({ request, context }: Route.LoaderArgs) => mediaListLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => mediaAction(request, context);

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MediaLibrary
      items={loaderData.items}
      artwork={loaderData.artwork}
      artworkTotal={loaderData.artworkTotal}
      q={loaderData.filter.q}
      total={loaderData.total}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
      saved={loaderData.saved}
      uploaded={loaderData.uploaded}
      refusal={actionData ?? null}
    />
  );
}
