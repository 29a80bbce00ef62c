import type { ActivityFocus } from "@app/domain/study/contracts";
import { RichText } from "../../../../shared/ui/rich-text";

/** freetext and html: the reading itself, sanitised. */
export function RichContentRenderer({ activity }: { activity: ActivityFocus }) {
  const content = activity.resource_detail.content ?? "";
  if (content.trim() === "") return null;
  return (
    <article aria-label="Materi" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <RichText html={content} />
    </article>
  );
}
