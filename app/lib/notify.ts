/**
 * Notices (spec §9: top-right, auto-close 5000 ms, progress bar, close on
 * click, pause on hover, draggable with removal at 80%). react-toastify and its
 * CSS load on the first notice, not with the page.
 */
type Kind = "success" | "error";

export async function notify(kind: Kind, message: string): Promise<void> {
  const { showNotice } = await import("~/components/ui/notices");
  showNotice(kind, message);
}
