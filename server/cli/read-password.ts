import type { Writable } from "node:stream";

/**
 * One line of standard input, without its line break. From a terminal the
 * prompt is shown and the typing is not echoed; from a pipe
 * (`printf '%s\n' "$PASSWORD" | npm run users -- add …`) the line is read as is.
 */
export function readPasswordLine(
  input: NodeJS.ReadStream,
  prompt: Writable,
  question: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const terminal = input.isTTY;
    if (terminal) {
      prompt.write(question);
      input.setRawMode(true);
    }
    let text = "";
    const finish = (line: string) => {
      input.off("data", onData);
      input.off("end", onEnd);
      input.off("error", reject);
      if (terminal) {
        input.setRawMode(false);
        prompt.write("\n");
      }
      input.pause();
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\n" || char === "\r") return finish(text);
        // Ctrl-C in raw mode arrives as a character.
        if (terminal && char === "\u0003") {
          input.setRawMode(false);
          return reject(new Error("Cancelled."));
        }
        if (terminal && (char === "\u007f" || char === "\b")) text = text.slice(0, -1);
        else text += char;
      }
    };
    const onEnd = () => finish(text);
    input.on("data", onData);
    input.once("end", onEnd);
    input.once("error", reject);
    input.resume();
  });
}
