import { spawn } from "node:child_process";

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command as an operator would, to its end: `stdin` piped in (a password line),
 * the environment exactly as given, both outputs kept apart.
 */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = "",
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    // "close", not "exit": the process may exit before its outputs are read to their end.
    child.once("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
