import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { htmlShell } from "./vite/html-shell";
import { prerenderPages } from "./vite/prerender";

const root = fileURLToPath(new URL(".", import.meta.url));
// `pnpm dev`'s ports; two checkouts side by side set DEV_WEB_PORT and DEV_API_PORT.
const webPort = Number(process.env.DEV_WEB_PORT || 3000);
const apiPort = Number(process.env.DEV_API_PORT || 3001);
// The API refuses state changes whose Origin names another host, so the proxy keeps the browser's Host.
const apiProxy = { target: `http://localhost:${apiPort}`, changeOrigin: false };

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
    }),
    react(),
    htmlShell(),
    prerenderPages(root),
  ],
  resolve: {
    // Every `import … from "zod"` in the app and the validators, so zod is configured before
    // any schema is made, and only where a page uses a schema (src/lib/zod.ts).
    alias: [{ find: /^zod$/, replacement: `${root}src/lib/zod.ts` }],
  },
  server: {
    port: webPort,
    strictPort: true,
    proxy: {
      "/api": apiProxy,
      "/trpc": apiProxy,
    },
  },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before its route's code, in four files rather than a dozen
            // small ones or one large one: the boot script evaluates the libraries each in a task
            // of its own before the app (vite/prerender.ts), so that no one task is long.
            {
              name: "react",
              tags: ["$initial"],
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]react-dom-client\.ts$/,
              priority: 30,
            },
            {
              name: "mantine",
              tags: ["$initial"],
              test: /[\\/]node_modules[\\/]@mantine[\\/]/,
              priority: 25,
            },
            {
              name: "tanstack",
              tags: ["$initial"],
              test: /[\\/]node_modules[\\/](@tanstack|@trpc)[\\/]/,
              priority: 24,
            },
            { name: "app", tags: ["$initial"], priority: 20 },
            // Zod in a file of its own: otherwise it shares one with small helpers (month labels,
            // figure formats) that pages without a form import, and loads with them.
            { name: "zod", test: /[\\/]node_modules[\\/](\.pnpm[\\/])?zod/, priority: 10 },
          ],
        },
      },
      treeshake: {
        // The shared validators are plain constants and schemas: a page that needs only a
        // constant must not pay for the zod schemas beside it.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]validators[\\/]src[\\/]/, sideEffects: false },
          // tRPC's client packages run nothing at load but do not say so (its server package
          // does): without this every page carried the WebSocket link and the helpers of the
          // server-side call path, which the app never uses.
          { test: /[\\/]node_modules[\\/]@trpc[\\/](client|tanstack-react-query)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
