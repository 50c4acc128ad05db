import { MediaImage } from "./media-image";
import { consoleCopy } from "~/content/admin/console";
import { mediaCopy } from "~/content/admin/media";
import { mediaAction, mediaImageLoader } from "~/lib/admin/media-library.server";
import type { Route } from "./+types/media-image-route";

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.item.name ?? mediaCopy.title} · ${consoleCopy.productName}` },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  mediaImageLoader(params.id, request, context);

export const action = ({ request, context }: Route.ActionArgs) => mediaAction(request, context);

export default function MediaImagePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MediaImage item={loaderData.item} saved={loaderData.saved} refusal={actionData ?? null} />
  );
}
