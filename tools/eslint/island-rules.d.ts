import type { ESLint, Rule } from "eslint";

/** The island rules of ./island-rules.js, typed for the test that imports them. */
declare const plugin: ESLint.Plugin & {
  rules: Record<
    "no-behaviour-in-static" | "no-nested-islands" | "readable-declarations",
    Rule.RuleModule
  >;
};
export default plugin;
