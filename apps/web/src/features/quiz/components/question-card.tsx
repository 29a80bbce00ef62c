import { type AttemptQuestion, ESSAY_MAX_LENGTH, SHORT_ANSWER_MAX_LENGTH } from "@app/domain/quiz/contracts";
import { type Ref, useId } from "react";
import { formatCount } from "../../../shared/lib/format";
import { Button } from "../../../shared/ui/button";
import { RichText } from "../../../shared/ui/rich-text";
import type { AnswerDraft, DraftFile } from "../answer-draft";
import { imageSource, optionLetter } from "../quiz-format";
import { TEXT_SAVE_DELAY_MS } from "../use-autosave";
import { FileAnswer } from "./file-answer";
import { QuestionStem } from "./question-stem";

export type DraftUpdate = (draft: AnswerDraft) => AnswerDraft;

export interface QuestionCardProps {
  question: AttemptQuestion;
  draft: AnswerDraft;
  /** A change of the answer, saved after `delayMs` (0: at once). */
  onChange: (update: DraftUpdate, delayMs: number) => void;
  /** The server refused the last answer (its words). */
  refusal?: string | undefined;
  /** The heading receives focus when a new batch opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Opens the group's passage (grouped-question modal). */
  onOpenPassage?: () => void;
  disabled?: boolean;
}

const FIELD =
  "w-full rounded-lg border border-slate-400 bg-white px-3 text-[15px] text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30 disabled:bg-slate-100";

/** One question of a running attempt: number, points, passage, body, image and the input of its type. */
export function QuestionCard({
  question,
  draft,
  onChange,
  refusal,
  headingRef,
  onOpenPassage,
  disabled = false,
}: QuestionCardProps) {
  const headingId = useId();
  const bodyId = useId();
  const refusalId = useId();

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-bold text-slate-900 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Soal {question.position}
        </h3>
        {question.points !== null ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
            {question.points} poin
          </span>
        ) : null}
      </header>

      {question.group ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="flex-1">
            Soal ini merujuk pada bacaan{question.group.title ? ` “${question.group.title}”` : ""}.
          </p>
          {onOpenPassage ? (
            <Button variant="secondary" size="sm" onClick={onOpenPassage} aria-describedby={headingId}>
              Lihat Bacaan
            </Button>
          ) : null}
        </div>
      ) : null}

      <QuestionStem question={question} bodyId={bodyId} />

      <AnswerInput
        question={question}
        draft={draft}
        onChange={onChange}
        disabled={disabled}
        labelledBy={`${headingId} ${bodyId}`}
        describedBy={refusal ? refusalId : undefined}
      />

      {refusal ? (
        <p id={refusalId} role="alert" className="text-sm font-medium text-red-800">
          {refusal}
        </p>
      ) : null}
    </article>
  );
}

interface AnswerInputProps {
  question: AttemptQuestion;
  draft: AnswerDraft;
  onChange: QuestionCardProps["onChange"];
  disabled: boolean;
  labelledBy: string;
  describedBy: string | undefined;
}

function AnswerInput({ question, draft, onChange, disabled, labelledBy, describedBy }: AnswerInputProps) {
  const fieldId = useId();
  const counterId = useId();
  switch (question.type) {
    case "single_choice":
    case "true_false":
    case "multiple_choice": {
      const multiple = question.type === "multiple_choice";
      return (
        <fieldset
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          disabled={disabled}
          className="flex flex-col gap-2"
        >
          {multiple ? <p className="text-sm text-slate-700">Pilih satu atau lebih jawaban.</p> : null}
          {question.options.map((option, index) => {
            const checked = draft.optionIds.includes(option.id);
            const image = imageSource(option.image_url);
            return (
              <label
                key={option.id}
                className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 text-[15px] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
                  checked ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white hover:border-brand-600"
                }`}
              >
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={`soal-${question.id}`}
                  value={option.id}
                  checked={checked}
                  onChange={(event) => {
                    const on = event.target.checked;
                    onChange(
                      (current) => ({
                        ...current,
                        optionIds: multiple
                          ? on
                            ? [...current.optionIds.filter((id) => id !== option.id), option.id]
                            : current.optionIds.filter((id) => id !== option.id)
                          : [option.id],
                      }),
                      0,
                    );
                  }}
                  className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
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
              </label>
            );
          })}
        </fieldset>
      );
    }
    case "short_answer":
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
            Jawaban Anda<span className="sr-only"> untuk soal {question.position}</span>
          </label>
          <input
            id={fieldId}
            type="text"
            value={draft.text}
            maxLength={SHORT_ANSWER_MAX_LENGTH}
            disabled={disabled}
            autoComplete="off"
            aria-describedby={describedBy}
            onChange={(event) => {
              const text = event.target.value;
              onChange((current) => ({ ...current, text }), TEXT_SAVE_DELAY_MS);
            }}
            className={`${FIELD} h-11`}
          />
        </div>
      );
    case "essay":
      return (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
            Jawaban Anda<span className="sr-only"> untuk soal {question.position}</span>
          </label>
          <textarea
            id={fieldId}
            value={draft.text}
            maxLength={ESSAY_MAX_LENGTH}
            rows={8}
            disabled={disabled}
            aria-describedby={describedBy ? `${counterId} ${describedBy}` : counterId}
            onChange={(event) => {
              const text = event.target.value;
              onChange((current) => ({ ...current, text }), TEXT_SAVE_DELAY_MS);
            }}
            className={`${FIELD} py-2 leading-relaxed`}
          />
          <p id={counterId} className="flex flex-wrap justify-between gap-2 text-xs text-slate-600">
            <span>Pisahkan paragraf dengan satu baris kosong.</span>
            <span>
              {formatCount(draft.text.length)}/{formatCount(ESSAY_MAX_LENGTH)} karakter
            </span>
          </p>
        </div>
      );
    case "file":
      return (
        <FileAnswer
          question={question}
          files={draft.files}
          disabled={disabled}
          onFilesChange={(update) =>
            onChange((current) => ({ ...current, files: update(current.files as DraftFile[]) }), 0)
          }
        />
      );
  }
}
