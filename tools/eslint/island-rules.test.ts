import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import islands from "./island-rules.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// A small app on disk, since the rules read it as they read app/: its islands
// from the islands file, and what each renders by following imports.
const app = {
  "lib/static-island.tsx": `export function staticIsland(...declaration: unknown[]) {
  return () => declaration && null;
}`,
  "sections/islands.ts": `import { staticIsland } from "~/lib/static-island";

export const Plain = staticIsland(() => import("./plain"), "Plain", "section");
export const DeadButton = staticIsland(() => import("./dead-button"), "DeadButton", "section");
export const HandlersFromData = staticIsland(
  () => import("./handlers-from-data"),
  "HandlersFromData",
  "section",
);
export const Stateful = staticIsland(() => import("./stateful"), "Stateful", "section");
export const WithCard = staticIsland(() => import("./with-card"), "WithCard", "section");
export const Nesting = staticIsland(() => import("./nesting"), "Nesting", "section");
const parts = () => import("./parts");
export const StaticPart = staticIsland(parts, "StaticPart", "div");

const onApproach = { live: "on-approach" } as const;
export const Slider = staticIsland(() => import("./slider"), "Slider", "section", onApproach);
export const Menu = staticIsland(() => import("./menu"), "Menu", "nav", {
  hydrateWhen: "(min-width: 80rem)",
});
export const LiveNesting = staticIsland(() => import("./live-nesting"), "LiveNesting", "div", {
  live: "on-use",
});
export const SelfNesting = staticIsland(() => import("./self-nesting"), "SelfNesting", "div");
export const Declaring = staticIsland(() => import("./declaring"), "Declaring", "div");`,
  "sections/plain.tsx": `import { useId } from "react";
import { Link } from "react-router";
import { HomeLink } from "../ui/home-link";
import { Reveal } from "../ui/reveal";
import { toggleLabel } from "../ui/toggle";

export function Plain() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Reveal>
        <h2 id={headingId}>{toggleLabel}</h2>
      </Reveal>
      <details>
        <summary>Opens without code</summary>
      </details>
      <Link to="/about">About</Link>
      <HomeLink />
    </section>
  );
}`,
  "ui/reveal.tsx": `import type { ReactNode } from "react";

export function Reveal({ children }: { children: ReactNode }) {
  return <div className="reveal">{children}</div>;
}`,
  "ui/home-link.tsx": `import { Link } from "react-router";

export function HomeLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick}>
      Home
    </Link>
  );
}`,
  "ui/toggle.tsx": `import { useState } from "react";

export const toggleLabel = "Details";

export function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {toggleLabel}
    </button>
  );
}`,
  "sections/dead-button.tsx": `export function DeadButton() {
  return (
    <section>
      <button type="button" onClick={() => window.print()}>
        Print
      </button>
    </section>
  );
}`,
  "sections/handlers-from-data.tsx": `const actions = [{ label: "Print", onClick: () => window.print() }];

export function HandlersFromData() {
  return (
    <section>
      {actions.map((action) => (
        <button key={action.label} type="button" onClick={action.onClick}>
          {action.label}
        </button>
      ))}
    </section>
  );
}`,
  "sections/stateful.tsx": `import { useEffect, useRef, useState } from "react";

export function Stateful() {
  const [seen, setSeen] = useState(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => setSeen(true), []);
  return <section ref={section}>{seen ? "Seen" : "Not yet"}</section>;
}`,
  "sections/with-card.tsx": `import { Card } from "../ui/card";

export function WithCard() {
  return (
    <section>
      <Card />
    </section>
  );
}`,
  "ui/card.tsx": `export function Card() {
  return (
    <button type="button" onClick={() => window.scrollTo(0, 0)}>
      Back to top
    </button>
  );
}`,
  "sections/parts.tsx": `import { useState } from "react";

export function StaticPart() {
  return <div>Kept</div>;
}

export function LivePart() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}`,
  "sections/slider.tsx": `import { useState } from "react";
import { HomeLink } from "../ui/home-link";
import { Toggle } from "../ui/toggle";
import { LivePart } from "./parts";

export function Slider() {
  const [slide, setSlide] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setSlide(slide + 1)}>
        Next
      </button>
      <HomeLink onClick={() => setSlide(0)} />
      <Toggle />
      <LivePart />
    </section>
  );
}`,
  "sections/menu.tsx": `export function Menu() {
  return (
    <nav>
      <button type="button" onClick={() => document.body.classList.toggle("menu")}>
        Menu
      </button>
    </nav>
  );
}`,
  "sections/nesting.tsx": `import { Slider } from "./islands";

export function Nesting() {
  return (
    <section>
      <Slider />
    </section>
  );
}`,
  "sections/live-nesting.tsx": `import { Plain } from "./islands";

export function LiveNesting() {
  return (
    <div>
      <Plain />
    </div>
  );
}`,
  "sections/self-nesting.tsx": `import { staticIsland } from "~/lib/static-island";

const Inner = staticIsland(() => import("./plain"), "Plain", "section");

export function SelfNesting() {
  return (
    <div>
      <Inner />
    </div>
  );
}`,
  "sections/declaring.tsx": `import { staticIsland } from "~/lib/static-island";

export function Declaring() {
  const Inner = staticIsland(() => import("./plain"), "Plain", "section");
  return <Inner />;
}`,
  "routes/page.tsx": `import { Plain, Slider } from "~/sections/islands";

export default function Page() {
  return (
    <main>
      <Plain />
      <Slider onSlide={() => window.scrollTo(0, 0)} />
    </main>
  );
}`,
  "routes/page-with-dead-prop.tsx": `import { Plain } from "~/sections/islands";

export default function Page() {
  return (
    <main>
      <Plain onClick={() => window.scrollTo(0, 0)} />
    </main>
  );
}`,
} as const;

type AppFile = keyof typeof app;

const root = path.join(mkdtempSync(path.join(tmpdir(), "island-rules-")), "app");
for (const [name, text] of Object.entries(app)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), `${text}\n`);
}
afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

/** A case: one of the app's files, linted as it is on disk. */
const lint = (name: AppFile) => ({ filename: path.join(root, name), code: `${app[name]}\n` });

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser },
  settings: { islands: { root } },
});

describe("islands/no-behaviour-in-static: a static island has no handlers, state or effects", () => {
  ruleTester.run("no-behaviour-in-static", islands.rules["no-behaviour-in-static"], {
    valid: [
      { name: "HTML, <Link>, Reveal, <details> and useId", ...lint("sections/plain.tsx") },
      {
        name: "a handler handed on as it came, filled only by live callers",
        ...lint("ui/home-link.tsx"),
      },
      { name: "what no static island renders of a shared file", ...lint("ui/toggle.tsx") },
      { name: "the other exports of a static island's module", ...lint("sections/parts.tsx") },
      { name: "an island live on approach", ...lint("sections/slider.tsx") },
      { name: "an island that hydrates with the page (hydrateWhen)", ...lint("sections/menu.tsx") },
      { name: "a page passing a handler to a live island", ...lint("routes/page.tsx") },
    ],
    invalid: [
      {
        name: "a handler in a static island",
        ...lint("sections/dead-button.tsx"),
        errors: [{ messageId: "handler", line: 4 }],
      },
      {
        name: "a handler from the island's own data, not handed on by a caller",
        ...lint("sections/handlers-from-data.tsx"),
        errors: [{ messageId: "handler", line: 7 }],
      },
      {
        name: "state, a ref and an effect in a static island",
        ...lint("sections/stateful.tsx"),
        errors: [
          { messageId: "hook", line: 4 },
          { messageId: "hook", line: 5 },
          { messageId: "hook", line: 6 },
          { messageId: "handler", line: 7 },
        ],
      },
      {
        name: "a handler in a component a static island renders from another file",
        ...lint("ui/card.tsx"),
        errors: [
          { message: /^`onClick` does nothing here: the static island `WithCard` /, line: 3 },
        ],
      },
      {
        name: "a handler a page passes to a static island",
        ...lint("routes/page-with-dead-prop.tsx"),
        errors: [{ messageId: "passed", line: 6 }],
      },
    ],
  });
});

describe("islands/no-nested-islands: nothing an island renders is another island", () => {
  ruleTester.run("no-nested-islands", islands.rules["no-nested-islands"], {
    valid: [
      { name: "a static island without islands in it", ...lint("sections/plain.tsx") },
      { name: "a live island without islands in it", ...lint("sections/slider.tsx") },
      { name: "a page rendering islands side by side", ...lint("routes/page.tsx") },
    ],
    invalid: [
      {
        name: "an island inside a static island",
        ...lint("sections/nesting.tsx"),
        errors: [{ messageId: "nested", line: 6 }],
      },
      {
        name: "an island inside a live island",
        ...lint("sections/live-nesting.tsx"),
        errors: [{ messageId: "nested", line: 6 }],
      },
      {
        name: "an island the static island's module declares and renders itself",
        ...lint("sections/self-nesting.tsx"),
        errors: [
          { message: /^`Inner` is an island .*, inside the island `SelfNesting` /, line: 8 },
        ],
      },
      {
        name: "an island declared in what an island renders",
        ...lint("sections/declaring.tsx"),
        errors: [{ messageId: "declared", line: 4 }],
      },
    ],
  });
});

describe("islands/readable-declarations: the rules can read every island they check", () => {
  const filename = path.join(root, "sections/more-islands.ts");
  const declare = (island: string) => ({
    filename,
    code: `import { staticIsland } from "~/lib/static-island";\n\n${island}\n`,
  });
  ruleTester.run("readable-declarations", islands.rules["readable-declarations"], {
    valid: [
      { name: "the app's islands file", ...lint("sections/islands.ts") },
      {
        name: "a module held in a const, options in one",
        ...declare(`const load = () => import("./plain");
const options = { live: "on-approach" } as const;
export const Again = staticIsland(load, "Plain", "section", options);`),
      },
    ],
    invalid: [
      {
        name: "a module loaded by anything but () => import(…)",
        ...declare(`export const Plain = staticIsland(loadPlain(), "Plain", "section");`),
        errors: [{ messageId: "unreadable" }],
      },
      {
        name: "a module that is not the app's",
        ...declare(`export const Gone = staticIsland(() => import("./gone"), "Gone", "section");`),
        errors: [{ messageId: "unreadable" }],
      },
      {
        name: "a name that is not a string",
        ...declare(`export const Plain = staticIsland(() => import("./plain"), name, "section");`),
        errors: [{ messageId: "unreadable" }],
      },
      {
        name: "options that are not an object literal",
        ...declare(
          `export const Plain = staticIsland(() => import("./plain"), "Plain", "section", { ...live });`,
        ),
        errors: [{ messageId: "unreadable" }],
      },
      {
        name: "an island that is not a top-level const",
        ...declare(`export function island() {
  return staticIsland(() => import("./plain"), "Plain", "section");
}`),
        errors: [{ messageId: "unreadable" }],
      },
    ],
  });
});
