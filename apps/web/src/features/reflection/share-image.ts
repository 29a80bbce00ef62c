import type { StoryCard, StoryTone } from "./story-cards";

/** The gradient of each tone, shared by the page (CSS) and the shared picture (canvas): white text passes AA on both stops. */
export const TONE_COLOURS: Record<StoryTone, { from: string; to: string }> = {
  brand: { from: "#1e3a8a", to: "#4c1d95" },
  sunset: { from: "#9a3412", to: "#831843" },
  ocean: { from: "#0e7490", to: "#1e3a8a" },
  forest: { from: "#166534", to: "#134e4a" },
  berry: { from: "#86198f", to: "#4c1d95" },
  night: { from: "#0f172a", to: "#312e81" },
};

export const toneBackground = (tone: StoryTone) =>
  `linear-gradient(160deg, ${TONE_COLOURS[tone].from}, ${TONE_COLOURS[tone].to})`;

const WIDTH = 1080;
const HEIGHT = 1920;
const MARGIN = 96;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

/** Lines of at most `width` pixels, breaking at spaces (a word longer than a line is left whole). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes wrapped text from `y` down; returns the y under the last line. */
function paragraph(ctx: CanvasRenderingContext2D, text: string, y: number, font: string, lineHeight: number): number {
  ctx.font = font;
  let at = y;
  for (const line of wrap(ctx, text, WIDTH - 2 * MARGIN)) {
    ctx.fillText(line, MARGIN, at);
    at += lineHeight;
  }
  return at;
}

/** Draws the card on a 1080×1920 canvas (a phone story's size), as the page shows it. */
export function drawStoryCard(ctx: CanvasRenderingContext2D, card: StoryCard, footer: string): void {
  const colours = TONE_COLOURS[card.tone];
  const gradient = ctx.createLinearGradient(0, 0, WIDTH * 0.35, HEIGHT);
  gradient.addColorStop(0, colours.from);
  gradient.addColorStop(1, colours.to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  // two soft circles, as on the page
  ctx.fillStyle = "rgba(255, 255, 255, 0.08)";
  ctx.beginPath();
  ctx.arc(WIDTH - 80, 260, 260, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(120, HEIGHT - 220, 200, 0, Math.PI * 2);
  ctx.fill();

  ctx.fillStyle = "#ffffff";
  ctx.textBaseline = "top";
  let y = 520;
  y = paragraph(ctx, card.headline, y, `700 64px ${FONT}`, 80) + 40;
  if (card.figure) {
    const size = card.figure.length > 14 ? 96 : 180;
    y = paragraph(ctx, card.figure, y, `800 ${size}px ${FONT}`, size * 1.1) + 40;
  }
  y = paragraph(ctx, card.caption, y, `500 48px ${FONT}`, 64) + 24;
  for (const item of card.items.slice(0, 5)) y = paragraph(ctx, `• ${item}`, y, `500 40px ${FONT}`, 54) + 6;
  ctx.font = `700 40px ${FONT}`;
  ctx.fillText(footer, MARGIN, HEIGHT - MARGIN - 40);
}

export type ShareOutcome = "shared" | "downloaded" | "cancelled";

/**
 * 'Bagikan': the card as a PNG, given to the system's share sheet where it takes files (phones), else downloaded.
 * Closing the share sheet is no failure.
 */
export async function shareStoryCard(card: StoryCard, footer: string, fileName: string): Promise<ShareOutcome> {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas 2d context unavailable");
  if (document.fonts?.ready) await document.fonts.ready;
  drawStoryCard(ctx, card, footer);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("canvas gave no picture");
  const file = new File([blob], fileName, { type: "image/png" });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: card.headline, text: `${card.headline} — ${footer}` });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      throw error;
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by the next task; the URL is no longer needed then
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return "downloaded";
}
