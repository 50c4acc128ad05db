/**
 * Blog artwork: four 1200×700 article covers and two 160×160 thumbnails.
 */
import {
  Art,
  bar,
  browser,
  circle,
  el,
  g,
  lines,
  path,
  phone,
  plot,
  rect,
  ring,
  smooth,
  sparkle,
  stroke,
} from "./shapes.ts";
import type { Stop } from "./shapes.ts";
import { C, button, check, cursor, hlin, rocket, scene, spark, star, toggle, vlin } from "./kit.ts";

const W = 1200;
const H = 700;

const darkStops: readonly Stop[] = [
  [0, C.ink950],
  [0.55, C.ink900],
  [1, C.ink800],
];
const lightStops: readonly Stop[] = [
  [0, C.ink50],
  [0.6, "#f1eeff"],
  [1, C.brand100],
];

/** Point on a circle, angle in degrees (0 = 3 o'clock, counter-clockwise is negative y). */
const polar = (cx: number, cy: number, r: number, deg: number) =>
  [cx + r * Math.cos((deg * Math.PI) / 180), cy - r * Math.sin((deg * Math.PI) / 180)] as const;

/** An upper half-circle arc from `from`° to `to`° (180 = left, 0 = right). */
function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x1, y1] = polar(cx, cy, r, from);
  const [x2, y2] = polar(cx, cy, r, to);
  return `M${x1.toFixed(1)} ${y1.toFixed(1)}A${r} ${r} 0 0 1 ${x2.toFixed(1)} ${y2.toFixed(1)}`;
}

/** A speedometer: track, gradient arc, ticks and a needle at `value` (0–1). */
function gauge(
  a: Art,
  cx: number,
  cy: number,
  r: number,
  w: number,
  value: number,
  track: string,
  hub: string,
) {
  const fill = hlin(a, "gauge", [
    [0, C.brand500],
    [1, C.cyan],
  ]);
  const deg = 180 - 180 * value;
  const [nx, ny] = polar(cx, cy, r * 0.78, deg);
  const ticks = Array.from({ length: 9 }, (_, i) => {
    const d = 180 - i * 22.5;
    const [x1, y1] = polar(cx, cy, r - w * 0.9, d);
    const [x2, y2] = polar(cx, cy, r - w * 0.9 - (i % 2 ? r * 0.05 : r * 0.1), d);
    return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
  }).join("");
  return [
    path(arc(cx, cy, r, 180, 0), stroke(track, w)),
    path(arc(cx, cy, r, 180, deg), stroke(fill, w)),
    path(ticks, stroke(track, Math.max(2, r * 0.02))),
    path(`M${cx} ${cy}L${nx.toFixed(1)} ${ny.toFixed(1)}`, stroke(hub, r * 0.05)),
    circle(cx, cy, r * 0.09, hub),
    circle(cx, cy, r * 0.04, C.cyan),
  ].join("");
}

/** A lightning bolt centred on (cx, cy), about 2·s tall. */
const bolt = (cx: number, cy: number, s: number, fill: string) =>
  path(
    `M${cx + s * 0.2} ${cy - s}L${cx - s * 0.55} ${cy + s * 0.12}H${cx - s * 0.02}L${cx - s * 0.2} ${cy + s}L${cx + s * 0.55} ${cy - s * 0.12}H${cx + s * 0.02}Z`,
    { fill, "stroke-linejoin": "round" },
  );

/* post 1 — web performance */
export function postSpeed(): string {
  const a = new Art("b1");
  const s = a.shadow("sh", 24, 26, "#01030c", 0.5, [W, H]);
  const X = 170;
  const Y = 120;
  const BW = 560;
  const x = X + 26;
  const y = Y + 34;
  const load = hlin(a, "load", [
    [0, C.brand500],
    [1, C.cyan],
  ]);
  const page = [
    // speed lines
    ...[0, 1, 2, 3, 4].map((i) =>
      bar(40 + (i % 2) * 40, Y + 60 + i * 70, 100 - (i % 3) * 24, 6, i % 2 ? C.brand300 : C.cyan, {
        opacity: 0.5 - i * 0.06,
      }),
    ),
    browser(X, Y, BW, 430, { fill: C.white, bar: C.ink100, url: C.ink200, filter: s }),
    rect(X, Y + 34, BW, 4, 0, load),
    rect(x, y + 24, 24, 24, 8, C.brand500),
    bar(x + 34, y + 32, 70, 8, C.ink900),
    ...[0, 1, 2].map((i) => bar(x + 320 + i * 56, y + 33, 40, 6, C.ink300)),
    bar(x, y + 84, 250, 20, C.ink900),
    bar(x, y + 114, 190, 20, C.ink900),
    lines(x, y + 152, [230, 200], 7, 9, C.ink300),
    button(x, y + 194, 120, 38, C.brand500),
    rect(
      x + 280,
      y + 76,
      228,
      160,
      16,
      hlin(a, "img", [
        [0, C.brand100],
        [1, "#d5f6fb"],
      ]),
    ),
    bolt(x + 394, y + 156, 46, C.brand500),
    ...[0, 1, 2].map(
      (i) =>
        rect(x + i * 172, y + 266, 160, 100, 14, C.ink50) +
        circle(x + 24 + i * 172, y + 292, 10, [C.cyan, C.brand500, C.brand300][i] ?? C.cyan, {
          opacity: 0.6,
        }) +
        bar(x + 16 + i * 172, y + 320, 100, 8, C.ink900) +
        bar(x + 16 + i * 172, y + 338, 120, 6, C.ink200),
    ),
  ];
  const GX = 690;
  const GY = 96;
  const meter = g(
    { filter: s },
    rect(GX, GY, 340, 270, 24, C.ink900, { stroke: "#ffffff1f" }),
    gauge(a, GX + 170, GY + 190, 120, 22, 0.92, "#ffffff1a", C.white),
    bar(GX + 140, GY + 222, 60, 14, C.white),
    bar(GX + 150, GY + 244, 40, 6, C.ink500),
  );
  const WX = 760;
  const WY = 400;
  const water = g(
    { filter: s },
    rect(WX, WY, 310, 190, 20, C.white),
    bar(WX + 22, WY + 22, 100, 9, C.ink900),
    rect(WX + 236, WY + 16, 52, 22, 11, "#dcfce7"),
    bar(WX + 248, WY + 24, 28, 6, "#16a34a"),
    ...[0, 1, 2, 3, 4].map((i) => {
      const start = [0, 20, 34, 40, 62][i] ?? 0;
      const len = [70, 110, 60, 130, 80][i] ?? 60;
      const c = [C.brand500, C.cyan, C.brand300, C.cyan, C.brand500][i] ?? C.cyan;
      return (
        bar(WX + 22, WY + 58 + i * 24, 44, 6, C.ink200) +
        bar(WX + 80 + start, WY + 56 + i * 24, len, 10, c)
      );
    }),
    path(
      `M${WX + 232} ${WY + 50}V${WY + 172}`,
      stroke(C.brand600, 2, { "stroke-dasharray": "3 4" }),
    ),
  );
  const chip = g(
    { filter: s },
    rect(110, 520, 250, 74, 37, C.white),
    circle(147, 557, 22, "#ecfeff"),
    bolt(147, 557, 13, "#0891b2"),
    bar(180, 545, 120, 9, C.ink900),
    bar(180, 562, 80, 6, C.ink300),
  );
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: darkStops,
      glows: [
        [900, 120, 480, C.cyan, 0.3],
        [200, 680, 420, C.brand500, 0.35],
      ],
      grid: ["#fff", 0.035, 50],
    }),
    ...page,
    meter,
    water,
    chip,
    sparkle(1110, 420, 12, C.cyan300),
    sparkle(640, 80, 8, C.brand300),
  ]);
}

/* post 2 — building an MVP: from a sketch to a launch */
export function postMvp(): string {
  const a = new Art("b2");
  const s = a.shadow("sh", 22, 24, C.brand700, 0.16, [W, H]);
  const v = C.brand600;
  const pencil = "#8b93b8";
  // A sketched wireframe on paper.
  const sketch = g(
    { transform: "rotate(-6 260 360)" },
    g({ filter: s }, rect(110, 160, 300, 400, 14, C.white)),
    path(
      Array.from({ length: 12 }, (_, i) => `M130 ${200 + i * 30}H390`).join(""),
      stroke("#dfe7f7", 1.5),
    ),
    path("M140 180V540", stroke("#ffc0cb", 1.5)),
    g(
      stroke(pencil, 3, { "stroke-dasharray": "9 6" }),
      rect(160, 210, 200, 120, 10, "none"),
      path("M160 330L360 210M160 210L360 330", {}),
      rect(160, 350, 90, 80, 8, "none"),
      rect(270, 350, 90, 80, 8, "none"),
      rect(160, 456, 200, 40, 20, "none"),
    ),
    path("M172 370c10-6 20 6 30 0s20 6 30 0", stroke(pencil, 2.5)),
    path("M282 370c10-6 20 6 30 0s20 6 30 0", stroke(pencil, 2.5)),
  );
  const pen = g(
    { transform: "rotate(38 420 520)" },
    rect(400, 420, 22, 150, 4, C.brand500),
    rect(400, 420, 22, 22, 3, C.ink700),
    path("M400 570l11 26 11-26Z", { fill: "#f6d7b0" }),
    path("M407 586l4 10 4-10Z", { fill: C.ink900 }),
  );
  const arrow = path(
    "M450 330C500 290 560 290 600 320",
    stroke(v, 4, { "stroke-dasharray": "2 12" }),
  );
  const arrowHead = path("M588 300l16 22-26 4", stroke(v, 4));
  // The built app.
  const PX = 620;
  const PY = 120;
  const px = PX + 8;
  const py = PY + 8;
  const pw = 244;
  const app = [
    phone(PX, PY, 260, 520, { frame: C.ink900, screen: C.white, filter: s }),
    rect(
      px + 14,
      py + 48,
      pw - 28,
      150,
      18,
      hlin(a, "hero", [
        [0, C.brand500],
        [1, C.cyan],
      ]),
    ),
    path(
      `M${px + 14} ${py + 170}l50-40 40 30 30-18 60 40 ${pw - 194} -24V${py + 184}a14 14 0 0 1-14 14H${px + 28}a14 14 0 0 1-14-14Z`,
      {
        fill: C.white,
        opacity: 0.25,
      },
    ),
    circle(px + pw - 60, py + 94, 22, C.white, { opacity: 0.85 }),
    ...[0, 1].map(
      (i) =>
        rect(px + 14 + i * ((pw - 40) / 2 + 12), py + 214, (pw - 40) / 2, 100, 14, C.ink50) +
        circle(px + 38 + i * ((pw - 40) / 2 + 12), py + 240, 12, [C.brand500, C.cyan][i] ?? v, {
          opacity: 0.5,
        }) +
        bar(px + 26 + i * ((pw - 40) / 2 + 12), py + 270, 70, 7, C.ink900) +
        bar(px + 26 + i * ((pw - 40) / 2 + 12), py + 286, 50, 6, C.ink300),
    ),
    bar(px + 14, py + 336, 120, 10, C.ink900),
    lines(px + 14, py + 356, [pw - 40, pw - 80], 6, 8, C.ink200),
    rect(px + 14, py + 424, pw - 28, 48, 24, v),
    bar(px + pw / 2 - 40, py + 445, 80, 6, C.white),
  ];
  const flame = vlin(a, "flame", [
    [0, "#fde68a"],
    [0.5, "#fb923c"],
    [1, "#f43f5e", 0],
  ]);
  const launch = [
    a.glow("glow", 1010, 250, 200, C.brand300, 0.5),
    path(
      "M1000 560C980 470 1000 390 1010 320",
      stroke(C.brand300, 4, { "stroke-dasharray": "2 12" }),
    ),
    g({ transform: "rotate(12 1010 250)" }, rocket(1010, 250, 70, C.white, v, C.cyan300, flame)),
  ];
  // Build, measure, learn: three steps in a loop.
  const loop = g(
    { filter: s },
    rect(930, 440, 200, 180, 22, C.white),
    circle(1030, 530, 52, "none", stroke(C.ink100, 10)),
    ring(1030, 530, 52, 10, v, 0.7),
    ...[
      [90, v],
      [-30, C.cyan],
      [210, C.brand300],
    ].map(([deg, c]) => {
      const [x, y] = polar(1030, 530, 52, Number(deg));
      return circle(x, y, 12, String(c), { stroke: C.white, "stroke-width": 4 });
    }),
    bar(1006, 526, 48, 8, C.ink900),
  );
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: lightStops,
      glows: [
        [1000, 140, 420, C.brand300, 0.4],
        [140, 640, 380, C.cyan300, 0.3],
      ],
      dots: [C.brand600, 0.1, 26],
    }),
    sketch,
    pen,
    arrow,
    arrowHead,
    ...app,
    ...launch,
    loop,
    check(700, 112, 20, "#22c55e"),
    sparkle(560, 130, 12, v, { opacity: 0.6 }),
  ]);
}

/* post 3 — AI features in products */
export function postAi(): string {
  const a = new Art("b3");
  const s = a.shadow("sh", 24, 26, "#01030c", 0.5, [W, H]);
  const v = C.brand500;
  const grad = hlin(a, "grad", [
    [0, C.brand500],
    [1, C.cyan],
  ]);
  const X = 150;
  const Y = 100;
  const x = X + 30;
  const y = Y + 34;
  // A document editor with an inline AI suggestion.
  const editor = [
    browser(X, Y, 620, 500, { fill: C.white, bar: C.ink100, url: C.ink200, filter: s }),
    rect(X, Y + 34, 620, 46, 0, C.ink50),
    ...[0, 1, 2, 3, 4, 5].map((i) => rect(x + i * 34, y + 12, 22, 22, 6, i === 5 ? v : C.ink200)),
    spark(x + 181, y + 24, 7, C.white),
    bar(x, y + 72, 300, 18, C.ink900),
    lines(x, y + 110, [540, 500, 520, 300], 8, 12, C.ink200),
    // suggestion block
    rect(x - 10, y + 200, 560, 108, 14, C.brand100),
    rect(x - 10, y + 200, 5, 108, 2.5, grad),
    lines(x + 10, y + 218, [500, 470, 380], 8, 12, C.brand300),
    rect(x + 10, y + 274, 90, 24, 12, v),
    bar(x + 28, y + 283, 54, 6, C.white),
    rect(x + 110, y + 274, 80, 24, 12, C.white, { stroke: C.brand300 }),
    bar(x + 128, y + 283, 44, 6, v),
    cursor(x + 62, y + 296, C.ink900),
    lines(x, y + 336, [520, 460, 500], 8, 12, C.ink200),
  ];
  // Command palette
  const CX = 690;
  const CY = 250;
  const palette = g(
    { filter: s },
    rect(CX, CY, 380, 300, 22, C.ink900, { stroke: "#ffffff26" }),
    rect(CX + 20, CY + 20, 340, 48, 14, "#ffffff0d", { stroke: grad, "stroke-width": 2 }),
    spark(CX + 46, CY + 46, 10, C.cyan),
    bar(CX + 68, CY + 41, 170, 8, "#ffffffcc"),
    rect(CX + 308, CY + 32, 36, 24, 8, "#ffffff14"),
    bar(CX + 318, CY + 41, 16, 6, C.ink300),
    ...[0, 1, 2, 3].map((i) => {
      const yy = CY + 92 + i * 50;
      const on = i === 0;
      const c = [C.cyan, v, C.brand300, C.cyan300][i] ?? C.cyan;
      return (
        (on ? rect(CX + 12, yy - 8, 356, 44, 12, "#ffffff12") : "") +
        rect(CX + 24, yy, 28, 28, 8, c, { opacity: 0.18 }) +
        circle(CX + 38, yy + 14, 5, c) +
        bar(CX + 66, yy + 5, [150, 120, 170, 110][i] ?? 120, 7, on ? C.white : "#ffffffa0") +
        bar(CX + 66, yy + 18, [90, 110, 70, 96][i] ?? 80, 5, C.ink500) +
        (on ? bar(CX + 320, yy + 11, 28, 7, C.ink500) : "")
      );
    }),
  );
  // Assistant orb
  const orb = a.rad("orb", [
    [0, C.white],
    [0.4, C.cyan300],
    [0.8, v],
    [1, C.brand700],
  ]);
  const core = [
    a.glow("halo", 960, 150, 160, C.cyan, 0.35),
    circle(960, 150, 76, "none", stroke(C.cyan, 1.5, { "stroke-dasharray": "2 8", opacity: 0.6 })),
    el("ellipse", {
      cx: 960,
      cy: 150,
      rx: 104,
      ry: 32,
      ...stroke(v, 2, { opacity: 0.6 }),
      transform: "rotate(-20 960 150)",
    }),
    circle(960, 150, 46, orb),
    spark(956, 156, 18, C.white),
    circle(1058, 114, 6, C.cyan),
    circle(864, 186, 5, C.brand300),
  ];
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: darkStops,
      glows: [
        [960, 150, 460, v, 0.45],
        [150, 680, 420, C.cyan, 0.22],
      ],
      grid: ["#fff", 0.035, 50],
    }),
    ...editor,
    ...core,
    palette,
    sparkle(90, 120, 10, C.cyan300),
    sparkle(1110, 620, 12, C.brand300),
  ]);
}

/* post 4 — design systems */
export function postDesignSystem(): string {
  const a = new Art("b4");
  const s = a.shadow("sh", 18, 22, C.brand700, 0.14, [W, H]);
  const v = C.brand600;
  const panel = (x: number, y: number, w: number, h: number, ...body: string[]) =>
    g({}, g({ filter: s }, rect(x, y, w, h, 20, C.white)), ...body);
  // Colour tokens
  const ramp = [C.brand100, C.brand300, C.brand500, C.brand600, C.brand700, C.ink900];
  const colors = panel(
    90,
    90,
    360,
    200,
    bar(114, 114, 80, 9, C.ink900),
    ...ramp.map((c, i) => rect(114 + i * 52, 140, 44, 60, 10, c)),
    ...[C.cyan300, C.cyan, "#0891b2"].map((c, i) => rect(114 + i * 52, 212, 44, 52, 10, c)),
    ...[0, 1, 2].map((i) =>
      bar(280 + (i % 3) * 0, 218 + i * 16, [120, 90, 104][i] ?? 90, 6, C.ink200),
    ),
  );
  // Type scale: "Aa" plus bars of falling size
  const type = panel(
    90,
    314,
    360,
    290,
    path("M120 430l34-86 34 86M133 400h42", stroke(C.ink900, 10)),
    circle(234, 404, 22, "none", stroke(C.ink900, 10)),
    path("M256 380v50", stroke(C.ink900, 10)),
    ...[22, 16, 12, 9, 7].map((h, i) =>
      bar(
        120,
        462 + [0, 32, 56, 76, 92][i]!,
        [290, 240, 200, 230, 180][i] ?? 200,
        h,
        i === 0 ? C.ink900 : C.ink300,
      ),
    ),
  );
  // Components
  const comps = panel(
    480,
    90,
    380,
    514,
    bar(504, 114, 110, 9, C.ink900),
    button(504, 142, 130, 42, v),
    rect(646, 142, 120, 42, 21, "none", { stroke: v, "stroke-width": 2 }),
    bar(678, 160, 56, 6, v),
    circle(800, 163, 21, C.brand100),
    path("M792 163h16m-6-6 6 6-6 6", stroke(v, 2.5)),
    // input
    rect(504, 206, 332, 46, 12, C.white, { stroke: v, "stroke-width": 2 }),
    bar(522, 226, 130, 6, C.ink300),
    path("M666 218v20", stroke(v, 2)),
    // toggles + checkboxes
    toggle(504, 276, true, v),
    bar(556, 284, 80, 6, C.ink300),
    toggle(672, 276, false, v),
    bar(724, 284, 70, 6, C.ink300),
    check(515, 328, 11, v),
    bar(536, 325, 70, 6, C.ink300),
    circle(683, 328, 11, "none", stroke(C.ink200, 2.5)),
    bar(704, 325, 60, 6, C.ink300),
    // badges
    ...[
      ["#dcfce7", "#16a34a"],
      [C.brand100, v],
      ["#fee2e2", "#dc2626"],
      ["#dff8fc", "#0891b2"],
    ].map(
      ([bg = "", fg = ""], i) =>
        rect(504 + i * 84, 362, 74, 26, 13, bg) + bar(518 + i * 84, 372, 46, 6, fg),
    ),
    // card
    rect(504, 412, 332, 168, 16, C.ink50),
    rect(
      520,
      428,
      120,
      136,
      12,
      hlin(a, "card", [
        [0, C.brand300],
        [1, C.cyan300],
      ]),
    ),
    circle(580, 480, 26, C.white, { opacity: 0.6 }),
    bar(656, 436, 120, 10, C.ink900),
    lines(656, 460, [160, 130, 150], 6, 9, C.ink300),
    button(656, 528, 104, 34, C.ink900),
  );
  // Spacing + radius tokens, and a stack of layered components
  const spacing = panel(
    890,
    90,
    220,
    200,
    bar(914, 114, 70, 9, C.ink900),
    ...[8, 16, 24, 32, 48].map((w, i) =>
      rect(914, 140 + i * 26, w * 2.6, 16, 4, v, { opacity: 0.25 + i * 0.15 }),
    ),
  );
  // Tokens → components → pages: three stacked layers.
  const stack = [2, 1, 0].map((i) =>
    path(`M1000 ${360 + i * 54}l110 54-110 54-110-54Z`, {
      fill: [C.cyan300, C.brand500, C.brand700][i] ?? v,
      stroke: C.white,
      "stroke-width": 2,
      "stroke-opacity": 0.5,
      filter: i === 2 ? s : undefined,
    }),
  );
  stack.push(
    path("M1000 384l60 30-60 30-60-30Z", { fill: C.white, opacity: 0.55 }),
    path("M962 414l38 19M984 404l38 19", stroke(C.white, 4, { opacity: 0.9 })),
  );
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: lightStops,
      glows: [
        [1000, 600, 420, C.cyan300, 0.35],
        [200, 60, 380, C.brand300, 0.4],
      ],
      dots: [C.brand600, 0.1, 26],
    }),
    colors,
    type,
    comps,
    spacing,
    ...stack,
    star(1080, 330, 9, v, { opacity: 0.5 }),
  ]);
}

/* thumbnails */
export function thumbSpeed(): string {
  const a = new Art("bts");
  return a.svg(160, 160, [
    scene(a, 160, 160, {
      stops: darkStops,
      glows: [
        [120, 30, 110, C.cyan, 0.35],
        [20, 150, 100, C.brand500, 0.45],
      ],
    }),
    ...[0, 1, 2].map((i) =>
      bar(14 + (i % 2) * 8, 52 + i * 16, 22 - i * 4, 4, C.cyan300, { opacity: 0.6 }),
    ),
    gauge(a, 86, 104, 48, 10, 0.88, "#ffffff1f", C.white),
    bar(70, 122, 32, 7, C.white),
    bar(78, 134, 16, 4, C.ink500),
  ]);
}

export function thumbMvp(): string {
  const a = new Art("btm");
  const flame = vlin(a, "flame", [
    [0, "#fde68a"],
    [0.5, "#fb923c"],
    [1, "#f43f5e", 0],
  ]);
  return a.svg(160, 160, [
    scene(a, 160, 160, {
      stops: [
        [0, C.brand600],
        [1, C.ink900],
      ],
      glows: [[110, 40, 100, C.cyan, 0.45]],
    }),
    path(
      "M20 140C40 120 46 104 62 98",
      stroke(C.white, 3, { "stroke-dasharray": "1 8", opacity: 0.6 }),
    ),
    g({ transform: "rotate(40 92 70)" }, rocket(92, 70, 34, C.white, C.cyan, C.brand300, flame)),
    ...[
      [26, 30, 4],
      [136, 118, 5],
      [40, 70, 3],
    ].map(([x = 0, y = 0, r = 0]) => sparkle(x, y, r, C.white, { opacity: 0.8 })),
    rect(18, 112, 40, 26, 7, "#ffffff1a", { stroke: "#ffffff40", "stroke-dasharray": "4 3" }),
    path(smooth(plot([10, 40, 30, 80], 24, 118, 28, 14)), stroke(C.cyan300, 2)),
  ]);
}
