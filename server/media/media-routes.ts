import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { folderStorage } from "./media-storage.ts";

/**
 * /media/…: uploaded images and their variants from MEDIA_DIR (decision 023).
 * Every key holds a fresh id, so a file never changes once written: served
 * with a year's immutable caching. Nothing else is listed or served.
 */
export async function mediaRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const storage = folderStorage(config.mediaDir);
  if (!storage.root) return;
  mkdirSync(storage.root, { recursive: true });
  await app.register(
    async (media) => {
      // A missing file is a plain 404, not Fastify's JSON for an unknown route.
      media.setNotFoundHandler((_request, reply) =>
        reply.code(404).type("text/plain; charset=utf-8").send("Not found."),
      );
      await media.register(fastifyStatic, {
        root: storage.root!,
        prefix: "/",
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: "deny",
        immutable: true,
        maxAge: "365d",
      });
    },
    { prefix: "/media" },
  );
}
