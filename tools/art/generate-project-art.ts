/**
 * Writes the original SVG artwork the site ships with:
 *
 *   public/images/projects/<slug>.svg  — 800×600 case-study covers, one per portfolio item
 *   public/images/404.svg              — 480×300 "lost satellite" illustration
 *
 * Everything is drawn from simple shapes (no fonts, no external references, no
 * scripts), each file keeps its ids under its own prefix, and the output is
 * deterministic, so re-running the script only changes files whose drawing changed.
 * The drawing helpers live in tools/art/shapes.ts (shared with tools/art/).
 *
 *   npx tsx tools/art/generate-project-art.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  Art,
  backdrop,
  bar,
  browser,
  circle,
  el,
  g,
  lines,
  num,
  path,
  phone,
  plot,
  polyline,
  rect,
  ring,
  smooth,
  sparkle,
  stroke,
  use,
} from "./shapes.ts";
import type { Pt } from "./shapes.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/* ---------------------------------------------------------- the covers */

const W = 800;
const H = 600;

function northwind(): string {
  const a = new Art("nw");
  const X = 56;
  const Y = 62;
  const blue = "#2563eb";
  const teal = "#14b8a6";
  const amber = "#f59e0b";
  const ink = "#0f1d3d";
  const mute = "#c9d3e4";
  const card = { stroke: "#e6ebf5" };
  const logo = a.lin("logo", [
    [0, blue],
    [1, teal],
  ]);
  const area = a.lin(
    "area",
    [
      [0, blue, 0.28],
      [1, blue, 0],
    ],
    0,
    0,
    0,
    1,
  );
  const band = a.lin(
    "band",
    [
      [0, amber, 0.25],
      [1, amber, 0.08],
    ],
    0,
    0,
    0,
    1,
  );
  const sh = a.shadow("sh", 20, 22, "#020a26", 0.45);
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#0a1a48"],
      [0.55, "#12409a"],
      [1, "#0e7c9a"],
    ],
    [
      a.glow("g1", 720, 80, 320, "#2dd4bf", 0.35),
      a.glow("g2", 60, 560, 300, "#6366f1", 0.45),
      rect(0, 0, W, H, 0, a.pattern("dot", 22, circle(2, 2, 1.2, "#fff", { opacity: 0.12 }))),
    ],
  );

  // Sidebar
  const side = [
    path(`M${X} ${Y + 34}H${X + 130}V${Y + 456}H${X + 14}a14 14 0 0 1-14-14Z`, { fill: "#f5f7fc" }),
    rect(X + 18, Y + 54, 28, 28, 8, logo),
    bar(X + 54, Y + 63, 56, 10, ink),
    ...[0, 1, 2, 3, 4].map((i) => {
      const y = Y + 110 + i * 34;
      const on = i === 0;
      return (
        (on ? rect(X + 12, y - 10, 106, 28, 8, "#e3ecff") : "") +
        rect(X + 24, y - 2, 12, 12, 4, on ? blue : "#b7c3d9") +
        bar(X + 44, y + 1, [56, 44, 50, 38, 46][i] ?? 40, 7, on ? blue : mute)
      );
    }),
    rect(X + 14, Y + 360, 102, 80, 12, logo),
    circle(X + 36, Y + 384, 10, "#fff", { opacity: 0.3 }),
    lines(X + 28, Y + 402, [62, 44], 6, 6, "#fff"),
  ];

  // Header and KPI cards
  const mx = X + 150;
  const kpi = a.def(
    "kpi",
    g(
      {},
      rect(0, 0, 142, 74, 12, "#f8faff", card),
      el("rect", { x: 14, y: 14, width: 20, height: 20, rx: 6, opacity: 0.15 }), // the <use>'s fill
      el("circle", { cx: 24, cy: 24, r: 4 }),
      bar(42, 20, 52, 7, mute),
      bar(14, 48, 62, 12, ink),
    ),
  );
  const kpis = [0, 1, 2].map((i) => {
    const x = mx + i * 152;
    const y = Y + 104;
    const c = [blue, teal, amber][i] ?? blue;
    const spark = plot(
      [
        [30, 55, 40, 70, 62, 88],
        [60, 40, 52, 35, 58, 72],
        [20, 34, 30, 52, 48, 66],
      ][i] ?? [],
      x + 86,
      y + 30,
      46,
      28,
    );
    return use(kpi, x, y, { fill: c }) + path(smooth(spark), stroke(c, 2.5));
  });

  // Forecast chart
  const cx = mx;
  const cy = Y + 192;
  const px = cx + 18;
  const pw = 264;
  const py = cy + 52;
  const ph = 140;
  const actual = plot([30, 38, 34, 48, 44, 58, 52, 64], px, py, pw * 0.64, ph);
  const last = actual[actual.length - 1] ?? [0, 0];
  const fx = (i: number) => last[0] + ((pw * 0.36) / 3) * i;
  const fy = (v: number) => py + ph - (ph * v) / 100;
  const fcast: Pt[] = [last, [fx(1), fy(70)], [fx(2), fy(68)], [fx(3), fy(80)]];
  const upper: Pt[] = [last, [fx(1), fy(80)], [fx(2), fy(82)], [fx(3), fy(96)]];
  const lower: Pt[] = [last, [fx(1), fy(60)], [fx(2), fy(55)], [fx(3), fy(63)]];
  const chart = [
    rect(cx, cy, 300, 250, 14, "#fff", card),
    bar(cx + 18, cy + 18, 110, 10, ink),
    circle(cx + 200, cy + 23, 4, blue),
    bar(cx + 208, cy + 20, 28, 6, mute),
    circle(cx + 248, cy + 23, 4, amber),
    bar(cx + 256, cy + 20, 26, 6, mute),
    ...[0, 1, 2, 3].map((i) =>
      path(
        `M${px} ${py + (ph * i) / 3}H${px + pw}`,
        stroke("#e8edf6", 1, { "stroke-dasharray": "3 5" }),
      ),
    ),
    path(`${smooth(actual)}V${py + ph}H${px}Z`, { fill: area }),
    path(`${smooth(upper)}L${polyline([...lower].reverse()).slice(1)}Z`, { fill: band }),
    path(`M${last[0]} ${py - 8}V${py + ph}`, stroke("#9aa7bf", 1.2, { "stroke-dasharray": "4 4" })),
    path(smooth(actual), stroke(blue, 3)),
    path(smooth(fcast), stroke(amber, 3, { "stroke-dasharray": "7 6" })),
    circle(last[0], last[1], 6, "#fff", { stroke: blue, "stroke-width": 3 }),
    // x-axis labels: six short bars as one dashed line
    path(
      `M${px + 2.5} ${py + ph + 16.5}h257`,
      stroke("#dbe2ee", 5, { "stroke-dasharray": "17 31" }),
    ),
  ];

  // Bars card (partly covered by the floating card)
  const bx = mx + 314;
  const bars = [
    rect(bx, cy, 142, 250, 14, "#fff", card),
    bar(bx + 16, cy + 18, 70, 10, ink),
    bar(bx + 16, cy + 36, 46, 6, mute),
    ...[52, 74, 46, 90, 64].map((v, i) => {
      const h = v * 1.1;
      return rect(bx + 18 + i * 23, cy + 160 - h, 14, h, 5, i === 3 ? blue : "#d6e2fb");
    }),
  ];

  // Floating donut card
  const dx = 600;
  const dy = 392;
  const donut = g(
    { filter: sh },
    rect(dx, dy, 172, 140, 16, "#fff"),
    ring(dx + 46, dy + 70, 26, 12, teal, 1, "#e8edf6"),
    ring(dx + 46, dy + 70, 26, 12, blue, 0.62),
    ring(dx + 46, dy + 70, 26, 12, amber, 0.18),
    circle(dx + 96, dy + 42, 4, blue),
    bar(dx + 106, dy + 39, 46, 7, mute),
    circle(dx + 96, dy + 64, 4, amber),
    bar(dx + 106, dy + 61, 36, 7, mute),
    circle(dx + 96, dy + 86, 4, teal),
    bar(dx + 106, dy + 83, 42, 7, mute),
    rect(dx + 88, dy + 106, 62, 18, 9, "#dcfce7"),
    path(`M${dx + 98} ${dy + 119}l5-6 5 6`, stroke("#16a34a", 2)),
    bar(dx + 114, dy + 112, 28, 6, "#16a34a"),
  );

  return a.svg(W, H, [
    bg,
    browser(X, Y, 620, 456, { fill: "#fff", bar: "#eef2f9", url: "#dde4f0", filter: sh }),
    ...side,
    bar(mx, Y + 56, 150, 14, ink),
    bar(mx, Y + 78, 96, 8, mute),
    circle(X + 540, Y + 66, 15, "#e3ecff"),
    circle(X + 540, Y + 66, 6, blue),
    rect(X + 506 - 90, Y + 52, 78, 28, 14, blue),
    bar(X + 430, Y + 63, 50, 6, "#fff"),
    ...kpis,
    ...chart,
    ...bars,
    donut,
  ]);
}

function medora(): string {
  const a = new Art("md");
  const teal = "#0d9488";
  const ink = "#0f2e2b";
  const sh = a.shadow("sh", 18, 20, "#0b4a44", 0.22);
  const btn = a.lin("btn", [
    [0, "#14b8a6"],
    [1, "#0e7490"],
  ]);
  const avatar = a.lin("av", [
    [0, "#5eead4"],
    [1, "#6366f1"],
  ]);
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#effcf9"],
      [1, "#a7e6dc"],
    ],
    [
      a.glow("g1", 680, 90, 300, "#a5f3fc", 0.9),
      a.glow("g2", 90, 560, 320, "#c7d2fe", 0.8),
      rect(0, 0, W, H, 0, a.pattern("dot", 24, circle(2, 2, 1.3, teal, { opacity: 0.14 }))),
    ],
  );

  const PX = 282;
  const PY = 56;
  const PW = 236;
  const sx = PX + 8;
  const sy = PY + 8;
  const sw = PW - 16;

  // Calendar
  const calX = sx + 12;
  const calY = sy + 122;
  const cell = (sw - 24 - 16) / 7;
  const day = a.def("day", el("rect", { width: 8, height: 4, rx: 2 }));
  const days: string[] = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 7; c++) {
      const x = calX + 8 + cell * c + cell / 2;
      const y = calY + 58 + r * 24;
      const i = r * 7 + c;
      if (i === 17) {
        days.push(circle(x, y, 11, teal), use(day, x - 4, y - 2, { fill: "#fff" }));
      } else if (i > 1 && i < 33) {
        days.push(use(day, x - 4, y - 2, { fill: i < 17 ? "#c3d2cf" : "#5b7572" }));
        if ([19, 22, 24, 29].includes(i)) days.push(circle(x, y + 7, 1.8, teal));
      }
    }
  }
  const calendar = [
    rect(calX, calY, sw - 24, 190, 16, "#f2fbf9"),
    bar(calX + 14, calY + 16, 76, 9, ink),
    path(
      `M${calX + sw - 62} ${calY + 16}l-4 4.5 4 4.5M${calX + sw - 44} ${calY + 16}l4 4.5-4 4.5`,
      stroke(ink, 2),
    ),
    ...[0, 1, 2, 3, 4, 5, 6].map((c) =>
      bar(calX + 8 + cell * c + cell / 2 - 4, calY + 38, 8, 4, "#9fb7b3"),
    ),
    ...days,
  ];

  // Time slots
  const slots = [0, 1, 2, 3, 4, 5].map((i) => {
    const x = sx + 16 + (i % 3) * 64;
    const y = sy + 348 + Math.floor(i / 3) * 34;
    const on = i === 1;
    return (
      rect(x, y, 58, 26, 13, on ? teal : "#fff", on ? {} : { stroke: "#d3e6e2" }) +
      bar(x + 16, y + 11, 26, 4, on ? "#fff" : "#7f9995")
    );
  });

  const screen = [
    bar(sx + 22, sy + 12, 24, 6, ink),
    rect(sx + sw - 44, sy + 12, 22, 7, 3, ink),
    bar(sx + 16, sy + 44, 70, 7, "#89a5a0"),
    bar(sx + 16, sy + 58, 126, 12, ink),
    circle(sx + sw - 32, sy + 56, 16, avatar),
    rect(sx + 16, sy + 84, sw - 32, 28, 14, "#f1f6f5"),
    circle(sx + 34, sy + 97, 5, "none", stroke("#8aa4a0", 2)),
    bar(sx + 46, sy + 95, 80, 5, "#b3c7c3"),
    ...calendar,
    bar(sx + 16, sy + 328, 90, 8, ink),
    ...slots,
    rect(sx + 16, sy + 424, sw - 32, 44, 22, btn),
    bar(sx + sw / 2 - 40, sy + 444, 80, 6, "#fff"),
  ];

  // Doctor card (left)
  const dX = 58;
  const dY = 178;
  const doctor = g(
    { filter: sh },
    rect(dX, dY, 200, 104, 18, "#fff"),
    circle(dX + 42, dY + 42, 24, avatar),
    circle(dX + 42, dY + 36, 8, "#fff", { opacity: 0.9 }),
    path(`M${dX + 28} ${dY + 58}a14 12 0 0 1 28 0`, { fill: "#fff", opacity: 0.9 }),
    bar(dX + 78, dY + 28, 92, 9, ink),
    bar(dX + 78, dY + 46, 64, 7, "#9fb7b3"),
    ...[0, 1, 2, 3, 4].map((i) => sparkle(dX + 84 + i * 14, dY + 80, 6, "#fbbf24")),
    rect(dX + 154, dY + 70, 32, 20, 10, "#e6f6f3"),
    bar(dX + 162, dY + 78, 16, 4, teal),
  );

  // Confirmation card (right)
  const cX = 548;
  const cY = 330;
  const confirm = g(
    { filter: sh },
    rect(cX, cY, 200, 126, 18, "#fff"),
    circle(cX + 38, cY + 40, 20, "#dcfce7"),
    path(`M${cX + 29} ${cY + 40}l6 6 12-12`, stroke("#16a34a", 3.5)),
    bar(cX + 70, cY + 30, 100, 9, ink),
    bar(cX + 70, cY + 46, 70, 7, "#9fb7b3"),
    rect(cX + 18, cY + 76, 164, 34, 10, "#f2fbf9"),
    rect(cX + 28, cY + 85, 16, 16, 4, "none", stroke(teal, 2)),
    path(`M${cX + 28} ${cY + 91}h16`, stroke(teal, 2)),
    bar(cX + 54, cY + 90, 60, 6, "#5b7572"),
    bar(cX + 126, cY + 90, 44, 6, teal),
  );

  // Cross tile (top right)
  const tX = 586;
  const tY = 116;
  const cross = g(
    { filter: sh },
    rect(tX, tY, 92, 92, 26, "#fff"),
    rect(tX + 38, tY + 20, 16, 52, 6, btn),
    rect(tX + 20, tY + 38, 52, 16, 6, btn),
  );

  // Pulse line behind everything
  const pulse = path(
    `M0 470H150l14-40 18 78 18-120 16 82h70M520 470h60l12-30 14 56 12-26H800`,
    stroke(teal, 3, { opacity: 0.25 }),
  );

  return a.svg(W, H, [
    bg,
    pulse,
    phone(PX, PY, PW, 580, { frame: ink, screen: "#fff", filter: sh }),
    ...screen,
    doctor,
    confirm,
    cross,
  ]);
}

/** A surfboard seen from above: pointed nose, wide middle, rounded tail. */
function surfboard(cx: number, top: number, len: number, half: number, fill: string, line: string) {
  const b = top + len;
  const y = (f: number) => num(top + len * f);
  const d =
    `M${num(cx)} ${num(top)}C${num(cx + half * 0.8)} ${y(0.1)} ${num(cx + half)} ${y(0.32)} ${num(cx + half)} ${y(0.55)}` +
    `C${num(cx + half)} ${y(0.86)} ${num(cx + half * 0.55)} ${num(b)} ${num(cx)} ${num(b)}` +
    `C${num(cx - half * 0.55)} ${num(b)} ${num(cx - half)} ${y(0.86)} ${num(cx - half)} ${y(0.55)}` +
    `C${num(cx - half)} ${y(0.32)} ${num(cx - half * 0.8)} ${y(0.1)} ${num(cx)} ${num(top)}Z`;
  return (
    path(d, { fill }) +
    path(`M${num(cx)} ${num(top + 5)}V${num(b - 4)}`, stroke(line, 1.5, { opacity: 0.7 })) +
    path(
      `M${num(cx - half)} ${y(0.42)}Q${num(cx)} ${y(0.36)} ${num(cx + half)} ${y(0.3)}`,
      stroke(line, half * 0.22, { opacity: 0.45, "stroke-linecap": "butt" }),
    )
  );
}

function tideline(): string {
  const a = new Art("td");
  const ink = "#14213d";
  const mute = "#d9dee8";
  const coral = "#ff6f59";
  const sh = a.shadow("sh", 20, 22, "#0b2454", 0.35);
  const sky = a.lin(
    "sky",
    [
      [0, "#ffd7a8"],
      [0.55, "#ff9a8b"],
      [1, "#a78bfa"],
    ],
    0,
    0,
    0,
    1,
  );
  const sea = a.lin(
    "sea",
    [
      [0, "#2f6fb5"],
      [1, "#173e7a"],
    ],
    0,
    0,
    0,
    1,
  );
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#ffcf9f"],
      [0.45, "#ff8a7a"],
      [1, "#2c5aa0"],
    ],
    [
      a.glow("sun", 660, 110, 260, "#fff3c4", 0.8),
      path("M0 470C120 430 220 500 360 470S600 420 800 460V600H0Z", {
        fill: "#3b7dd8",
        opacity: 0.55,
      }),
      path("M0 520C140 490 260 550 420 515S660 480 800 510V600H0Z", {
        fill: "#1e4f9a",
        opacity: 0.8,
      }),
      path("M0 560C160 540 300 585 460 560S680 540 800 556V600H0Z", { fill: "#143874" }),
    ],
  );

  const X = 96;
  const Y = 64;
  const w = 580;
  const hx = X + 20;
  const hy = Y + 84;
  const hw = w - 40;
  const heroClip = a.clip("hero", rect(hx, hy, hw, 150, 14, "#000"));
  const hero = g(
    { "clip-path": heroClip },
    rect(hx, hy, hw, 150, 0, sky),
    circle(hx + 400, hy + 86, 34, "#fff4d6", { opacity: 0.95 }),
    path(
      `M${hx} ${hy + 104}C${hx + 90} ${hy + 84} ${hx + 170} ${hy + 124} ${hx + 270} ${hy + 104}S${hx + 450} ${hy + 88} ${hx + hw} ${hy + 104}V${hy + 150}H${hx}Z`,
      { fill: "#4f8fdc" },
    ),
    path(
      `M${hx} ${hy + 124}C${hx + 110} ${hy + 108} ${hx + 200} ${hy + 140} ${hx + 320} ${hy + 122}S${hx + 480} ${hy + 112} ${hx + hw} ${hy + 126}V${hy + 150}H${hx}Z`,
      { fill: sea },
    ),
    path(
      `M${hx + 60} ${hy + 114}c16-6 30-6 44 0M${hx + 380} ${hy + 118}c16-6 30-6 44 0`,
      stroke("#fff", 2, { opacity: 0.6 }),
    ),
    lines(hx + 26, hy + 30, [170, 120], 14, 10, "#fff"),
    bar(hx + 26, hy + 84, 110, 6, "#fff", { opacity: 0.75 }),
    rect(hx + 26, hy + 100, 84, 26, 13, ink),
    bar(hx + 44, hy + 110, 48, 6, "#fff"),
  );

  const tints = ["#fff1e6", "#e8f3ff", "#fdeaf0", "#eaf7f2"];
  const boards: [string, string][] = [
    ["#ff8a5c", "#fff"],
    ["#3b82f6", "#dbeafe"],
    ["#f472b6", "#fff"],
    ["#14b8a6", "#ccfbf1"],
  ];
  const cw = (hw - 3 * 14) / 4;
  const products = boards.map(([fill, line], i) => {
    const x = hx + i * (cw + 14);
    const y = Y + 250;
    return (
      rect(x, y, cw, 112, 12, tints[i] ?? "#fff") +
      surfboard(x + cw / 2, y + 12, 88, 16, fill, line) +
      bar(x + 2, y + 124, cw * 0.7, 8, ink) +
      bar(x + 2, y + 140, 38, 7, coral) +
      [0, 1, 2]
        .map((k) =>
          circle(x + cw - 40 + k * 13, y + 143, 4.5, ["#1e3a8a", fill, "#e5e7eb"][k] ?? "#000"),
        )
        .join("")
    );
  });

  const cartX = 620;
  const cartY = 38;
  const cart = g(
    { filter: sh },
    rect(cartX, cartY, 128, 52, 26, "#fff"),
    path(`M${cartX + 20} ${cartY + 20}h4l4 14h14l3-10H${cartX + 27}`, stroke(ink, 2.2)),
    circle(cartX + 30, cartY + 39, 2, ink),
    circle(cartX + 41, cartY + 39, 2, ink),
    circle(cartX + 48, cartY + 16, 7, coral, { stroke: "#fff", "stroke-width": 2 }),
    bar(cartX + 66, cartY + 18, 44, 7, ink),
    bar(cartX + 66, cartY + 31, 30, 6, "#9aa3b5"),
  );

  const ckX = 586;
  const ckY = 368;
  const checkout = g(
    { filter: sh },
    rect(ckX, ckY, 180, 150, 18, "#fff"),
    rect(ckX + 16, ckY + 16, 40, 40, 10, "#fff1e6"),
    surfboard(ckX + 36, ckY + 20, 32, 7, "#ff8a5c", "#fff"),
    bar(ckX + 66, ckY + 24, 80, 8, ink),
    bar(ckX + 66, ckY + 40, 50, 6, "#9aa3b5"),
    path(`M${ckX + 16} ${ckY + 72}H${ckX + 164}`, stroke("#eef0f5", 1.5)),
    bar(ckX + 16, ckY + 86, 44, 7, "#9aa3b5"),
    bar(ckX + 116, ckY + 84, 48, 10, ink),
    rect(ckX + 16, ckY + 106, 148, 30, 15, coral),
    bar(ckX + 62, ckY + 118, 56, 6, "#fff"),
  );

  return a.svg(W, H, [
    bg,
    browser(X, Y, w, 424, { fill: "#fff", bar: "#f6f3f1", url: "#ebe5e1", filter: sh }),
    path(`M${hx + 4} ${Y + 54}c5-5 10-5 15 0s10 5 15 0`, stroke(coral, 3)),
    bar(hx + 42, Y + 50, 70, 9, ink),
    ...[0, 1, 2, 3].map((i) => bar(hx + 250 + i * 58, Y + 52, 40, 6, mute)),
    circle(hx + hw - 14, Y + 53, 7, "none", stroke(ink, 2)),
    path(`M${hx + hw - 9} ${Y + 58}l5 5`, stroke(ink, 2)),
    hero,
    ...products,
    cart,
    checkout,
  ]);
}

function lumen(): string {
  const a = new Art("lm");
  const ink = "#1e1b4b";
  const violet = "#7c3aed";
  const amber = "#f59e0b";
  const sh = a.shadow("sh", 24, 24, "#05030f", 0.5);
  const video = a.lin("video", [
    [0, "#fbbf24"],
    [0.5, "#f472b6"],
    [1, "#7c3aed"],
  ]);
  const warm = a.lin("warm", [
    [0, "#fcd34d"],
    [1, "#f97316"],
  ]);
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#141042"],
      [0.6, "#3b1c8c"],
      [1, "#6d28d9"],
    ],
    [
      a.glow("g1", 700, 70, 330, "#fbbf24", 0.5),
      a.glow("g2", 60, 580, 300, "#f472b6", 0.35),
      ...[
        [120, 70, 8],
        [360, 46, 5],
        [740, 300, 6],
        [60, 250, 5],
        [450, 560, 7],
      ].map(([x = 0, y = 0, r = 0]) => sparkle(x, y, r, "#fde68a", { opacity: 0.8 })),
    ],
  );

  // Tablet (landscape)
  const TX = 44;
  const TY = 126;
  const sx = TX + 12;
  const sy = TY + 12;
  const tablet = [
    g({ filter: sh }, rect(TX, TY, 490, 344, 28, "#0d0a26"), rect(sx, sy, 466, 320, 18, "#faf8ff")),
    rect(sx + 16, sy + 16, 290, 166, 14, video),
    circle(sx + 230, sy + 60, 26, "#fff", { opacity: 0.25 }),
    path(
      `M${sx + 16} ${sy + 150}l70-56 50 38 40-28 60 44 70-30V${sy + 168}a14 14 0 0 1-14 14H${sx + 30}a14 14 0 0 1-14-14Z`,
      {
        fill: "#fff",
        opacity: 0.2,
      },
    ),
    circle(sx + 161, sy + 99, 26, "#fff"),
    path(`M${sx + 154} ${sy + 87}v24l19-12Z`, { fill: violet }),
    rect(sx + 16, sy + 196, 290, 6, 3, "#ece8f8"),
    rect(sx + 16, sy + 196, 176, 6, 3, warm),
    circle(sx + 192, sy + 199, 7, "#fff", { stroke: amber, "stroke-width": 3 }),
    bar(sx + 16, sy + 220, 200, 12, ink),
    bar(sx + 16, sy + 242, 150, 7, "#a9a3c9"),
    ...[0, 1, 2].map((i) =>
      rect(sx + 16 + i * 70, sy + 268, 60, 22, 11, ["#ede9fe", "#fef3c7", "#fce7f3"][i] ?? "#fff"),
    ),
    ...[0, 1, 2].map((i) =>
      bar(sx + 30 + i * 70, sy + 277, 32, 5, [violet, "#d97706", "#db2777"][i] ?? ink),
    ),
    rect(sx + 322, sy + 16, 128, 288, 14, "#f1eefb"),
    bar(sx + 336, sy + 32, 70, 8, ink),
    ...[0, 1, 2, 3, 4, 5].map((i) => {
      const y = sy + 60 + i * 40;
      const done = i < 3;
      const cur = i === 3;
      return (
        (cur ? rect(sx + 328, y - 10, 116, 36, 10, "#fff") : "") +
        (done
          ? circle(sx + 346, y + 8, 9, violet) +
            path(`M${sx + 342} ${y + 8}l3 3 5-6`, stroke("#fff", 2))
          : circle(sx + 346, y + 8, 8, "none", stroke(cur ? amber : "#c9c2e6", 2.5))) +
        bar(sx + 362, y + 2, [62, 54, 70, 58, 48, 64][i] ?? 50, 6, cur ? ink : "#b8b1d8") +
        bar(sx + 362, y + 12, 32, 5, "#d9d4ec")
      );
    }),
  ];

  // Phone
  const PX = 520;
  const PY = 150;
  const PW = 214;
  const px = PX + 8;
  const py = PY + 8;
  const pw = PW - 16;
  const course = (y: number, tint: string, accent: string, pct: number) =>
    rect(px + 12, y, pw - 24, 64, 14, "#fff", { stroke: "#eeeaf8" }) +
    rect(px + 22, y + 10, 44, 44, 10, tint) +
    sparkle(px + 44, y + 32, 10, accent) +
    bar(px + 76, y + 14, 84, 7, ink) +
    bar(px + 76, y + 27, 56, 5, "#b8b1d8") +
    rect(px + 76, y + 42, 96, 5, 2.5, "#ece8f8") +
    rect(px + 76, y + 42, 96 * pct, 5, 2.5, accent);
  const phoneUi = [
    phone(PX, PY, PW, 430, { frame: "#0d0a26", screen: "#faf8ff", filter: sh }),
    bar(px + 14, py + 42, 60, 6, "#a9a3c9"),
    bar(px + 14, py + 54, 110, 11, ink),
    rect(px + 12, py + 80, pw - 24, 96, 16, ink),
    ring(px + 56, py + 128, 28, 8, amber, 0.68, "#ffffff22"),
    bar(px + 46, py + 125, 20, 6, "#fff"),
    bar(px + 98, py + 108, 70, 8, "#fff"),
    bar(px + 98, py + 122, 50, 6, "#a9a3c9"),
    rect(px + 98, py + 140, 60, 20, 10, amber),
    bar(px + 112, py + 147, 32, 5, ink),
    course(py + 190, "#fef3c7", amber, 0.72),
    course(py + 264, "#ede9fe", violet, 0.4),
    path(`M${px} ${py + 352}H${px + pw}`, stroke("#eeeaf8", 1.5)),
    ...[0, 1, 2, 3].map((i) =>
      rect(px + 26 + i * 44, py + 366, 16, 16, 5, i === 0 ? violet : "#d4cdea"),
    ),
  ];

  // Streak chip
  const chip = g(
    { filter: sh },
    rect(338, 58, 170, 52, 26, "#fff"),
    circle(364, 84, 16, warm),
    sparkle(364, 84, 9, "#fff"),
    bar(388, 74, 90, 8, ink),
    bar(388, 89, 60, 6, "#a9a3c9"),
  );

  return a.svg(W, H, [bg, ...tablet, ...phoneUi, chip]);
}

function fieldstone(): string {
  const a = new Art("fs");
  const amber = "#fbbf24";
  const cyan = "#38bdf8";
  const mint = "#34d399";
  const X = 40;
  const Y = 40;
  const MW = 720;
  const MH = 520;
  const sh = a.shadow("sh", 22, 24, "#000", 0.5);
  const clip = a.clip("map", rect(X, Y, MW, MH, 22, "#000"));
  const bg = backdrop(a, W, H, [
    [0, "#08171a"],
    [1, "#143530"],
  ]);

  // Street grid (a pattern of 78×70 blocks on a 92×84 pitch), rotated for a more
  // natural map. Streets run along x = 45 + 92i and y = 17 + 84j.
  const blockAt = (i: number, j: number, fill: string) =>
    rect(-40 + i * 92, -60 + j * 84, 78, 70, 8, fill);
  const grid = a.pattern("blk", 92, rect(0, 0, 78, 70, 8, "#182e33"), 84, -40, -60);
  const blocks = [
    rect(-100, -100, 1000, 800, 0, grid),
    ...[
      [2, 1],
      [6, 4],
      [4, 7],
      [8, 2],
      [0, 5],
    ].map(([i = 0, j = 0]) => blockAt(i, j, "#1a4536")),
    ...[
      [3, 2],
      [7, 6],
      [1, 4],
    ].map(([i = 0, j = 0]) =>
      path(
        `M${-40 + i * 92} ${-25 + j * 84}h78`,
        stroke("#11252a", 6, { "stroke-linecap": "butt" }),
      ),
    ),
    path("M321 -100V700M-100 101H900", stroke("#1f3b41", 8)),
  ];
  const river = path(
    "M-60 470C120 420 220 510 380 460S640 340 880 370",
    stroke("#17475a", 34, { "stroke-linecap": "butt" }),
  );
  const route: Pt[] = [
    [229, 521],
    [229, 437],
    [413, 437],
    [413, 185],
    [689, 185],
  ];
  const route2: Pt[] = [
    [860, 437],
    [597, 437],
    [597, 269],
    [505, 269],
  ];
  const endA = route[route.length - 1] ?? [0, 0];
  const endB = route2[route2.length - 1] ?? [0, 0];
  const truck = (x: number, y: number, c: string) =>
    circle(x, y, 20, c, { opacity: 0.18 }) +
    circle(x, y, 10, c, { stroke: "#0b1a1d", "stroke-width": 3 });
  const map = g(
    { "clip-path": clip },
    rect(X, Y, MW, MH, 0, "#11252a"),
    g({ transform: "rotate(-12 400 300)" }, ...blocks, river),
    g(
      { transform: "rotate(-12 400 300)" },
      path(polyline(route), stroke(amber, 16, { opacity: 0.18 })),
      path(polyline(route), stroke(amber, 5)),
      path(polyline(route2), stroke(cyan, 4, { "stroke-dasharray": "2 10" })),
      circle(229, 521, 8, "#0b1a1d", { stroke: amber, "stroke-width": 4 }),
      truck(413, 311, amber),
      truck(597, 353, cyan),
      truck(137, 437, mint),
      g(
        { transform: `rotate(12 ${endA[0]} ${endA[1]})` },
        path(`M${endA[0]} ${endA[1]}c-12-14-18-24-18-32a18 18 0 0 1 36 0c0 8-6 18-18 32Z`, {
          fill: amber,
        }),
        circle(endA[0], endA[1] - 32, 6, "#0b1a1d"),
      ),
      circle(endB[0], endB[1], 7, cyan),
    ),
  );

  // Fleet list
  const lx = X + 24;
  const ly = Y + 24;
  const rows = [
    [amber, mint],
    [cyan, mint],
    [mint, amber],
    ["#a78bfa", "#f87171"],
  ].map(([c = "#fff", st = "#fff"], i) => {
    const y = ly + 96 + i * 52;
    const on = i === 0;
    return (
      (on
        ? rect(lx + 8, y - 8, 196, 46, 12, "#ffffff0f") + rect(lx + 8, y + 4, 3, 22, 1.5, amber)
        : "") +
      rect(lx + 20, y, 30, 30, 9, c, { opacity: 0.18 }) +
      rect(lx + 26, y + 9, 12, 10, 2, c) +
      path(`M${lx + 38} ${y + 12}h4l3 4v3h-7Z`, { fill: c }) +
      circle(lx + 30, y + 21, 2.2, c) +
      circle(lx + 41, y + 21, 2.2, c) +
      bar(lx + 60, y + 6, [84, 70, 92, 64][i] ?? 70, 7, "#e6f0ee") +
      bar(lx + 60, y + 19, 52, 5, "#5f7c79") +
      circle(lx + 186, y + 15, 4, st)
    );
  });
  const list = g(
    { filter: sh },
    rect(lx, ly, 212, 312, 18, "#0c1b1ef2", { stroke: "#ffffff14" }),
    bar(lx + 20, ly + 22, 96, 10, "#f2f7f6"),
    rect(lx + 164, ly + 18, 30, 18, 9, mint, { opacity: 0.2 }),
    bar(lx + 172, ly + 25, 14, 4, mint),
    rect(lx + 16, ly + 48, 180, 30, 15, "#ffffff0d"),
    circle(lx + 34, ly + 63, 5, "none", stroke("#6f8b88", 2)),
    bar(lx + 46, ly + 61, 70, 5, "#4b6663"),
    ...rows,
  );

  // ETA card
  const ex = X + MW - 244;
  const ey = Y + MH - 148;
  const eta = g(
    { filter: sh },
    rect(ex, ey, 220, 124, 18, "#0c1b1ef2", { stroke: "#ffffff14" }),
    rect(ex + 18, ey + 18, 36, 36, 10, amber, { opacity: 0.16 }),
    circle(ex + 36, ey + 36, 9, "none", stroke(amber, 2.5)),
    path(`M${ex + 36} ${ey + 31}v5l3 3`, stroke(amber, 2)),
    bar(ex + 66, ey + 22, 64, 6, "#5f7c79"),
    bar(ex + 66, ey + 36, 96, 12, "#f2f7f6"),
    rect(ex + 18, ey + 72, 184, 8, 4, "#ffffff14"),
    rect(
      ex + 18,
      ey + 72,
      128,
      8,
      4,
      a.lin(
        "eta",
        [
          [0, amber],
          [1, "#f97316"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    circle(ex + 146, ey + 76, 6, "#fff"),
    bar(ex + 18, ey + 96, 40, 6, "#5f7c79"),
    bar(ex + 162, ey + 96, 40, 6, "#5f7c79"),
  );

  // Zoom control
  const zx = X + MW - 56;
  const zy = Y + 24;
  const zoom = g(
    {},
    rect(zx, zy, 36, 76, 12, "#0c1b1ef2", { stroke: "#ffffff14" }),
    path(
      `M${zx + 18} ${zy + 12}v14M${zx + 11} ${zy + 19}h14M${zx + 11} ${zy + 57}h14`,
      stroke("#d5e2e0", 2),
    ),
    path(`M${zx + 8} ${zy + 38}h20`, stroke("#ffffff14", 1)),
  );

  return a.svg(W, H, [
    bg,
    g({ filter: sh }, rect(X, Y, MW, MH, 22, "#11252a")),
    map,
    rect(X, Y, MW, MH, 22, "none", { stroke: "#ffffff1a" }),
    list,
    eta,
    zoom,
  ]);
}

function aurora(): string {
  const a = new Art("au");
  const green = "#34d399";
  const cyan = "#22d3ee";
  const violet = "#8b5cf6";
  const pink = "#f472b6";
  const tile = { stroke: "#ffffff1f" };
  const glass = "#ffffff0d";
  const sh = a.shadow("sh", 18, 18, "#000", 0.45);
  const spectrum = a.lin("spec", [
    [0, green],
    [0.35, cyan],
    [0.7, violet],
    [1, pink],
  ]);
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#080621"],
      [1, "#1a0f40"],
    ],
    [
      a.glow("g1", 140, 90, 330, green, 0.3),
      a.glow("g2", 720, 540, 360, violet, 0.45),
      a.glow("g3", 680, 60, 240, pink, 0.25),
    ],
  );

  // Logo tile: a circle holding four aurora ribbons
  const cx = 205;
  const cy = 168;
  const logoClip = a.clip("mark", circle(cx, cy, 70, "#000"));
  const logo = [
    rect(40, 40, 330, 312, 24, glass, tile),
    circle(cx, cy, 70, "#0d0b2b"),
    g(
      { "clip-path": logoClip },
      ...(
        [
          [-26, green, 1],
          [2, cyan, 0.9],
          [30, violet, 0.85],
          [58, pink, 0.7],
        ] as const
      ).map(([dy, c, o]) =>
        path(
          `M${cx - 90} ${cy + dy}C${cx - 40} ${cy + dy - 70} ${cx + 20} ${cy + dy + 30} ${cx + 90} ${cy + dy - 50}`,
          stroke(c, 16, { opacity: o }),
        ),
      ),
    ),
    circle(cx, cy, 70, "none", { stroke: spectrum, "stroke-width": 3 }),
    bar(cx - 70, 272, 140, 14, "#f5f3ff"),
    bar(cx - 46, 296, 92, 7, "#8f88b8"),
    ...[-1, 0, 1].map((i) => circle(cx + i * 16, 324, 3, [green, cyan, violet][i + 1] ?? green)),
  ];

  // Card tile
  const cardX = 440;
  const cardY = 72;
  const card = [
    rect(390, 40, 370, 212, 24, glass, tile),
    g(
      { transform: `rotate(-7 ${cardX + 135} ${cardY + 85})`, filter: sh },
      rect(cardX, cardY, 270, 170, 18, spectrum),
      g(
        { "clip-path": a.clip("card", rect(cardX, cardY, 270, 170, 18, "#000")) },
        path(
          `M${cardX - 20} ${cardY + 130}C${cardX + 80} ${cardY + 60} ${cardX + 160} ${cardY + 150} ${cardX + 290} ${cardY + 60}`,
          stroke("#fff", 22, { opacity: 0.14 }),
        ),
      ),
      rect(cardX + 22, cardY + 52, 38, 28, 6, "#f6e7b0"),
      path(
        `M${cardX + 22} ${cardY + 66}h38M${cardX + 41} ${cardY + 52}v28`,
        stroke("#c9b26a", 1.2),
      ),
      path(
        `M${cardX + 74} ${cardY + 56}a12 12 0 0 1 0 20M${cardX + 81} ${cardY + 51}a19 19 0 0 1 0 30`,
        stroke("#fff", 2.2, { opacity: 0.85 }),
      ),
      ...[0, 1, 2, 3].map((i) =>
        bar(cardX + 22 + i * 52, cardY + 104, 40, 8, "#fff", { opacity: 0.85 }),
      ),
      bar(cardX + 22, cardY + 134, 80, 7, "#fff", { opacity: 0.6 }),
      circle(cardX + 222, cardY + 138, 12, "#fff", { opacity: 0.7 }),
      circle(cardX + 238, cardY + 138, 12, "#fff", { opacity: 0.45 }),
      circle(cardX + 236, cardY + 28, 10, "none", stroke("#fff", 3)),
    ),
  ];

  // Swatches
  const swatches = [
    rect(390, 268, 370, 84, 24, glass, tile),
    ...["#0d0b2b", green, cyan, violet, pink].map((c, i) =>
      rect(414 + i * 66, 288, 54, 44, 12, c, i === 0 ? { stroke: "#ffffff33" } : {}),
    ),
  ];

  // Website tile
  const wx = 40;
  const wy = 370;
  const siteClip = a.clip("site", rect(wx, wy, 720, 190, 24, "#000"));
  const site = [
    rect(wx, wy, 720, 190, 24, "#0d0b2b", tile),
    g(
      { "clip-path": siteClip },
      a.glow("g4", wx + 560, wy + 190, 220, violet, 0.5),
      path(
        `M${wx + 360} ${wy + 200}C${wx + 460} ${wy + 90} ${wx + 560} ${wy + 170} ${wx + 740} ${wy + 40}`,
        stroke(green, 26, { opacity: 0.35 }),
      ),
      path(
        `M${wx + 380} ${wy + 220}C${wx + 480} ${wy + 110} ${wx + 580} ${wy + 190} ${wx + 760} ${wy + 70}`,
        stroke(cyan, 18, { opacity: 0.3 }),
      ),
      path(
        `M${wx + 400} ${wy + 240}C${wx + 500} ${wy + 130} ${wx + 600} ${wy + 210} ${wx + 780} ${wy + 100}`,
        stroke(pink, 12, { opacity: 0.3 }),
      ),
    ),
    circle(wx + 32, wy + 28, 8, spectrum),
    bar(wx + 46, wy + 24, 54, 8, "#f5f3ff"),
    ...[0, 1, 2, 3].map((i) => bar(wx + 300 + i * 56, wy + 25, 38, 6, "#6f68a0")),
    rect(wx + 630, wy + 18, 66, 22, 11, "#ffffff14", { stroke: "#ffffff33" }),
    bar(wx + 24, wy + 66, 250, 16, "#f5f3ff"),
    bar(wx + 24, wy + 90, 190, 16, "#f5f3ff"),
    bar(wx + 24, wy + 118, 220, 7, "#8f88b8"),
    rect(wx + 24, wy + 140, 100, 30, 15, spectrum),
    bar(wx + 46, wy + 152, 56, 6, "#0d0b2b"),
    rect(wx + 134, wy + 140, 86, 30, 15, "none", { stroke: "#ffffff40" }),
    g(
      { filter: sh },
      rect(wx + 520, wy + 56, 170, 106, 16, "#ffffff14", { stroke: "#ffffff26" }),
      bar(wx + 536, wy + 72, 50, 6, "#8f88b8"),
      bar(wx + 536, wy + 86, 86, 12, "#f5f3ff"),
      path(
        smooth(plot([20, 32, 26, 48, 40, 62, 78], wx + 536, wy + 110, 138, 40)),
        stroke(green, 3),
      ),
    ),
  ];

  return a.svg(W, H, [bg, ...logo, ...card, ...swatches, ...site]);
}

function pulse(): string {
  const a = new Art("pl");
  const hot = "#ff3d6e";
  const orange = "#ff9f1c";
  const aqua = "#2ee6c9";
  const text = "#fbe9f1";
  const dim = "#6b4a5e";
  const sh = a.shadow("sh", 24, 26, "#000", 0.55);
  const heat = a.lin("heat", [
    [0, hot],
    [1, orange],
  ]);
  const strap = a.lin(
    "strap",
    [
      [0, "#26091f"],
      [0.5, "#3b1532"],
      [1, "#26091f"],
    ],
    0,
    0,
    1,
    0,
  );
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#12040e"],
      [1, "#2d0a26"],
    ],
    [
      a.glow("g1", 230, 300, 320, hot, 0.32),
      a.glow("g2", 740, 60, 280, orange, 0.22),
      path("M0 330H350l10-30 14 64 14-100 12 70 10-4H800", stroke(hot, 3, { opacity: 0.22 })),
    ],
  );

  // Watch
  const wx = 118;
  const wy = 172;
  const cx = wx + 112;
  const cy = wy + 118;
  const watch = [
    rect(wx + 50, -20, 124, wy + 60, 0, strap),
    rect(wx + 50, wy + 232, 124, H - wy - 212, 0, strap),
    ...[0, 1, 2].map((i) => rect(wx + 106, wy + 318 + i * 30, 12, 12, 6, "#12040e")),
    g(
      { filter: sh },
      rect(wx, wy, 224, 272, 66, "#1d0a18", { stroke: "#4a2140", "stroke-width": 3 }),
      rect(wx + 222, wy + 80, 12, 46, 6, "#4a2140"),
      rect(wx + 14, wy + 14, 196, 244, 54, "#050104"),
    ),
    ring(cx, cy, 66, 14, hot, 0.78, "#ff3d6e33"),
    ring(cx, cy, 48, 14, orange, 0.62, "#ff9f1c33"),
    ring(cx, cy, 30, 14, aqua, 0.9, "#2ee6c933"),
    path(`M${cx - 20} ${wy + 216}h10l5-9 7 18 5-9h13`, stroke(hot, 2.5)),
    bar(cx + 16, wy + 215, 24, 6, text),
    bar(cx - 26, wy + 34, 52, 6, dim),
  ];

  // Phone
  const PX = 444;
  const PY = 44;
  const PW = 256;
  const x = PX + 8;
  const y = PY + 8;
  const w = PW - 16;
  const ecg = `M${x + 24} ${y + 176}h40l8-12 10 26 10-40 10 32 6-6h30l8-10 10 22 8-16 6 4h32`;
  const ui = [
    phone(PX, PY, PW, 520, { frame: "#1d0a18", screen: "#140610", filter: sh, edge: "#4a2140" }),
    bar(x + 18, y + 44, 64, 6, dim),
    bar(x + 18, y + 56, 112, 12, text),
    circle(x + w - 34, y + 56, 16, heat),
    sparkle(x + w - 34, y + 56, 8, "#fff"),
    rect(x + 12, y + 86, w - 24, 118, 18, "#241020"),
    path(`M${x + 34} ${y + 106}a5 5 0 0 1 8-4 5 5 0 0 1 8 4c0 5-8 10-8 10s-8-5-8-10Z`, {
      fill: hot,
    }),
    bar(x + 58, y + 104, 60, 6, dim),
    bar(x + 24, y + 122, 58, 14, text),
    rect(x + w - 74, y + 100, 50, 20, 10, "#ff3d6e26"),
    bar(x + w - 62, y + 107, 26, 6, hot),
    path(ecg, stroke(hot, 9, { opacity: 0.2 })),
    path(ecg, stroke(hot, 2.5)),
    ...[0, 1].map((i) => {
      const cx2 = x + 12 + i * ((w - 32) / 2 + 8);
      const c = i ? aqua : orange;
      return (
        rect(cx2, y + 214, (w - 32) / 2, 62, 16, "#241020") +
        circle(cx2 + 22, y + 236, 8, c, { opacity: 0.25 }) +
        circle(cx2 + 22, y + 236, 3.5, c) +
        bar(cx2 + 14, y + 254, 56, 9, text) +
        bar(cx2 + 38, y + 233, 40, 5, dim)
      );
    }),
    sparkle(x + 22, y + 300, 7, orange),
    bar(x + 34, y + 297, 70, 7, text),
    rect(x + 12, y + 316, 168, 54, 16, "#2a1424"),
    lines(x + 26, y + 330, [130, 96], 7, 8, "#c9a9ba"),
    rect(x + 72, y + 380, w - 84, 38, 16, heat),
    lines(x + 86, y + 391, [110, 70], 6, 6, "#fff"),
    rect(x + 12, y + 428, 80, 24, 12, "none", { stroke: "#ff9f1c80" }),
    rect(x + 100, y + 428, 90, 24, 12, "none", { stroke: "#ff9f1c80" }),
    bar(x + 28, y + 438, 48, 5, orange),
    bar(x + 116, y + 438, 58, 5, orange),
    rect(x + 12, y + 464, w - 24, 32, 16, "#241020"),
    circle(x + w - 30, y + 480, 10, heat),
  ];

  // Coach chip
  const chip = g(
    { filter: sh },
    rect(290, 488, 164, 56, 28, "#2a0f24", { stroke: "#ff3d6e55" }),
    circle(318, 516, 16, heat),
    sparkle(318, 516, 9, "#fff"),
    bar(342, 506, 90, 8, text),
    bar(342, 521, 60, 6, dim),
  );

  return a.svg(W, H, [bg, ...watch, ...ui, chip]);
}

function harbor(): string {
  const a = new Art("hb");
  const ink = "#1c1b19";
  const stone = "#8a7f70";
  const clay = "#c4673d";
  const sh = a.shadow("sh", 20, 24, "#4a3b28", 0.25);
  const sky = a.lin(
    "sky",
    [
      [0, "#c5d2d6"],
      [1, "#efe5d6"],
    ],
    0,
    0,
    0,
    1,
  );
  const glassG = a.lin("glass", [
    [0, "#3a4347"],
    [0.5, "#5b676b"],
    [1, "#2a3034"],
  ]);
  const water = a.lin(
    "water",
    [
      [0, "#8ea6ab"],
      [1, "#6f878d"],
    ],
    0,
    0,
    0,
    1,
  );
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#f3eee6"],
      [1, "#dcd2c4"],
    ],
    [
      rect(
        0,
        0,
        W,
        H,
        0,
        a.pattern("grid", 40, path("M40 0H0V40", stroke(stone, 1, { opacity: 0.16 }))),
      ),
    ],
  );

  const X = 48;
  const Y = 52;
  const BW = 600;
  const hx = X + 24;
  const hy = Y + 80;
  const hw = BW - 48;
  const hh = 232;
  const base = hy + hh - 52; // ground line
  const heroClip = a.clip("hero", rect(hx, hy, hw, hh, 6, "#000"));
  const hero = g(
    { "clip-path": heroClip },
    rect(hx, hy, hw, hh, 0, sky),
    circle(hx + 440, hy + 58, 26, "#fbf3e4", { opacity: 0.9 }),
    // volumes
    rect(hx + 110, base - 74, 230, 74, 0, "#e9e2d7"),
    rect(hx + 300, base - 74, 40, 74, 0, "#cfc5b6"),
    rect(hx + 86, base - 58, 24, 58, 0, "#bdb2a2"),
    rect(hx + 180, base - 136, 300, 62, 0, "#f7f3ec"),
    rect(hx + 180, base - 74, 300, 8, 0, "#00000022"),
    rect(hx + 196, base - 122, 268, 34, 0, glassG),
    ...[1, 2, 3, 4, 5].map((i) =>
      path(
        `M${hx + 196 + i * 44.7} ${base - 122}v34`,
        stroke("#d9d2c6", 1.5, { "stroke-linecap": "butt" }),
      ),
    ),
    path(
      `M${hx + 210} ${base - 122}l40 34M${hx + 300} ${base - 122}l40 34`,
      stroke("#fff", 6, { opacity: 0.08 }),
    ),
    rect(hx + 126, base - 56, 150, 56, 0, glassG),
    ...[1, 2, 3].map((i) =>
      path(
        `M${hx + 126 + i * 37.5} ${base - 56}v56`,
        stroke("#d9d2c6", 1.5, { "stroke-linecap": "butt" }),
      ),
    ),
    rect(hx + 340, base - 66, 140, 66, 0, "#a39a8c"),
    rect(hx + 340, base - 66, 140, 10, 0, "#8d8477"),
    rect(hx + 452, base - 66, 10, 66, 0, "#ece6dc"),
    // tree
    path(`M${hx + 64} ${base}v-44`, stroke("#5a5446", 3)),
    circle(hx + 64, base - 62, 26, "#7d8a66"),
    circle(hx + 50, base - 48, 16, "#6c7a58"),
    // ground + water
    rect(hx, base, hw, 12, 0, "#b8ad9c"),
    rect(hx, base + 12, hw, 40, 0, water),
    path(
      `M${hx + 130} ${base + 24}h120M${hx + 190} ${base + 34}h160M${hx + 260} ${base + 44}h90`,
      stroke("#fff", 2, { opacity: 0.35 }),
    ),
  );

  const thumbs = [
    // arches
    (x: number, y: number) =>
      rect(x, y, 96, 72, 4, "#e6ddd0") +
      [0, 1, 2]
        .map((i) =>
          path(`M${x + 14 + i * 26} ${y + 72}v-28a10 10 0 0 1 20 0v28Z`, { fill: "#c7bba9" }),
        )
        .join(""),
    // stairs
    (x: number, y: number) =>
      rect(x, y, 96, 72, 4, "#d7cbbb") +
      path(`M${x} ${y + 72}v-14h24v-14h24v-14h24v-14h24v56Z`, { fill: "#f4efe7" }),
    // columns
    (x: number, y: number) =>
      rect(x, y, 96, 72, 4, "#3a3935") +
      [0, 1, 2, 3].map((i) => rect(x + 14 + i * 20, y + 14, 8, 58, 0, "#cfc6b8")).join(""),
  ];

  // Floor plan card
  const fx = 566;
  const fy = 300;
  const plan = g(
    { filter: sh },
    rect(fx, fy, 196, 236, 14, "#fffdf9"),
    g(
      stroke(ink, 2.5, { "stroke-linecap": "square" }),
      path(`M${fx + 24} ${fy + 40}H${fx + 172}V${fy + 190}H${fx + 24}Z`, {}),
      path(
        `M${fx + 100} ${fy + 40}V${fy + 96}M${fx + 100} ${fy + 124}V${fy + 190}M${fx + 24} ${fy + 120}H${fx + 70}M${fx + 128} ${fy + 120}H${fx + 172}`,
        {},
      ),
    ),
    path(
      `M${fx + 100} ${fy + 96}a28 28 0 0 1 28 28M${fx + 70} ${fy + 120}a30 30 0 0 1 30-30`,
      stroke(ink, 1, { "stroke-dasharray": "3 3" }),
    ),
    rect(fx + 36, fy + 140, 50, 36, 2, "#efe7dc"),
    rect(fx + 118, fy + 52, 42, 26, 2, "#efe7dc"),
    path(
      `M${fx + 24} ${fy + 210}H${fx + 172}M${fx + 24} ${fy + 204}v12M${fx + 172} ${fy + 204}v12`,
      stroke(clay, 1.5),
    ),
    bar(fx + 84, fy + 214, 28, 5, clay),
    bar(fx + 24, fy + 18, 70, 7, ink),
    bar(fx + 136, fy + 18, 36, 7, "#cbbfae"),
  );

  return a.svg(W, H, [
    bg,
    browser(X, Y, BW, 476, {
      fill: "#fbf9f5",
      bar: "#efeae2",
      url: "#e2dbd0",
      filter: sh,
      dots: ["#d8cfc2", "#d8cfc2", "#d8cfc2"],
    }),
    rect(hx, Y + 50, 18, 18, 2, ink),
    path(
      `M${hx + 5} ${Y + 55}v8M${hx + 13} ${Y + 55}v8M${hx + 5} ${Y + 59}h8`,
      stroke("#fbf9f5", 1.6),
    ),
    bar(hx + 28, Y + 56, 80, 6, ink),
    ...[0, 1, 2, 3].map((i) => bar(hx + 330 + i * 56, Y + 57, 38, 4, i === 0 ? ink : "#b7ad9f")),
    hero,
    rect(hx, hy + hh + 24, 150, 16, 1, ink),
    rect(hx, hy + hh + 48, 200, 16, 1, ink),
    rect(hx, hy + hh + 72, 110, 16, 1, ink),
    path(`M${hx} ${hy + hh + 108}h28`, stroke(clay, 3, { "stroke-linecap": "butt" })),
    lines(hx + 40, hy + hh + 105, [120], 5, 0, "#b7ad9f"),
    ...thumbs.map((t, i) => t(hx + 246 + i * 104, hy + hh + 24)),
    plan,
  ]);
}

function produce(kind: number, cx: number, cy: number, s = 1): string {
  const leaf = "#22a34a";
  switch (kind) {
    case 0: // tomatoes
      return (
        circle(cx - 10 * s, cy + 4 * s, 16 * s, "#ef4444") +
        circle(cx + 12 * s, cy + 6 * s, 14 * s, "#dc2626") +
        sparkle(cx - 10 * s, cy - 11 * s, 6 * s, leaf) +
        sparkle(cx + 12 * s, cy - 7 * s, 5 * s, leaf)
      );
    case 1: // lemons
      return (
        el("ellipse", {
          cx: cx - 8 * s,
          cy,
          rx: 17 * s,
          ry: 13 * s,
          fill: "#facc15",
          transform: `rotate(-20 ${num(cx - 8 * s)} ${num(cy)})`,
        }) +
        el("ellipse", {
          cx: cx + 12 * s,
          cy: cy + 8 * s,
          rx: 15 * s,
          ry: 11 * s,
          fill: "#eab308",
          transform: `rotate(15 ${num(cx + 12 * s)} ${num(cy + 8 * s)})`,
        }) +
        path(`M${cx - 4 * s} ${cy - 12 * s}q8-10 18-6q-8 8-18 6Z`, { fill: leaf })
      );
    case 2: // leafy greens
      return (
        [
          [-14, 4, 13],
          [0, -6, 15],
          [14, 4, 13],
          [0, 10, 12],
        ]
          .map(([dx = 0, dy = 0, r = 0], i) =>
            circle(cx + dx * s, cy + dy * s, r * s, i % 2 ? "#4ade80" : "#16a34a"),
          )
          .join("") + path(`M${cx} ${cy + 20 * s}v-22`, stroke("#bbf7d0", 2 * s))
      );
    case 3: // carrots
      return [-10, 8]
        .map(
          (dx) =>
            path(`M${cx + dx * s - 7 * s} ${cy - 10 * s}h14l-7 ${34 * s}Z`, { fill: "#f97316" }) +
            path(
              `M${cx + dx * s} ${cy - 10 * s}l-5-10M${cx + dx * s} ${cy - 10 * s}v-12M${cx + dx * s} ${cy - 10 * s}l5-10`,
              stroke(leaf, 2.5 * s),
            ),
        )
        .join("");
    case 4: // aubergine
      return (
        el("ellipse", {
          cx,
          cy: cy + 4 * s,
          rx: 14 * s,
          ry: 22 * s,
          fill: "#7e22ce",
          transform: `rotate(25 ${num(cx)} ${num(cy)})`,
        }) + path(`M${cx + 4 * s} ${cy - 18 * s}l6-8 3 10Z`, { fill: leaf })
      );
    default: // wheat
      return [-12, 0, 12]
        .map(
          (dx) =>
            path(`M${cx + dx * s} ${cy + 24 * s}v-36`, stroke("#a16207", 2 * s)) +
            [0, 1, 2]
              .map((k) =>
                el("ellipse", {
                  cx: cx + dx * s,
                  cy: cy - 14 * s + k * 9 * s,
                  rx: 4 * s,
                  ry: 6 * s,
                  fill: "#eab308",
                }),
              )
              .join(""),
        )
        .join("");
  }
}

function sprout(): string {
  const a = new Art("sp");
  const green = "#16a34a";
  const deep = "#0f3d24";
  const sh = a.shadow("sh", 20, 22, "#052e16", 0.4);
  const btn = a.lin("btn", [
    [0, "#22c55e"],
    [1, "#15803d"],
  ]);
  const bg = backdrop(
    a,
    W,
    H,
    [
      [0, "#0f3d24"],
      [0.6, "#2f7a2c"],
      [1, "#84b51f"],
    ],
    [
      a.glow("g1", 700, 70, 320, "#d9f99d", 0.45),
      a.glow("g2", 80, 570, 260, "#fde047", 0.25),
      rect(0, 0, W, H, 0, a.pattern("dot", 26, circle(2, 2, 1.3, "#ecfccb", { opacity: 0.15 }))),
    ],
  );
  // The Sprout logo (a seedling), drawn once at the origin and placed with a scale.
  const seedling = a.def(
    "leaf",
    g(
      {},
      path("M0 12V0", stroke(green, 2.5)),
      path("M0 2C-2-8-10-10-14-8C-12 0-6 3 0 2Z", { fill: "#4ade80" }),
      path("M0 0C2-10 10-13 16-11C14-2 6 2 0 0Z", { fill: green }),
    ),
  );
  const leafMark = (x: number, y: number, s: number) =>
    el("use", {
      href: seedling,
      transform: `translate(${num(x)} ${num(y)})${s === 1 ? "" : ` scale(${s})`}`,
    });

  // Marketplace window
  const X = 44;
  const Y = 70;
  const w = 500;
  const ix = X + 20;
  const tints = ["#fee2e2", "#fef9c3", "#dcfce7", "#ffedd5", "#f3e8ff", "#fef3c7"];
  const cw = (w - 40 - 24) / 3;
  const chip = a.def(
    "chip",
    g({}, rect(0, 0, 68, 20, 10, "#fff", { stroke: "#dbe5dc" }), bar(18, 8, 32, 4, "#8aa392")),
  );
  const card = a.def(
    "card",
    g(
      {},
      rect(0, 0, cw, 126, 14, "#fff", { stroke: "#e7eee8" }),
      el("rect", { x: 6, y: 6, width: cw - 12, height: 70, rx: 10 }), // takes the <use>'s fill
      bar(12, 88, 80, 7, deep),
      bar(12, 104, 40, 7, green),
      circle(cw - 22, 104, 11, green),
      path(`M${num(cw - 22)} 99v10m-5-5h10`, stroke("#fff", 2)),
    ),
  );
  const cards = [0, 1, 2, 3, 4, 5].map((i) => {
    const x = ix + (i % 3) * (cw + 12);
    const y = Y + 112 + Math.floor(i / 3) * 138;
    return use(card, x, y, { fill: tints[i] }) + produce(i, x + cw / 2, y + 40, 0.9);
  });
  const market = [
    browser(X, Y, w, 400, { fill: "#fbfdf9", bar: "#eef4ec", url: "#dde8da", filter: sh }),
    leafMark(ix + 10, Y + 56, 1),
    bar(ix + 30, Y + 52, 56, 9, deep),
    rect(ix + 150, Y + 46, 200, 22, 11, "#eef4ec"),
    circle(ix + 166, Y + 57, 4.5, "none", stroke("#8aa392", 1.8)),
    bar(ix + 178, Y + 55, 80, 5, "#b5c6b9"),
    circle(ix + w - 56, Y + 57, 11, "#eef4ec"),
    circle(ix + w - 56, Y + 57, 4, green),
    // Filter chips: the selected one, then three outlined ones sharing a definition
    rect(ix, Y + 80, 68, 20, 10, green),
    bar(ix + 18, Y + 88, 32, 4, "#fff"),
    ...[1, 2, 3].map((i) => use(chip, ix + i * 76, Y + 80)),
    ...cards,
  ];

  // Phone with a listing
  const PX = 540;
  const PY = 112;
  const PW = 216;
  const px = PX + 8;
  const py = PY + 8;
  const pw = PW - 16;
  const mobile = [
    phone(PX, PY, PW, 460, { frame: "#0c2416", screen: "#fff", filter: sh }),
    rect(px + 10, py + 40, pw - 20, 140, 18, "#fee2e2"),
    produce(0, px + pw / 2, py + 110, 2),
    rect(px + 20, py + 50, 44, 20, 10, "#fff"),
    bar(px + 30, py + 57, 24, 6, green),
    bar(px + 14, py + 196, 110, 11, deep),
    circle(px + 24, py + 226, 10, "#bbf7d0"),
    leafMark(px + 24, py + 228, 0.5),
    bar(px + 40, py + 222, 70, 7, "#8aa392"),
    bar(px + 14, py + 252, 70, 16, green),
    rect(px + pw - 98, py + 248, 84, 26, 13, "#f1f6f0"),
    path(
      `M${px + pw - 84} ${py + 261}h8M${px + pw - 36} ${py + 261}h8M${px + pw - 32} ${py + 257}v8`,
      stroke(deep, 2),
    ),
    bar(px + pw - 60, py + 258, 8, 6, deep),
    rect(px + 12, py + 290, pw - 24, 64, 14, "#eef6e9"),
    path(`M${px + 12} ${py + 330}c40-20 70 10 110-8s50-4 ${pw - 146} -12`, stroke("#c4dcb6", 6)),
    path(`M${px + 130} ${py + 320}c-7-8-10-13-10-17a10 10 0 0 1 20 0c0 4-3 9-10 17Z`, {
      fill: "#ef4444",
    }),
    circle(px + 130, py + 303, 3.5, "#fff"),
    rect(px + 12, py + 370, pw - 24, 44, 22, btn),
    bar(px + pw / 2 - 36, py + 389, 72, 6, "#fff"),
  ];

  // 8-week MVP timeline
  const tx = 70;
  const ty = 496;
  const tw = 420;
  const step = (tw - 60) / 7;
  const week = a.def(
    "wk",
    g(
      {},
      circle(0, 0, 8, green),
      path("M-3.5 0l2.5 2.5 4.5-5", stroke("#fff", 1.8)),
      bar(-10, 22, 20, 5, "#c2d3c6"),
    ),
  );
  const timeline = g(
    { filter: sh },
    rect(tx, ty, tw, 72, 18, "#fff"),
    path(`M${tx + 30} ${ty + 30}H${tx + tw - 30}`, stroke("#e3ece4", 4)),
    path(`M${tx + 30} ${ty + 30}H${tx + 30 + step * 6}`, stroke(green, 4)),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const x = tx + 30 + i * step;
      const late = bar(x - 10, ty + 52, 20, 5, i === 7 ? "#65a30d" : "#c2d3c6");
      if (i === 7)
        return (
          circle(x, ty + 30, 12, "#ecfccb", { stroke: "#84cc16", "stroke-width": 3 }) +
          leafMark(x, ty + 32, 0.55) +
          late
        );
      if (i === 6)
        return circle(x, ty + 30, 9, "#fff", { stroke: green, "stroke-width": 3 }) + late;
      return use(week, x, ty + 30);
    }),
  );

  return a.svg(W, H, [bg, ...market, ...mobile, timeline]);
}

/* ---------------------------------------------------------------- the 404 */

function notFound(): string {
  const a = new Art("nf");
  const navy = "#151c45";
  const deep = "#060a1b";
  const violet = "#7257ff";
  const violet2 = "#5b3df5";
  const cyan = "#22d3ee";
  const lav = "#ebe7ff";
  const digit = a.lin(
    "digit",
    [
      [0, navy],
      [1, violet2],
    ],
    0,
    0,
    0,
    1,
  );
  const planet = a.lin("planet", [
    [0, "#9d8bff"],
    [0.55, violet],
    [1, violet2],
  ]);
  const halo = a.rad("halo", [
    [0, lav, 1],
    [0.7, lav, 0.6],
    [1, lav, 0],
  ]);
  const four = (x: number) => path(`M${x + 66} 218V84L${x + 4} 170H${x + 92}`, stroke(digit, 26));
  const cx = 240;
  const cy = 150;
  const tilt = `rotate(-16 ${cx} ${cy})`;
  // The orbit is drawn in two halves: the far (upper, sweep 1) one behind the planet,
  // the near (lower, sweep 0) one in front.
  const orbit = (sweep: 0 | 1, opacity?: number) =>
    path(`M${cx - 98} ${cy}A98 30 0 0 ${sweep} ${cx + 98} ${cy}`, {
      ...stroke(cyan, 3, { opacity }),
      transform: tilt,
    });
  const satX = 398;
  const satY = 44;
  return a.svg(480, 300, [
    el("ellipse", { cx: 240, cy: 156, rx: 232, ry: 142, fill: halo }),
    path(
      "M352 98C370 80 380 68 390 56",
      stroke(violet, 2, { "stroke-dasharray": "2 7", opacity: 0.6 }),
    ),
    orbit(1, 0.45),
    four(30),
    four(358),
    circle(cx, cy, 60, planet),
    circle(cx - 20, cy - 22, 12, "#fff", { opacity: 0.16 }),
    circle(cx + 24, cy + 18, 16, violet2, { opacity: 0.55 }),
    circle(cx - 14, cy + 30, 7, violet2, { opacity: 0.55 }),
    circle(cx + 18, cy - 30, 5, violet2, { opacity: 0.5 }),
    orbit(0),
    circle(cx - 77.5, cy + 37.8, 5, cyan), // a moon on the near half of the orbit
    g(
      { transform: `rotate(28 ${satX} ${satY})` },
      path(`M${satX} ${satY - 9}v-10`, stroke(deep, 2)),
      circle(satX, satY - 21, 3, cyan),
      rect(satX - 34, satY - 6, 22, 12, 2, violet),
      rect(satX + 12, satY - 6, 22, 12, 2, violet),
      path(
        `M${satX - 23} ${satY - 6}v12M${satX + 23} ${satY - 6}v12M${satX - 12} ${satY}h24`,
        stroke(lav, 1.2),
      ),
      rect(satX - 9, satY - 9, 18, 18, 4, navy),
      circle(satX, satY, 3.5, cyan),
    ),
    sparkle(70, 44, 8, violet),
    sparkle(196, 40, 5, cyan),
    sparkle(440, 252, 7, cyan),
    sparkle(150, 266, 5, violet),
    circle(300, 262, 3, violet2, { opacity: 0.5 }),
    circle(30, 240, 2.5, cyan),
    circle(330, 34, 2.5, violet),
    circle(460, 130, 2.5, violet2, { opacity: 0.6 }),
  ]);
}

/* ------------------------------------------------------------------ output */

const files: Record<string, () => string> = {
  "public/images/projects/northwind-analytics.svg": northwind,
  "public/images/projects/medora-health.svg": medora,
  "public/images/projects/tideline-commerce.svg": tideline,
  "public/images/projects/lumen-learning.svg": lumen,
  "public/images/projects/fieldstone-logistics.svg": fieldstone,
  "public/images/projects/aurora-finance.svg": aurora,
  "public/images/projects/pulse-fitness.svg": pulse,
  "public/images/projects/harbor-and-co.svg": harbor,
  "public/images/projects/sprout-mvp.svg": sprout,
  "public/images/404.svg": notFound,
};

for (const [rel, draw] of Object.entries(files)) {
  const out = join(ROOT, rel);
  const svg = draw();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  console.log(`${rel.padEnd(48)} ${(Buffer.byteLength(svg) / 1024).toFixed(1)} kB`);
}
