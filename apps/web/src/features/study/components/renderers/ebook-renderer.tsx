import type { ActivityFocus } from "@app/domain/study/contracts";
import { buttonClasses } from "../../../../shared/ui/button";
import { resourceUrl } from "./resource-url";

/** ebook: the PDF in the browser's own viewer, and the file to keep. */
export function EbookRenderer({ activity }: { activity: ActivityFocus }) {
  const { title, url } = activity.resource_detail;
  const src = resourceUrl(url);
  if (!src) return <p className="text-sm text-slate-700">Berkas e-book belum tersedia.</p>;
  return (
    <div className="flex flex-col gap-3">
      <iframe
        src={src}
        title={`E-book: ${title}`}
        className="h-[70vh] min-h-96 w-full rounded-xl border border-slate-200 bg-white"
      />
      <a href={src} download className={buttonClasses("secondary", "md", "self-start")}>
        Unduh E-book
      </a>
    </div>
  );
}
