import { type ActivityFocus, REFLECTION_MAX_LENGTH, STUDY_MESSAGES } from "@app/domain/study/contracts";
import { type FormEvent, useId, useState } from "react";
import { formatCount } from "../../../../shared/lib/format";
import { Button } from "../../../../shared/ui/button";
import { RichText } from "../../../../shared/ui/rich-text";

export interface ReflectionRendererProps {
  activity: ActivityFocus;
  /** Sends the finish call with the reflection. */
  onSubmit: (reflection: string) => void;
  submitting: boolean;
  /** A refusal of the finish call, in the server's words. */
  error: string | null;
}

/** refleksi: the questions and the learner's answer, which once sent is shown read-only. */
export function ReflectionRenderer({ activity, onSubmit, submitting, error }: ReflectionRendererProps) {
  const [text, setText] = useState("");
  const [empty, setEmpty] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const questions = activity.resource_detail.content ?? "";
  const written = activity.reflection;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === "") {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onSubmit(text.trim());
  }

  const message = empty ? STUDY_MESSAGES.reflectionRequired : error;
  return (
    <section aria-label="Refleksi" className="flex flex-col gap-4">
      {questions.trim() ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <RichText html={questions} />
        </div>
      ) : null}
      {written !== null ? (
        <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <h2 className="text-sm font-bold text-emerald-900">Refleksi Anda</h2>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-900">{written}</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
            Tulis refleksi Anda
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={REFLECTION_MAX_LENGTH}
            rows={8}
            aria-describedby={message ? `${counterId} ${errorId}` : counterId}
            aria-invalid={message ? true : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30"
          />
          <p id={counterId} className="self-end text-xs text-slate-600">
            {formatCount(text.length)}/{formatCount(REFLECTION_MAX_LENGTH)} karakter
          </p>
          {message ? (
            <p id={errorId} role="alert" className="text-sm text-red-800">
              {message}
            </p>
          ) : null}
          <Button type="submit" loading={submitting} className="self-start">
            Kirim Refleksi
          </Button>
        </form>
      )}
    </section>
  );
}
