import { mkdir, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/**
 * Where uploaded images and their variants are kept (MEDIA_DIR). The rest of
 * the server only names keys such as "3f2c…/960.webp"; an object store can
 * replace the folder by implementing this interface (docs/decisions/023).
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Removes these keys (a deleted image, a replaced file's old widths); a key
   * already gone is no error. A folder left empty goes too.
   */
  remove(keys: readonly string[]): Promise<void>;
  /** The folder served at /media/ (a folder store); null for a store that serves itself. */
  readonly root: string | null;
}

const KEY = /^[a-z0-9-]+\/[a-z0-9.-]+$/;

export function folderStorage(dir: string): MediaStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = join(root, key);
    if (!KEY.test(key) || !path.startsWith(root + sep)) throw new Error(`Not a media key: ${key}`);
    return path;
  };
  return {
    root,
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { flag: "wx" });
    },
    async remove(keys) {
      const paths = keys.map(pathOf);
      for (const path of paths) await rm(path, { force: true });
      for (const folder of new Set(paths.map((path) => dirname(path)))) {
        // Only an empty folder: another revision's files may still be in it.
        await rmdir(folder).catch(() => {});
      }
    },
  };
}
