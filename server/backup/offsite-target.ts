/**
 * Where verified backups are copied off the machine (BACKUP_S3_URL,
 * BACKUP_S3_ENDPOINT, BACKUP_S3_REGION), as the configuration reads it; the
 * copy itself is ./offsite-copy.ts, which alone loads the AWS SDK.
 */

/** Where the copies go, as the configuration read it (server/config.ts). */
export interface OffsiteTarget {
  /** BACKUP_S3_URL as given: `s3://bucket` or `s3://bucket/prefix`. */
  url: string;
  bucket: string;
  /** The keys' prefix, "" or ending in "/". */
  prefix: string;
  /** BACKUP_S3_ENDPOINT; null: AWS itself. */
  endpoint: string | null;
  /** BACKUP_S3_REGION. */
  region: string;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; null: the SDK finds them (a profile, a role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

/** `s3://bucket/some/prefix` → its bucket and key prefix; null when it is not such an address. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match || /\s/.test(url)) return null;
  const path = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { bucket: match[1]!, prefix: path ? `${path}/` : "" };
}
