/**
 * Flat-illustration portraits: the team (480×560) and client avatars (160×160).
 *
 * Every person is drawn on one 480×560 grid (face centred on x = 240) from a
 * handful of parameters: skin, hair style and colour, clothing, accessories and
 * a background. Avatars draw the same figure, scaled and cropped to the head.
 */
import { Art, circle, el, g, path, rect, stroke } from "./shapes.ts";
import { C } from "./kit.ts";

export type Hair = "afro" | "crop" | "bob" | "long" | "bun" | "buzz" | "sidepart" | "hijab";
export type Outfit = "crew" | "turtle" | "blazer" | "hoodie" | "shirt" | "cardigan";

export interface Person {
  skin: string;
  hair: Hair;
  hairColor: string;
  outfit: Outfit;
  /** Main clothing colour, then the inner layer (shirt, tee) where there is one. */
  cloth: string;
  inner?: string;
  beard?: "full" | "stubble";
  glasses?: string;
  earrings?: string;
  /** Background gradient (top-left → bottom-right) and the disc behind the head. */
  bg: readonly [string, string];
  disc: string;
  /** A thin accent used for the decorative ring and dots. */
  accent: string;
  /** "happy": smiling, closed eyes. */
  eyes?: "happy";
  /** Head tilt in degrees (a few degrees reads as friendly). */
  tilt?: number;
}

/** Mixes a hex colour towards black (k < 0) or white (k > 0). */
export function shade(hex: string, k: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k),
  );
  return `#${ch.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

const CX = 240;

/* The body: shoulders and torso, in the outfit's colour. */
const TORSO =
  "M36 600C40 480 98 432 172 414C194 409 206 402 210 388H270C274 402 286 409 308 414C382 432 440 480 444 600Z";
const NECK = "M210 292V398C214 424 266 424 270 398V292Z";
const FACE =
  "M174 226C174 176 204 148 240 148C276 148 306 176 306 226V246C306 294 276 328 240 328C204 328 174 294 174 246Z";

function hairBack(p: Person): string {
  const c = p.hairColor;
  const hi = shade(c, 0.14);
  switch (p.hair) {
    case "afro": {
      const puffs: [number, number, number][] = [
        [240, 150, 92],
        [166, 178, 62],
        [314, 178, 62],
        [156, 240, 52],
        [324, 240, 52],
        [172, 292, 40],
        [308, 292, 40],
        [200, 108, 48],
        [280, 108, 48],
      ];
      return (
        puffs.map(([x, y, r]) => circle(x, y, r, c)).join("") +
        path(
          "M188 96c6-8 18-8 22 0M262 84c6-8 18-8 22 0M132 178c4-8 16-10 22-2M318 168c6-6 16-4 20 4M146 262c4-8 14-10 20-4M322 256c6-6 16-4 18 4M230 62c6-8 18-8 24 0",
          stroke(hi, 5, { opacity: 0.55 }),
        )
      );
    }
    case "bob":
      return path(
        "M156 326C144 226 164 126 240 124C316 126 336 226 324 326C298 338 182 338 156 326Z",
        {
          fill: c,
        },
      );
    case "long":
      return path(
        "M150 452C132 350 140 236 164 178C186 128 294 128 316 178C340 236 348 350 330 452C296 466 184 466 150 452Z",
        { fill: c },
      );
    case "bun":
      return circle(CX, 126, 34, c) + circle(228, 114, 10, hi, { opacity: 0.5 });
    case "hijab":
      return path("M150 318C138 204 178 116 240 116C302 116 342 204 330 318Z", {
        fill: shade(c, -0.12),
      });
    default:
      return "";
  }
}

function hairFront(p: Person): string {
  const c = p.hairColor;
  const hi = shade(c, 0.18);
  switch (p.hair) {
    case "afro":
      return (
        path(
          "M172 232C166 170 198 136 240 136C282 136 314 170 308 232C300 206 282 192 262 196C248 188 232 188 218 196C198 192 180 206 172 232Z",
          {
            fill: c,
          },
        ) + [186, 212, 240, 268, 294].map((x, i) => circle(x, 198 - (i % 2) * 6, 12, c)).join("")
      );
    case "crop":
      return (
        path(
          "M172 240C164 176 190 126 246 124C298 124 322 166 310 240C306 214 298 198 288 190C260 198 222 194 194 180C184 196 176 214 172 240Z",
          { fill: c },
        ) +
        path("M214 140C236 130 268 130 290 146", stroke(hi, 6, { opacity: 0.6 })) +
        path("M174 238V268M306 238V268", stroke(c, 6))
      );
    case "sidepart":
      return (
        path(
          "M172 244C162 180 190 132 240 130C292 128 320 170 310 244C306 214 298 196 284 186C252 194 212 184 200 168C188 186 178 210 172 244Z",
          { fill: c },
        ) + path("M200 168C220 150 256 146 286 160", stroke(hi, 5, { opacity: 0.7 }))
      );
    case "buzz":
      return path(
        "M176 226C176 172 206 144 240 144C274 144 304 172 304 226C298 198 274 182 240 182C206 182 182 198 176 226Z",
        { fill: c, opacity: 0.92 },
      );
    case "bob":
      return (
        path(
          "M172 222C170 164 202 138 240 138C280 138 312 164 308 222C292 206 270 196 242 198C214 196 188 206 172 222Z",
          {
            fill: c,
          },
        ) + path("M196 160C216 146 256 144 280 156", stroke(hi, 5, { opacity: 0.4 }))
      );
    case "long":
      return (
        path(
          "M172 244C164 174 200 136 246 136C292 138 318 178 308 244C300 212 284 188 256 176C236 200 204 218 172 244Z",
          { fill: c },
        ) +
        path("M300 196C324 250 324 330 346 436C330 432 314 440 302 450C312 360 304 290 286 222Z", {
          fill: c,
        }) +
        path("M200 170C222 150 256 146 282 156", stroke(hi, 5, { opacity: 0.4 }))
      );
    case "bun":
      return (
        path(
          "M174 232C170 172 204 142 240 142C276 142 310 172 306 232C300 198 276 176 240 176C204 176 180 198 174 232Z",
          {
            fill: c,
          },
        ) + path("M204 160C224 150 256 150 276 160", stroke(hi, 4, { opacity: 0.6 }))
      );
    case "hijab": {
      const lite = shade(c, 0.22);
      return (
        // The band framing the face, then the drape under the chin and over the shoulders.
        path("M178 270C168 184 200 144 240 144C280 144 312 184 302 270", stroke(c, 20)) +
        path(
          "M172 262C178 314 206 344 240 344C274 344 302 314 308 262C326 300 334 336 348 366C392 394 424 430 430 476C344 514 136 514 50 476C56 430 88 394 132 366C146 336 154 300 172 262Z",
          { fill: c },
        ) +
        path("M186 174C206 154 252 150 282 162", stroke(lite, 5, { opacity: 0.7 })) +
        path(
          "M150 372C188 404 292 404 330 372M132 414C196 452 284 452 348 414",
          stroke(shade(c, -0.2), 4, { opacity: 0.55 }),
        ) +
        path("M304 300C318 344 330 372 360 396", stroke(lite, 4, { opacity: 0.5 }))
      );
    }
    default:
      return "";
  }
}

function outfit(p: Person, lit: string): string {
  const c = p.cloth;
  const dark = shade(c, -0.22);
  const light = shade(c, 0.16);
  const inner = p.inner ?? C.white;
  const body = path(TORSO, { fill: c }) + path(TORSO, { fill: lit });
  const fold = (d: string) => path(d, stroke(dark, 4, { opacity: 0.5 }));
  const arms = fold("M120 500C124 520 126 540 128 560M360 500C356 520 354 540 352 560");
  switch (p.outfit) {
    case "crew":
      return body + path("M204 398C212 430 268 430 276 398", stroke(dark, 9)) + arms;
    case "turtle":
      return (
        body +
        path("M198 360C198 350 282 350 282 360V414C282 436 198 436 198 414Z", { fill: light }) +
        path("M200 360C214 368 266 368 280 360", stroke(dark, 3, { opacity: 0.4 })) +
        path(
          "M212 378V422M226 380V426M240 380V428M254 380V426M268 378V422",
          stroke(c, 2.5, { opacity: 0.4 }),
        ) +
        arms
      );
    case "blazer":
      return (
        body +
        path("M200 404L240 508L280 404Z", { fill: inner }) +
        path(
          "M202 402L240 506L214 468L184 446L200 428L186 414ZM278 402L240 506L266 468L296 446L280 428L294 414Z",
          {
            fill: light,
            stroke: dark,
            "stroke-width": 2.5,
          },
        ) +
        path("M240 510V580", stroke(dark, 2.5)) +
        circle(250, 532, 4.5, dark)
      );
    case "hoodie":
      return (
        body +
        path(
          "M162 424C166 386 202 368 240 368C278 368 314 386 318 424C302 444 282 450 264 444L240 476L216 444C198 450 178 444 162 424Z",
          {
            fill: dark,
          },
        ) +
        path("M212 378V400C218 426 262 426 268 400V378Z", { fill: p.skin }) +
        path("M226 440L222 496M254 440L258 496", stroke(light, 4)) +
        circle(222, 500, 4, light) +
        circle(258, 500, 4, light) +
        arms
      );
    case "shirt":
      return (
        body +
        path("M240 418V560", stroke(dark, 3)) +
        [454, 494, 534].map((y) => circle(246, y, 3.5, dark)).join("") +
        path("M206 392L240 424L222 448ZM274 392L240 424L258 448Z", {
          fill: light,
          stroke: dark,
          "stroke-width": 2,
          "stroke-opacity": 0.5,
        }) +
        arms
      );
    case "cardigan":
      return (
        body +
        path("M200 404L240 560L280 404C270 424 210 424 200 404Z", { fill: inner }) +
        path("M202 404C212 428 268 428 278 404", stroke(shade(inner, -0.15), 6)) +
        path("M200 404L240 560M280 404L240 560", stroke(dark, 6)) +
        [470, 510].map((y) => circle(240 - (560 - y) * 0.02, y, 3.5, dark)).join("") +
        arms
      );
  }
}

function face(p: Person): string {
  const s = p.skin;
  const sd = shade(s, -0.14);
  const ink = "#1a1216";
  const brow = p.hair === "hijab" ? shade(s, -0.55) : shade(p.hairColor, 0.05);
  const parts = [
    // ears
    p.hair === "hijab" ? "" : el("ellipse", { cx: 174, cy: 252, rx: 12, ry: 18, fill: s }),
    p.hair === "hijab" ? "" : el("ellipse", { cx: 306, cy: 252, rx: 12, ry: 18, fill: s }),
    p.hair === "hijab" ? "" : path("M176 244c-5 4-5 12 0 16M304 244c5 4 5 12 0 16", stroke(sd, 3)),
    path(FACE, { fill: s }),
    // cheeks
    circle(200, 284, 13, "#ff7a7a", { opacity: 0.14 }),
    circle(280, 284, 13, "#ff7a7a", { opacity: 0.14 }),
  ];
  if (p.beard) {
    const full = p.beard === "full";
    parts.push(
      path(
        full
          ? "M174 244C176 302 204 342 240 342C276 342 304 302 306 244C300 276 290 290 272 296C258 286 222 286 208 296C190 290 180 276 174 244Z"
          : "M178 262C186 306 210 332 240 332C270 332 294 306 302 262C294 290 284 300 270 302C256 294 224 294 210 302C196 300 186 290 178 262Z",
        { fill: p.hairColor, opacity: full ? 1 : 0.35 },
      ),
      path("M214 290C226 282 254 282 266 290C256 294 224 294 214 290Z", {
        fill: p.hairColor,
        opacity: full ? 1 : 0.5,
      }),
    );
  }
  parts.push(
    // brows
    path("M198 226C206 219 218 218 228 222M252 222C262 218 274 219 282 226", stroke(brow, 5)),
    // eyes
    p.eyes === "happy"
      ? path("M204 250C208 242 218 242 222 250M258 250C262 242 272 242 276 250", stroke(ink, 4))
      : el("ellipse", { cx: 213, cy: 248, rx: 5.5, ry: 7, fill: ink }) +
          el("ellipse", { cx: 267, cy: 248, rx: 5.5, ry: 7, fill: ink }) +
          circle(215, 245.5, 1.7, C.white) +
          circle(269, 245.5, 1.7, C.white),
    // nose
    path("M242 254C238 266 234 272 236 276C238 279 244 279 248 277", stroke(sd, 3.5)),
    // smile
    path("M220 298C232 312 250 312 262 298C250 302 232 302 220 298Z", {
      fill: "#8c3340",
      stroke: "#8c3340",
      "stroke-width": 3,
    }),
    path("M226 300C236 304 248 304 257 300", stroke(C.white, 3, { opacity: 0.9 })),
  );
  if (p.glasses) {
    parts.push(
      g(
        stroke(p.glasses, 3.5),
        rect(192, 232, 42, 32, 12, "none"),
        rect(246, 232, 42, 32, 12, "none"),
        path("M234 244C238 240 242 240 246 244M192 244L176 240M288 244L304 240", {}),
      ),
      path("M198 240l8-4M252 240l8-4", stroke(C.white, 3, { opacity: 0.5 })),
    );
  }
  if (p.earrings && p.hair !== "hijab") {
    parts.push(
      circle(172, 282, 8, "none", stroke(p.earrings, 3)),
      circle(308, 282, 8, "none", stroke(p.earrings, 3)),
    );
  }
  return parts.join("");
}

/** The figure alone (no background), on the 480×560 grid. */
function figure(a: Art, p: Person): string {
  const sd = shade(p.skin, -0.16);
  const tilt = p.tilt ? `rotate(${p.tilt} 240 330)` : undefined;
  const sh = a.shadow("soft", 10, 14, shade(p.bg[1], -0.5), 0.25, [480, 560]);
  const lit = a.lin(
    "lit",
    [
      [0, C.white, 0.16],
      [0.5, C.white, 0],
    ],
    0,
    0,
    0,
    1,
  );
  return g(
    { filter: sh },
    g({ transform: tilt }, hairBack(p)),
    path(NECK, { fill: p.skin }),
    path("M210 300C222 330 258 330 270 300V336C258 352 222 352 210 336Z", { fill: sd }),
    g({ transform: "translate(0 -24)" }, outfit(p, lit)),
    g({ transform: tilt }, face(p), hairFront(p)),
  );
}

function decor(a: Art, p: Person, w: number, h: number): string {
  const bg = a.lin("bg", [
    [0, p.bg[0]],
    [1, p.bg[1]],
  ]);
  return [rect(0, 0, w, h, 0, bg), a.glow("gl", w * 0.2, h * 0.1, w * 0.7, C.white, 0.55)].join("");
}

/** A 480×560 team portrait. */
export function portrait(prefix: string, p: Person): string {
  const a = new Art(prefix);
  const W = 480;
  const H = 560;
  return a.svg(W, H, [
    decor(a, p, W, H),
    circle(240, 262, 176, p.disc),
    circle(
      240,
      262,
      204,
      "none",
      stroke(p.accent, 2, { "stroke-dasharray": "2 12", opacity: 0.7 }),
    ),
    circle(416, 120, 7, p.accent, { opacity: 0.8 }),
    circle(64, 396, 5, p.accent, { opacity: 0.6 }),
    rect(
      54,
      92,
      22,
      22,
      6,
      "none",
      stroke(p.accent, 2.5, { opacity: 0.6, transform: "rotate(18 65 103)" }),
    ),
    figure(a, p),
  ]);
}

/** A 160×160 avatar of the same figure, framed on the head for a round crop. */
export function avatarPortrait(prefix: string, p: Person): string {
  const a = new Art(prefix);
  const S = 160;
  const k = 0.46;
  return a.svg(S, S, [
    decor(a, p, S, S),
    circle(80, 74, 60, p.disc),
    g({ transform: `translate(${80 - 240 * k} ${-104 * k}) scale(${k})` }, figure(a, p)),
  ]);
}

export const team: Person[] = [
  {
    skin: "#8d5a3c",
    hair: "afro",
    hairColor: "#1f1614",
    outfit: "turtle",
    cloth: "#6d55f0",
    earrings: "#f2c14e",
    bg: ["#f1eeff", "#d9d1ff"],
    disc: "#c9bdff",
    accent: C.brand500,
    tilt: -3,
  },
  {
    skin: "#f2cfb6",
    hair: "crop",
    hairColor: "#6b4428",
    outfit: "blazer",
    cloth: "#1d2656",
    inner: "#f4f5fb",
    beard: "stubble",
    glasses: "#1b1f3b",
    bg: ["#e8fbfe", "#c3eef7"],
    disc: "#a5e7f4",
    accent: "#0fb5cf",
    tilt: 2,
  },
  {
    skin: "#f0c9a4",
    hair: "bob",
    hairColor: "#17151c",
    outfit: "cardigan",
    cloth: "#2fc6df",
    eyes: "happy",
    inner: "#fbf7f0",
    bg: ["#f3f4fb", "#dfe2f2"],
    disc: "#cfd4ee",
    accent: C.brand600,
    tilt: -2,
  },
  {
    skin: "#5c3a28",
    hair: "buzz",
    hairColor: "#15100e",
    outfit: "shirt",
    cloth: "#eae6ff",
    beard: "full",
    bg: ["#efeaff", "#cdc2ff"],
    disc: "#b9aaff",
    accent: C.brand600,
    tilt: 2,
  },
  {
    skin: "#c68a62",
    hair: "long",
    hairColor: "#2a1a14",
    outfit: "blazer",
    cloth: "#b4a6ff",
    inner: "#1c2250",
    earrings: "#f2c14e",
    bg: ["#e9fbfd", "#bfeaf4"],
    disc: "#9fe3f1",
    accent: "#0fb5cf",
    tilt: -2,
  },
  {
    skin: "#e0aa84",
    hair: "sidepart",
    hairColor: "#a9acb8",
    outfit: "crew",
    cloth: "#262f63",
    beard: "stubble",
    glasses: "#3b2a22",
    bg: ["#f4f5fa", "#dadef0"],
    disc: "#c9cfea",
    accent: C.brand500,
    tilt: 1,
  },
];

export const clients: Person[] = [
  {
    skin: "#b67a52",
    hair: "hijab",
    hairColor: "#6a58e0",
    outfit: "crew",
    cloth: "#1d2656",
    bg: ["#f1eeff", "#d6ccff"],
    disc: "#c4b7ff",
    accent: C.brand500,
  },
  {
    skin: "#f6d7c3",
    hair: "crop",
    hairColor: "#b5562b",
    outfit: "hoodie",
    cloth: "#22b8d2",
    beard: "full",
    bg: ["#e8fbfe", "#bdebf5"],
    disc: "#9fe2f0",
    accent: "#0fb5cf",
  },
  {
    skin: "#6b4430",
    hair: "bun",
    hairColor: "#c9c6cf",
    outfit: "blazer",
    cloth: "#5b3df5",
    inner: "#f6f4ff",
    glasses: "#d9b24c",
    eyes: "happy",
    earrings: "#f2c14e",
    bg: ["#f4f5fa", "#d9ddf0"],
    disc: "#c6cce9",
    accent: C.brand600,
  },
  {
    skin: "#d39a6e",
    hair: "sidepart",
    hairColor: "#2b1d17",
    outfit: "shirt",
    cloth: "#ffffff",
    beard: "stubble",
    bg: ["#efeaff", "#cfc5ff"],
    disc: "#bcaeff",
    accent: C.brand500,
  },
];

export interface Bust {
  skin: string;
  hair: string;
  style: "short" | "long" | "curly" | "bun" | "bald";
  shirt: string;
  bg: string;
}

/** A tiny head-and-shoulders avatar in a circle (for network diagrams and call tiles). */
export function bust(a: Art, id: string, cx: number, cy: number, r: number, b: Bust): string {
  const k = r / 40;
  const X = (v: number) => cx + v * k;
  const Y = (v: number) => cy + v * k;
  const hairBack =
    b.style === "long"
      ? path(`M${X(-17)} ${Y(14)}C${X(-20)} ${Y(-22)} ${X(20)} ${Y(-22)} ${X(17)} ${Y(14)}Z`, {
          fill: b.hair,
        })
      : b.style === "curly"
        ? [
            [-12, -14],
            [0, -19],
            [12, -14],
            [-16, -3],
            [16, -3],
          ]
            .map(([x = 0, y = 0]) => circle(X(x), Y(y), 9 * k, b.hair))
            .join("")
        : b.style === "bun"
          ? circle(X(0), Y(-20), 7 * k, b.hair)
          : "";
  const hairTop =
    b.style === "bald"
      ? ""
      : path(
          `M${X(-14)} ${Y(-3)}C${X(-15)} ${Y(-19)} ${X(15)} ${Y(-19)} ${X(14)} ${Y(-3)}C${X(8)} ${Y(-10)} ${X(-6)} ${Y(-12)} ${X(-14)} ${Y(-3)}Z`,
          { fill: b.hair },
        );
  return g(
    { "clip-path": a.clip(id, circle(cx, cy, r, "#000")) },
    circle(cx, cy, r, b.bg),
    hairBack,
    rect(X(-6), Y(6), 12 * k, 14 * k, 3 * k, shade(b.skin, -0.12)),
    path(
      `M${X(-30)} ${Y(44)}C${X(-30)} ${Y(24)} ${X(-16)} ${Y(17)} ${X(0)} ${Y(17)}C${X(16)} ${Y(17)} ${X(30)} ${Y(24)} ${X(30)} ${Y(44)}Z`,
      {
        fill: b.shirt,
      },
    ),
    el("ellipse", { cx, cy: Y(-2), rx: 14 * k, ry: 16 * k, fill: b.skin }),
    hairTop,
    circle(X(-5), Y(1), 1.7 * k, "#1a1216"),
    circle(X(5), Y(1), 1.7 * k, "#1a1216"),
    path(`M${X(-4)} ${Y(7)}q${4 * k} ${3.5 * k} ${8 * k} 0`, stroke("#8c3340", 1.6 * k)),
  );
}
