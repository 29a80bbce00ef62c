import type { ActivityFocus } from "@app/domain/study/contracts";
import { resourceUrl } from "./resource-url";

/**
 * webview: another site inside the page. Sandboxed without allow-same-origin, so the page cannot reach the
 * learner's session, and without top navigation or pop-ups; the link opens it whole in a new tab.
 */
export function WebviewRenderer({ activity }: { activity: ActivityFocus }) {
  const { title, url } = activity.resource_detail;
  const src = resourceUrl(url);
  if (!src) return <p className="text-sm text-slate-700">Halaman aktivitas ini belum tersedia.</p>;
  return (
    <div className="flex flex-col gap-2">
      <iframe
        src={src}
        title={title}
        sandbox="allow-scripts allow-forms"
        referrerPolicy="no-referrer"
        className="h-[70vh] min-h-96 w-full rounded-xl border border-slate-200 bg-white"
      />
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="self-start text-sm font-semibold text-brand-700 underline"
      >
        Buka di tab baru<span className="sr-only"> (membuka tab baru)</span>
      </a>
    </div>
  );
}
