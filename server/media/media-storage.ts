import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/**
 * Where uploaded images and their variants are kept (MEDIA_DIR). The rest of
 * the server only names keys such as "3f2c…/960.webp"; an object store can
 * replace the folder by implementing this interface (docs/decisions/023).
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The folder served at /media/ (a folder store); null for a store that serves itself. */
  readonly root: string | null;
}

const KEY = /^[a-z0-9-]+\/[a-z0-9.-]+$/;

export function folderStorage(dir: string): MediaStorage {
  const root = resolve(dir);
  return {
    root,
    async put(key, data) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      const path = join(root, key);
      if (!path.startsWith(root + sep)) throw new Error(`Not a media key: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { flag: "wx" });
    },
  };
}
