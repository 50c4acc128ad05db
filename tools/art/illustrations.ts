/**
 * Page illustrations (home, about, case-study screens) and the video poster.
 *
 * The 720×640 illustrations have no full-bleed background, so they sit on the
 * section behind them: intro, about-main and who-we-are on light sections,
 * hero-two on the navy hero.
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
import type { Pt } from "./shapes.ts";
import {
  C,
  check,
  code,
  codeGlyph,
  heart,
  hlin,
  laptop,
  rocket,
  scene,
  spark,
  star,
  vlin,
} from "./kit.ts";
import { bust, shade } from "./people.ts";
import type { Bust } from "./people.ts";

const IW = 720;
const IH = 640;

/** A soft organic blob behind an illustration. */
function blob(fill: string, extra = {}) {
  return path(
    "M372 52C498 40 640 110 668 240C698 380 628 540 482 584C342 626 164 604 88 494C16 390 40 230 120 150C190 80 280 60 372 52Z",
    { fill, ...extra },
  );
}

/** A small dashboard: sidebar, KPI tiles, area chart, bars. Light theme. */
function dashboard(a: Art, x: number, y: number, w: number, h: number, accent: string) {
  const side = Math.round(w * 0.2);
  const mx = x + side + 14;
  const mw = w - side - 28;
  const area = vlin(a, "area", [
    [0, accent, 0.3],
    [1, accent, 0],
  ]);
  const pts = plot(
    [30, 44, 38, 56, 50, 70, 64, 84],
    mx + 10,
    y + h * 0.42,
    mw * 0.62 - 20,
    h * 0.36,
  );
  return [
    rect(x, y, side, h, 0, C.ink50),
    rect(x + 12, y + 14, 18, 18, 6, accent),
    ...[0, 1, 2, 3].map(
      (i) =>
        (i === 0 ? rect(x + 8, y + 46 + i * 26, side - 16, 20, 6, C.brand100) : "") +
        bar(x + 16, y + 53 + i * 26, side * 0.55, 6, i === 0 ? accent : C.ink300),
    ),
    bar(mx, y + 16, 110, 10, C.ink900),
    ...[0, 1, 2].map((i) => {
      const tw = (mw - 16) / 3;
      return (
        rect(mx + i * (tw + 8), y + 40, tw, h * 0.22, 10, C.ink50) +
        bar(mx + 10 + i * (tw + 8), y + 52, tw * 0.4, 6, C.ink300) +
        bar(mx + 10 + i * (tw + 8), y + 66, tw * 0.6, 10, C.ink900) +
        circle(mx + i * (tw + 8) + tw - 14, y + 56, 5, [accent, C.cyan, C.brand300][i] ?? accent)
      );
    }),
    rect(mx, y + h * 0.38, mw * 0.62, h * 0.56, 10, C.white, {
      stroke: C.ink100,
      "stroke-width": 1.5,
    }),
    path(`${smooth(pts)}V${y + h * 0.88}H${mx + 10}Z`, { fill: area }),
    path(smooth(pts), stroke(accent, 3)),
    rect(mx + mw * 0.62 + 10, y + h * 0.38, mw * 0.38 - 10, h * 0.56, 10, C.white, {
      stroke: C.ink100,
      "stroke-width": 1.5,
    }),
    ...[0.5, 0.8, 0.6, 0.95].map((v, i) => {
      const bw = (mw * 0.38 - 10) / 4 - 8;
      const bh = h * 0.4 * v;
      return rect(
        mx + mw * 0.62 + 18 + i * (bw + 8),
        y + h * 0.9 - bh,
        bw,
        bh,
        4,
        i === 3 ? accent : C.brand100,
      );
    }),
  ];
}

/* home / intro — end-to-end software solutions */
export function intro(): string {
  const a = new Art("in");
  const s = a.shadow("sh", 18, 20, C.brand700, 0.2, [IW, IH]);
  const bg = a.lin("blob", [
    [0, C.brand100],
    [1, "#dff8fc"],
  ]);
  const flame = vlin(a, "flame", [
    [0, "#fde68a"],
    [0.5, "#fb923c"],
    [1, "#f43f5e", 0],
  ]);
  const lap = [
    laptop(150, 190, 420, 270, C.ink800, C.white, "#c9cde3", s),
    ...dashboard(a, 161, 201, 398, 244, C.brand500),
  ];
  const codeWin = g(
    { filter: s },
    rect(40, 92, 250, 170, 16, C.ink900),
    ...[0, 1, 2].map((i) =>
      circle(60 + i * 13, 112, 4, ["#ff6b6b", "#ffc145", "#3ddc84"][i] ?? "#fff"),
    ),
    codeGlyph(258, 112, 9, C.brand300, 2.2),
    code(58, 138, [
      [0, 80, C.brand300],
      [1, 130, C.cyan],
      [2, 90, "#ffffff80"],
      [2, 110, C.brand300],
      [1, 60, C.cyan300],
      [0, 40, C.brand300],
    ]),
  );
  const design = g(
    { filter: s },
    rect(456, 60, 232, 176, 16, C.white),
    ...[0, 1, 2, 3].map((i) => rect(474 + i * 28, 76, 20, 20, 6, i === 0 ? C.brand500 : C.ink100)),
    rect(474, 110, 120, 106, 10, C.ink50),
    path("M486 196C506 140 548 210 582 130", stroke(C.brand500, 3)),
    rect(481, 191, 10, 10, 2, C.white, { stroke: C.brand500, "stroke-width": 2 }),
    rect(577, 125, 10, 10, 2, C.white, { stroke: C.brand500, "stroke-width": 2 }),
    path("M486 196L520 160M582 130L556 170", stroke(C.brand300, 1.5)),
    ...[C.brand700, C.brand500, C.brand300, C.cyan].map((c, i) =>
      circle(620 + (i % 2) * 34, 126 + Math.floor(i / 2) * 34, 12, c),
    ),
    bar(608, 196, 62, 6, C.ink300),
    bar(608, 208, 44, 6, C.ink200),
  );
  const ph = [
    phone(560, 300, 140, 290, { frame: C.ink900, screen: C.white, filter: s }),
    rect(
      576,
      342,
      108,
      74,
      12,
      hlin(a, "ph", [
        [0, C.brand500],
        [1, C.cyan],
      ]),
    ),
    path(smooth(plot([20, 50, 40, 80], 588, 360, 84, 40)), stroke(C.white, 2.5)),
    ...[0, 1, 2].map(
      (i) =>
        rect(576, 428 + i * 44, 108, 36, 10, C.ink50) +
        circle(592, 446 + i * 44, 8, [C.brand500, C.cyan, C.brand300][i] ?? C.cyan, {
          opacity: 0.6,
        }) +
        bar(606, 442 + i * 44, 60, 6, C.ink700),
    ),
  ];
  const chart = g(
    { filter: s },
    rect(30, 420, 230, 160, 16, C.white),
    bar(50, 440, 90, 8, C.ink900),
    bar(50, 456, 60, 6, C.ink300),
    ...[36, 52, 44, 70, 88].map((h, i) =>
      rect(52 + i * 36, 560 - h, 22, h, 6, i === 4 ? C.brand500 : C.brand100),
    ),
    path(smooth(plot([20, 34, 30, 52, 76], 63, 480, 144, 70)), stroke(C.cyan, 3)),
  );
  return a.svg(IW, IH, [
    blob(bg),
    rect(
      560,
      470,
      140,
      110,
      0,
      a.pattern("dot", 18, circle(2, 2, 2, C.brand500, { opacity: 0.25 })),
    ),
    ...lap,
    codeWin,
    design,
    ...ph,
    chart,
    g(
      { transform: "rotate(30 300 470)" },
      rocket(300, 470, 38, C.white, C.brand500, C.cyan300, flame),
    ),
    sparkle(350, 80, 12, C.brand500, { opacity: 0.7 }),
    sparkle(24, 330, 8, C.cyan),
    circle(700, 280, 5, C.brand300),
  ]);
}

/* home two / hero — floating dashboard, phone and orbiting nodes, for a navy hero */
export function heroTwo(): string {
  const a = new Art("h2");
  const s = a.shadow("sh", 24, 28, "#000", 0.45, [IW, IH]);
  const v = C.brand500;
  const c = C.cyan;
  const edge = hlin(a, "edge", [
    [0, C.brand300, 0.6],
    [1, C.cyan, 0.3],
  ]);
  const area = vlin(a, "area", [
    [0, c, 0.35],
    [1, c, 0],
  ]);
  const cx = 360;
  const cy = 320;
  const orbits = [
    [300, 110, -18],
    [250, 190, 24],
  ] as const;
  const orbitLines = orbits.map(([rx, ry, rot]) =>
    el("ellipse", {
      cx,
      cy,
      rx,
      ry,
      ...stroke("#ffffff26", 1.5, { "stroke-dasharray": "3 8" }),
      transform: `rotate(${rot} ${cx} ${cy})`,
    }),
  );
  const onOrbit = (o: number, t: number): Pt => {
    const [rx, ry, rot] = orbits[o] ?? [0, 0, 0];
    const x = rx * Math.cos(t);
    const y = ry * Math.sin(t);
    const r = (rot * Math.PI) / 180;
    return [cx + x * Math.cos(r) - y * Math.sin(r), cy + x * Math.sin(r) + y * Math.cos(r)];
  };
  const nodes = [
    [0, 3.6, v, 12],
    [0, 0.3, c, 9],
    [1, 2.2, c, 11],
    [1, 5.3, C.brand300, 8],
    [0, 1.9, C.brand300, 6],
  ] as const;
  const nodeDots = nodes.map(([o, t, col, r]) => {
    const [x, y] = onOrbit(o, t);
    return (
      circle(x, y, r * 2.4, col, { opacity: 0.18 }) +
      circle(x, y, r, col) +
      circle(x, y, r * 0.4, C.white)
    );
  });
  const DX = 90;
  const DY = 150;
  const DW = 440;
  const DH = 300;
  const dash = g(
    { filter: s },
    rect(DX, DY, DW, DH, 22, "#141b48f2", { stroke: edge, "stroke-width": 1.5 }),
    circle(DX + 24, DY + 24, 5, "#ff6b6b"),
    circle(DX + 40, DY + 24, 5, "#ffc145"),
    circle(DX + 56, DY + 24, 5, "#3ddc84"),
    bar(DX + 24, DY + 56, 120, 10, C.white),
    bar(DX + 24, DY + 74, 80, 6, C.ink500),
    rect(DX + DW - 110, DY + 50, 86, 28, 14, v),
    bar(DX + DW - 90, DY + 61, 46, 6, C.white),
    ...[0, 1, 2].map((i) => {
      const w = (DW - 64) / 3;
      const x = DX + 24 + i * (w + 8);
      return (
        rect(x, DY + 98, w, 62, 12, "#ffffff0d", { stroke: "#ffffff14" }) +
        bar(x + 12, DY + 112, 50, 6, C.ink500) +
        bar(x + 12, DY + 128, 52, 12, C.white) +
        path(
          smooth(
            plot(
              [
                [20, 40, 30, 60],
                [50, 30, 45, 70],
                [30, 50, 40, 80],
              ][i] ?? [],
              x + w - 50,
              DY + 118,
              38,
              24,
            ),
          ),
          stroke([c, C.brand300, v][i] ?? c, 2.5),
        )
      );
    }),
    rect(DX + 24, DY + 176, DW - 48, 104, 12, "#ffffff08", { stroke: "#ffffff14" }),
    path(
      `${smooth(plot([20, 36, 30, 52, 44, 66, 58, 80], DX + 36, DY + 190, DW - 72, 80))}V${DY + 270}H${DX + 36}Z`,
      { fill: area },
    ),
    path(
      smooth(plot([20, 36, 30, 52, 44, 66, 58, 80], DX + 36, DY + 190, DW - 72, 80)),
      stroke(c, 3),
    ),
    path(
      smooth(plot([10, 20, 24, 30, 36, 40, 50, 56], DX + 36, DY + 190, DW - 72, 80)),
      stroke(v, 2.5, { "stroke-dasharray": "6 6" }),
    ),
  );
  const PX = 470;
  const PY = 250;
  const ph = [
    phone(PX, PY, 170, 340, { frame: C.ink950, screen: "#0f1640", filter: s, edge: "#ffffff33" }),
    bar(PX + 24, PY + 52, 60, 6, C.ink500),
    bar(PX + 24, PY + 66, 90, 11, C.white),
    ring(PX + 85, PY + 150, 44, 12, c, 0.72, "#ffffff14"),
    bar(PX + 68, PY + 146, 34, 9, C.white),
    ...[0, 1, 2].map(
      (i) =>
        rect(PX + 20, PY + 216 + i * 34, 130, 26, 8, "#ffffff0d") +
        circle(PX + 34, PY + 229 + i * 34, 5, [v, c, C.brand300][i] ?? c) +
        bar(PX + 46, PY + 226 + i * 34, 60, 6, "#ffffffb0"),
    ),
  ];
  const chip = g(
    { filter: s },
    rect(60, 470, 200, 64, 32, C.white),
    circle(92, 502, 20, C.brand100),
    spark(90, 505, 9, v),
    bar(122, 492, 100, 8, C.ink900),
    bar(122, 508, 64, 6, C.ink300),
  );
  const badge = g(
    { filter: s },
    rect(470, 96, 180, 60, 18, "#ffffffee"),
    check(500, 126, 15, "#22c55e"),
    bar(526, 116, 100, 8, C.ink900),
    bar(526, 132, 60, 6, C.ink300),
  );
  return a.svg(IW, IH, [
    a.glow("g1", 340, 300, 320, v, 0.45),
    a.glow("g2", 560, 460, 200, c, 0.25),
    orbitLines[0] ?? "",
    ...nodeDots.slice(0, 2),
    dash,
    orbitLines[1] ?? "",
    ...ph,
    ...nodeDots.slice(2),
    chip,
    badge,
    sparkle(640, 70, 10, C.cyan300),
    sparkle(70, 110, 8, C.brand300),
  ]);
}

/** A person seen from behind, sitting: hair, head, shoulders and a chair back. */
function backView(
  x: number,
  y: number,
  skin: string,
  hair: string,
  shirt: string,
  style: "long" | "short" | "bun",
) {
  return g(
    {},
    path(
      `M${x - 70} ${y + 150}C${x - 70} ${y + 80} ${x - 40} ${y + 60} ${x} ${y + 60}C${x + 40} ${y + 60} ${x + 70} ${y + 80} ${x + 70} ${y + 150}Z`,
      { fill: shirt },
    ),
    rect(x - 12, y + 36, 24, 30, 8, shade(skin, -0.15)),
    style === "long"
      ? path(
          `M${x - 30} ${y + 4}C${x - 34} ${y - 40} ${x + 34} ${y - 40} ${x + 30} ${y + 4}L${x + 34} ${y + 74}C${x + 10} ${y + 82} ${x - 10} ${y + 82} ${x - 34} ${y + 74}Z`,
          { fill: hair },
        )
      : el("ellipse", { cx: x, cy: y, rx: 30, ry: 34, fill: skin }) +
          path(
            `M${x - 31} ${y + 8}C${x - 33} ${y - 44} ${x + 33} ${y - 44} ${x + 31} ${y + 8}C${x + 22} ${y + 34} ${x - 22} ${y + 34} ${x - 31} ${y + 8}Z`,
            { fill: hair },
          ) +
          (style === "bun" ? circle(x, y - 38, 13, hair) : ""),
    el("ellipse", { cx: x - 30, cy: y + 6, rx: 6, ry: 9, fill: skin }),
    el("ellipse", { cx: x + 30, cy: y + 6, rx: 6, ry: 9, fill: skin }),
  );
}

/* about / main — a team at work */
export function aboutMain(): string {
  const a = new Art("ab");
  const s = a.shadow("sh", 16, 18, C.brand700, 0.18, [IW, IH]);
  const bg = a.lin("room", [
    [0, C.brand100],
    [1, "#e3f8fc"],
  ]);
  const notes = [
    "#fde68a",
    C.brand300,
    C.cyan300,
    "#fbcfe8",
    "#fde68a",
    C.brand300,
    "#bbf7d0",
    C.cyan300,
  ];
  const board = g(
    {},
    g({ filter: s }, rect(70, 70, 330, 220, 16, C.white)),
    ...[0, 1, 2].map((i) => bar(92 + i * 104, 92, 60, 7, C.ink700)),
    ...[0, 1].map((i) => path(`M${172 + i * 104} 90V270`, stroke(C.ink100, 2))),
    ...notes.map((n, i) => {
      const col = i % 3;
      const row = Math.floor(i / 3);
      const x = 90 + col * 104;
      const y = 112 + row * 54;
      const rot = [-4, 3, -2, 5, -3, 2, -5, 4][i] ?? 0;
      return g(
        { transform: `rotate(${rot} ${x + 36} ${y + 22})` },
        rect(x, y, 72, 46, 4, n),
        bar(x + 10, y + 14, 46, 5, C.ink900, { opacity: 0.35 }),
        bar(x + 10, y + 26, 30, 5, C.ink900, { opacity: 0.25 }),
      );
    }),
  );
  const monitor = [
    g({ filter: s }, rect(290, 210, 330, 220, 16, C.ink800)),
    rect(300, 220, 310, 190, 8, C.white),
    rect(300, 220, 310, 28, 0, C.ink50, {
      "clip-path": a.clip("mon", rect(300, 220, 310, 190, 8, "#000")),
    }),
    ...[0, 1, 2].map((i) =>
      circle(316 + i * 12, 234, 3.5, [C.brand300, C.cyan300, C.ink200][i] ?? C.ink200),
    ),
    // a kanban on screen
    ...[0, 1, 2].map(
      (col) =>
        rect(312 + col * 100, 258, 90, 140, 8, C.ink50) +
        [0, 1, 2]
          .slice(0, 3 - (col === 2 ? 2 : col))
          .map(
            (k) =>
              rect(318 + col * 100, 266 + k * 40, 78, 32, 6, C.white, { stroke: C.ink100 }) +
              bar(
                326 + col * 100,
                276 + k * 40,
                46,
                5,
                [C.brand500, C.cyan, "#22c55e"][col] ?? C.cyan,
              ) +
              bar(326 + col * 100, 288 + k * 40, 30, 4, C.ink200),
          )
          .join(""),
    ),
    path("M440 430h30l10 50h-50Z", { fill: C.ink700 }),
    rect(400, 476, 110, 12, 6, C.ink700),
  ];
  const desk = [
    rect(30, 488, 660, 20, 10, "#c9bfff"),
    rect(60, 508, 16, 110, 6, "#b4a6ff"),
    rect(644, 508, 16, 110, 6, "#b4a6ff"),
  ];
  const laptopR = [
    path("M540 488l16-70h120l-16 70Z", { fill: C.ink800 }),
    circle(598, 452, 8, C.brand300),
    rect(520, 484, 160, 8, 4, C.ink700),
  ];
  const mug = [
    rect(232, 436, 36, 48, 8, C.brand500),
    path("M268 448c14 0 14 24 0 24", stroke(C.brand500, 5)),
    path("M242 424c-6-8 6-12 0-20M256 424c-6-8 6-12 0-20", stroke(C.ink300, 3)),
  ];
  const plant = [
    rect(560, 240, 136, 10, 5, "#c9bfff"),
    path("M620 196C600 150 630 120 650 110C650 140 640 170 620 196Z", { fill: "#34d399" }),
    path("M624 200C640 160 680 150 700 160C684 186 654 200 624 200Z", { fill: "#10b981" }),
    path("M616 200C590 176 580 150 584 124C604 140 616 170 616 200Z", { fill: "#6ee7b7" }),
    path("M596 196h48l-8 44h-32Z", { fill: C.ink700 }),
  ];
  const lamp = [
    path("M120 484V380l50-40", stroke(C.ink700, 6)),
    path("M150 330l50-10 12 40-48 6Z", { fill: C.ink700 }),
    a.glow("lamp", 196, 380, 80, "#fde68a", 0.55),
    rect(96, 480, 56, 10, 5, C.ink700),
  ];
  const people = [
    backView(200, 540, "#c68a62", "#2a1a14", C.brand600, "long"),
    backView(470, 550, "#e8b58f", "#2b1d17", C.cyan, "short"),
  ];
  const bubble = g(
    { filter: s },
    rect(420, 70, 150, 76, 18, C.white),
    path("M450 146l-6 18 22-18Z", { fill: C.white }),
    ...[0, 1, 2].map((i) =>
      circle(450 + i * 22, 98, 9, [C.brand500, C.cyan, "#fbbf24"][i] ?? C.cyan, {
        stroke: C.white,
        "stroke-width": 3,
      }),
    ),
    bar(440, 120, 110, 7, C.ink700),
    heart(542, 98, 9, "#ff5c8a"),
  );
  return a.svg(IW, IH, [
    rect(20, 30, 680, 590, 40, bg),
    board,
    ...plant,
    bubble,
    ...lamp,
    ...monitor,
    ...desk,
    ...laptopR,
    ...mug,
    ...people,
  ]);
}

/* about / who we are — people connected */
export function whoWeAre(): string {
  const a = new Art("ww");
  const s = a.shadow("sh", 14, 16, C.brand700, 0.22, [IW, IH]);
  const bg = a.lin("blob", [
    [0, C.brand100],
    [1, "#dff8fc"],
  ]);
  const people: [number, number, number, Bust][] = [
    [
      180,
      170,
      46,
      { skin: "#8d5a3c", hair: "#1f1614", style: "curly", shirt: C.brand500, bg: C.brand100 },
    ],
    [
      540,
      150,
      42,
      { skin: "#f2cfb6", hair: "#6b4428", style: "short", shirt: C.ink800, bg: "#dff8fc" },
    ],
    [
      620,
      390,
      48,
      { skin: "#c68a62", hair: "#2a1a14", style: "long", shirt: C.brand300, bg: C.brand100 },
    ],
    [
      380,
      530,
      44,
      { skin: "#5c3a28", hair: "#15100e", style: "short", shirt: C.cyan, bg: "#dff8fc" },
    ],
    [
      110,
      420,
      40,
      { skin: "#f0c9a4", hair: "#17151c", style: "bun", shirt: C.cyan300, bg: C.ink100 },
    ],
    [
      300,
      80,
      30,
      { skin: "#e0aa84", hair: "#a9acb8", style: "short", shirt: C.ink700, bg: C.ink100 },
    ],
  ];
  const hub: Pt = [360, 320];
  const links = [
    ...people.map(([x, y]) =>
      path(
        `M${hub[0]} ${hub[1]}L${x} ${y}`,
        stroke(C.brand300, 2.5, { "stroke-dasharray": "2 9" }),
      ),
    ),
    path(
      smooth([
        [180, 170],
        [300, 80],
        [540, 150],
      ]),
      stroke(C.cyan, 2, { opacity: 0.6 }),
    ),
    path(
      smooth([
        [620, 390],
        [520, 500],
        [380, 530],
      ]),
      stroke(C.cyan, 2, { opacity: 0.6 }),
    ),
    path(
      smooth([
        [110, 420],
        [150, 300],
        [180, 170],
      ]),
      stroke(C.brand500, 2, { opacity: 0.4 }),
    ),
  ];
  const core = a.lin("core", [
    [0, C.brand500],
    [1, C.brand700],
  ]);
  const center = [
    circle(hub[0], hub[1], 96, C.white, { opacity: 0.6 }),
    circle(hub[0], hub[1], 120, "none", stroke(C.brand300, 1.5, { "stroke-dasharray": "3 7" })),
    g(
      { filter: s },
      circle(hub[0], hub[1], 64, core),
      // the "G" mark
      path(
        `M${hub[0] + 26} ${hub[1]}A26 26 0 1 1 ${hub[0] + 18} ${hub[1] - 19}`,
        stroke(C.white, 10),
      ),
      path(`M${hub[0] + 26} ${hub[1]}H${hub[0] + 4}`, stroke(C.cyan300, 10)),
    ),
  ];
  const avatars = people.map(([x, y, r, b], i) =>
    g({ filter: s }, circle(x, y, r + 6, C.white), bust(a, `p${i}`, x, y, r, b)),
  );
  const chatA = g(
    { filter: s },
    rect(400, 190, 130, 50, 16, C.white),
    path("M420 240l-4 14 16-14Z", { fill: C.white }),
    ...[0, 1, 2].map((i) =>
      circle(432 + i * 14, 215, 4.5, [C.brand500, C.brand300, C.cyan][i] ?? C.cyan),
    ),
    bar(478, 212, 36, 6, C.ink200),
  );
  const chatB = g(
    { filter: s },
    rect(150, 520, 150, 56, 16, C.brand600),
    lines(168, 536, [110, 76], 6, 8, C.white),
  );
  const icons = [
    g({ filter: s }, rect(470, 270, 56, 56, 16, C.white), codeGlyph(498, 298, 12, C.brand500, 3)),
    g({ filter: s }, rect(230, 380, 56, 56, 16, C.white), heart(258, 408, 12, "#ff5c8a")),
    g({ filter: s }, rect(560, 500, 56, 56, 16, C.white), star(588, 528, 14, "#fbbf24")),
  ];
  return a.svg(IW, IH, [
    blob(bg),
    ...links,
    ...center,
    ...avatars,
    chatA,
    chatB,
    ...icons,
    sparkle(640, 250, 10, C.brand500, { opacity: 0.6 }),
    sparkle(80, 260, 8, C.cyan),
    circle(660, 80, 6, C.brand300),
  ]);
}

/* projects / detail 1 — a wide analytics dashboard */
export function detailOne(): string {
  const a = new Art("d1");
  const W = 1200;
  const H = 700;
  const s = a.shadow("sh", 26, 30, "#02040f", 0.5, [W, H]);
  const v = C.brand500;
  const c = C.cyan;
  const X = 90;
  const Y = 70;
  const BW = 1020;
  const BH = 580;
  const side = 190;
  const mx = X + side + 26;
  const mw = BW - side - 52;
  const area = vlin(a, "area", [
    [0, v, 0.28],
    [1, v, 0],
  ]);
  const logo = hlin(a, "logo", [
    [0, v],
    [1, c],
  ]);
  const chartY = Y + 230;
  const chartH = 190;
  const pts = plot(
    [30, 44, 40, 56, 52, 68, 64, 80, 88],
    mx + 24,
    chartY + 60,
    mw * 0.64 - 48,
    chartH - 90,
  );
  const pts2 = plot(
    [20, 28, 30, 36, 40, 44, 48, 54, 60],
    mx + 24,
    chartY + 60,
    mw * 0.64 - 48,
    chartH - 90,
  );
  const [tx, ty] = [(pts[6]?.[0] ?? 0) + 16, (pts[6]?.[1] ?? 0) + 18];
  const tip = a.shadow("tip", 8, 10, "#02040f", 0.25, [W, H]);
  const kpi = (i: number) => {
    const w = (mw - 36) / 4;
    const x = mx + i * (w + 12);
    const col = [v, c, C.brand300, "#34d399"][i] ?? v;
    return (
      rect(x, Y + 126, w, 86, 14, C.white, { stroke: C.ink100 }) +
      rect(x + 16, Y + 142, 26, 26, 8, col, { opacity: 0.16 }) +
      circle(x + 29, Y + 155, 5, col) +
      bar(x + 52, Y + 150, 70, 7, C.ink300) +
      bar(x + 16, Y + 182, 76, 14, C.ink900) +
      path(
        smooth(
          plot(
            [
              [30, 50, 40, 70, 60, 88],
              [60, 40, 52, 46, 66, 72],
              [20, 34, 28, 48, 44, 62],
              [40, 52, 48, 60, 70, 80],
            ][i] ?? [],
            x + w - 86,
            Y + 172,
            66,
            26,
          ),
        ),
        stroke(col, 2.5),
      )
    );
  };
  const rows = [0, 1, 2, 3].map((i) => {
    const y = Y + 468 + i * 26;
    return (
      circle(mx + 36, y + 4, 8, [v, c, C.brand300, "#34d399"][i] ?? v, { opacity: 0.4 }) +
      bar(mx + 54, y, 110, 7, C.ink700) +
      bar(mx + 240, y, 60, 7, C.ink300) +
      rect(mx + 340, y - 2, 160, 10, 5, C.ink100) +
      rect(
        mx + 340,
        y - 2,
        [130, 96, 70, 50][i] ?? 50,
        10,
        5,
        [v, c, C.brand300, "#34d399"][i] ?? v,
      )
    );
  });
  const body = [
    browser(X, Y, BW, BH, { fill: C.white, bar: C.ink100, url: C.ink200, filter: s }),
    path(`M${X} ${Y + 34}H${X + side}V${Y + BH}H${X + 14}a14 14 0 0 1-14-14Z`, { fill: C.ink900 }),
    rect(X + 22, Y + 58, 30, 30, 9, logo),
    bar(X + 62, Y + 68, 80, 10, C.white),
    ...[0, 1, 2, 3, 4, 5].map((i) => {
      const y = Y + 120 + i * 40;
      const on = i === 1;
      return (
        (on ? rect(X + 14, y - 12, side - 28, 34, 10, "#ffffff14") : "") +
        rect(X + 28, y - 2, 12, 12, 4, on ? c : C.ink600) +
        bar(X + 52, y + 1, [70, 84, 60, 76, 66, 54][i] ?? 60, 7, on ? C.white : C.ink500)
      );
    }),
    rect(X + 18, Y + BH - 130, side - 36, 104, 14, "#ffffff0d", { stroke: "#ffffff1a" }),
    ring(X + 56, Y + BH - 78, 22, 7, c, 0.68, "#ffffff1a"),
    bar(X + 92, Y + BH - 90, 60, 7, C.white),
    bar(X + 92, Y + BH - 74, 44, 6, C.ink500),
    // header
    bar(mx, Y + 62, 200, 16, C.ink900),
    bar(mx, Y + 88, 130, 8, C.ink300),
    rect(mx + mw - 330, Y + 58, 180, 36, 18, C.ink50),
    circle(mx + mw - 310, Y + 76, 6, "none", stroke(C.ink300, 2)),
    bar(mx + mw - 296, Y + 73, 90, 6, C.ink200),
    rect(mx + mw - 136, Y + 58, 100, 36, 18, v),
    bar(mx + mw - 112, Y + 73, 52, 6, C.white),
    circle(mx + mw - 12, Y + 76, 16, C.brand100),
    ...[0, 1, 2, 3].map(kpi),
    // main chart
    rect(mx, chartY, mw * 0.64, chartH + 20, 14, C.white, { stroke: C.ink100 }),
    bar(mx + 24, chartY + 22, 140, 10, C.ink900),
    ...[0, 1, 2].map((i) =>
      rect(mx + mw * 0.64 - 200 + i * 60, chartY + 16, 52, 22, 11, i === 1 ? C.ink900 : C.ink50),
    ),
    ...[0, 1, 2].map((i) =>
      path(
        `M${mx + 24} ${chartY + 60 + i * 50}H${mx + mw * 0.64 - 24}`,
        stroke(C.ink100, 1, { "stroke-dasharray": "3 5" }),
      ),
    ),
    path(`${smooth(pts)}V${chartY + chartH - 30}H${mx + 24}Z`, { fill: area }),
    path(smooth(pts2), stroke(c, 2.5, { "stroke-dasharray": "6 6" })),
    path(smooth(pts), stroke(v, 3.5)),
    path(`M${pts[6]?.[0] ?? 0} ${chartY + 50}V${chartY + chartH - 30}`, stroke(C.ink300, 1.2)),
    circle(pts[6]?.[0] ?? 0, pts[6]?.[1] ?? 0, 7, C.white, { stroke: v, "stroke-width": 3 }),
    g(
      { filter: tip },
      rect(tx, ty, 110, 52, 10, C.ink900),
      bar(tx + 12, ty + 12, 50, 6, C.ink500),
      bar(tx + 12, ty + 28, 80, 10, C.white),
    ),
    path(
      `M${mx + 24} ${chartY + chartH - 6}h${mw * 0.64 - 48}`,
      stroke(C.ink200, 5, { "stroke-dasharray": "18 40" }),
    ),
    // donut
    rect(mx + mw * 0.64 + 14, chartY, mw * 0.36 - 14, chartH + 20, 14, C.white, {
      stroke: C.ink100,
    }),
    bar(mx + mw * 0.64 + 38, chartY + 22, 100, 10, C.ink900),
    circle(mx + mw * 0.64 + 110, chartY + 125, 52, "none", stroke(C.brand300, 18)),
    ring(mx + mw * 0.64 + 110, chartY + 125, 52, 18, c, 0.7),
    ring(mx + mw * 0.64 + 110, chartY + 125, 52, 18, v, 0.42),
    ...[0, 1, 2].map(
      (i) =>
        circle(mx + mw * 0.64 + 196, chartY + 96 + i * 26, 5, [v, c, C.brand300][i] ?? v) +
        bar(mx + mw * 0.64 + 208, chartY + 93 + i * 26, [56, 44, 50][i] ?? 40, 6, C.ink300),
    ),
    // table
    rect(mx, Y + 448, mw, 116, 14, C.white, { stroke: C.ink100 }),
    ...rows,
    ...[0, 1, 2, 3].map((i) =>
      rect(
        mx + mw - 120,
        Y + 464 + i * 26,
        70,
        14,
        7,
        ["#dcfce7", C.brand100, "#dcfce7", "#fef3c7"][i] ?? C.ink50,
      ),
    ),
  ];
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: [
        [0, C.ink900],
        [0.6, "#1d1a5c"],
        [1, C.brand600],
      ],
      glows: [
        [1050, 80, 420, C.cyan, 0.3],
        [120, 680, 420, C.brand500, 0.5],
      ],
      dots: ["#fff", 0.1, 24],
    }),
    ...body,
  ]);
}

/* projects / detail 2 — the same product on the web and on a phone */
export function detailTwo(): string {
  const a = new Art("d2");
  const W = 1200;
  const H = 700;
  const s = a.shadow("sh", 26, 30, C.brand700, 0.3, [W, H]);
  const v = C.brand500;
  const c = C.cyan;
  const X = 80;
  const Y = 90;
  const BW = 760;
  const BH = 520;
  const x = X + 28;
  const y = Y + 34;
  const heat = [
    [1, 0.9, 0.8, 0.7, 0.62, 0.55],
    [1, 0.84, 0.7, 0.6, 0.5, 0],
    [1, 0.8, 0.66, 0.52, 0, 0],
    [1, 0.76, 0.6, 0, 0, 0],
    [1, 0.7, 0, 0, 0, 0],
  ];
  const web = [
    browser(X, Y, BW, BH, { fill: C.white, bar: C.ink100, url: C.ink200, filter: s }),
    rect(
      x,
      y + 22,
      26,
      26,
      8,
      hlin(a, "logo", [
        [0, v],
        [1, c],
      ]),
    ),
    bar(x + 36, y + 30, 90, 10, C.ink900),
    ...[0, 1, 2, 3].map((i) => bar(x + 300 + i * 70, y + 31, 50, 7, i === 1 ? v : C.ink300)),
    circle(x + BW - 76, y + 35, 15, C.brand100),
    // funnel
    rect(x, y + 72, 330, 400, 16, C.ink50),
    bar(x + 22, y + 94, 120, 10, C.ink900),
    bar(x + 22, y + 112, 80, 7, C.ink300),
    ...[1, 0.78, 0.56, 0.36].map((k, i) => {
      const w = 286 * k;
      return (
        rect(x + 22, y + 146 + i * 74, w, 56, 12, [v, "#8b74ff", C.brand300, C.cyan][i] ?? v, {
          opacity: 1 - i * 0.1,
        }) +
        bar(x + 38, y + 166 + i * 74, 50, 7, C.white) +
        bar(x + 38, y + 180 + i * 74, 30, 9, C.white)
      );
    }),
    // cohort heatmap
    rect(x + 350, y + 72, 354, 250, 16, C.ink50),
    bar(x + 372, y + 94, 130, 10, C.ink900),
    ...heat.flatMap((row, r) =>
      row.map((k, col) =>
        k
          ? rect(x + 372 + col * 52, y + 126 + r * 36, 46, 30, 6, v, {
              opacity: Math.max(0.12, k * 0.95),
            })
          : rect(x + 372 + col * 52, y + 126 + r * 36, 46, 30, 6, C.ink100),
      ),
    ),
    // stat cards
    ...[0, 1].map(
      (i) =>
        rect(x + 350 + i * 182, y + 338, 172, 134, 16, C.ink50) +
        bar(x + 370 + i * 182, y + 360, 80, 7, C.ink300) +
        bar(x + 370 + i * 182, y + 378, 100, 16, C.ink900) +
        path(
          smooth(
            plot(
              [
                [20, 40, 30, 60, 55, 80],
                [60, 50, 56, 40, 44, 30],
              ][i] ?? [],
              x + 370 + i * 182,
              y + 410,
              132,
              44,
            ),
          ),
          stroke([c, "#f87171"][i] ?? c, 3),
        ),
    ),
  ];
  const PX = 900;
  const PY = 120;
  const px = PX + 8;
  const py = PY + 8;
  const pw = 224;
  const mobile = [
    phone(PX, PY, 240, 500, { frame: C.ink900, screen: C.white, filter: s }),
    bar(px + 16, py + 48, 70, 7, C.ink300),
    bar(px + 16, py + 62, 130, 13, C.ink900),
    rect(
      px + 12,
      py + 92,
      pw - 24,
      140,
      18,
      hlin(a, "card", [
        [0, v],
        [1, C.brand700],
      ]),
    ),
    bar(px + 28, py + 110, 70, 7, C.brand100),
    bar(px + 28, py + 126, 110, 16, C.white),
    path(smooth(plot([20, 40, 34, 56, 50, 74, 90], px + 28, py + 156, pw - 56, 60)), stroke(c, 3)),
    ...[0, 1, 2, 3].map((i) => {
      const k = [1, 0.78, 0.56, 0.36][i] ?? 1;
      return rect(
        px + 12,
        py + 250 + i * 34,
        (pw - 24) * k,
        26,
        8,
        [v, "#8b74ff", C.brand300, c][i] ?? v,
      );
    }),
    rect(px + 12, py + 396, pw - 24, 62, 16, C.ink50),
    circle(px + 40, py + 427, 14, "#dcfce7"),
    path(`M${px + 34} ${py + 428}l4 4 8-8`, stroke("#16a34a", 2.5)),
    bar(px + 64, py + 418, 100, 7, C.ink900),
    bar(px + 64, py + 432, 70, 6, C.ink300),
  ];
  const link = [
    path(
      "M840 360C866 360 876 340 900 340",
      stroke(C.white, 3, { "stroke-dasharray": "2 9", opacity: 0.8 }),
    ),
    circle(870, 350, 16, C.white),
    path("M864 346h12m-4-4 4 4-4 4M876 354h-12m4 4-4-4 4-4", stroke(v, 2)),
  ];
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: [
        [0, "#efeaff"],
        [0.5, C.brand300],
        [1, C.brand600],
      ],
      glows: [
        [1000, 120, 420, C.cyan300, 0.45],
        [200, 650, 420, C.white, 0.5],
      ],
      dots: ["#fff", 0.3, 24],
    }),
    ...web,
    ...mobile,
    ...link,
  ]);
}

/* the video poster — cinematic, with room for a play button in the middle */
export function videoPoster(): string {
  const a = new Art("vp");
  const W = 1280;
  const H = 720;
  const blur = (name: string, sd: number) => {
    const ref = a.def(
      name,
      el(
        "filter",
        { filterUnits: "userSpaceOnUse", x: -200, y: -200, width: W + 400, height: H + 400 },
        el("feGaussianBlur", { stdDeviation: sd }),
      ),
    );
    return `url(${ref})`;
  };
  const soft = blur("soft", 60);
  const rim = a.lin("rim", [
    [0, C.brand300, 0.9],
    [0.5, C.brand500, 0.3],
    [1, C.cyan, 0.8],
  ]);
  const rim2 = a.lin("rim2", [
    [0, C.cyan300, 0.8],
    [1, C.brand500, 0.2],
  ]);
  const glassFill = a.lin("glass", [
    [0, "#ffffff", 0.09],
    [1, "#ffffff", 0.02],
  ]);
  const beam = a.lin(
    "beam",
    [
      [0, C.brand500, 0],
      [0.5, C.brand300, 0.35],
      [1, C.cyan, 0],
    ],
    0,
    0,
    1,
    0,
  );
  // perspective floor grid
  const hz = 470;
  const floor = [
    ...Array.from({ length: 17 }, (_, i) => {
      const x = -320 + i * 120;
      return `M${640 + (x - 640) * 0.18} ${hz}L${x} ${H}`;
    }),
    ...[0, 1, 2, 3, 4, 5].map((i) => {
      const y = hz + (H - hz) * Math.pow(i / 5, 1.8);
      return `M0 ${y.toFixed(1)}H${W}`;
    }),
  ].join("");
  const floorFade = vlin(a, "floor", [
    [0, C.ink950, 0],
    [1, C.ink950, 0.75],
  ]);
  // devices: laptop (left), tablet (right), phone (front right), all silhouettes with rim light
  const laptopD = g(
    {},
    rect(150, 250, 380, 240, 18, glassFill, { stroke: rim, "stroke-width": 2 }),
    rect(168, 268, 344, 196, 8, "#0b1130cc"),
    path(
      smooth(plot([20, 36, 30, 54, 48, 70, 62, 86], 190, 310, 300, 130)),
      stroke(C.cyan, 3, { opacity: 0.8 }),
    ),
    bar(190, 290, 110, 8, "#ffffff40"),
    path("M110 490H570l-22 22H132Z", { fill: "#ffffff14", stroke: rim, "stroke-width": 1.5 }),
  );
  const tablet = g(
    {},
    rect(830, 200, 260, 340, 26, glassFill, { stroke: rim2, "stroke-width": 2 }),
    rect(846, 216, 228, 308, 14, "#0b1130cc"),
    ...[0, 1, 2].map((i) =>
      rect(866, 240 + i * 86, 188, 70, 12, "#ffffff0d", { stroke: "#ffffff14" }),
    ),
    ring(904, 275, 20, 6, C.brand300, 0.7, "#ffffff1a"),
    bar(940, 266, 90, 8, "#ffffff55"),
    bar(940, 282, 60, 6, "#ffffff30"),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(
        884 + i * 32,
        400 - [20, 34, 26, 44, 52][i]!,
        18,
        [20, 34, 26, 44, 52][i]!,
        4,
        C.brand500,
        { opacity: 0.7 },
      ),
    ),
  );
  const phoneD = g(
    {},
    rect(1010, 330, 150, 300, 30, "#0d1336", { stroke: rim, "stroke-width": 2 }),
    rect(1022, 342, 126, 276, 20, "#0b1130"),
    rect(1062, 352, 46, 12, 6, "#000"),
    circle(1085, 440, 34, "none", stroke(C.cyan, 6, { opacity: 0.7 })),
    ...[0, 1].map((i) => bar(1040, 500 + i * 22, 90 - i * 30, 8, "#ffffff30")),
  );
  const rings = [
    circle(640, 360, 120, "none", stroke("#ffffff1f", 1.5)),
    circle(640, 360, 190, "none", stroke("#ffffff12", 1.5, { "stroke-dasharray": "3 10" })),
    circle(640, 360, 280, "none", stroke("#ffffff0d", 1)),
  ];
  return a.svg(W, H, [
    scene(a, W, H, {
      stops: [
        [0, C.ink950],
        [0.5, C.ink900],
        [1, "#120e3a"],
      ],
    }),
    g(
      { filter: soft },
      el("ellipse", { cx: 380, cy: 220, rx: 360, ry: 200, fill: C.brand600, opacity: 0.55 }),
      el("ellipse", { cx: 980, cy: 520, rx: 320, ry: 180, fill: C.cyan, opacity: 0.28 }),
      el("ellipse", { cx: 640, cy: 360, rx: 260, ry: 160, fill: C.brand500, opacity: 0.35 }),
    ),
    path("M-100 520L1380 120", stroke(beam, 90, { opacity: 0.5 })),
    path("M-100 640L1380 300", stroke(beam, 40, { opacity: 0.35 })),
    path(floor, stroke(C.brand300, 1, { opacity: 0.18 })),
    rect(0, hz, W, H - hz, 0, floorFade),
    path(`M0 ${hz}H${W}`, stroke(beam, 2)),
    ...rings,
    laptopD,
    tablet,
    phoneD,
    ...[
      [120, 110, 10],
      [1160, 140, 14],
      [760, 90, 7],
      [300, 620, 8],
    ].map(([x = 0, y = 0, r = 0], i) =>
      sparkle(x, y, r, i % 2 ? C.cyan300 : C.brand300, { opacity: 0.9 }),
    ),
    rect(
      0,
      0,
      W,
      H,
      0,
      a.rad("vig", [
        [0.6, C.ink950, 0],
        [1, C.ink950, 0.7],
      ]),
    ),
  ]);
}
