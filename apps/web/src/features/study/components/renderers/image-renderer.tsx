import type { ActivityFocus } from "@app/domain/study/contracts";
import { useState } from "react";
import { Modal } from "../../../../shared/ui/modal";
import { RichText } from "../../../../shared/ui/rich-text";
import { resourceUrl } from "./resource-url";

export const IMAGE_TEXTS = {
  zoom: "Perbesar gambar",
  original: "Buka gambar asli",
  newTab: "(membuka tab baru)",
  hint: "Geser untuk melihat seluruh gambar, atau cubit untuk memperbesar.",
  missing: "Gambar belum tersedia.",
  pick: "Pilih gambar untuk melihatnya dalam ukuran penuh.",
} as const;

/**
 * image: the picture, named by the activity's title. A wide infographic is unreadable shrunk to a phone's width
 * (issue 23), so choosing it opens it at its own size in a dialog, where the learner pans and pinch-zooms, with
 * a link to the file itself.
 */
export function ImageRenderer({ activity }: { activity: ActivityFocus }) {
  const { title, url, content } = activity.resource_detail;
  const [open, setOpen] = useState(false);
  const src = resourceUrl(url);
  if (!src) return <p className="text-sm text-slate-700">{IMAGE_TEXTS.missing}</p>;
  return (
    <figure className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block cursor-zoom-in overflow-hidden rounded-xl border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <img src={src} alt={title} className="mx-auto max-h-[70vh] w-auto max-w-full object-contain" />
        <span className="sr-only">{IMAGE_TEXTS.zoom}</span>
      </button>
      <figcaption className="text-sm text-slate-600">
        {content ? <RichText html={content} /> : IMAGE_TEXTS.pick}
      </figcaption>
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="lg">
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">{IMAGE_TEXTS.hint}</p>
          <section
            // the picture scrolls: the keyboard must reach it too
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable (WCAG 2.1.1)
            tabIndex={0}
            aria-label={title}
            className="max-h-[65dvh] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <img src={src} alt={title} data-full-size="" className="block h-auto w-auto max-w-none" />
          </section>
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start text-sm font-semibold text-brand-800 underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {IMAGE_TEXTS.original} <span className="sr-only">{IMAGE_TEXTS.newTab}</span>
          </a>
        </div>
      </Modal>
    </figure>
  );
}
