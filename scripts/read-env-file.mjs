import { existsSync } from "node:fs";

// `.env` in the working directory, when there is one, for the commands that run the
// site (`node --import ./scripts/read-env-file.mjs …`, package.json). A variable set
// in the environment wins over the file. Node's own --env-file-if-exists would do the
// same but prints a notice, without a line break, on every run that has no file.
if (existsSync(".env")) process.loadEnvFile(".env");
