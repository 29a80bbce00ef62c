import type { AttemptQuestion } from "@app/domain/quiz/contracts";
import { RichText } from "../../../shared/ui/rich-text";
import { imageSource } from "../quiz-format";

/** "Bacaan: {title}", the label said once: a title that already starts with it is not prefixed again (issue 23). */
export function passageLabel(title: string | null | undefined): string {
  const text = title?.trim() ?? "";
  if (!text) return "Bacaan";
  return /^bacaan\b/i.test(text) ? text : `Bacaan: ${text}`;
}

/**
 * What a question asks, the same wherever it is shown (the attempt, the review, the assessor's page): its text and
 * its picture; in the review and the assessor's page also its group's passage, folded (the attempt opens the
 * passage in a dialog instead).
 */
export function QuestionStem({
  question,
  bodyId,
  withPassage = false,
}: {
  question: Pick<AttemptQuestion, "body" | "image_url" | "position" | "group">;
  /** The body's id, when the answer's inputs are labelled by it. */
  bodyId?: string;
  withPassage?: boolean;
}) {
  const image = imageSource(question.image_url);
  return (
    <>
      {withPassage && question.group?.passage ? (
        <details className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <summary className="cursor-pointer font-semibold">{passageLabel(question.group.title)}</summary>
          <RichText html={question.group.passage} className="mt-2" />
        </details>
      ) : null}
      <RichText id={bodyId} html={question.body} />
      {image ? (
        <img
          src={image}
          alt={`Gambar soal ${question.position}`}
          className="h-auto max-h-96 w-auto max-w-full self-start rounded-lg border border-slate-200"
          loading="lazy"
        />
      ) : null}
    </>
  );
}
