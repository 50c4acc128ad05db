/**
 * The Genesis palette and the few composite pieces the site artwork shares
 * (backgrounds, glass cards, icons), built on ./shapes.ts.
 */
import { bar, circle, el, g, path, rect, sparkle, stroke } from "./shapes.ts";
import type { Art, Attrs, Stop } from "./shapes.ts";

/** Brand colours (app/app.css). */
export const C = {
  ink950: "#060a1b",
  ink900: "#0b1130",
  ink800: "#151c45",
  ink700: "#262f63",
  ink600: "#3b4577",
  ink500: "#5b6490",
  ink300: "#a8aecb",
  ink200: "#d3d7e8",
  ink100: "#ecedf5",
  ink50: "#f6f7fb",
  brand700: "#4a32d4",
  brand600: "#5b3df5",
  brand500: "#7257ff",
  brand300: "#b4a6ff",
  brand100: "#ebe7ff",
  cyan: "#22d3ee",
  cyan300: "#67e8f9",
  white: "#fff",
} as const;

/** A vertical gradient (x1=0 y1=0 x2=0 y2=1). */
export function vlin(a: Art, name: string, stops: readonly Stop[]): string {
  return a.lin(name, stops, 0, 0, 0, 1);
}

/** A horizontal gradient (x1=0 y1=0 x2=1 y2=0). */
export function hlin(a: Art, name: string, stops: readonly Stop[]): string {
  return a.lin(name, stops, 0, 0, 1, 0);
}

export interface SceneOpts {
  /** Diagonal background stops. */
  stops: readonly Stop[];
  /** Light spots: [cx, cy, r, colour, opacity]. */
  glows?: readonly (readonly [number, number, number, string, number])[];
  /** Dot texture colour and opacity. */
  dots?: readonly [string, number, number?];
  /** Fine grid colour and opacity. */
  grid?: readonly [string, number, number?];
}

/** A full-bleed background: gradient, glows and an optional dot or grid texture. */
export function scene(a: Art, w: number, h: number, o: SceneOpts): string {
  const parts = [rect(0, 0, w, h, 0, a.lin("bg", o.stops, 0, 0, 1, 1))];
  (o.glows ?? []).forEach(([cx, cy, r, c, op], i) =>
    parts.push(a.glow(`gl${i}`, cx, cy, r, c, op)),
  );
  if (o.grid) {
    const [c, op, s = 48] = o.grid;
    parts.push(
      rect(
        0,
        0,
        w,
        h,
        0,
        a.pattern("grid", s, path(`M${s} 0H0V${s}`, stroke(c, 1, { opacity: op }))),
      ),
    );
  }
  if (o.dots) {
    const [c, op, s = 24] = o.dots;
    parts.push(rect(0, 0, w, h, 0, a.pattern("dot", s, circle(2, 2, 1.3, c, { opacity: op }))));
  }
  return parts.join("");
}

/** A translucent "glass" panel for dark scenes. */
export function glass(x: number, y: number, w: number, h: number, r = 18, extra: Attrs = {}) {
  return rect(x, y, w, h, r, "#ffffff0f", { stroke: "#ffffff1f", ...extra });
}

/** A white card (light scenes), optionally with a shadow filter. */
export function card(x: number, y: number, w: number, h: number, r = 16, filter?: string) {
  return rect(x, y, w, h, r, C.white, { filter });
}

/** A check mark in a filled circle. */
export function check(cx: number, cy: number, r: number, bg: string, fg = C.white) {
  const s = r / 10;
  return (
    circle(cx, cy, r, bg) +
    path(`M${cx - 4 * s} ${cy}l${3 * s} ${3 * s} ${5.5 * s}-${6 * s}`, stroke(fg, 2 * s))
  );
}

/** A toggle switch. */
export function toggle(x: number, y: number, on: boolean, color: string, off = C.ink200) {
  return (
    rect(x, y, 40, 22, 11, on ? color : off) + circle(on ? x + 29 : x + 11, y + 11, 8, C.white)
  );
}

/** A pill button with a label bar. */
export function button(x: number, y: number, w: number, h: number, fill: string, label = "#fff") {
  return rect(x, y, w, h, h / 2, fill) + bar(x + w * 0.22, y + h / 2 - 3, w * 0.56, 6, label);
}

/** A simple avatar: a tinted circle with a head-and-shoulders silhouette. */
export function avatar(a: Art, cx: number, cy: number, r: number, bg: string, fg: string) {
  const clip = a.clip(`av${Math.round(cx)}x${Math.round(cy)}`, circle(cx, cy, r, "#000"));
  return g(
    {},
    circle(cx, cy, r, bg),
    g(
      { "clip-path": clip },
      circle(cx, cy - r * 0.18, r * 0.36, fg),
      el("ellipse", { cx, cy: cy + r * 0.86, rx: r * 0.7, ry: r * 0.55, fill: fg }),
    ),
  );
}

/** The AI "spark" glyph: one large and one small four-pointed star. */
export function spark(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  return (
    sparkle(cx, cy, r, fill, extra) + sparkle(cx + r * 0.95, cy - r * 0.85, r * 0.38, fill, extra)
  );
}

/** A rocket pointing up, centred on (cx, cy), about 2.6·s tall. */
export function rocket(
  cx: number,
  cy: number,
  s: number,
  body: string,
  accent: string,
  window: string,
  flame?: string,
) {
  const k = (v: number) => v * s;
  const top = cy - k(1.3);
  return g(
    {},
    flame
      ? path(
          `M${cx - k(0.26)} ${cy + k(0.72)}C${cx - k(0.3)} ${cy + k(1.1)} ${cx} ${cy + k(1.5)} ${cx} ${cy + k(1.62)}C${cx} ${cy + k(1.5)} ${cx + k(0.3)} ${cy + k(1.1)} ${cx + k(0.26)} ${cy + k(0.72)}Z`,
          { fill: flame },
        )
      : "",
    // fins
    path(
      `M${cx - k(0.36)} ${cy + k(0.1)}L${cx - k(0.72)} ${cy + k(0.56)}V${cy + k(0.86)}L${cx - k(0.34)} ${cy + k(0.6)}Z`,
      { fill: accent },
    ),
    path(
      `M${cx + k(0.36)} ${cy + k(0.1)}L${cx + k(0.72)} ${cy + k(0.56)}V${cy + k(0.86)}L${cx + k(0.34)} ${cy + k(0.6)}Z`,
      { fill: accent },
    ),
    // body
    path(
      `M${cx} ${top}C${cx + k(0.5)} ${top + k(0.36)} ${cx + k(0.44)} ${cy + k(0.5)} ${cx + k(0.3)} ${cy + k(0.76)}H${cx - k(0.3)}C${cx - k(0.44)} ${cy + k(0.5)} ${cx - k(0.5)} ${top + k(0.36)} ${cx} ${top}Z`,
      { fill: body },
    ),
    path(
      `M${cx} ${top}C${cx + k(0.2)} ${top + k(0.13)} ${cx + k(0.32)} ${top + k(0.3)} ${cx + k(0.38)} ${top + k(0.46)}H${cx - k(0.38)}C${cx - k(0.32)} ${top + k(0.3)} ${cx - k(0.2)} ${top + k(0.13)} ${cx} ${top}Z`,
      { fill: accent },
    ),
    circle(cx, cy - k(0.18), k(0.19), window, { stroke: accent, "stroke-width": k(0.07) }),
    rect(cx - k(0.08), cy + k(0.58), k(0.16), k(0.4), k(0.08), accent),
  );
}

/** A mouse pointer with its tip at (x, y). */
export function cursor(x: number, y: number, fill: string, edge = C.white, s = 1) {
  return path(
    `M${x} ${y}l${0} ${26 * s}l${7 * s}-${6.5 * s}l${5 * s} ${11 * s}l${5 * s}-${2.2 * s}l-${5 * s}-${10.8 * s}h${9.5 * s}Z`,
    { fill, stroke: edge, "stroke-width": 2 * s },
  );
}

/** A five-pointed star centred on (cx, cy). */
export function star(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * 0.45 : r;
    const t = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${(cx + rr * Math.cos(t)).toFixed(1)} ${(cy + rr * Math.sin(t)).toFixed(1)}`);
  }
  return path(`M${pts.join("L")}Z`, { fill, "stroke-linejoin": "round", ...extra });
}

/** A heart centred on (cx, cy), about 2·s wide. */
export function heart(cx: number, cy: number, s: number, fill: string) {
  return path(
    `M${cx} ${cy + s * 0.8}C${cx - s * 1.1} ${cy} ${cx - s} ${cy - s * 0.9} ${cx - s * 0.45} ${cy - s * 0.9}C${cx - s * 0.15} ${cy - s * 0.9} ${cx} ${cy - s * 0.6} ${cx} ${cy - s * 0.45}C${cx} ${cy - s * 0.6} ${cx + s * 0.15} ${cy - s * 0.9} ${cx + s * 0.45} ${cy - s * 0.9}C${cx + s} ${cy - s * 0.9} ${cx + s * 1.1} ${cy} ${cx} ${cy + s * 0.8}Z`,
    { fill },
  );
}

/** Code placeholder lines: [indent, width, colour] rows, 18 px apart. */
export function code(
  x: number,
  y: number,
  rows: readonly (readonly [number, number, string])[],
  h = 7,
) {
  return rows.map(([ind, w, c], i) => bar(x + ind * 16, y + i * 20, w, h, c)).join("");
}

/** The "</>" glyph centred on (cx, cy). */
export function codeGlyph(cx: number, cy: number, s: number, color: string, w = 3) {
  return path(
    `M${cx - s * 0.45} ${cy - s * 0.5}L${cx - s} ${cy}L${cx - s * 0.45} ${cy + s * 0.5}M${cx + s * 0.45} ${cy - s * 0.5}L${cx + s} ${cy}L${cx + s * 0.45} ${cy + s * 0.5}M${cx + s * 0.18} ${cy - s * 0.62}L${cx - s * 0.18} ${cy + s * 0.62}`,
    stroke(color, w),
  );
}

/** A laptop: lid with screen and a base; returns the screen box too. */
export function laptop(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  screen: string,
  base: string,
  filter?: string,
) {
  const b = Math.round(w * 0.025);
  return g(
    { filter },
    rect(x, y, w, h, 16, frame),
    rect(x + b, y + b, w - 2 * b, h - 2 * b - 6, 8, screen),
    path(`M${x - w * 0.08} ${y + h}H${x + w * 1.08}l-${w * 0.03} ${h * 0.05}H${x - w * 0.05}Z`, {
      fill: base,
    }),
    rect(x + w / 2 - w * 0.08, y + h, w * 0.16, h * 0.018, 3, frame, { opacity: 0.5 }),
  );
}
