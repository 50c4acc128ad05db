import { Link } from "react-router";
import { adminStyles } from "~/components/admin/styles";
import { mediaCopy as copy } from "~/content/admin/media";
import { formatBytes, type MediaItem, type MediaUse } from "~/lib/admin/media";

/** Where an image is used: each place a link to its editor, with the field. */
export function UsedBy({ uses, id }: { uses: MediaUse[]; id?: string }) {
  if (uses.length === 0) return <p className="text-sm text-ink-600">{copy.card.unused}</p>;
  return (
    <ul id={id} className="grid gap-1 text-sm">
      {uses.map((use) => (
        <li key={`${use.href} ${use.field}`} className="text-ink-700">
          <span className="text-ink-600">{copy.useKinds[use.kind]}: </span>
          <Link to={use.href} className={adminStyles.link}>
            {use.label}
          </Link>
          <span className="text-ink-600"> ({use.field})</span>
        </li>
      ))}
    </ul>
  );
}

/** "1.2 MB · 1200 × 800 px · image/jpeg". */
export function sizeLine(item: MediaItem): string {
  return `${formatBytes(item.bytes)} · ${copy.card.dimensions(item.width, item.height)} · ${item.mime}`;
}
