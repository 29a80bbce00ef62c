import { type ReviewQuestion, uploadUrl } from "@app/domain/quiz/contracts";
import { formatFileSize } from "@app/domain/quiz/uploads";
import { useId } from "react";
import { RichText } from "../../../shared/ui/rich-text";
import { imageSource, optionLetter } from "../quiz-format";

export interface AnswerViewProps {
  question: ReviewQuestion;
  /**
   * The correct answers are marked only when this is true (the review's shows_correct_answers; always for the
   * assessor). Otherwise nothing tells right from wrong, whatever the answer holds.
   */
  showCorrect: boolean;
  /** Whose answer it is: 'Jawaban Anda' for the learner, 'Jawaban peserta' for the assessor. */
  ownerLabel?: string;
}

const TAG = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

/** A submitted answer, read-only: the review (check-answer) and the assessor's detail. */
export function AnswerView({ question, showCorrect, ownerLabel = "Jawaban Anda" }: AnswerViewProps) {
  const answer = question.answer;
  const labelId = useId();
  switch (question.type) {
    case "single_choice":
    case "multiple_choice":
    case "true_false": {
      const chosen = new Set(answer?.option_ids ?? []);
      const correct = new Set(showCorrect ? (question.correct_option_ids ?? []) : []);
      return (
        <div className="flex flex-col gap-2">
          <p id={labelId} className="sr-only">
            Pilihan jawaban soal {question.position}
          </p>
          <ul aria-labelledby={labelId} className="flex flex-col gap-2">
            {question.options.map((option, index) => {
              const isChosen = chosen.has(option.id);
              const isCorrect = correct.has(option.id);
              const tone = isCorrect
                ? "border-emerald-600 bg-emerald-50"
                : isChosen && showCorrect && question.correct_option_ids !== null
                  ? "border-red-600 bg-red-50"
                  : isChosen
                    ? "border-brand-700 bg-brand-50"
                    : "border-slate-200 bg-white";
              const image = imageSource(option.image_url);
              return (
                <li key={option.id} className={`flex items-start gap-3 rounded-lg border px-3 py-2.5 ${tone}`}>
                  <span className="font-semibold text-slate-700">{optionLetter(index)}.</span>{" "}
                  <span className="flex min-w-0 flex-1 flex-col gap-2">
                    <RichText inline html={option.body} className="[&_p]:mb-0" />
                    {image ? (
                      <img
                        src={image}
                        alt={`Gambar pilihan ${optionLetter(index)}`}
                        className="h-auto max-h-60 w-auto max-w-full self-start rounded-md"
                        loading="lazy"
                      />
                    ) : null}
                  </span>
                  <span className="flex flex-col items-end gap-1">
                    {isChosen ? <span className={`${TAG} bg-brand-100 text-brand-900`}>{ownerLabel}</span> : null}
                    {isCorrect ? <span className={`${TAG} bg-emerald-100 text-emerald-900`}>Jawaban benar</span> : null}
                  </span>
                </li>
              );
            })}
          </ul>
          {chosen.size === 0 ? <p className="text-sm text-slate-700">Tidak dijawab.</p> : null}
        </div>
      );
    }
    case "short_answer":
      return (
        <div className="flex flex-col gap-2 text-[15px]">
          <p>
            <span className="font-semibold text-slate-900">{ownerLabel}: </span>
            {answer?.answer_essay?.trim() ? (
              answer.answer_essay
            ) : (
              <span className="text-slate-700">Tidak dijawab.</span>
            )}
          </p>
          {showCorrect && question.accepted_answers && question.accepted_answers.length > 0 ? (
            <p className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-950">
              <span className="font-semibold">Jawaban yang diterima: </span>
              {question.accepted_answers.join(", ")}
            </p>
          ) : null}
        </div>
      );
    case "essay":
      return (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-slate-900">{ownerLabel}:</p>
          {answer?.answer_essay?.trim() ? (
            <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
              <RichText html={answer.answer_essay} className="[&_p:last-child]:mb-0" />
            </div>
          ) : (
            <p className="text-sm text-slate-700">Tidak dijawab.</p>
          )}
        </div>
      );
    case "file":
      return (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-slate-900">Berkas jawaban:</p>
          {answer && answer.answer_file.length > 0 ? (
            <ul className="flex flex-col gap-1.5">
              {answer.answer_file.map((file) => (
                <li key={file.id} className="flex flex-wrap items-center gap-x-3 text-sm">
                  <a
                    href={uploadUrl(file.id)}
                    download={file.name}
                    className="font-medium break-all text-brand-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
                  >
                    {file.name}
                  </a>
                  <span className="text-xs text-slate-600">{formatFileSize(file.size)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">Tidak ada berkas.</p>
          )}
        </div>
      );
  }
}

/** 'Benar' / 'Salah' of an auto-scored answer, when the correct answers may be shown. */
export function CorrectnessTag({ question, showCorrect }: AnswerViewProps) {
  if (!showCorrect || question.is_correct === null) return null;
  return question.is_correct ? (
    <span className={`${TAG} bg-emerald-100 text-emerald-900`}>Benar</span>
  ) : (
    <span className={`${TAG} bg-red-100 text-red-900`}>Salah</span>
  );
}

/** 'Poin: 5 dari 10' (or 'Poin: 5' when the question's points are not shown). */
export function pointsAwardedText(awarded: number | null, points: number | null): string | null {
  if (awarded === null) return null;
  const value = awarded.toLocaleString("id-ID", { maximumFractionDigits: 2 });
  return points === null ? `Poin: ${value}` : `Poin: ${value} dari ${points}`;
}
