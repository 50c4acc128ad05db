import { spawnSync } from "node:child_process";
import { ConfigError } from "../server/config.ts";
import { builtStamp, currentStamp } from "./build-stamp.ts";

// `npm start` builds first when there is no build, or when the sources or the
// public configuration baked into pre-rendered pages have changed since.
let stamp: string;
try {
  stamp = currentStamp();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
if (builtStamp() !== stamp) {
  console.log("Building the site (first start, or sources/configuration changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
