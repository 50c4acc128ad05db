import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { BackupError } from "./backup-archive.ts";
import { BACKUP_NAME } from "./backup-files.ts";
import { parseS3Url, type OffsiteTarget } from "./offsite-target.ts";

/**
 * The copy of each verified backup off the machine (docs/backups.md, "A copy
 * off the machine"): the archive uploaded to an S3-compatible bucket with the
 * AWS SDK, under BACKUP_S3_URL's prefix and its own file name, and the same
 * BACKUP_KEEP newest kept there as in BACKUP_DIR. The keys come from the
 * SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an
 * instance role); BACKUP_S3_ENDPOINT names a service other than AWS (MinIO,
 * Backblaze, R2, a fake on loopback), addressed by path as they all accept.
 */

/** How long a connection or a silent request may take before the copy gives up. */
const CONNECT_MS = 10_000;
const IDLE_MS = 60_000;

function clientFor(target: OffsiteTarget): S3Client {
  // The SDK is pinned (package.json); its notice about later versions' Node is not the operator's.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  return new S3Client({
    region: target.region,
    ...(target.endpoint && { endpoint: target.endpoint, forcePathStyle: true }),
    ...(target.credentials && { credentials: target.credentials }),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_MS, requestTimeout: IDLE_MS },
  });
}

/** Where the archive is (or would be) off the machine. */
const objectUrl = (target: OffsiteTarget, name: string) =>
  `s3://${target.bucket}/${target.prefix}${name}`;

/** The SDK's reason in one line: its code or message, never its stack. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: string }).code;
  const message = error.message || error.name || code || "";
  const causeText =
    cause instanceof Error && cause.message !== message ? ` (${cause.message})` : "";
  return `${message}${causeText}`.split("\n")[0]!.trim() || "no answer";
}

const where = (target: OffsiteTarget) =>
  `${target.url}${target.endpoint ? ` at ${target.endpoint}` : ""}`;

/**
 * Uploads `file` (a verified archive in BACKUP_DIR) to the bucket; its
 * `s3://bucket/key`. Large archives go up in parts, a few at a time. On
 * failure a BackupError says where it could not go and why; the archive
 * here is untouched.
 */
export async function copyOffsite(file: string, target: OffsiteTarget): Promise<string> {
  const name = basename(file);
  const client = clientFor(target);
  try {
    await new Upload({
      client,
      params: {
        Bucket: target.bucket,
        Key: `${target.prefix}${name}`,
        Body: createReadStream(file),
        ContentType: "application/octet-stream",
      },
      queueSize: 2,
    }).done();
    return objectUrl(target, name);
  } catch (error) {
    throw new BackupError(
      `Cannot copy the backup off the machine (BACKUP_S3_URL ${where(target)}): ${reasonOf(error)}. It is verified and kept in BACKUP_DIR; no older backup was removed.`,
    );
  } finally {
    client.destroy();
  }
}

/** The backups under the prefix, oldest first (their names sort by time). */
async function listOffsite(client: S3Client, target: OffsiteTarget): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: target.bucket,
        Prefix: target.prefix,
        ContinuationToken: token,
      }),
    );
    for (const { Key } of page.Contents ?? []) {
      const name = Key?.slice(target.prefix.length);
      if (name && BACKUP_NAME.test(name)) names.push(name);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names.sort();
}

/**
 * Keeps the `keep` newest backups under the prefix and deletes the older
 * ones, as BACKUP_DIR keeps its own (./keep-backups.ts): an erased person's
 * data leaves the bucket as it leaves the machine. Other keys are left
 * alone. The `s3://` addresses removed.
 */
export async function keepNewestOffsite(target: OffsiteTarget, keep: number): Promise<string[]> {
  const client = clientFor(target);
  try {
    const names = await listOffsite(client, target);
    const older = names.slice(0, Math.max(0, names.length - keep));
    for (const name of older) {
      await client.send(
        new DeleteObjectCommand({ Bucket: target.bucket, Key: `${target.prefix}${name}` }),
      );
    }
    return older.map((name) => objectUrl(target, name));
  } catch (error) {
    throw new BackupError(
      `Cannot remove the older backups off the machine (BACKUP_S3_URL ${where(target)}): ${reasonOf(error)}.`,
    );
  } finally {
    client.destroy();
  }
}

/**
 * Brings a backup back from the bucket for `npm run restore -- s3://…`: the
 * archive the address names, fetched with BACKUP_S3_URL's endpoint, region
 * and keys into `dir` (BACKUP_DIR) under its own name, written aside and
 * renamed once whole. Its path there.
 */
export async function fetchOffsite(
  url: string,
  target: OffsiteTarget | null,
  dir: string,
): Promise<string> {
  const parsed = parseS3Url(url);
  const key = parsed?.prefix.replace(/\/$/, "") ?? "";
  const name = basename(key);
  if (!parsed || !BACKUP_NAME.test(name)) {
    throw new BackupError(
      `${url} names no backup: give the whole address of one, s3://bucket/prefix/genesis-backup-<time>.tar.gz.`,
    );
  }
  if (!target) {
    throw new BackupError(
      `Set BACKUP_S3_URL, and BACKUP_S3_ENDPOINT, BACKUP_S3_REGION and the keys as the site had them, to restore from ${url}.`,
    );
  }
  const client = clientFor(target);
  const file = join(dir, name);
  const partial = `${file}.partial-${process.pid}`;
  try {
    await mkdir(dir, { recursive: true });
    const object = await client.send(new GetObjectCommand({ Bucket: parsed.bucket, Key: key }));
    await pipeline(object.Body as Readable, createWriteStream(partial, { flags: "wx" }));
    await rename(partial, file);
    return file;
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(
      `Cannot fetch ${url}${target.endpoint ? ` from ${target.endpoint}` : ""}: ${reasonOf(error)}. Nothing was changed.`,
    );
  } finally {
    client.destroy();
  }
}
