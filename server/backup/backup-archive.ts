import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Decrypter, Encrypter } from "age-encryption";
import { createGunzip, createGzip } from "node:zlib";
import { extract, pack } from "tar-stream";
import {
  BACKUP_FORMAT,
  MANIFEST_ENTRY,
  backupManifestSchema,
  mediaEntry,
  tableEntry,
  type BackupManifest,
} from "./backup-manifest.ts";
import type { Snapshot } from "./snapshot.ts";

/** A path segment an archive's entry may not have: empty, `.`, `..`, or a Windows drive or separator. */
const unsafePart = (part: string) =>
  part === "" || part === "." || part === ".." || /[\\:]/.test(part);

/** Why an archive cannot be used, in one line a person can act on. */
export class BackupError extends Error {
  override name = "BackupError";
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * Writes a snapshot and the media folder as one `.tar.gz` (tar-stream, gzip):
 * each table's rows as JSON lines, each media file as it is, and the manifest
 * last, with every entry's SHA-256. The caller writes it aside and renames it
 * once this resolves (./create-backup.ts).
 */
export async function writeBackupArchive(
  file: string,
  snapshot: Snapshot,
  options: {
    dialect: BackupManifest["dialect"];
    mediaDir: string | null;
    now: Date;
    /** Encrypts the whole archive with age (a passphrase recipient). */
    passphrase?: string | null;
    /** The run taking it (server/db/backup-runs.ts), named in the manifest. */
    run?: number;
  },
): Promise<BackupManifest> {
  const archive = pack();
  const compressed = new PassThrough();
  let sealed: Readable = compressed;
  if (options.passphrase) {
    const encrypter = new Encrypter();
    encrypter.setPassphrase(options.passphrase);
    sealed = Readable.fromWeb((await encrypter.encrypt(webStream(compressed))) as never);
  }
  const written = Promise.all([
    pipeline(archive, createGzip(), compressed),
    pipeline(sealed, createWriteStream(file, { flags: "wx" })),
  ]);
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      archive.entry({ name, mtime: options.now }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: options.now.toISOString(),
    dialect: options.dialect,
    ...(options.run !== undefined && { run: options.run }),
    migrations: snapshot.migrations,
    tables: {},
    media: {},
  };
  try {
    for (const table of snapshot.tables) {
      const data = Buffer.from(table.rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
      manifest.tables[table.name] = { rows: table.rows.length, sha256: sha256(data) };
      await add(tableEntry(table.name), data);
    }
    for (const path of options.mediaDir ? await filesUnder(options.mediaDir) : []) {
      const full = join(options.mediaDir!, path);
      const { size } = await stat(full);
      const hash = createHash("sha256");
      // A tar entry is told its size first: a file that changes while it is read fails the backup.
      const sink = archive.entry({ name: mediaEntry(path), size, mtime: options.now });
      const source = createReadStream(full);
      source.on("data", (chunk) => hash.update(chunk));
      await pipeline(source, sink);
      manifest.media[path] = { size, sha256: hash.digest("hex") };
    }
    await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    archive.finalize();
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
  return manifest;
}

/** A Node stream as age takes it (Node's web stream type and the DOM's differ only in name). */
const webStream = (stream: Readable) =>
  Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;

/** The first bytes of every age file. */
const AGE_MAGIC = Buffer.from("age-encryption.org/v1\n");

/** An archive's compressed bytes: decrypted first when it is an age file. */
async function openArchive(file: string, passphrase: string | null): Promise<Readable> {
  const start = Buffer.alloc(AGE_MAGIC.length);
  const handle = await open(file, "r").catch(() => {
    throw new BackupError(`There is no archive at ${file}.`);
  });
  try {
    await handle.read(start, 0, start.length, 0);
  } finally {
    await handle.close();
  }
  if (!start.equals(AGE_MAGIC)) return createReadStream(file);
  if (!passphrase)
    throw new BackupError("The archive is encrypted: set BACKUP_PASSPHRASE to open it.");
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  try {
    return Readable.fromWeb((await decrypter.decrypt(webStream(createReadStream(file)))) as never);
  } catch {
    throw new BackupError("BACKUP_PASSPHRASE does not open this archive.");
  }
}

/** What a whole, checked archive holds. */
export interface BackupContents {
  manifest: BackupManifest;
  /** Each table's rows, as written. */
  tables: Map<string, Record<string, unknown>[]>;
}

/**
 * Reads a whole archive and checks it against its manifest: every table's
 * and every media file's SHA-256, the rows' count, nothing missing and
 * nothing more. Throws a BackupError naming the first fault. `media` is
 * given each file's bytes as it is read (a restore writes them aside).
 */
export async function readBackupArchive(
  file: string,
  options: {
    media?: (path: string, data: Buffer) => Promise<void>;
    /** Opens an archive encrypted with it (BACKUP_PASSPHRASE). */
    passphrase?: string | null;
  } = {},
): Promise<BackupContents> {
  const entries = extract();
  const read = pipeline(
    await openArchive(file, options.passphrase ?? null),
    createGunzip(),
    entries,
  );
  const tables = new Map<string, { data: Buffer }>();
  const media = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  const walk = async () => {
    for await (const entry of entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      const name = entry.header.name;
      // An archive is not trusted: every entry is a plain file under a relative, plain path.
      const parts = name.split("/");
      if (entry.header.type !== "file" || name.startsWith("/") || parts.some(unsafePart)) {
        throw new BackupError(`The archive holds an entry it should not: ${JSON.stringify(name)}.`);
      }
      if (name === MANIFEST_ENTRY) manifestText = data.toString("utf8");
      else if (name.startsWith("tables/") && name.endsWith(".jsonl")) {
        tables.set(name.slice("tables/".length, -".jsonl".length), { data });
      } else if (name.startsWith("media/")) {
        const path = name.slice("media/".length);
        media.set(path, { size: data.length, sha256: sha256(data) });
        await options.media?.(path, data);
      } else throw new BackupError(`The archive holds an entry it should not: ${name}.`);
    }
  };
  try {
    await Promise.all([read, walk()]);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The archive cannot be read whole (${(error as Error).message}): it is damaged or incomplete.`,
    );
  }
  if (manifestText === null)
    throw new BackupError("The archive has no manifest: it is incomplete.");
  const parsed = backupManifestSchema.safeParse(JSON.parse(manifestText));
  if (!parsed.success) throw new BackupError("The archive's manifest is not one this site writes.");
  const manifest = parsed.data;
  const rows = new Map<string, Record<string, unknown>[]>();
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const found = tables.get(table);
    if (!found) throw new BackupError(`The archive lacks the rows of ${table}.`);
    if (sha256(found.data) !== expected.sha256) {
      throw new BackupError(
        `The rows of ${table} do not match their checksum: the archive is damaged.`,
      );
    }
    const lines = found.data.toString("utf8").split("\n").filter(Boolean);
    if (lines.length !== expected.rows) {
      throw new BackupError(
        `${table} holds ${lines.length} rows, its manifest says ${expected.rows}.`,
      );
    }
    rows.set(
      table,
      lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    );
  }
  for (const table of tables.keys()) {
    if (!(table in manifest.tables)) throw new BackupError(`The manifest does not list ${table}.`);
  }
  for (const [path, expected] of Object.entries(manifest.media)) {
    const found = media.get(path);
    if (!found) throw new BackupError(`The archive lacks the media file ${path}.`);
    if (found.sha256 !== expected.sha256 || found.size !== expected.size) {
      throw new BackupError(
        `The media file ${path} does not match its checksum: the archive is damaged.`,
      );
    }
  }
  for (const path of media.keys()) {
    if (!(path in manifest.media)) throw new BackupError(`The manifest does not list ${path}.`);
  }
  return { manifest, tables: rows };
}
