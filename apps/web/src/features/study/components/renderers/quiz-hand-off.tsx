import type { ActivityFocus } from "@app/domain/study/contracts";
import { RichText } from "../rich-text";

/**
 * quiz and quiz-v2: the quiz's introduction. The quiz itself (start, questions, score) is the quiz engine's
 * page (issue 8), which mounts here.
 */
export function QuizHandOff({ activity }: { activity: ActivityFocus }) {
  const { title, content, bobot_percentage } = activity.resource_detail;
  return (
    <section aria-label="Kuis" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {content ? <RichText html={content} /> : null}
      {bobot_percentage > 0 ? (
        <p className="text-sm text-slate-700">
          Bobot nilai: <strong>{bobot_percentage}%</strong>
        </p>
      ) : null}
      <p className="text-sm font-medium text-slate-800">Kuis dikerjakan pada halaman kuis.</p>
    </section>
  );
}
