import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import islands from "./tools/eslint/island-rules.js";

const forbid = (message, ...group) => ({ group, message });
const typesOnly = (pattern) => ({ ...pattern, allowTypeImports: true });
const server = forbid(
  "app/ must not import server code; shared types live in app/.",
  "**/server/**",
  "~/../server/**",
);
const routes = forbid(
  "Only the route table imports routes.",
  "~/routes/**",
  "**/routes/**",
  "!@react-router/**",
);
const layout = forbid(
  "Sections do not import the layout.",
  "~/components/layout/**",
  "**/layout/**",
);
const sections = forbid(
  "ui does not import sections.",
  "~/components/sections/**",
  "**/sections/**",
);
const admin = forbid(
  "ui does not import the console's components.",
  "~/components/admin/**",
  "**/components/admin/**",
);
// A component's types (a slider's options) may be shared; its code may not.
const components = typesOnly(
  forbid("Content and lib hold no components.", "~/components/**", "**/components/**"),
);
// The console's areas (app/admin/<area>/): each may use the shared kit (app/admin/collections/)
// but not another area's insides; the kit uses none. app/admin/content-model.ts lists them all.
const KIT = "collections";
const AREAS = readdirSync(new globalThis.URL("./app/admin/", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== KIT)
  .map((entry) => entry.name);
const areaInsides = (...areas) =>
  areas.length === 0
    ? []
    : [
        forbid(
          "A console area uses the kit (app/admin/collections/), not another area's insides.",
          ...areas.flatMap((area) => [
            `~/admin/${area}/**`,
            `**/admin/${area}/**`,
            `../${area}/**`,
          ]),
        ),
      ];
const appComponents = forbid("The server never imports a component.", "**/app/components/**");
const appRoutes = forbid("The server never imports a route module.", "**/app/routes/**");
const tsx = forbid("The server never imports JSX.", "**/app/**/*.tsx", "**/app/**/*.tsx?*");

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "data/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript that runs before anything is compiled (scripts/ensure-build.mjs).
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "19" } },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "react/prop-types": "off",
    },
  },
  {
    // The hooks rules hold in hooks' own .ts modules too (use-validated-form.ts…).
    files: ["app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The static islands' contract (docs/decisions/015-static-islands.md): what a
    // static island renders has no handlers, state or effects, and no island
    // renders another. The islands are read from their staticIsland(…) calls.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { islands },
    settings: { islands: { root: "app" } },
    rules: {
      "islands/no-behaviour-in-static": "error",
      "islands/no-nested-islands": "error",
      "islands/readable-declarations": "error",
    },
  },
  // Dependencies flow one way (docs/architecture.md): routes -> sections and
  // layout -> ui; content and lib hold no components; app/ never imports
  // server/; the server never imports a component or a route.
  ...layers({
    "app/routes/**": [server],
    [`app/admin/${KIT}/**`]: [server, routes, ...areaInsides(...AREAS)],
    ...Object.fromEntries(
      AREAS.map((area) => [
        `app/admin/${area}/**`,
        [server, routes, ...areaInsides(...AREAS.filter((other) => other !== area))],
      ]),
    ),
    "app/components/layout/**": [server, routes],
    "app/components/sections/**": [server, routes, layout],
    "app/components/admin/**": [server, routes],
    "app/components/ui/**": [server, routes, layout, sections, admin],
    "app/forms/**": [server, routes, layout, sections, admin],
    "app/content/**": [server, routes, components],
    "app/lib/**": [server, routes, components],
    "app/*.{ts,tsx}": [server],
    "server/**": [appComponents, appRoutes, tsx],
  }),
);

/** One no-restricted-imports rule per folder (a later rule for the same file would replace it). */
function layers(table) {
  return Object.entries(table).map(([files, forbidden]) => ({
    files: [files],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: forbidden }] },
  }));
}
