/**
 * A grader for response headers following the scoring of Mozilla's HTTP
 * Observatory (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * start at 100, apply each test's modifier, grade A+ from 100. Only the header
 * tests are modelled; cookies, redirection and SRI do not apply to these pages
 * (no cookies are set, scripts are same-origin).
 */
export interface Grade {
  score: number;
  grade: string;
  findings: string[];
}

type Headers = Record<string, string | string[] | number | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return value === undefined ? undefined : Array.isArray(value) ? value.join(", ") : String(value);
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

export function gradeHeaders(headers: Headers, { https }: { https: boolean }): Grade {
  let score = 100;
  const findings: string[] = [];
  const apply = (modifier: number, finding: string) => {
    score += modifier;
    findings.push(`${modifier >= 0 ? "+" : ""}${modifier} ${finding}`);
  };

  const csp = header(headers, "content-security-policy");
  if (!csp) apply(-25, "csp-not-implemented");
  else {
    const d = directives(csp);
    const scripts = d.get("script-src") ?? d.get("default-src") ?? [];
    const objects = d.get("object-src") ?? d.get("default-src") ?? [];
    if (
      scripts.includes("'unsafe-inline'") &&
      !scripts.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"))
    ) {
      apply(-20, "csp-implemented-with-unsafe-inline");
    } else if (scripts.includes("'unsafe-eval'")) apply(-10, "csp-implemented-with-unsafe-eval");
    else if (scripts.some((s) => s === "http:" || s === "https:" || s === "*"))
      apply(-20, "csp-implemented-with-insecure-scheme");
    else if (!objects.includes("'none'") && objects.length === 0)
      apply(-10, "csp-implemented-but-object-src-open");
    else if (d.get("default-src")?.includes("'none'"))
      apply(5, "csp-implemented-with-no-unsafe-default-src-none");
    else apply(0, "csp-implemented-with-no-unsafe");
  }

  const hsts = header(headers, "strict-transport-security");
  if (https) {
    const age = Number(/max-age=(\d+)/i.exec(hsts ?? "")?.[1] ?? 0);
    if (!hsts) apply(-20, "hsts-not-implemented");
    else if (age < 15_768_000) apply(-10, "hsts-header-invalid-or-too-short");
    else if (/preload/i.test(hsts)) apply(5, "hsts-preloaded");
    else apply(0, "hsts-implemented-max-age-at-least-six-months");
  }

  const nosniff = header(headers, "x-content-type-options");
  apply(
    nosniff?.toLowerCase() === "nosniff" ? 0 : -5,
    nosniff ? "x-content-type-options-nosniff" : "x-content-type-options-not-implemented",
  );

  const frameAncestors = csp ? directives(csp).get("frame-ancestors") : undefined;
  const xfo = header(headers, "x-frame-options")?.toUpperCase();
  if (frameAncestors?.length) apply(5, "x-frame-options-implemented-via-csp");
  else if (xfo === "DENY" || xfo === "SAMEORIGIN") apply(0, "x-frame-options-sameorigin-or-deny");
  else apply(-20, "x-frame-options-not-implemented");

  const referrer = header(headers, "referrer-policy")?.toLowerCase();
  const privateReferrers = [
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
  ];
  if (!referrer) apply(0, "referrer-policy-not-implemented");
  else if (privateReferrers.includes(referrer.split(",").pop()!.trim()))
    apply(5, "referrer-policy-private");
  else apply(-5, "referrer-policy-unsafe");

  const acao = header(headers, "access-control-allow-origin");
  if (acao === "*" && header(headers, "access-control-allow-credentials"))
    apply(-50, "cross-origin-resource-sharing-implemented-with-universal-access");

  const grade =
    score >= 100
      ? "A+"
      : score >= 90
        ? "A"
        : score >= 85
          ? "A-"
          : score >= 80
            ? "B+"
            : score >= 70
              ? "B"
              : score >= 60
                ? "C"
                : score >= 50
                  ? "D"
                  : "F";
  return { score, grade, findings };
}
