/**
 * A module compiled to one minified expression, a string to inline in a page
 * (scripts/vite/inline-script.ts).
 */
declare module "*?inline-script" {
  const expression: string;
  export default expression;
}
