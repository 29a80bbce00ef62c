import type { ActivityFocus } from "@app/domain/study/contracts";
import { RichText } from "../../../../shared/ui/rich-text";

/** discussion: the prompt; the learners answer in the comments below it, which this type always shows. */
export function DiscussionRenderer({ activity }: { activity: ActivityFocus }) {
  const prompt = activity.resource_detail.content ?? "";
  return (
    <section
      aria-label="Topik diskusi"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      {prompt.trim() ? <RichText html={prompt} /> : null}
      <p className="text-sm font-medium text-slate-800">Tuliskan tanggapan Anda pada kolom komentar di bawah.</p>
    </section>
  );
}
