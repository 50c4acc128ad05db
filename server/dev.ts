import { createServer, type ViteDevServer } from "vite";
import { buildApp } from "./http/app.ts";
import { start } from "./start.ts";

// `npm run dev`: the same server, with Vite in middleware mode (HMR) serving the app.
let vite: ViteDevServer | undefined;
await start(
  async (config, database) => {
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    return buildApp({ config, database, web: { kind: "vite", vite } });
  },
  async () => {
    await vite?.close();
  },
);
