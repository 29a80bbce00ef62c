import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appIconSources, renderAppIcon } from "../../../web/scripts/make-app-icons.mjs";
import { MANIFEST_ICONS, webAppManifest } from "./web-manifest";

const WEB_PUBLIC = join(import.meta.dirname, "../../../web/public");

describe("webAppManifest", () => {
  it("names the configured brand, in Indonesian, standalone from the site's root", () => {
    const manifest = webAppManifest("Karirmu");
    expect(manifest).toMatchObject({
      name: "Karirmu",
      short_name: "Karirmu",
      lang: "id",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#1d4ed8",
    });
    expect(manifest.description).toContain("Anda");
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });

  it("keeps the short name short enough for a home screen", () => {
    expect(webAppManifest("Akademi Karier Nusantara").short_name).toBe("Akademi");
    expect(webAppManifest("Pusatpembelajarankarier").short_name).toBe("Pusatpembela");
  });
});

describe("the app icons (apps/web/public/icons)", () => {
  it("are PNGs of the sizes the manifest declares", async () => {
    for (const icon of MANIFEST_ICONS) {
      const meta = await sharp(join(WEB_PUBLIC, icon.src)).metadata();
      expect(meta.format, icon.src).toBe("png");
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it("are what make-app-icons.mjs makes from favicon.svg (run it again after changing the logo)", async () => {
    for (const [name, source] of Object.entries(appIconSources())) {
      const committed = await sharp(readFileSync(join(WEB_PUBLIC, "icons", name)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const fresh = await sharp(await renderAppIcon(source))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(committed.info.width, name).toBe(source.size);
      expect(committed.info.height, name).toBe(source.size);
      // pixels, not bytes: another libvips may compress the same picture differently
      let difference = 0;
      for (let i = 0; i < fresh.data.length; i += 1) {
        difference += Math.abs((fresh.data[i] ?? 0) - (committed.data[i] ?? 0));
      }
      expect(difference / fresh.data.length, name).toBeLessThan(2);
    }
  });
});
