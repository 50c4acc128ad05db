import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BackupScheduleLine } from "./backup-schedule-line";

/** The line above the list as text (the whole page: server/admin/backups/backups.test.ts). */
const lineOf = (offsite: string | null) =>
  renderToStaticMarkup(
    <BackupScheduleLine page={{ schedule: null, dir: "/srv/backups", keep: 14, offsite }} />,
  ).replace(/<[^>]+>/g, "");

describe("the backups page's schedule line", () => {
  it("names the bucket each backup is copied to", () => {
    expect(lineOf("s3://agency-backups/genesis")).toBe(
      "Scheduled backups are off (BACKUP_SCHEDULE=off). They are kept in /srv/backups (BACKUP_DIR), the 14 newest (BACKUP_KEEP). Each is copied off the machine to s3://agency-backups/genesis (BACKUP_S3_URL).",
    );
  });

  it("says when backups never leave the machine, and how to change that", () => {
    expect(lineOf(null)).toMatch(
      /They are on this machine only: set BACKUP_S3_URL to keep a copy elsewhere, in case the disk fails\.$/,
    );
  });
});
