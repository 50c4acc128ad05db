/**
 * The ten 1200×600 service banners. Each one has its own accent inside the brand
 * palette and one visual metaphor built from UI shapes.
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
import {
  C,
  button,
  check,
  code,
  codeGlyph,
  cursor,
  glass,
  heart,
  hlin,
  laptop,
  rocket,
  scene,
  spark,
  star,
  toggle,
  vlin,
} from "./kit.ts";

const W = 1200;
const H = 600;
const SIZE = [W, H] as const;

/** The dark navy backdrop most banners share, lit by the accent. */
function dark(a: Art, accent: string, second: string = C.cyan): string {
  return scene(a, W, H, {
    stops: [
      [0, C.ink950],
      [0.55, C.ink900],
      [1, C.ink800],
    ],
    glows: [
      [940, 80, 460, accent, 0.42],
      [180, 600, 420, second, 0.2],
      [600, 320, 300, accent, 0.12],
    ],
    grid: ["#fff", 0.035, 48],
  });
}

/** The light lavender backdrop. */
function light(a: Art, accent: string, second: string = C.cyan300): string {
  return scene(a, W, H, {
    stops: [
      [0, C.ink50],
      [0.6, "#f1eeff"],
      [1, C.brand100],
    ],
    glows: [
      [980, 60, 420, accent, 0.3],
      [160, 580, 380, second, 0.28],
    ],
    dots: [C.brand600, 0.1, 26],
  });
}

const sh = (a: Art, o = 0.45, color = "#020414") => a.shadow("sh", 22, 24, color, o, [...SIZE]);

/* 1 — custom website */
export function website(): string {
  const a = new Art("s1");
  const v = C.brand500;
  const s = sh(a);
  const hero = a.lin("hero", [
    [0, C.brand300],
    [0.5, v],
    [1, C.brand700],
  ]);
  const X = 330;
  const Y = 72;
  const BW = 580;
  const x = X + 28;
  const y = Y + 34;
  const site = [
    browser(X, Y, BW, 430, { fill: C.white, bar: C.ink100, url: C.ink200, filter: s }),
    rect(x, y + 20, 22, 22, 7, v),
    bar(x + 32, y + 27, 60, 9, C.ink900),
    ...[0, 1, 2, 3].map((i) => bar(x + 250 + i * 54, y + 28, 38, 6, C.ink300)),
    rect(x + 470, y + 18, 54, 26, 13, C.ink900),
    bar(x + 484, y + 28, 26, 6, C.white),
    // hero copy
    rect(x, y + 76, 96, 20, 10, C.brand100),
    bar(x + 12, y + 83, 72, 6, v),
    bar(x, y + 110, 230, 18, C.ink900),
    bar(x, y + 138, 190, 18, C.ink900),
    lines(x, y + 172, [220, 180], 7, 8, C.ink300),
    button(x, y + 212, 110, 36, v),
    rect(x + 122, y + 212, 96, 36, 18, "none", { stroke: C.ink200, "stroke-width": 2 }),
    bar(x + 146, y + 227, 48, 6, C.ink500),
    // hero image
    g(
      { "clip-path": a.clip("heroclip", rect(x + 262, y + 70, 262, 184, 16, "#000")) },
      rect(x + 262, y + 70, 262, 184, 0, hero),
      circle(x + 440, y + 128, 34, C.white, { opacity: 0.9 }),
      path(`M${x + 262} ${y + 224}l70-64 50 44 36-28 106 80V${y + 254}H${x + 262}Z`, {
        fill: C.ink900,
        opacity: 0.35,
      }),
    ),
    sparkle(x + 300, y + 104, 12, C.white, { opacity: 0.85 }),
    // features
    ...[0, 1, 2].map((i) => {
      const cx = x + i * 178;
      return (
        rect(cx, y + 282, 166, 92, 14, C.ink50) +
        rect(cx + 16, y + 298, 28, 28, 9, [v, C.cyan, C.brand300][i] ?? v, { opacity: 0.18 }) +
        circle(cx + 30, y + 312, 6, [v, C.cyan, C.brand300][i] ?? v) +
        bar(cx + 16, y + 340, 96, 8, C.ink900) +
        bar(cx + 16, y + 356, 124, 6, C.ink300)
      );
    }),
  ];
  const editor = g(
    { filter: s },
    rect(150, 250, 270, 196, 18, C.ink900, { stroke: "#ffffff1f" }),
    ...[0, 1, 2].map((i) =>
      circle(172 + i * 14, 272, 4, ["#ff6b6b", "#ffc145", "#3ddc84"][i] ?? "#fff"),
    ),
    rect(334, 262, 66, 20, 10, v, { opacity: 0.25 }),
    codeGlyph(367, 272, 11, C.brand300, 2.4),
    code(172, 300, [
      [0, 70, C.brand300],
      [1, 120, C.cyan],
      [2, 90, "#ffffff99"],
      [2, 130, C.brand300],
      [1, 60, C.cyan300],
      [0, 40, C.brand300],
      [0, 150, "#ffffff55"],
    ]),
  );
  const score = g(
    { filter: s },
    rect(836, 298, 214, 168, 18, C.white),
    ring(894, 360, 32, 9, C.ink100, 1),
    ring(894, 360, 32, 9, v, 0.98),
    bar(880, 356, 28, 9, C.ink900),
    bar(944, 338, 80, 8, C.ink900),
    bar(944, 354, 56, 6, C.ink300),
    rect(944, 370, 62, 20, 10, "#dcfce7"),
    bar(954, 377, 42, 6, "#16a34a"),
    ...[0, 1, 2].map(
      (i) =>
        circle(862 + i * 64, 428, 12, "none", stroke([C.cyan, v, C.brand300][i] ?? v, 4)) +
        bar(880 + i * 64, 425, 20, 6, C.ink200),
    ),
  );
  return a.svg(
    W,
    H,
    [
      dark(a, v),
      site,
      editor,
      score,
      cursor(x + 88, y + 236, C.ink900),
      sparkle(1080, 150, 12, C.brand300),
      sparkle(130, 150, 8, C.cyan, { opacity: 0.8 }),
    ].flat(),
  );
}

/* 2 — mobile app */
export function mobile(): string {
  const a = new Art("s2");
  const c = C.cyan;
  const s = sh(a);
  const tile = a.lin("tile", [
    [0, C.cyan300],
    [1, "#0ea5c6"],
  ]);
  const screen = (x: number, y: number, w: number, kind: number) => {
    const sx = x + 8;
    const sy = y + 8;
    const sw = w - 16;
    if (kind === 0)
      return [
        bar(sx + 18, sy + 48, 60, 7, C.ink300),
        bar(sx + 18, sy + 62, 120, 13, C.ink900),
        circle(sx + sw - 34, sy + 62, 16, tile),
        rect(sx + 14, sy + 92, sw - 28, 120, 18, tile),
        circle(sx + sw - 56, sy + 124, 22, C.white, { opacity: 0.25 }),
        bar(sx + 30, sy + 112, 80, 8, C.white),
        bar(sx + 30, sy + 130, 60, 16, C.white),
        path(
          smooth(plot([30, 50, 40, 70, 60, 85], sx + 30, sy + 160, sw - 60, 36)),
          stroke(C.white, 3),
        ),
        ...[0, 1, 2].map(
          (i) =>
            rect(sx + 14, sy + 228 + i * 58, sw - 28, 48, 14, C.ink50) +
            rect(sx + 24, sy + 236 + i * 58, 32, 32, 10, [c, C.brand500, C.brand300][i] ?? c, {
              opacity: 0.2,
            }) +
            circle(sx + 40, sy + 252 + i * 58, 6, [c, C.brand500, C.brand300][i] ?? c) +
            bar(sx + 66, sy + 240 + i * 58, 80, 7, C.ink900) +
            bar(sx + 66, sy + 255 + i * 58, 50, 6, C.ink300) +
            bar(sx + sw - 64, sy + 246 + i * 58, 36, 8, C.ink700),
        ),
        rect(sx + 14, sy + 412, sw - 28, 46, 23, C.ink900),
        ...[0, 1, 2, 3].map((i) =>
          circle(sx + 44 + i * ((sw - 88) / 3), sy + 435, i === 0 ? 7 : 5, i === 0 ? c : C.ink500),
        ),
      ].join("");
    return [
      rect(sx + 12, sy + 44, sw - 24, 150, 18, kind === 1 ? C.brand100 : "#dff8fc"),
      circle(sx + sw / 2, sy + 118, 40, kind === 1 ? C.brand300 : C.cyan300, { opacity: 0.8 }),
      bar(sx + 14, sy + 212, 120, 11, C.ink900),
      lines(sx + 14, sy + 234, [sw - 40, sw - 70], 6, 8, C.ink200),
      ...[0, 1].map(
        (i) =>
          rect(sx + 12 + i * ((sw - 32) / 2 + 8), sy + 278, (sw - 32) / 2, 96, 14, C.ink50) +
          circle(sx + 34 + i * ((sw - 32) / 2 + 8), sy + 302, 10, kind === 1 ? C.brand500 : c, {
            opacity: 0.5,
          }),
      ),
      rect(sx + 12, sy + 370, sw - 24, 40, 20, kind === 1 ? C.brand500 : c),
    ].join("");
  };
  const phones = [
    g(
      { transform: "rotate(-10 420 330)" },
      phone(318, 96, 210, 440, { frame: C.ink800, screen: C.white, filter: s }),
      screen(318, 96, 210, 1),
    ),
    g(
      { transform: "rotate(10 780 330)" },
      phone(672, 96, 210, 440, { frame: C.ink800, screen: C.white, filter: s }),
      screen(672, 96, 210, 2),
    ),
    phone(474, 52, 252, 500, { frame: C.ink950, screen: C.white, filter: s, edge: "#ffffff26" }),
    screen(474, 52, 252, 0),
  ];
  const notif = g(
    { filter: s },
    rect(820, 106, 250, 72, 20, "#ffffffee"),
    rect(836, 122, 40, 40, 12, tile),
    path("M848 148v-10a8 8 0 0 1 16 0v10l3 3h-22Z", { fill: C.white }),
    bar(888, 128, 120, 8, C.ink900),
    bar(888, 144, 160, 6, C.ink300),
    circle(1056, 122, 5, "#ff6b6b"),
  );
  const rating = g(
    { filter: s },
    rect(116, 390, 230, 96, 20, "#ffffffee"),
    ...[0, 1, 2, 3, 4].map((i) => star(146 + i * 30, 420, 11, "#fbbf24")),
    bar(136, 446, 120, 8, C.ink900),
    bar(136, 462, 80, 6, C.ink300),
    rect(276, 444, 52, 24, 12, "#dff8fc"),
    bar(288, 453, 28, 6, "#0e7490"),
  );
  return a.svg(W, H, [
    dark(a, c, C.brand500),
    ...phones,
    notif,
    rating,
    sparkle(1020, 300, 12, C.cyan300),
    sparkle(200, 170, 9, C.brand300, { opacity: 0.8 }),
  ]);
}

/* 3 — cross-platform */
export function crossPlatform(): string {
  const a = new Art("s3");
  const s = sh(a);
  const grad = hlin(a, "grad", [
    [0, C.brand500],
    [1, C.cyan],
  ]);
  const mini = (x: number, y: number, w: number, h: number) => {
    const pad = w * 0.07;
    return [
      rect(x + pad, y + pad, w * 0.36, h * 0.08, h * 0.04, C.ink900),
      rect(x + pad, y + pad + h * 0.14, w - 2 * pad, h * 0.38, 12, grad),
      path(
        smooth(
          plot(
            [20, 42, 34, 60, 52, 80, 74],
            x + pad + 12,
            y + pad + h * 0.2,
            w - 2 * pad - 24,
            h * 0.26,
          ),
        ),
        stroke(C.white, 3),
      ),
      rect(x + pad, y + pad + h * 0.58, (w - 2 * pad) * 0.47, h * 0.24, 10, C.ink50),
      rect(x + w / 2 + pad * 0.2, y + pad + h * 0.58, (w - 2 * pad) * 0.47, h * 0.24, 10, C.ink50),
      bar(x + pad + 10, y + pad + h * 0.64, w * 0.2, 7, C.ink500),
      bar(x + w / 2 + pad * 0.2 + 10, y + pad + h * 0.64, w * 0.16, 7, C.ink500),
    ].join("");
  };
  const hub = [
    path("M478 284H542M658 284H722M600 342V420", stroke(grad, 3, { "stroke-dasharray": "2 10" })),
    ...[
      [478, 284, C.brand500],
      [722, 284, C.cyan],
    ].map(([x, y, c]) => circle(Number(x), Number(y), 6, String(c))),
  ];
  const lap = [
    laptop(110, 170, 360, 230, C.ink800, C.white, "#2b3466", s),
    mini(119, 179, 342, 206),
  ];
  const tab = [
    g({ filter: s }, rect(730, 140, 210, 290, 24, C.ink800), rect(741, 151, 188, 268, 14, C.white)),
    mini(741, 151, 188, 268),
  ];
  const ph = [
    phone(980, 220, 130, 260, { frame: C.ink800, screen: C.white, filter: s }),
    mini(988, 262, 114, 208),
  ];
  const core = g(
    { filter: s },
    circle(600, 284, 58, C.ink900, { stroke: grad, "stroke-width": 3 }),
    circle(600, 284, 44, grad, { opacity: 0.18 }),
    codeGlyph(600, 284, 20, C.white, 4),
  );
  // One codebase, three targets: web, tablet, phone.
  const chips = [
    rect(490, 420, 220, 64, 20, "#ffffff0f", { stroke: "#ffffff26" }),
    ...[0, 1, 2].map((i) => {
      const cx = 530 + i * 70;
      const c = [C.brand300, "#8fb4ff", C.cyan300][i] ?? C.cyan300;
      return (
        [
          rect(cx - 14, 440, 28, 20, 3, "none", stroke(c, 2.5)) +
            path(`M${cx - 6} 467h12`, stroke(c, 2.5)),
          rect(cx - 11, 437, 22, 30, 4, "none", stroke(c, 2.5)) + circle(cx, 461, 1.5, c),
          rect(cx - 8, 437, 16, 30, 4, "none", stroke(c, 2.5)) +
            path(`M${cx - 3} 442h6`, stroke(c, 2)),
        ][i] ?? ""
      );
    }),
  ];
  return a.svg(W, H, [
    dark(a, C.brand500, C.cyan),
    a.glow("core", 600, 290, 180, C.cyan, 0.25),
    ...hub,
    ...lap,
    ...tab,
    ...ph,
    core,
    ...chips,
    sparkle(1080, 110, 12, C.cyan300),
    sparkle(130, 480, 9, C.brand300),
  ]);
}

/* 4 — UI/UX design */
export function uiux(): string {
  const a = new Art("s4");
  const lav = C.brand300;
  const v = C.brand600;
  const s = sh(a, 0.16, C.brand700);
  const art = a.lin("art", [
    [0, C.brand100],
    [1, "#d7f7fc"],
  ]);
  const X = 300;
  const Y = 70;
  const canvas = [
    g({ filter: s }, rect(X, Y, 600, 440, 20, C.white)),
    // toolbar
    rect(X, Y, 600, 48, 0, C.ink50, {
      "clip-path": a.clip("top", rect(X, Y, 600, 460, 20, "#000")),
    }),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(X + 20 + i * 36, Y + 12, 24, 24, 7, i === 1 ? v : C.ink200, {
        opacity: i === 1 ? 1 : 0.8,
      }),
    ),
    circle(X + 560, Y + 24, 12, lav),
    circle(X + 540, Y + 24, 12, C.cyan300, { stroke: C.ink50, "stroke-width": 3 }),
    // layers panel
    rect(X + 16, Y + 64, 120, 360, 12, C.ink50),
    ...[0, 1, 2, 3, 4, 5, 6].map(
      (i) =>
        (i === 2 ? rect(X + 22, Y + 96 + i * 30, 108, 24, 7, C.brand100) : "") +
        rect(X + 30, Y + 104 + i * 30, 9, 9, 2, i === 2 ? v : C.ink300) +
        bar(
          X + 46,
          Y + 105 + i * 30,
          [60, 48, 56, 40, 52, 36, 44][i] ?? 40,
          6,
          i === 2 ? v : C.ink300,
        ),
    ),
    bar(X + 30, Y + 80, 50, 7, C.ink700),
    // artboard (a mobile screen wireframe)
    rect(X + 164, Y + 70, 230, 350, 18, C.ink50, { stroke: C.ink200, "stroke-width": 1.5 }),
    rect(X + 180, Y + 90, 198, 120, 14, art),
    circle(X + 330, Y + 130, 22, lav, { opacity: 0.8 }),
    path(
      `M${X + 180} ${Y + 196}l54-46 40 32 30-20 74 44v-2a14 14 0 0 1-14 14H${X + 194}a14 14 0 0 1-14-14Z`,
      {
        fill: C.brand500,
        opacity: 0.35,
      },
    ),
    bar(X + 180, Y + 228, 150, 12, C.ink900),
    lines(X + 180, Y + 250, [180, 140], 6, 8, C.ink300),
    rect(X + 180, Y + 300, 94, 86, 12, C.white, { stroke: C.ink200 }),
    rect(X + 284, Y + 300, 94, 86, 12, C.white, { stroke: C.ink200 }),
    // selection on the button
    rect(X + 180, Y + 300, 94, 86, 12, "none", stroke(v, 2)),
    ...[
      [X + 180, Y + 300],
      [X + 274, Y + 300],
      [X + 180, Y + 386],
      [X + 274, Y + 386],
    ].map(([x = 0, y = 0]) =>
      rect(x - 5, y - 5, 10, 10, 2, C.white, { stroke: v, "stroke-width": 2 }),
    ),
    rect(X + 196, Y + 396, 64, 20, 6, v),
    bar(X + 206, Y + 403, 44, 6, C.white),
    // properties panel
    rect(X + 416, Y + 64, 168, 360, 12, C.ink50),
    bar(X + 432, Y + 82, 60, 7, C.ink700),
    ...[0, 1, 2, 3].map((i) =>
      rect(X + 432 + (i % 2) * 70, Y + 100 + Math.floor(i / 2) * 34, 62, 24, 7, C.white, {
        stroke: C.ink200,
      }),
    ),
    bar(X + 432, Y + 180, 50, 7, C.ink700),
    ...[v, C.brand500, lav, C.cyan, C.ink900].map((c, i) =>
      circle(X + 444 + i * 28, Y + 208, 10, c),
    ),
    bar(X + 432, Y + 240, 60, 7, C.ink700),
    rect(X + 432, Y + 258, 136, 8, 4, C.ink200),
    rect(X + 432, Y + 258, 84, 8, 4, v),
    circle(X + 516, Y + 262, 8, C.white, { stroke: v, "stroke-width": 3 }),
    toggle(X + 432, Y + 290, true, v),
    bar(X + 482, Y + 298, 60, 6, C.ink300),
    toggle(X + 432, Y + 324, false, v),
    bar(X + 482, Y + 332, 50, 6, C.ink300),
  ];
  // pen tool curve
  const pen = [
    path("M110 420C170 330 230 470 300 380", stroke(v, 3)),
    path("M110 420L150 350M300 380L262 450", stroke(lav, 2)),
    ...[
      [110, 420],
      [300, 380],
    ].map(([x = 0, y = 0]) =>
      rect(x - 7, y - 7, 14, 14, 3, C.white, { stroke: v, "stroke-width": 2.5 }),
    ),
    ...[
      [150, 350],
      [262, 450],
    ].map(([x = 0, y = 0]) => circle(x, y, 5, lav)),
  ];
  const swatch = g(
    { filter: s },
    rect(900, 380, 200, 120, 18, C.white),
    ...[C.brand700, v, C.brand500, lav, C.brand100].map((c, i) =>
      rect(918 + i * 34, 400, 28, 56, 8, c),
    ),
    bar(918, 474, 90, 7, C.ink700),
  );
  const persona = g(
    { filter: s },
    rect(930, 110, 190, 96, 18, C.white),
    circle(968, 158, 22, C.brand100),
    circle(968, 152, 8, v),
    path("M954 172a14 11 0 0 1 28 0", { fill: v }),
    bar(1002, 140, 90, 8, C.ink900),
    bar(1002, 156, 64, 6, C.ink300),
    ...[0, 1, 2].map((i) => circle(1008 + i * 16, 180, 5, [C.cyan, v, lav][i] ?? v)),
  );
  return a.svg(W, H, [
    light(a, lav),
    ...canvas,
    ...pen,
    swatch,
    persona,
    cursor(X + 250, Y + 360, v),
    sparkle(170, 130, 14, v, { opacity: 0.7 }),
  ]);
}

/* 5 — digital marketing */
export function marketing(): string {
  const a = new Art("s5");
  const c = C.cyan300;
  const s = sh(a);
  const area = vlin(a, "area", [
    [0, C.cyan, 0.35],
    [1, C.cyan, 0],
  ]);
  const X = 360;
  const Y = 96;
  const pts = plot([12, 20, 16, 30, 28, 44, 40, 58, 66, 80, 92], X + 30, Y + 120, 420, 220);
  const chart = [
    g({ filter: s }, rect(X, Y, 480, 380, 22, C.ink900, { stroke: "#ffffff1a" })),
    bar(X + 30, Y + 32, 140, 12, C.white),
    bar(X + 30, Y + 54, 90, 7, C.ink500),
    rect(X + 360, Y + 28, 90, 30, 15, C.cyan, { opacity: 0.15 }),
    path(`M${X + 378} ${Y + 48}l8-8 6 6 10-10`, stroke(c, 2.5)),
    bar(X + 410, Y + 40, 26, 6, c),
    ...[0, 1, 2, 3].map((i) =>
      path(`M${X + 30} ${Y + 120 + i * 73}H${X + 450}`, stroke("#ffffff14", 1)),
    ),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => {
      const h = [40, 56, 48, 70, 66, 88, 84, 104, 120, 140][i] ?? 40;
      return rect(X + 36 + i * 42, Y + 340 - h, 22, h, 6, C.brand500, { opacity: 0.35 });
    }),
    path(`${smooth(pts)}V${Y + 340}H${X + 30}Z`, { fill: area }),
    path(smooth(pts), stroke(C.cyan, 4)),
    circle(pts[pts.length - 1]?.[0] ?? 0, pts[pts.length - 1]?.[1] ?? 0, 8, C.ink900, {
      stroke: C.cyan,
      "stroke-width": 4,
    }),
  ];
  // search results card
  const search = g(
    { filter: s },
    rect(120, 150, 290, 230, 20, C.white),
    rect(140, 170, 250, 38, 19, C.ink50),
    circle(162, 189, 7, "none", stroke(C.ink500, 2.5)),
    path("M167 194l6 6", stroke(C.ink500, 2.5)),
    bar(180, 186, 110, 6, C.ink300),
    ...[0, 1, 2].map((i) => {
      const y = 230 + i * 46;
      const on = i === 0;
      return (
        (on ? rect(132, y - 8, 266, 44, 12, "#ecfeff") : "") +
        rect(144, y, 28, 28, 8, on ? C.cyan : C.ink100) +
        bar(152, y + 11, 12, 6, on ? C.white : C.ink300) +
        bar(184, y + 2, on ? 150 : 130, 7, on ? "#0e7490" : C.ink500) +
        bar(184, y + 17, on ? 180 : 160, 6, C.ink200)
      );
    }),
  );
  // social card
  const social = g(
    { filter: s, transform: "translate(40 -28)" },
    rect(800, 60, 270, 190, 20, C.white),
    circle(828, 92, 14, C.brand500),
    bar(850, 84, 80, 7, C.ink900),
    bar(850, 98, 50, 6, C.ink300),
    rect(
      816,
      118,
      238,
      84,
      12,
      hlin(a, "post", [
        [0, C.brand300],
        [1, C.cyan300],
      ]),
    ),
    circle(1010, 146, 16, C.white, { opacity: 0.5 }),
    heart(832, 224, 9, "#ff5c8a"),
    bar(848, 221, 30, 6, C.ink500),
    path("M900 216h16a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-10l-6 5Z", { fill: C.ink300 }),
    bar(928, 221, 24, 6, C.ink500),
  );
  const notif = (x: number, y: number, icon: string) =>
    g({ filter: s }, rect(x, y, 120, 48, 24, C.white), icon);
  const bubbles = [
    notif(880, 420, heart(908, 444, 10, "#ff5c8a") + bar(928, 441, 54, 7, C.ink700)),
    notif(
      150,
      430,
      circle(178, 454, 11, C.brand500) +
        path("M173 454l4 4 7-7", stroke(C.white, 2.5)) +
        bar(198, 451, 54, 7, C.ink700),
    ),
  ];
  // target
  const target = [
    circle(1060, 360, 46, "none", stroke(C.cyan, 3, { opacity: 0.5 })),
    circle(1060, 360, 30, "none", stroke(C.cyan, 3, { opacity: 0.75 })),
    circle(1060, 360, 12, C.cyan),
    path(
      "M1060 360L1120 300M1104 316v-12M1104 316h12M1112 308v-12M1112 308h12",
      stroke(C.white, 3),
    ),
  ];
  return a.svg(W, H, [
    dark(a, C.cyan, C.brand500),
    ...chart,
    search,
    social,
    ...bubbles,
    ...target,
  ]);
}

/* 6 — e-commerce */
export function ecommerce(): string {
  const a = new Art("s6");
  const v = C.brand600;
  const s = sh(a, 0.18, C.brand700);
  const tints = [C.brand100, "#dff8fc", "#e9e6ff", "#e6f9fd"];
  const X = 250;
  const Y = 64;
  const x = X + 24;
  const product = (px: number, py: number, i: number) => {
    const c = [C.brand500, C.cyan, C.brand300, "#0ea5c6"][i] ?? v;
    return (
      rect(px, py, 150, 210, 14, C.ink50) +
      rect(px + 8, py + 8, 134, 120, 10, tints[i] ?? C.brand100) +
      [
        // a tote bag, a sneaker-ish shoe, a lamp, a watch
        path(`M${px + 55} ${py + 56}h40l6 52h-52Z`, { fill: c }) +
          path(`M${px + 64} ${py + 58}v-8a11 11 0 0 1 22 0v8`, stroke(c, 4)),
        path(
          `M${px + 36} ${py + 96}c0-16 12-28 26-28l12 12c12 6 30 8 42 12 8 2 10 10 10 16H${px + 36}Z`,
          { fill: c },
        ) + path(`M${px + 36} ${py + 104}H${px + 126}`, stroke(C.white, 4)),
        path(`M${px + 55} ${py + 58}h40l10 26h-60Z`, { fill: c }) +
          path(`M${px + 75} ${py + 84}v26M${px + 62} ${py + 112}h26`, stroke(C.ink700, 4)),
        rect(px + 66, py + 36, 18, 80, 6, C.ink700) +
          circle(px + 75, py + 76, 20, c) +
          circle(px + 75, py + 76, 12, C.white),
      ][i] +
      bar(px + 12, py + 142, 100, 8, C.ink900) +
      bar(px + 12, py + 160, 60, 6, C.ink300) +
      bar(px + 12, py + 184, 44, 9, v) +
      circle(px + 126, py + 186, 12, C.ink900) +
      path(`M${px + 126} ${py + 181}v10m-5-5h10`, stroke(C.white, 2))
    );
  };
  const store = [
    browser(X, Y, 640, 460, { fill: C.white, bar: C.ink100, url: C.ink200, filter: s }),
    rect(x, y0(Y) + 14, 22, 22, 11, v),
    bar(x + 30, y0(Y) + 21, 70, 9, C.ink900),
    rect(x + 190, y0(Y) + 12, 220, 28, 14, C.ink50),
    circle(x + 206, y0(Y) + 26, 5, "none", stroke(C.ink300, 2)),
    bar(x + 220, y0(Y) + 23, 90, 6, C.ink200),
    rect(x + 520, y0(Y) + 10, 72, 32, 16, C.ink900),
    path(`M${x + 536} ${y0(Y) + 20}h4l3 10h10l3-7h-14`, stroke(C.white, 2)),
    circle(x + 543, y0(Y) + 34, 1.6, C.white),
    circle(x + 552, y0(Y) + 34, 1.6, C.white),
    bar(x + 566, y0(Y) + 23, 14, 6, C.white),
    rect(
      x,
      y0(Y) + 56,
      592,
      90,
      14,
      hlin(a, "banner", [
        [0, v],
        [1, C.brand500],
      ]),
    ),
    bar(x + 24, y0(Y) + 80, 170, 14, C.white),
    bar(x + 24, y0(Y) + 104, 110, 7, C.brand100),
    rect(x + 460, y0(Y) + 78, 110, 44, 22, C.white, { opacity: 0.95 }),
    bar(x + 484, y0(Y) + 97, 62, 7, v),
    ...[0, 1, 2, 3].map((i) => {
      const px = x + i * 150;
      const py = y0(Y) + 166;
      return g(
        { transform: `translate(${px} ${py}) scale(.94) translate(${-px} ${-py})` },
        product(px, py, i),
      );
    }),
  ];
  const cart = g(
    { filter: s },
    rect(860, 250, 240, 260, 20, C.white),
    bar(880, 274, 90, 9, C.ink900),
    rect(1046, 268, 34, 22, 11, C.brand100),
    bar(1055, 276, 16, 6, v),
    ...[0, 1].map(
      (i) =>
        rect(880, 304 + i * 60, 48, 48, 10, tints[i] ?? C.brand100) +
        circle(904, 328 + i * 60, 12, i ? C.cyan : C.brand500) +
        bar(940, 312 + i * 60, 80, 7, C.ink900) +
        bar(940, 327 + i * 60, 50, 6, C.ink300) +
        bar(940, 340 + i * 60, 34, 7, v),
    ),
    path("M880 432H1080", stroke(C.ink100, 2)),
    bar(880, 446, 50, 7, C.ink300),
    bar(1020, 444, 60, 11, C.ink900),
    rect(880, 468, 200, 30, 15, v),
    bar(944, 480, 72, 6, C.white),
  );
  const pay = g(
    { filter: s, transform: "rotate(-8 190 420)" },
    rect(
      100,
      360,
      200,
      124,
      16,
      hlin(a, "card", [
        [0, C.ink800],
        [1, C.brand700],
      ]),
    ),
    rect(120, 396, 32, 24, 5, "#f6e7b0"),
    ...[0, 1, 2, 3].map((i) => bar(120 + i * 42, 440, 32, 7, C.white, { opacity: 0.85 })),
    circle(258, 382, 10, C.cyan, { opacity: 0.85 }),
    circle(272, 382, 10, C.brand300, { opacity: 0.85 }),
  );
  const done = g(
    { filter: s },
    rect(120, 150, 170, 64, 32, C.white),
    check(152, 182, 18, "#22c55e"),
    bar(180, 172, 84, 8, C.ink900),
    bar(180, 188, 56, 6, C.ink300),
  );
  return a.svg(W, H, [light(a, C.brand500, C.cyan300), ...store, cart, pay, done]);
}
const y0 = (Y: number) => Y + 34;

/* 7 — business portfolio */
export function portfolio(): string {
  const a = new Art("s7");
  const lav = C.brand300;
  const s = sh(a, 0.5);
  const tiles: [number, number, number, number, string, number][] = [
    [330, 70, 250, 180, "t0", 0],
    [600, 70, 270, 250, "t1", 1],
    [330, 270, 250, 260, "t2", 2],
    [600, 340, 270, 190, "t3", 3],
  ];
  const fills = [
    a.lin("t0", [
      [0, C.brand300],
      [1, C.brand600],
    ] as Stop[]),
    a.lin("t1", [
      [0, C.cyan300],
      [1, C.ink700],
    ] as Stop[]),
    a.lin("t2", [
      [0, C.ink700],
      [1, C.brand500],
    ] as Stop[]),
    a.lin("t3", [
      [0, C.brand100],
      [1, C.brand300],
    ] as Stop[]),
  ];
  const art = tiles.map(([x, y, w, h, , i]) => {
    const clip = a.clip(`c${i}`, rect(x, y, w, h, 16, "#000"));
    const inner = [
      // mountains + sun
      circle(x + w * 0.7, y + h * 0.35, 26, C.white, { opacity: 0.9 }) +
        path(
          `M${x} ${y + h}l${w * 0.3}-${h * 0.5} ${w * 0.2} ${h * 0.25} ${w * 0.2}-${h * 0.35} ${w * 0.3} ${h * 0.6}Z`,
          { fill: C.ink900, opacity: 0.45 },
        ),
      // architecture: stacked blocks
      rect(x + w * 0.2, y + h * 0.3, w * 0.3, h * 0.7, 0, C.white, { opacity: 0.85 }) +
        rect(x + w * 0.5, y + h * 0.5, w * 0.3, h * 0.5, 0, C.ink900, { opacity: 0.35 }) +
        [0, 1, 2, 3]
          .map((k) =>
            rect(x + w * 0.26, y + h * 0.38 + k * 32, w * 0.18, 14, 2, C.cyan, { opacity: 0.6 }),
          )
          .join(""),
      // product: a bottle on a plinth
      circle(x + w / 2, y + h * 0.42, 80, C.brand300, { opacity: 0.25 }) +
        rect(x + w / 2 - 26, y + h * 0.3, 52, 110, 18, C.white, { opacity: 0.92 }) +
        rect(x + w / 2 - 12, y + h * 0.3 - 26, 24, 30, 6, C.cyan300) +
        rect(x + w / 2 - 70, y + h * 0.3 + 110, 140, 30, 6, C.ink900, { opacity: 0.4 }),
      // abstract circles
      circle(x + w * 0.35, y + h * 0.55, 56, C.brand600, { opacity: 0.75 }) +
        circle(x + w * 0.6, y + h * 0.45, 46, C.cyan, { opacity: 0.7 }) +
        circle(x + w * 0.75, y + h * 0.75, 26, C.white, { opacity: 0.8 }),
    ][i];
    return g(
      { filter: s },
      g({ "clip-path": clip }, rect(x, y, w, h, 0, fills[i] ?? ""), inner ?? ""),
    );
  });
  const caption = g(
    { filter: s },
    rect(500, 206, 190, 70, 16, C.white),
    circle(530, 241, 14, C.brand100),
    star(530, 241, 8, C.brand600),
    bar(554, 230, 110, 8, C.ink900),
    bar(554, 246, 70, 6, C.ink300),
  );
  const side = [
    glass(130, 110, 170, 380, 20),
    rect(
      150,
      130,
      44,
      44,
      14,
      hlin(a, "logo", [
        [0, C.brand500],
        [1, C.cyan],
      ] as Stop[]),
    ),
    bar(150, 194, 110, 12, C.white),
    lines(150, 218, [130, 100, 120], 6, 9, "#ffffff55"),
    ...[0, 1, 2, 3].map((i) =>
      bar(150, 300 + i * 30, [70, 90, 60, 80][i] ?? 60, 7, i === 0 ? lav : "#ffffff40"),
    ),
    rect(150, 430, 130, 38, 19, lav),
    bar(182, 446, 66, 6, C.ink900),
  ];
  const stats = g(
    { filter: s },
    rect(900, 150, 180, 110, 18, C.white),
    bar(920, 172, 60, 7, C.ink300),
    bar(920, 190, 90, 18, C.ink900),
    ...[0, 1, 2, 3, 4].map((i) => star(928 + i * 22, 234, 8, "#fbbf24")),
  );
  const award = g(
    { filter: s },
    circle(980, 400, 56, C.ink900, { stroke: lav, "stroke-width": 3 }),
    circle(980, 400, 42, "none", stroke(lav, 1.5, { "stroke-dasharray": "3 5" })),
    star(980, 396, 20, lav),
    path("M956 452l-10 44 20-10 12 18 6-48M1004 452l10 44-20-10-12 18-6-48", { fill: C.brand500 }),
  );
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: [
        [0, C.ink900],
        [1, "#1d1650"],
      ],
      glows: [
        [600, 300, 460, C.brand500, 0.3],
        [1100, 560, 300, C.brand300, 0.25],
      ],
      dots: [C.white, 0.08, 26],
    }),
    ...side,
    ...art,
    caption,
    stats,
    award,
  ]);
}

/* 8 — startup MVP */
export function mvp(): string {
  const a = new Art("s8");
  const c = C.cyan;
  const s = sh(a);
  const trail = a.lin(
    "trail",
    [
      [0, C.cyan300, 0.55],
      [1, C.cyan, 0],
    ],
    1,
    0,
    0,
    1,
  );
  const flame = vlin(a, "flame", [
    [0, "#fde68a"],
    [0.5, "#fb923c"],
    [1, "#f43f5e", 0],
  ]);
  const steps = [
    [150, 480],
    [330, 420],
    [510, 450],
    [733, 354],
  ];
  const road = [
    path(
      smooth(steps.map(([x = 0, y = 0]) => [x, y] as const)),
      stroke("#ffffff40", 3, { "stroke-dasharray": "2 10" }),
    ),
    ...steps
      .slice(0, 3)
      .map(
        ([x = 0, y = 0], i) =>
          check(x, y, 16, [C.brand500, C.brand500, c][i] ?? c) +
          g({ filter: s }, rect(x - 60, y + 28, 120, 44, 12, C.ink900, { stroke: "#ffffff1f" })) +
          bar(x - 44, y + 42, 70, 7, C.white) +
          bar(x - 44, y + 56, 46, 5, C.ink500),
      ),
  ];
  const rx = 820;
  const ry = 250;
  const launch = [
    a.glow("burn", 700, 400, 220, "#fb923c", 0.18),
    path("M733 354L600 512", stroke(trail, 34)),
    path("M733 354L640 465", stroke(trail, 12)),
    g(
      { transform: `rotate(40 ${rx} ${ry})` },
      rocket(rx, ry, 84, C.white, C.brand500, C.cyan300, flame),
    ),
  ];
  const metric = g(
    { filter: s },
    rect(930, 350, 200, 120, 18, C.white),
    bar(950, 372, 70, 7, C.ink300),
    bar(950, 388, 90, 16, C.ink900),
    path(smooth(plot([10, 18, 16, 30, 44, 70, 96], 950, 416, 160, 40)), stroke(c, 3.5)),
  );
  const card = g(
    { filter: s },
    rect(110, 90, 320, 190, 20, C.white),
    bar(134, 114, 110, 9, C.ink900),
    rect(360, 108, 50, 22, 11, "#dff8fc"),
    bar(370, 116, 30, 6, "#0e7490"),
    ...[0, 1, 2].map(
      (col) =>
        rect(134 + col * 94, 140, 84, 120, 12, C.ink50) +
        [0, 1, 2]
          .slice(0, 3 - col)
          .map(
            (k) =>
              rect(142 + col * 94, 150 + k * 36, 68, 28, 7, C.white, { stroke: C.ink200 }) +
              bar(150 + col * 94, 161 + k * 36, 40, 5, [C.brand500, c, C.brand300][col] ?? c),
          )
          .join(""),
    ),
  );
  return a.svg(W, H, [
    dark(a, c, C.brand500),
    ...[
      [120, 60],
      [560, 90],
      [700, 180],
      [1080, 300],
      [980, 520],
      [560, 540],
    ].map(([x = 0, y = 0], i) =>
      sparkle(x, y, 4 + (i % 3) * 3, i % 2 ? C.cyan300 : C.brand300, { opacity: 0.7 }),
    ),
    ...road,
    ...launch,
    metric,
    card,
  ]);
}

/* 9 — branding and identity */
export function branding(): string {
  const a = new Art("s9");
  const v = C.brand500;
  const s = sh(a, 0.16, C.brand700);
  const mark = (cx: number, cy: number, r: number, fill: string, inner: string) =>
    // An abstract "G": a ring with a notch and a bar.
    path(
      `M${cx + r} ${cy}A${r} ${r} 0 1 1 ${cx + r * 0.7} ${cy - r * 0.71}`,
      stroke(fill, r * 0.34, { "stroke-linecap": "round" }),
    ) + path(`M${cx + r} ${cy}H${cx + r * 0.1}`, stroke(inner, r * 0.34));
  const gr = a.lin("gr", [
    [0, C.brand300],
    [0.5, C.brand500],
    [1, C.brand700],
  ]);
  const logoCard = [
    g({ filter: s }, rect(360, 80, 300, 300, 28, C.ink900)),
    a.glow("lg", 510, 230, 160, v, 0.5),
    mark(510, 210, 68, gr, C.cyan),
    bar(440, 318, 140, 14, C.white),
    bar(470, 342, 80, 6, C.ink500),
  ];
  const swatches = [C.ink900, C.brand700, C.brand500, C.brand300, C.cyan];
  const palette = g(
    { filter: s },
    rect(690, 80, 360, 140, 24, C.white),
    ...swatches.map((c2, i) => rect(710 + i * 66, 100, 56, 72, 12, c2)),
    ...swatches.map((_, i) => bar(710 + i * 66, 186, 40, 6, C.ink300)),
  );
  const type = g(
    { filter: s },
    rect(690, 240, 170, 140, 24, C.white),
    // "Aa" drawn from strokes
    path("M716 340l26-66 26 66M726 316h32", stroke(C.ink900, 8)),
    circle(808, 320, 17, "none", stroke(C.ink900, 8)),
    path("M825 302v38", stroke(C.ink900, 8)),
  );
  const pattern = g(
    { filter: s, "clip-path": a.clip("pat", rect(880, 240, 170, 140, 24, "#000")) },
    rect(880, 240, 170, 140, 0, v),
    ...[0, 1, 2, 3].flatMap((i) =>
      [0, 1, 2].map((j) =>
        circle(
          900 + i * 44,
          262 + j * 48,
          16,
          "none",
          stroke(j % 2 ? C.cyan300 : C.brand100, 5, { opacity: 0.7 }),
        ),
      ),
    ),
  );
  const bizCards = [
    g(
      { filter: s, transform: "rotate(-12 230 420)" },
      rect(140, 360, 220, 128, 14, C.white),
      mark(184, 404, 18, gr, C.cyan),
      bar(170, 446, 110, 8, C.ink900),
      bar(170, 462, 70, 6, C.ink300),
    ),
    g(
      { filter: s, transform: "rotate(-4 250 260)" },
      rect(
        130,
        200,
        220,
        128,
        14,
        hlin(a, "biz", [
          [0, C.brand600],
          [1, C.brand700],
        ]),
      ),
      mark(240, 264, 28, C.white, C.cyan300),
    ),
  ];
  const merch = [
    g(
      { filter: s },
      path("M474 446v-16a36 36 0 0 1 72 0v16", stroke(C.ink300, 6)),
      path("M416 446h188l-14 118H430Z", { fill: C.white }),
      mark(510, 506, 24, gr, C.cyan),
    ),
    g(
      { filter: s },
      rect(690, 400, 360, 130, 24, C.white),
      ...[0, 1, 2].map(
        (i) =>
          circle(760 + i * 110, 465, 38, [C.brand100, "#dff8fc", C.ink50][i] ?? C.ink50) +
          mark(
            760 + i * 110,
            465,
            18,
            [gr, C.cyan, C.ink900][i] ?? gr,
            [C.cyan, C.brand500, C.brand300][i] ?? C.cyan,
          ),
      ),
    ),
  ];
  return a.svg(W, H, [
    light(a, v, C.brand300),
    ...bizCards,
    ...logoCard,
    palette,
    type,
    pattern,
    ...merch,
  ]);
}

/* 10 — AI integration */
export function ai(): string {
  const a = new Art("s10");
  const c = C.cyan;
  const v = C.brand500;
  const s = sh(a);
  const grad = a.lin("grad", [
    [0, C.cyan300],
    [0.5, v],
    [1, C.brand600],
  ]);
  const orb = a.rad("orb", [
    [0, C.white],
    [0.35, C.cyan300],
    [0.75, v],
    [1, C.brand700],
  ]);
  const cx = 330;
  const cy = 300;
  const layers = [
    [160, [150, 240, 330, 420]],
    [240, [190, 290, 390]],
  ] as const;
  const nodes: [number, number][] = [];
  for (const [x, ys] of layers) for (const y of ys) nodes.push([x, y]);
  const net = [
    ...nodes.flatMap(([x, y]) =>
      x === 160
        ? [190, 290, 390].map((y2) => path(`M${x} ${y}L240 ${y2}`, stroke("#ffffff26", 1.5)))
        : [path(`M${x} ${y}L${cx} ${cy}`, stroke(c, 2, { opacity: 0.5 }))],
    ),
    ...nodes.map(([x, y], i) =>
      circle(x, y, x === 160 ? 9 : 12, C.ink900, { stroke: i % 2 ? v : c, "stroke-width": 3 }),
    ),
  ];
  const core = [
    a.glow("halo", cx, cy, 170, c, 0.35),
    circle(cx, cy, 96, "none", stroke(c, 1.5, { "stroke-dasharray": "2 8", opacity: 0.6 })),
    el("ellipse", {
      cx,
      cy,
      rx: 120,
      ry: 40,
      ...stroke(v, 2, { opacity: 0.5 }),
      transform: `rotate(-24 ${cx} ${cy})`,
    }),
    circle(cx, cy, 58, orb),
    spark(cx - 4, cy + 6, 24, C.white),
    path(
      `M${cx + 60} ${cy}C${cx + 160} ${cy} ${cx + 170} ${cy - 40} ${cx + 250} ${cy - 40}`,
      stroke(grad, 3, { "stroke-dasharray": "2 9" }),
    ),
  ];
  const X = 580;
  const Y = 70;
  const chat = [
    g({ filter: s }, rect(X, Y, 480, 460, 24, C.ink900, { stroke: "#ffffff1f" })),
    rect(X + 24, Y + 22, 36, 36, 12, grad),
    spark(X + 41, Y + 42, 9, C.white),
    bar(X + 72, Y + 28, 110, 9, C.white),
    circle(X + 76, Y + 48, 4, "#34d399"),
    bar(X + 86, Y + 45, 50, 6, C.ink500),
    path(`M${X} ${Y + 80}H${X + 480}`, stroke("#ffffff14", 1)),
    // user message
    rect(X + 220, Y + 100, 236, 56, 18, v),
    lines(X + 240, Y + 116, [190, 120], 7, 9, C.white),
    // AI answer
    rect(X + 24, Y + 176, 320, 160, 18, "#ffffff0f", { stroke: "#ffffff1a" }),
    spark(X + 48, Y + 202, 9, c),
    lines(X + 68, Y + 196, [220, 250], 7, 10, "#ffffffcc"),
    rect(X + 44, Y + 240, 280, 76, 12, C.ink950),
    path(smooth(plot([20, 32, 28, 50, 46, 70, 88], X + 60, Y + 252, 248, 52)), stroke(c, 3)),
    // suggestion chips
    ...[0, 1, 2].map((i) => {
      const w = [110, 130, 96][i] ?? 100;
      const x = X + 24 + [0, 122, 264][i]!;
      return (
        rect(x, Y + 354, w, 30, 15, "none", { stroke: "#ffffff33" }) +
        bar(x + 16, Y + 366, w - 32, 6, C.brand300)
      );
    }),
    // input
    rect(X + 24, Y + 398, 432, 44, 22, "#ffffff0f", { stroke: "#ffffff26" }),
    bar(X + 48, Y + 417, 160, 6, C.ink500),
    circle(X + 432, Y + 420, 16, grad),
    path(`M${X + 426} ${Y + 420}h12m-5-5 5 5-5 5`, stroke(C.white, 2.2)),
  ];
  const badge = g(
    { filter: s },
    rect(930, 36, 170, 54, 27, C.white),
    check(960, 63, 14, "#22c55e"),
    bar(984, 54, 90, 7, C.ink900),
    bar(984, 68, 60, 6, C.ink300),
  );
  return a.svg(W, H, [
    dark(a, v, c),
    ...net,
    ...core,
    ...chat,
    badge,
    sparkle(120, 520, 10, C.cyan300),
    sparkle(500, 120, 8, C.brand300),
  ]);
}
