import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { shareStoryCard, toneBackground } from "../share-image";
import { cardAnnouncement, type StoryCard, type StoryMove, storyMoveOfKey, storyMoveOfPointer } from "../story-cards";

const SHARE_TEXTS = {
  share: "Bagikan",
  sharing: "Menyiapkan gambar…",
  downloaded: "Gambar kartu sudah diunduh.",
  shared: "Kartu dibagikan.",
  failed: "Gambar kartu gagal dibuat. Silakan coba lagi.",
} as const;

const roundButton =
  "inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40";

/** Keys typed into a control are the control's (Space and Enter press a focused button or link). */
function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest("button, a, input, textarea, select") !== null;
}

/**
 * The Kilas Balik story: full-screen cards, one figure each. It moves only when the person moves it (no timer,
 * so nothing changes while it is read): tap the right two thirds or swipe left for the next card, tap the left
 * third or swipe right for the previous one; on a desktop the arrow keys, Space, Page Up/Down, Home and End, and
 * the buttons for everyone. A live region reads each card out. Motion only where the system allows it.
 */
export function Story({
  cards,
  title,
  brand,
  fileStem,
  closeTo,
}: {
  cards: StoryCard[];
  /** 'Kilas Balik 2026'. */
  title: string;
  brand: string;
  /** The shared picture's file name, without the card number. */
  fileStem: string;
  closeTo: string;
}) {
  const [index, setIndex] = useState(0);
  const [shareState, setShareState] = useState<"idle" | "busy" | keyof typeof SHARE_TEXTS>("idle");
  const pointerStart = useRef<number | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const last = cards.length - 1;
  const card = cards[Math.min(index, last)];

  const move = useCallback(
    (to: StoryMove) => {
      if (!to) return;
      setShareState("idle");
      setIndex((i) => {
        if (to === "first") return 0;
        if (to === "last") return last;
        return Math.max(0, Math.min(last, i + (to === "next" ? 1 : -1)));
      });
    },
    [last],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if ((event.key === " " || event.key === "Enter") && isControl(event.target)) return;
      const to = storyMoveOfKey(event.key, event.shiftKey);
      if (!to) return;
      event.preventDefault();
      move(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [move]);

  useEffect(() => {
    regionRef.current?.focus({ preventScroll: true });
  }, []);

  if (!card) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStart.current = isControl(event.target) ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (start === null || isControl(event.target)) return;
    const box = event.currentTarget.getBoundingClientRect();
    move(storyMoveOfPointer(start - box.left, event.clientX - box.left, box.width));
  };

  const share = async () => {
    setShareState("busy");
    try {
      const outcome = await shareStoryCard(card, `${title} · ${brand}`, `${fileStem}-${index + 1}.png`);
      setShareState(outcome === "cancelled" ? "idle" : outcome);
    } catch {
      setShareState("failed");
    }
  };

  const shareMessage =
    shareState === "downloaded" || shareState === "shared" || shareState === "failed" ? SHARE_TEXTS[shareState] : "";

  return (
    <div className="flex min-h-dvh items-stretch justify-center bg-slate-950 lg:items-center lg:py-6">
      <section
        aria-roledescription="cerita"
        aria-label={title}
        className="relative flex w-full max-w-md flex-col overflow-hidden text-white lg:aspect-[9/16] lg:max-h-[calc(100dvh-3rem)] lg:w-auto lg:rounded-3xl lg:shadow-2xl"
        style={{ background: toneBackground(card.tone) }}
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-16 size-64 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-12 -left-12 size-48 rounded-full bg-white/10"
        />
        <div className="relative flex flex-col gap-3 px-4 pt-4">
          <div aria-hidden="true" className="flex gap-1" data-testid="story-progress">
            {cards.map((c, k) => (
              <span key={c.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
                <span
                  className={`block h-full rounded-full bg-white motion-safe:transition-[width] motion-safe:duration-300 ${k <= index ? "w-full" : "w-0"}`}
                />
              </span>
            ))}
          </div>
          <div className="flex items-center justify-between">
            <h1 className="text-sm font-bold tracking-wide uppercase">{title}</h1>
            <AppLink
              to={closeTo}
              aria-label="Tutup Kilas Balik"
              className="inline-flex size-11 items-center justify-center rounded-full text-2xl leading-none hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-white"
            >
              <span aria-hidden="true">×</span>
            </AppLink>
          </div>
        </div>
        {/* taps and swipes are a shortcut: the buttons below and the keys do the same */}
        <div
          ref={regionRef}
          tabIndex={-1}
          className="relative flex flex-1 touch-pan-y flex-col justify-center gap-4 px-6 py-8 outline-none select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            pointerStart.current = null;
          }}
          data-testid="story-card"
        >
          <div key={card.id} className="flex flex-col gap-4 motion-safe:animate-sheet-in">
            <h2 className="text-2xl leading-tight font-bold sm:text-3xl">{card.headline}</h2>
            {card.figure ? (
              <p
                className={`leading-none font-extrabold break-words ${card.figure.length > 14 ? "text-4xl" : "text-7xl"}`}
              >
                {card.figure}
              </p>
            ) : null}
            <p className="text-lg leading-snug text-white/95">{card.caption}</p>
            {card.items.length > 0 ? (
              <ul className="flex flex-col gap-1.5 text-base text-white/95">
                {card.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true">•</span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {card.link ? (
              <AppLink
                to={card.link.to}
                className="mt-2 inline-flex min-h-11 w-fit items-center rounded-full bg-white px-5 text-sm font-bold text-slate-900 hover:bg-white/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {card.link.label}
              </AppLink>
            ) : null}
          </div>
        </div>
        <div className="relative grid grid-cols-3 gap-2 px-4 pb-5">
          <button
            type="button"
            className={`${roundButton} bg-white/15 hover:bg-white/25`}
            onClick={() => move("previous")}
            disabled={index === 0}
          >
            <span aria-hidden="true">‹</span> Sebelumnya
          </button>
          <button
            type="button"
            className={`${roundButton} bg-white text-slate-900 hover:bg-white/90`}
            onClick={() => void share()}
            disabled={shareState === "busy"}
            aria-busy={shareState === "busy" || undefined}
          >
            {shareState === "busy" ? SHARE_TEXTS.sharing : SHARE_TEXTS.share}
          </button>
          <button
            type="button"
            className={`${roundButton} bg-white/15 hover:bg-white/25`}
            onClick={() => move("next")}
            disabled={index === last}
          >
            Berikutnya <span aria-hidden="true">›</span>
          </button>
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="story-announcement">
          {cardAnnouncement(card, index, cards.length)}
        </p>
        <p className="sr-only" role="status">
          {shareMessage}
        </p>
        {shareState === "failed" ? (
          <p className="relative mx-4 mb-4 rounded-lg bg-white px-3 py-2 text-sm text-red-800">{SHARE_TEXTS.failed}</p>
        ) : null}
        {shareState === "downloaded" ? (
          <p className="relative mx-4 mb-4 rounded-lg bg-white px-3 py-2 text-sm text-slate-900">
            {SHARE_TEXTS.downloaded}
          </p>
        ) : null}
      </section>
    </div>
  );
}
