import type { ActivityFocus } from "@app/domain/study/contracts";
import { RichText } from "../../../../shared/ui/rich-text";
import { resourceUrl } from "./resource-url";

/** image: the picture, named by the activity's title; the link shows it at full size in a new tab. */
export function ImageRenderer({ activity }: { activity: ActivityFocus }) {
  const { title, url, content } = activity.resource_detail;
  const src = resourceUrl(url);
  if (!src) return <p className="text-sm text-slate-700">Gambar belum tersedia.</p>;
  return (
    <figure className="flex flex-col gap-2">
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="block overflow-hidden rounded-xl border border-slate-200 bg-white focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <img src={src} alt={title} className="mx-auto max-h-[70vh] w-auto max-w-full cursor-zoom-in object-contain" />
        <span className="sr-only">Perbesar gambar (membuka tab baru)</span>
      </a>
      <figcaption className="text-sm text-slate-600">
        {content ? <RichText html={content} /> : "Pilih gambar untuk melihatnya dalam ukuran penuh."}
      </figcaption>
    </figure>
  );
}
