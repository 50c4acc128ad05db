/**
 * Renders the promo clip: public/media/genesis-showreel.{webm,mp4,vtt}.
 *
 * Each frame is an HTML page (an SVG scene drawn with ./shapes.ts plus titles set
 * in the site's font, Plus Jakarta Sans), screenshotted by the system Chromium,
 * then encoded with ffmpeg (VP9 for WebM, H.264 for MP4; no audio track).
 *
 *   npx tsx tools/art/make-showreel.ts [--frames-only] [--keep]
 *
 * Needs /usr/bin/chromium (or CHROMIUM=…) and ffmpeg (`apt-get install -y ffmpeg`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { C, check, hlin, spark } from "./kit.ts";
import {
  Art,
  bar,
  browser,
  circle,
  el,
  g,
  path,
  phone,
  plot,
  rect,
  ring,
  smooth,
  sparkle,
  stroke,
} from "./shapes.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT = join(ROOT, "public/media");
const TMP = "/tmp/genesis-showreel";
const W = 1280;
const H = 720;
const FPS = 25;
const DURATION = 10;
const FRAMES = FPS * DURATION;

/** The titles, in order, with their time spans (seconds). Also written as captions. */
const SCENES = [
  { from: 0, to: 2.6, caption: "Genesis — software and digital agency" },
  { from: 2.6, to: 5.2, caption: "Websites that perform" },
  { from: 5.2, to: 7.8, caption: "Apps people love to use" },
  { from: 7.8, to: 10, caption: "Let's build what's next" },
] as const;

/* ------------------------------------------------------------------ timing */

const clamp = (v: number) => Math.max(0, Math.min(1, v));
const seg = (t: number, a: number, b: number) => clamp((t - a) / (b - a));
const ease = (x: number) => 1 - Math.pow(1 - clamp(x), 3);
const easeInOut = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2);
/** Spring-ish overshoot for pops. */
const pop = (x: number) => {
  const c = 1.7;
  const v = clamp(x) - 1;
  return 1 + (c + 1) * v * v * v + c * v * v;
};
const lerp = (a: number, b: number, k: number) => a + (b - a) * k;

/** A scene's opacity: fades in over `f` s after its start and out before its end. */
function presence(t: number, i: number, f = 0.35): number {
  const s = SCENES[i];
  if (!s) return 0;
  const last = i === SCENES.length - 1;
  const first = i === 0;
  const inK = first ? 1 : ease(seg(t, s.from - f / 2, s.from + f / 2));
  const outK = last ? 1 : 1 - easeInOut(seg(t, s.to - f / 2, s.to + f / 2));
  return Math.min(inK, outK);
}

/* ------------------------------------------------------------------ drawing */

/** The Genesis "G": a ring drawn to `k` and its crossbar. */
function gMark(a: Art, cx: number, cy: number, r: number, k: number, w = r * 0.3) {
  const grad = a.lin("gm", [
    [0, C.brand300],
    [0.5, C.brand500],
    [1, C.cyan],
  ]);
  const len = 2 * Math.PI * r * 0.86;
  if (k < 0.01) return "";
  return g(
    {},
    circle(cx, cy, r, "none", {
      ...stroke(grad, w),
      "stroke-dasharray": `${(len * k).toFixed(1)} 999`,
      transform: `rotate(-8 ${cx} ${cy})`,
    }),
    path(
      `M${cx + r} ${cy}H${lerp(cx + r, cx + r * 0.12, ease(seg(k, 0.6, 1)))}`,
      stroke(C.cyan, w, { opacity: k > 0.6 ? 1 : 0 }),
    ),
  );
}

function background(a: Art, t: number): string {
  const bg = a.lin("bg", [
    [0, C.ink950],
    [0.55, C.ink900],
    [1, "#141046"],
  ]);
  const blur = a.def(
    "blur",
    el(
      "filter",
      { filterUnits: "userSpaceOnUse", x: -300, y: -300, width: W + 600, height: H + 600 },
      el("feGaussianBlur", { stdDeviation: 70 }),
    ),
  );
  const grain = a.def(
    "grain",
    el(
      "filter",
      { filterUnits: "userSpaceOnUse", x: 0, y: 0, width: W, height: H },
      el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.9, numOctaves: 1, seed: 7 }),
      el("feColorMatrix", { values: "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1.6 -.5" }),
    ),
  );
  const p = t / DURATION;
  const drift = (t * 12) % 48;
  const grid = a.pattern(
    "grid",
    48,
    path("M48 0H0V48", stroke("#fff", 1, { opacity: 0.04 })),
    48,
    -drift,
    drift * 0.5,
  );
  const stars = [
    [120, 110, 9, 0],
    [1160, 150, 12, 1.3],
    [760, 80, 6, 2.1],
    [300, 620, 8, 0.7],
    [1040, 610, 7, 2.8],
    [520, 170, 5, 1.9],
  ].map(([x = 0, y = 0, r = 0, ph = 0], i) =>
    sparkle(x, y - t * 4, r, i % 2 ? C.cyan300 : C.brand300, {
      opacity: (0.35 + 0.45 * (0.5 + 0.5 * Math.sin(t * 2.2 + ph * 3))).toFixed(2),
    }),
  );
  return [
    rect(0, 0, W, H, 0, bg),
    g(
      { filter: `url(${blur})` },
      el("ellipse", {
        cx: lerp(300, 900, easeInOut(p)),
        cy: 220 + 60 * Math.sin(t * 0.7),
        rx: 380,
        ry: 220,
        fill: C.brand600,
        opacity: 0.5,
      }),
      el("ellipse", {
        cx: lerp(1040, 380, easeInOut(p)),
        cy: 540 - 50 * Math.sin(t * 0.6),
        rx: 320,
        ry: 180,
        fill: C.cyan,
        opacity: 0.22,
      }),
    ),
    rect(0, 0, W, H, 0, grid),
    // A fixed, faint grain: dithers the soft gradients so they do not band.
    rect(0, 0, W, H, 0, "#fff", { filter: `url(${grain})`, opacity: 0.05 }),
    ...stars,
  ].join("");
}

/** Scene 2 art: a browser building itself, a gauge card. */
function sceneWeb(a: Art, t: number): string {
  const s0 = SCENES[1].from;
  const k = ease(seg(t, s0 - 0.1, s0 + 0.9));
  const X = lerp(W + 40, 600, k);
  const Y = 150;
  const BW = 580;
  const x = X + 28;
  const y = Y + 34;
  const grow = (d: number) => ease(seg(t, s0 + 0.5 + d, s0 + 1.2 + d));
  const sh = a.shadow("sh", 24, 28, "#01030c", 0.5, [W, H]);
  const hero = hlin(a, "hero", [
    [0, C.brand500],
    [1, C.cyan],
  ]);
  const pts = plot([20, 34, 28, 48, 42, 62, 58, 80], x + 290, y + 100, 224, 110);
  const chart = smooth(pts);
  const drawn = grow(0.4);
  /** A text-line bar that grows from its left end (and is not drawn before it starts). */
  const gbar = (bx: number, by: number, w: number, h: number, c: string, d: number) => {
    const k = grow(d);
    return k > 0.01
      ? bar(bx, by, h + (w - h) * k, h, c, { opacity: Math.min(1, k * 3).toFixed(2) })
      : "";
  };
  const gk = pop(seg(t, s0 + 1.1, s0 + 1.7));
  const needle = ease(seg(t, s0 + 1.3, s0 + 2.3));
  const gx = lerp(X, 600, 1) - 60;
  const gy = 430;
  const deg = Math.PI - Math.PI * 0.92 * needle;
  return [
    browser(X, Y, BW, 400, { fill: C.white, bar: C.ink100, url: C.ink200, filter: sh }),
    rect(x, y + 20, 22, 22, 7, C.brand500),
    bar(x + 32, y + 27, 60, 9, C.ink900),
    ...[0, 1, 2].map((i) => gbar(x + 330 + i * 56, y + 28, 46, 6, C.ink300, i * 0.1)),
    gbar(x, y + 80, 248, 18, C.ink900, 0),
    gbar(x, y + 108, 188, 18, C.ink900, 0.1),
    gbar(x, y + 142, 217, 7, C.ink300, 0.2),
    gbar(x, y + 158, 177, 7, C.ink300, 0.25),
    rect(x, y + 190, 120, 40, 20, C.brand500, { opacity: grow(0.3) }),
    rect(x + 270, y + 76, 254, 170, 16, C.ink50),
    path(`${chart}V${y + 230}H${x + 290}Z`, { fill: hero, opacity: (0.25 * drawn).toFixed(2) }),
    drawn > 0.01
      ? path(chart, { ...stroke(hero, 4), "stroke-dasharray": `${(400 * drawn).toFixed(0)} 999` })
      : "",
    ...[0, 1, 2].map(
      (i) =>
        rect(x + i * 178, y + 270, 166, 80, 14, C.ink50, { opacity: grow(0.4 + i * 0.1) }) +
        gbar(x + 16 + i * 178, y + 300, 108, 8, C.ink900, 0.5 + i * 0.1),
    ),
    g(
      {
        transform: `translate(${gx + 120} ${gy + 80}) scale(${Math.max(0.001, gk).toFixed(3)}) translate(${-gx - 120} ${-gy - 80})`,
        filter: sh,
      },
      rect(gx, gy, 240, 160, 20, C.ink900, { stroke: "#ffffff26" }),
      path(`M${gx + 40} ${gy + 120}A80 80 0 0 1 ${gx + 200} ${gy + 120}`, stroke("#ffffff1a", 16)),
      path(
        `M${gx + 40} ${gy + 120}A80 80 0 0 1 ${(gx + 120 + 80 * Math.cos(deg)).toFixed(1)} ${(gy + 120 - 80 * Math.sin(deg)).toFixed(1)}`,
        stroke(hero, 16),
      ),
      path(
        `M${gx + 120} ${gy + 120}L${(gx + 120 + 58 * Math.cos(deg)).toFixed(1)} ${(gy + 120 - 58 * Math.sin(deg)).toFixed(1)}`,
        stroke(C.white, 5),
      ),
      circle(gx + 120, gy + 120, 9, C.white),
    ),
  ].join("");
}

/** Scene 3 art: three phones rising in a fan, a notification. */
function sceneApps(a: Art, t: number): string {
  const s0 = SCENES[2].from;
  const sh = a.shadow("sh2", 24, 28, "#01030c", 0.5, [W, H]);
  const tile = hlin(a, "tile", [
    [0, C.brand500],
    [1, C.cyan],
  ]);
  const screen = (x: number, y: number, w: number, kind: number) => {
    const sx = x + 8;
    const sy = y + 8;
    const sw = w - 16;
    return [
      bar(sx + 16, sy + 46, 50, 6, C.ink300),
      bar(sx + 16, sy + 60, 100, 11, C.ink900),
      rect(
        sx + 12,
        sy + 86,
        sw - 24,
        110,
        16,
        kind === 1 ? tile : kind === 0 ? C.brand100 : "#dff8fc",
      ),
      kind === 1
        ? path(
            smooth(plot([30, 50, 40, 70, 60, 88], sx + 28, sy + 110, sw - 56, 70)),
            stroke(C.white, 3),
          )
        : circle(sx + sw / 2, sy + 141, 30, kind === 0 ? C.brand300 : C.cyan300),
      ...[0, 1, 2].map(
        (i) =>
          rect(sx + 12, sy + 212 + i * 50, sw - 24, 40, 12, C.ink50) +
          circle(sx + 32, sy + 232 + i * 50, 8, [C.brand500, C.cyan, C.brand300][i] ?? C.cyan, {
            opacity: 0.6,
          }) +
          bar(sx + 48, sy + 228 + i * 50, sw * 0.45, 7, C.ink700),
      ),
      rect(sx + 12, sy + 370, sw - 24, 38, 19, kind === 1 ? C.ink900 : C.brand500),
    ].join("");
  };
  const phones = [
    [150, 150, -9, 0.2, 0],
    [470, 150, 9, 0.35, 2],
    [300, 110, 0, 0, 1],
  ] as const;
  const out = phones.map(([x, y, rot, d, kind]) => {
    const k = ease(seg(t, s0 - 0.1 + d, s0 + 0.9 + d));
    const dy = lerp(520, 0, k);
    const w = kind === 1 ? 240 : 210;
    const h = kind === 1 ? 460 : 420;
    return g(
      {
        transform: `translate(0 ${dy.toFixed(1)}) rotate(${rot} ${x + w / 2} ${y + h / 2})`,
        opacity: k.toFixed(3),
      },
      phone(x, y, w, h, { frame: C.ink800, screen: C.white, filter: sh, edge: "#ffffff26" }),
      screen(x, y, w, kind),
    );
  });
  const nk = pop(seg(t, s0 + 1.1, s0 + 1.6));
  const notif = g(
    {
      transform: `translate(620 170) scale(${Math.max(0.001, nk).toFixed(3)}) translate(-620 -170)`,
      filter: sh,
    },
    rect(520, 140, 230, 64, 20, "#ffffffee"),
    rect(534, 152, 40, 40, 12, tile),
    spark(552, 175, 9, C.white),
    bar(586, 158, 120, 8, C.ink900),
    bar(586, 174, 140, 6, C.ink300),
  );
  const rk = pop(seg(t, s0 + 1.4, s0 + 1.9));
  const like = g(
    {
      transform: `translate(180 560) scale(${Math.max(0.001, rk).toFixed(3)}) translate(-180 -560)`,
      filter: sh,
    },
    rect(100, 530, 170, 56, 28, C.white),
    check(132, 558, 15, "#22c55e"),
    bar(156, 548, 90, 8, C.ink900),
    bar(156, 563, 60, 6, C.ink300),
  );
  return [...out, notif, like].join("");
}

function frame(t: number): string {
  const a = new Art("f");
  const p = SCENES.map((_, i) => presence(t, i));
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0] = p;
  const s1 = SCENES[0];
  const ring1 = ease(seg(t, 0.2, 1.4));
  const svg = [
    background(a, t),
    p0 > 0
      ? g(
          { opacity: p0.toFixed(3) },
          circle(
            640,
            290,
            150,
            "none",
            stroke(C.brand300, 1.5, {
              opacity: (0.25 * ring1).toFixed(2),
              "stroke-dasharray": "3 10",
            }),
          ),
          circle(
            640,
            290,
            lerp(60, 220, ease(seg(t, 0.1, 2.4))),
            "none",
            stroke(C.brand300, 1, { opacity: (0.3 * (1 - seg(t, 0.1, 2.4))).toFixed(2) }),
          ),
          gMark(a, 640, 290, 62, ease(seg(t, 0.15, 1.3))),
        )
      : "",
    p1 > 0 ? g({ opacity: p1.toFixed(3) }, sceneWeb(a, t)) : "",
    p2 > 0 ? g({ opacity: p2.toFixed(3) }, sceneApps(a, t)) : "",
    p3 > 0
      ? g(
          { opacity: p3.toFixed(3) },
          circle(
            640,
            250,
            110 + 8 * Math.sin(t * 3),
            "none",
            stroke(C.brand300, 1.5, { opacity: 0.35, "stroke-dasharray": "3 10" }),
          ),
          a.glow("end", 640, 250, 200, C.brand500, 0.35 + 0.1 * Math.sin(t * 3)),
          gMark(a, 640, 250, 44, ease(seg(t, SCENES[3].from, SCENES[3].from + 0.9))),
          t > SCENES[3].from + 0.25
            ? ring(640, 250, 78, 2, C.cyan, ease(seg(t, SCENES[3].from + 0.2, 9.6)))
            : "",
        )
      : "",
  ].join("");
  // Titles (HTML, in the brand font), each with its own entrance.
  const rise = (from: number, d = 0) => {
    const k = ease(seg(t, from + d, from + d + 0.7));
    return `opacity:${k.toFixed(3)};transform:translateY(${((1 - k) * 24).toFixed(1)}px)`;
  };
  const titles = [
    p0 > 0
      ? `<div class="c" style="top:392px;opacity:${p0.toFixed(3)}"><div class="big" style="${rise(s1.from, 0.9)}">Genesis</div><div class="sub" style="${rise(s1.from, 1.25)}">Software &amp; digital agency</div></div>`
      : "",
    p1 > 0
      ? `<div class="l" style="left:96px;top:250px;opacity:${p1.toFixed(3)}"><div class="eyebrow" style="${rise(SCENES[1].from, 0.2)}">Web development</div><div class="h" style="${rise(SCENES[1].from, 0.3)}">Websites<br>that <span class="grad">perform</span></div><div class="sub" style="${rise(SCENES[1].from, 0.6)}">Fast, accessible, built to convert.</div></div>`
      : "",
    p2 > 0
      ? `<div class="l" style="left:800px;top:250px;opacity:${p2.toFixed(3)}"><div class="eyebrow" style="${rise(SCENES[2].from, 0.2)}">Mobile apps</div><div class="h" style="${rise(SCENES[2].from, 0.3)}">Apps people<br><span class="grad">love</span> to use</div><div class="sub" style="${rise(SCENES[2].from, 0.6)}">iOS, Android and everything between.</div></div>`
      : "",
    p3 > 0
      ? `<div class="c" style="top:380px;opacity:${p3.toFixed(3)}"><div class="h" style="${rise(SCENES[3].from, 0.3)}">Let's build <span class="grad">what's next</span></div><div style="${rise(SCENES[3].from, 0.7)}"><span class="cta">Start a project</span></div></div>`
      : "",
  ].join("");
  return a.svg(W, H, [svg]) + titles;
}

function page(): string {
  const font = readFileSync(
    join(
      ROOT,
      "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
    ),
  ).toString("base64");
  return `<!doctype html><html><head><style>
@font-face{font-family:"Jakarta";src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:200 800}
html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden;background:${C.ink950}}
#root{position:relative;width:${W}px;height:${H}px;font-family:"Jakarta",sans-serif;color:#fff}
#root svg{position:absolute;inset:0}
.c{position:absolute;left:0;right:0;text-align:center}
.l{position:absolute;width:420px}
.big{font-size:76px;font-weight:800;letter-spacing:-2px;line-height:1}
.h{font-size:54px;font-weight:800;letter-spacing:-1.5px;line-height:1.08}
.sub{margin-top:14px;font-size:22px;font-weight:500;color:${C.brand300}}
.eyebrow{font-size:15px;font-weight:700;letter-spacing:3px;text-transform:uppercase;color:${C.cyan300};margin-bottom:14px}
.grad{background:linear-gradient(100deg,${C.brand300},${C.cyan300});-webkit-background-clip:text;background-clip:text;color:transparent}
.cta{display:inline-block;margin-top:26px;padding:16px 34px;border-radius:999px;font-size:20px;font-weight:700;background:linear-gradient(100deg,${C.brand500},${C.brand600});box-shadow:0 12px 40px #5b3df580}
</style></head><body><div id="root"></div></body></html>`;
}

function vtt(): string {
  const ts = (s: number) => {
    const m = Math.floor(s / 60);
    const sec = s - m * 60;
    return `00:${String(m).padStart(2, "0")}:${sec.toFixed(3).padStart(6, "0")}`;
  };
  return (
    "WEBVTT\n\n" +
    SCENES.map((s, i) => `${i + 1}\n${ts(s.from)} --> ${ts(s.to)}\n${s.caption}\n`).join("\n")
  );
}

async function render() {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  writeFileSync(join(TMP, "index.html"), page());
  const chrome = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--force-color-profile=srgb"],
  });
  const tab = await chrome.newPage({ viewport: { width: W, height: H } });
  await tab.goto(`file://${join(TMP, "index.html")}`);
  await tab.evaluate(() => document.fonts.ready.then(() => undefined));
  for (let i = 0; i < FRAMES; i++) {
    const html = frame(i / FPS);
    await tab.evaluate((h) => {
      const root = document.getElementById("root");
      if (root) root.innerHTML = h;
    }, html);
    await tab.screenshot({ path: join(TMP, `f${String(i).padStart(4, "0")}.png`) });
    if (i % 50 === 0) console.log(`frame ${i}/${FRAMES}`);
  }
  await chrome.close();
}

function encode() {
  mkdirSync(OUT, { recursive: true });
  const input = [
    "-y",
    "-hide_banner",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    join(TMP, "f%04d.png"),
  ];
  const webm = join(OUT, "genesis-showreel.webm");
  const mp4 = join(OUT, "genesis-showreel.mp4");
  // Small enough to start at once on a phone: VP9 in constrained quality, capped at
  // 160 kbit/s (about 160 kB for the 10 s); H.264 at an average 400 kbit/s (about 465 kB),
  // the rates of the committed clip. The frames carry a faint static grain, which keeps
  // gradients from banding at these rates.
  execFileSync(
    "ffmpeg",
    [
      ...input,
      ...["-c:v", "libvpx-vp9", "-crf", "40", "-b:v", "160k", "-pix_fmt", "yuv420p"],
      ...["-row-mt", "1", "-deadline", "good", "-cpu-used", "2", "-an", webm],
    ],
    { stdio: "inherit" },
  );
  execFileSync(
    "ffmpeg",
    [
      ...input,
      ...["-c:v", "libx264", "-preset", "slow", "-b:v", "400k"],
      ...["-maxrate", "600k", "-bufsize", "1200k", "-pix_fmt", "yuv420p", "-profile:v", "high"],
      ...["-movflags", "+faststart", "-an", mp4],
    ],
    { stdio: "inherit" },
  );
  writeFileSync(join(OUT, "genesis-showreel.vtt"), vtt());
  for (const f of [webm, mp4, join(OUT, "genesis-showreel.vtt")])
    console.log(
      `${f.slice(ROOT.length + 1).padEnd(36)} ${(statSync(f).size / 1024).toFixed(0)} kB`,
    );
}

const args = process.argv.slice(2);
await render();
if (!args.includes("--frames-only")) encode();
if (!args.includes("--keep") && !args.includes("--frames-only"))
  rmSync(TMP, { recursive: true, force: true });
