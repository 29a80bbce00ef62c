import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { demoArtFiles } from "./demo-art";

/** `npm run demo-art -w @app/api`: writes the demo covers and logos into the web app's public folder. */
const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../../web/public");
for (const file of demoArtFiles()) {
  const target = join(publicDir, file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${file.svg}\n`);
}
