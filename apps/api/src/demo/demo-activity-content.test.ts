import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { RESOURCE_TYPES } from "@app/domain/catalogue/constants";
import { describe, expect, it } from "vitest";
import { measureVideoFile } from "../platform/media-duration";
import { DEMO_MEDIA, DEMO_VIDEO_SECONDS, demoActivityContent } from "./demo-activity-content";

/** The web app's static files, where the demo media live (served from the site root). */
const WEB_PUBLIC = fileURLToPath(new URL("../../../web/public", import.meta.url));
const TOPIC = "pecahan dan bilangan";
const all = RESOURCE_TYPES.map((type) => ({ type, ...demoActivityContent(type, `Aktivitas ${type}`, TOPIC) }));
/** The tags this content uses: all of them on the rich-text allowed list of both sanitisers. */
const TAGS = new Set(["p", "h2", "h3", "ul", "ol", "li", "strong", "em", "blockquote", "a", "img"]);

function linkedPaths(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? "");
}

describe("demoActivityContent", () => {
  it.each(all)("gives content for $type", ({ content }) => {
    expect(content?.trim().length ?? 0).toBeGreaterThan(50);
  });

  it.each(all)("points $type at files the web app serves", ({ url, content }) => {
    for (const path of [...(url ? [url] : []), ...linkedPaths(content ?? "")]) {
      expect(path).toMatch(/^\/media\/demo\/[a-z0-9-]+\.[a-z0-9]+$/);
      expect(existsSync(`${WEB_PUBLIC}${path}`), path).toBe(true);
    }
  });

  it.each(all)("writes safe rich text for $type", ({ content }) => {
    const html = content ?? "";
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]?.toLowerCase());
    expect(tags.filter((t) => !t || !TAGS.has(t))).toEqual([]);
  });

  it("opens the types that show a file with that file, and leaves the others without one", () => {
    const urls = Object.fromEntries(all.map((a) => [a.type, a.url]));
    expect(urls).toMatchObject({
      ebook: "/media/demo/ebook-panduan-belajar.pdf",
      webview: "/media/demo/webview-simulasi.html",
      toolkit: "/media/demo/toolkit-template.pdf",
      image: "/media/demo/infografis-belajar.png",
      document: "/media/demo/ebook-panduan-belajar.pdf",
      direct_chat: null,
      discussion: null,
      refleksi: null,
      quiz: null,
      "quiz-v2": null,
    });
  });

  it("makes the live session a recorded video with a stable meeting number", () => {
    const live = demoActivityContent("live_streaming", "Sesi Webinar Bersama Fasilitator", TOPIC);
    expect(live.url).toMatch(/\.webm$/);
    expect(live.meetingNumber).toMatch(/^\d{9,11}$/);
    expect(demoActivityContent("live_streaming", "Sesi Webinar Bersama Fasilitator", "topik lain").meetingNumber).toBe(
      live.meetingNumber,
    );
    expect(demoActivityContent("live_streaming", "Sesi Tanya Jawab", TOPIC).meetingNumber).not.toBe(live.meetingNumber);
    expect(all.filter((a) => a.meetingNumber !== null).map((a) => a.type)).toEqual(["live_streaming"]);
  });

  it("gives the recorded video the length its file says, and no other activity a video length", async () => {
    const measured = await measureVideoFile(`${WEB_PUBLIC}${DEMO_MEDIA.video}`);
    expect(measured).not.toBeNull();
    expect(Math.abs((measured ?? 0) - DEMO_VIDEO_SECONDS)).toBeLessThan(0.001);
    expect(all.filter((a) => a.videoSeconds !== null).map((a) => [a.type, a.videoSeconds])).toEqual([
      ["live_streaming", DEMO_VIDEO_SECONDS],
    ]);
  });

  it("times the article and the e-book at 60 seconds and nothing else", () => {
    const timed = all.filter((a) => a.completionTimer >= 0);
    expect(timed.map((a) => [a.type, a.completionTimer])).toEqual([
      ["ebook", 60],
      ["html", 60],
    ]);
    expect(all.every((a) => a.completionTimer === -1 || a.completionTimer === 60)).toBe(true);
  });

  it("writes the html article at 250 to 400 words, about the topic", () => {
    const article = all.find((a) => a.type === "html")?.content ?? "";
    const words = article
      .replace(/<[^>]*>/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(250);
    expect(words.length).toBeLessThanOrEqual(400);
    expect(article).toContain(TOPIC);
  });

  it("escapes the title and topic it is given", () => {
    const { content } = demoActivityContent("live_streaming", "Sesi <b>A</b> & B", 'kuis "<img>"');
    expect(content).toContain("Sesi &#60;b&#62;A&#60;/b&#62; &#38; B");
    expect(content).not.toContain("<b>");
    expect(content).not.toContain('"<img>"');
  });

  it("is deterministic", () => {
    for (const type of RESOURCE_TYPES) {
      expect(demoActivityContent(type, "Judul", TOPIC)).toEqual(demoActivityContent(type, "Judul", TOPIC));
    }
  });
});
