import { backupsCopy } from "./backups-words";
import type { Route } from "./+types/backup-download-route";

/** An age-encrypted archive is not gzip to whoever opens it. */
const typeOf = (file: string) =>
  file.endsWith(".age") ? "application/octet-stream" : "application/gzip";

// 'Download' on /admin/backups (owners): an archive BACKUP_DIR lists, by its file name alone.
export async function loader({ request, context }: Route.LoaderArgs) {
  const file = new URL(request.url).searchParams.get("file") ?? "";
  const found = await context.admin.backups.download(file);
  if (!found) {
    return new Response(backupsCopy.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(found.body, {
    headers: {
      "Content-Type": typeOf(found.file),
      "Content-Length": String(found.size),
      "Content-Disposition": `attachment; filename="${found.file}"`,
      "Cache-Control": "no-store",
    },
  });
}
