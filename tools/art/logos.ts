/**
 * Fictional partner logos, 240×96: a geometric mark and a wordmark, all in one
 * quiet neutral colour so the row sits calmly on white.
 */
import { Art, circle, el, g, path, stroke } from "./shapes.ts";

const INK = "#5b6490";
const FONT = "system-ui, -apple-system, Segoe UI, sans-serif";

/** The marks, each drawn in a 44×44 box at the origin. */
const marks: Record<string, string> = {
  // A compass needle in a ring: north half solid, south half outlined.
  Northwind:
    circle(22, 22, 19, "none", stroke(INK, 3)) +
    path("M22 7l7 15H15Z", { fill: INK }) +
    path("M15 22h14l-7 15Z", stroke(INK, 2.5)),
  // A rounded tile with a plus cut out of it.
  Medora: path(
    "M12 2h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H12A10 10 0 0 1 2 32V12A10 10 0 0 1 12 2ZM19 11v8h-8v6h8v8h6v-8h8v-6h-8v-8Z",
    { fill: INK, "fill-rule": "evenodd" },
  ),
  // Three waves, the lowest one the boldest.
  Tideline: path(
    "M4 14c6-6 12-6 18 0s12 6 18 0M4 24c6-6 12-6 18 0s12 6 18 0M4 34c6-6 12-6 18 0s12 6 18 0",
    stroke(INK, 4),
  ),
  // A rising sun: half disc on a horizon with rays.
  Lumen:
    path("M8 32a14 14 0 0 1 28 0Z", { fill: INK }) +
    path("M2 38h40M22 6v6M7 13l4 4M37 13l-4 4", stroke(INK, 3.5)),
  // Stacked stones.
  Fieldstone:
    el("ellipse", { cx: 22, cy: 35, rx: 19, ry: 7, fill: INK }) +
    el("ellipse", { cx: 21, cy: 22, rx: 14, ry: 6, fill: INK, opacity: 0.8 }) +
    el("ellipse", { cx: 23, cy: 10, rx: 8, ry: 5, fill: INK, opacity: 0.6 }),
  // Ribbons of light inside a disc (clipped in partnerLogo).
  Aurora:
    circle(22, 22, 19, "none", stroke(INK, 3)) +
    g(
      { "clip-path": "CLIP" },
      path("M-2 20C10 4 22 30 46 8", stroke(INK, 6, { opacity: 0.5 })),
      path("M-2 32C10 16 22 42 46 20", stroke(INK, 6)),
    ),
};

export const partnerNames = ["Northwind", "Medora", "Tideline", "Lumen", "Fieldstone", "Aurora"];

export function partnerLogo(name: string, i: number): string {
  const a = new Art(`pt${i}`);
  let mark = marks[name] ?? "";
  if (mark.includes("CLIP"))
    mark = mark.replace("CLIP", a.clip("disc", circle(22, 22, 17, "#000")));
  return a.svg(240, 96, [
    g({ transform: "translate(18 26)" }, mark),
    el(
      "text",
      {
        x: 74,
        y: 58,
        fill: INK,
        "font-family": FONT,
        "font-size": 26,
        "font-weight": 700,
        "letter-spacing": -0.5,
      },
      name,
    ),
  ]);
}
