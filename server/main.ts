import { resolve } from "node:path";
import { buildApp } from "./http/app.ts";
import { start } from "./start.ts";

// `npm start`: the production server over the build in ./build.
await start((config, database) =>
  buildApp({
    config,
    database,
    web: { kind: "build", buildDir: resolve(process.env.BUILD_DIR || "build") },
  }),
);
