/**
 * Just enough MIME reading for tests: unfolded, decoded headers and the
 * decoded text body of a single-part message as nodemailer writes it.
 */
export interface ParsedMail {
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string[]>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  const encoding = headers.get("content-transfer-encoding")?.[0]?.toLowerCase() ?? "7bit";
  return {
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: decodeBody(body, encoding).replace(/\r\n/g, "\n"),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return quotedPrintable(body);
  return body;
}

function quotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : quotedPrintable(data.replace(/_/g, " ")),
    );
}
