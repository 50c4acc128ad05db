/**
 * Shared drawing helpers for the generated SVG artwork (tools/art/generate-project-art.ts,
 * tools/art/generate-site-art.ts): a tiny element builder, rounded UI placeholders,
 * splines, and an `Art` collector that keeps each file's <defs> under its own id prefix.
 *
 * Everything here is deterministic and writes compact markup (one decimal at most).
 */

export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** One decimal at most, without a leading zero: 0.25 → ".3", -0.5 → "-.5". */
export const num = (v: number): string =>
  String(Math.round(v * 10) / 10).replace(/^(-?)0\./, "$1.");

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  let a = "";
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    a += ` ${k}="${typeof v === "number" ? num(v) : v}"`;
  }
  const inner = children.join("");
  return inner ? `<${tag}${a}>${inner}</${tag}>` : `<${tag}${a}/>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el("g", attrs, ...children);

export const use = (href: string, x: number, y: number, extra: Attrs = {}): string =>
  el("use", { href, x, y, ...extra });

// fill="none" is the root default (see Art.svg), so it is never written out.
export const paint = (fill: string) => (fill === "none" ? undefined : fill);

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra: Attrs = {},
) {
  return el("rect", {
    x: x || undefined,
    y: y || undefined,
    width: w,
    height: h,
    rx: rx || undefined,
    fill: paint(fill),
    ...extra,
  });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  return el("circle", { cx, cy, r, fill: paint(fill), ...extra });
}

export const path = (d: string, attrs: Attrs): string => el("path", { d, ...attrs });

/**
 * Stroke attributes. The root <svg> sets fill="none" and round caps and joins,
 * which every element inherits, so they are not repeated here.
 */
export function stroke(color: string, width: number, extra: Attrs = {}): Attrs {
  return { stroke: color, "stroke-width": width, ...extra };
}

/** A rounded "text line" placeholder. */
// Drawn as one round-capped stroke: the same pill as a rect with rx = h/2, in fewer bytes.
// (So `fill` must be a plain colour: a bounding-box gradient would not paint a flat line.)
export const bar = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  path(`M${num(x + h / 2)} ${num(y + h / 2)}h${num(w - h)}`, {
    stroke: fill,
    "stroke-width": h,
    ...extra,
  });

/** A few stacked text-line placeholders. */
export function lines(
  x: number,
  y: number,
  widths: number[],
  h: number,
  gap: number,
  fill: string,
) {
  return widths.map((w, i) => bar(x, y + i * (h + gap), w, h, fill)).join("");
}

export const polyline = (p: readonly Pt[]): string =>
  p.map(([x, y], i) => `${i ? "L" : "M"}${num(x)} ${num(y)}`).join("");

/** A Catmull-Rom spline through the points, as cubic Béziers (whole pixels are plenty). */
export function smooth(p: readonly Pt[], t = 0.18): string {
  const at = (i: number): Pt => p[Math.max(0, Math.min(p.length - 1, i))] ?? [0, 0];
  const xy = (x: number, y: number) => `${Math.round(x)} ${Math.round(y)}`;
  let d = `M${xy(...at(0))}`;
  for (let i = 0; i < p.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = xy(p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t);
    const c2 = xy(p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t);
    d += `C${c1} ${c2} ${xy(...p2)}`;
  }
  return d;
}

/** Maps values onto a plot box (higher value = higher on screen). */
export function plot(
  values: number[],
  x: number,
  y: number,
  w: number,
  h: number,
  max = 100,
): Pt[] {
  return values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - (h * v) / max] as const);
}

/** A four-pointed sparkle centred on (cx, cy). */
export function sparkle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  const [k, r2, q] = [r * 0.22, num(r), num(r - r * 0.22)];
  const [nk, nr] = [num(-k), num(-r)];
  const d =
    `M${num(cx)} ${num(cy - r)}q${num(k)} ${q} ${r2} ${r2}q-${q} ${num(k)} ${nr} ${r2}` +
    `q${nk} -${q} ${nr} ${nr}q${q} ${nk} ${r2} ${nr}Z`;
  return path(d, { fill, ...extra });
}

/** A progress arc drawn on a circle (starting at 12 o'clock). */
export function ring(
  cx: number,
  cy: number,
  r: number,
  w: number,
  color: string,
  pct: number,
  track?: string,
) {
  const c = 2 * Math.PI * r;
  return (
    (track ? circle(cx, cy, r, "none", { stroke: track, "stroke-width": w }) : "") +
    circle(cx, cy, r, "none", {
      ...stroke(color, w),
      "stroke-dasharray": `${num(c * pct)} ${num(c)}`,
      transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
    })
  );
}

/** Collects the <defs> of one file; every id gets the file's prefix. */
export class Art {
  private readonly defs: string[] = [];
  constructor(private readonly prefix: string) {}

  id(name: string): string {
    return `${this.prefix}-${name}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op }))
      .join("");
  }

  lin(name: string, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string {
    this.defs.push(el("linearGradient", { id: this.id(name), x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${this.id(name)})`;
  }

  rad(name: string, stops: readonly Stop[]): string {
    this.defs.push(el("radialGradient", { id: this.id(name) }, this.stops(stops)));
    return `url(#${this.id(name)})`;
  }

  /** A drop shadow; `size` is the canvas it may spread over (the covers' 800×600 by default). */
  shadow(
    name: string,
    dy: number,
    blur: number,
    color: string,
    opacity: number,
    size: Pt = [800, 600],
  ): string {
    this.defs.push(
      el(
        "filter",
        // A fixed region in user space: percentages of small boxes would clip the blur.
        {
          id: this.id(name),
          filterUnits: "userSpaceOnUse",
          x: -100,
          y: -100,
          width: size[0] + 200,
          height: size[1] + 200,
        },
        el("feDropShadow", {
          dx: 0,
          dy,
          stdDeviation: blur,
          "flood-color": color,
          "flood-opacity": opacity,
        }),
      ),
    );
    return `url(#${this.id(name)})`;
  }

  clip(name: string, shape: string): string {
    this.defs.push(el("clipPath", { id: this.id(name) }, shape));
    return `url(#${this.id(name)})`;
  }

  pattern(name: string, size: number, shape: string, height = size, x = 0, y = 0): string {
    this.defs.push(
      el(
        "pattern",
        {
          id: this.id(name),
          x: x || undefined,
          y: y || undefined,
          width: size,
          height,
          patternUnits: "userSpaceOnUse",
        },
        shape,
      ),
    );
    return `url(#${this.id(name)})`;
  }

  /** Defines a reusable shape; place it with use(). Its fill may be left to the <use>. */
  def(name: string, shape: string): string {
    this.defs.push(shape.replace(/^<(\w+)/, `<$1 id="${this.id(name)}"`));
    return `#${this.id(name)}`;
  }

  /** A soft light spot: a circle filled with a radial gradient fading out. */
  glow(name: string, cx: number, cy: number, r: number, color: string, opacity: number): string {
    const fill = this.rad(name, [
      [0, color, opacity],
      [1, color, 0],
    ]);
    return circle(cx, cy, r, fill);
  }

  svg(w: number, h: number, body: string[]): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none" stroke-linecap="round" stroke-linejoin="round">\n` +
      (this.defs.length ? `<defs>${this.defs.join("")}</defs>\n` : "") +
      body.filter(Boolean).join("\n") +
      "\n</svg>\n"
    )
      .replace(/-?\d*\.\d{3,}/g, (m) => num(Number(m))) // coordinates computed in template strings
      .replace(/ d="[^"]*"/g, (d) => d.replace(/ -/g, "-")); // "l5 -3" → "l5-3"
  }
}

export interface Frame {
  fill: string;
  bar: string;
  url: string;
  filter?: string;
  dots?: readonly [string, string, string];
}

/** A browser window: body, title bar with traffic lights and an address pill. */
export function browser(x: number, y: number, w: number, h: number, f: Frame) {
  const r = 14;
  const dots = f.dots ?? ["#ff6b6b", "#ffc145", "#3ddc84"];
  return g(
    { filter: f.filter },
    rect(x, y, w, h, r, f.fill),
    path(
      `M${x} ${y + 34}V${y + r}a${r} ${r} 0 0 1 ${r}-${r}H${x + w - r}a${r} ${r} 0 0 1 ${r} ${r}V${y + 34}Z`,
      {
        fill: f.bar,
      },
    ),
    ...dots.map((c, i) => circle(x + 20 + i * 15, y + 17, 4.5, c)),
    bar(x + w / 2 - 100, y + 10, 200, 14, f.url),
  );
}

export interface PhoneStyle {
  frame: string;
  screen: string;
  filter?: string;
  edge?: string;
}

/** A phone: frame, screen and the camera island. Returns the screen's inner box too. */
export function phone(x: number, y: number, w: number, h: number, s: PhoneStyle) {
  const r = Math.min(40, w * 0.17);
  const b = 8;
  return g(
    { filter: s.filter },
    rect(x, y, w, h, r, s.frame, s.edge ? { stroke: s.edge, "stroke-width": 1.5 } : {}),
    rect(x + b, y + b, w - 2 * b, h - 2 * b, r - b, s.screen),
    rect(x + w / 2 - 26, y + 17, 52, 14, 7, s.frame),
  );
}

/** Background: a diagonal gradient plus glows and an optional texture. */
export function backdrop(
  a: Art,
  w: number,
  h: number,
  stops: readonly Stop[],
  extra: string[] = [],
) {
  return [rect(0, 0, w, h, 0, a.lin("bg", stops, 0, 0, 1, 1)), ...extra].join("");
}
