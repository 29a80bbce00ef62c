import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Assets are served from the site root (spec 000 section 9).
    assetsDir: "assets",
  },
  base: "/",
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3000", changeOrigin: true, ws: true },
    },
  },
});
