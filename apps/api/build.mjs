// Bundles the API into dist/server.js for `npm start`: JavaScript that a plain `node` starts at once, with no
// TypeScript step. Packages from node_modules stay external; the workspace's own @app/* packages are TypeScript
// and are bundled in.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/server.ts"],
  // splitting: what server.ts loads with import() (the demo data, only when SEED_DEMO) becomes a chunk of its
  // own. Chunks stay in dist/ beside server.js: code that finds files from import.meta.url (migrations, the web
  // app) resolves the same from any of them.
  outdir: "dist",
  entryNames: "[name]",
  chunkNames: "[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node22.12",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-node-modules",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@app/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
console.log("api built: dist/server.js");
