import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/vite/client-chunks.ts";
import { inlineScript } from "./scripts/vite/inline-script.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunks(), inlineScript()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // Every browser the site supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
  },
});
