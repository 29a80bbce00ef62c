import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const START_APP = fileURLToPath(new URL("./src/start-app.tsx", import.meta.url));

/**
 * The chunks of the app's start (src/start-app.tsx, which main.tsx imports after a server-rendered page has painted):
 * - react-dom (with react and the scheduler) in a chunk of its own: main.tsx imports it beside the start, so the
 *   browser evaluates it in a task of its own and the two are not one long task (issue 24, total blocking time);
 * - every other module the start imports statically, in one chunk. Without this group the bundler cut each module a
 *   route chunk shares with the start into a small chunk of its own (about 20): the home page fetched 12 files and
 *   5 KB (gzip) more. The start is loaded before any route chunk anyway, so no page loads more than before.
 *
 * Left to the bundler: zod, the contracts and whatever imports them (a visitor's first page loads none of them:
 * shared/lib/lazy-contract.ts; a module of a group is kept whole, so one of them would bring zod into the start);
 * what is behind a feature's public.ts, which re-exports more than the start uses; and Vite's preload helper, which
 * the entry imports, in a small chunk of its own so that the entry does not import, and the HTML not preload, the
 * start before the first paint.
 */
const LEFT_OUT = /[\\/]zod[\\/]|[\\/]contracts\.ts$|[\\/]envelope\.ts$/;
const PRELOAD_HELPER = /preload-helper/;
const BARREL = /[\\/]public\.ts$/;
const REACT_DOM = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function startAppChunk() {
  let grouped: Set<string> | undefined;
  const leftOut = new Map<string, boolean>();
  /** Whether a module is left out, or imports one that is. */
  const isLeftOut = (id: string, graph: ModuleGraph): boolean => {
    const known = leftOut.get(id);
    if (known !== undefined) return known;
    leftOut.set(id, false); // an import cycle: decided by its other imports
    const result =
      LEFT_OUT.test(id) ||
      (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => !PRELOAD_HELPER.test(next) && isLeftOut(next, graph));
    leftOut.set(id, result);
    return result;
  };
  return (id: string, graph: ModuleGraph) => {
    if (!grouped) {
      const found = new Set<string>();
      const stack = [START_APP];
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (found.has(next)) continue;
        found.add(next);
        if (!BARREL.test(next)) stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      grouped = new Set([...found].filter((module) => !PRELOAD_HELPER.test(module) && !isLeftOut(module, graph)));
    }
    return grouped.has(id) ? "start-app" : null;
  };
}

// Two builds (package.json): the browser's (dist), and the server renderer's (`--ssr src/entry-server.tsx` to
// dist-ssr, issue 24, docs/decisions/034): the service worker and the HTML inputs belong to the browser's only.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild &&
      // The one service worker (push and the installable app, issue 24): src/service-worker/sw.ts built to
      // dist/sw.js with the precache list written in. The API serves the manifest (its name is the runtime brand)
      // and the page registers the worker itself (shared/lib/service-worker.ts). docs/decisions/033.
      VitePWA({
        strategies: "injectManifest",
        srcDir: "src/service-worker",
        filename: "sw.ts",
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // the app shell's static files; never index.html (pages always come from the network) nor public/media
          globPatterns: ["assets/**/*.{js,css}", "icons/*.png", "favicon.svg", "offline.html", "offline.js"],
          rollupFormat: "iife",
        },
      }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Assets are served from the site root (spec 000 section 9).
    assetsDir: "assets",
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // offline.html: the service worker's page for a navigation while the network is down, styled like the app
          input: { index: "index.html", offline: "offline.html" },
          output: {
            codeSplitting: {
              groups: [
                // the entry's own import: kept out of the app's chunks, which the page fetches after its first paint
                { name: "preload-helper", test: PRELOAD_HELPER, priority: 2 },
                { name: "react-dom", test: REACT_DOM, priority: 1 },
                { name: startAppChunk() },
              ],
            },
          },
        },
  },
  base: "/",
  // The server renderer is one file with its dependencies inside: the API process imports it without resolving
  // the web app's packages.
  ssr: { noExternal: true },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: true, ws: true },
    },
  },
}));
