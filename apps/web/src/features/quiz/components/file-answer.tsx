import { type AttemptQuestion, QUIZ_MESSAGES, uploadUrl } from "@app/domain/quiz/contracts";
import { fileListWithPlaceholder, UPLOAD_PLACEHOLDER } from "@app/domain/quiz/rules";
import {
  extensionOf,
  formatFileSize,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_NAMES,
  UPLOAD_TYPES,
} from "@app/domain/quiz/uploads";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { Spinner } from "../../../shared/ui/spinner";
import type { DraftFile } from "../answer-draft";
import { quizErrorMessage, uploadQuizFile } from "../api";

/** What the browser can tell before sending (the server checks the content again, RELIABILITY S11). */
export function fileProblem(file: Pick<File, "name" | "size">): string | null {
  if (file.size === 0) return QUIZ_MESSAGES.fileEmpty;
  if (file.size > UPLOAD_MAX_BYTES) return QUIZ_MESSAGES.fileTooLarge;
  if (UPLOAD_TYPES[extensionOf(file.name)] === undefined) return QUIZ_MESSAGES.fileTypeNotAllowed;
  return null;
}

export interface FileAnswerProps {
  question: Pick<AttemptQuestion, "id" | "position" | "max_files">;
  files: readonly DraftFile[];
  /** Adds or removes a file (the update is applied to the latest list, as an upload may end after other changes). */
  onFilesChange: (update: (files: DraftFile[]) => DraftFile[]) => void;
  disabled?: boolean;
}

interface UploadInProgress {
  name: string;
  /** 0..1, or null while the browser has not said. */
  progress: number | null;
}

/**
 * A file answer (spec 002 section 5): the files, then the upload-button placeholder entry while fewer than
 * max_files are there. An upload shows its progress and can be cancelled; a file is removed with 'Hapus'.
 */
export function FileAnswer({ question, files, onFilesChange, disabled = false }: FileAnswerProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [upload, setUpload] = useState<UploadInProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const entries = fileListWithPlaceholder(files, question.max_files);

  // an upload still running when the question leaves the screen is cancelled
  useEffect(() => () => controller.current?.abort(), []);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // the same file may be chosen again after a removal or a refusal
    event.target.value = "";
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setUpload({ name: file.name, progress: null });
    const abort = new AbortController();
    controller.current = abort;
    try {
      const uploaded = await uploadQuizFile(file, {
        signal: abort.signal,
        onProgress: (progress) => setUpload({ name: file.name, progress }),
      });
      onFilesChange((current) => [...current, { id: uploaded.id, name: uploaded.name, size: uploaded.size }]);
    } catch (cause) {
      if (!(cause instanceof DOMException && cause.name === "AbortError")) {
        setError(quizErrorMessage(cause, "Berkas belum dapat diunggah. Silakan coba lagi."));
      }
    } finally {
      controller.current = null;
      setUpload(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={`Berkas jawaban soal ${question.position}`} className="flex flex-col gap-2">
        {entries.map((entry) =>
          entry === UPLOAD_PLACEHOLDER ? (
            <li key={UPLOAD_PLACEHOLDER}>
              {upload ? (
                <UploadProgress upload={upload} onCancel={() => controller.current?.abort()} />
              ) : (
                <div className="flex">
                  <input
                    id={inputId}
                    type="file"
                    accept={UPLOAD_ACCEPT}
                    onChange={(event) => void pick(event)}
                    disabled={disabled}
                    aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={inputId}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:border-slate-300 peer-disabled:text-slate-500 hover:bg-brand-50"
                  >
                    <svg className="size-5" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                      <path
                        d="M10 13V3m0 0-4 4m4-4 4 4M3.5 13v2.5A1.5 1.5 0 0 0 5 17h10a1.5 1.5 0 0 0 1.5-1.5V13"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    Unggah Berkas<span className="sr-only"> untuk soal {question.position}</span>
                  </label>
                </div>
              )}
            </li>
          ) : (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
            >
              <a
                href={uploadUrl(entry.id)}
                download={entry.name}
                className="min-w-0 flex-1 font-medium break-all text-brand-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {entry.name}
              </a>
              <span className="text-xs text-slate-600">{formatFileSize(entry.size)}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                onClick={() => onFilesChange((current) => current.filter((file) => file.id !== entry.id))}
                aria-label={`Hapus berkas ${entry.name}`}
              >
                Hapus
              </Button>
            </li>
          ),
        )}
      </ul>
      <p id={hintId} className="text-xs text-slate-600">
        {UPLOAD_TYPE_NAMES}, paling besar {formatFileSize(UPLOAD_MAX_BYTES)}. Paling banyak {question.max_files} berkas.
        {files.length >= question.max_files ? " Hapus berkas untuk mengganti." : ""}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function UploadProgress({ upload, onCancel }: { upload: UploadInProgress; onCancel: () => void }) {
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2">
      {percent === null ? <Spinner size="sm" label={`Mengunggah ${upload.name}`} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm break-all text-slate-900">
          Mengunggah {upload.name}…{percent === null ? "" : ` ${percent}%`}
        </p>
        {percent === null ? null : (
          <progress
            value={percent}
            max={100}
            aria-label={`Mengunggah ${upload.name}`}
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Batalkan
      </Button>
    </div>
  );
}
