import { RATING_REVIEW_MAX_LENGTH } from "@app/domain/study/contracts";
import { type FormEvent, useId, useState } from "react";
import { formatCount } from "../../../shared/lib/format";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { useRateProgram } from "../activity-api";
import { refusalMessage } from "./completion-control";

export interface RatingModalProps {
  open: boolean;
  onClose: () => void;
  programId: number;
  programName: string;
}

const STARS = [1, 2, 3, 4, 5] as const;
/** The contract's words for a rating outside 1–5 (ratingBody). */
const PICK_STARS = "Pilih 1 sampai 5 bintang";

/** The programme's rating (spec 001 section 4, 'Rating modal'): 1–5 stars and an optional review. */
export function RatingModal({ open, onClose, programId, programName }: RatingModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Beri Penilaian Program">
      <RatingForm programId={programId} programName={programName} onDone={onClose} />
    </Modal>
  );
}

function RatingForm({
  programId,
  programName,
  onDone,
}: {
  programId: number;
  programName: string;
  onDone: () => void;
}) {
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState("");
  const [error, setError] = useState<string | null>(null);
  const rate = useRateProgram(programId);
  const toast = useToast();
  const reviewId = useId();
  const counterId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating < 1) {
      setError(PICK_STARS);
      return;
    }
    setError(null);
    rate.mutate(
      { rating, review },
      {
        onSuccess: () => {
          toast.show("Terima kasih atas penilaian Anda!");
          onDone();
        },
        onError: (cause) => setError(refusalMessage(cause, "Penilaian belum dapat dikirim. Silakan coba lagi.")),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Bagaimana pengalaman belajar Anda di <strong className="text-slate-900">{programName}</strong>?
      </p>
      <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-900">Penilaian</legend>
        <div className="flex gap-1">
          {STARS.map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={`${value} bintang`}
                className="peer sr-only"
              />
              <svg
                className={`size-10 rounded-md peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${value <= rating ? "text-amber-500" : "text-slate-300"}`}
                viewBox="0 0 24 24"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={reviewId} className="text-sm font-semibold text-slate-900">
          Ulasan (opsional)
        </label>
        <textarea
          id={reviewId}
          value={review}
          onChange={(event) => setReview(event.target.value)}
          maxLength={RATING_REVIEW_MAX_LENGTH}
          rows={4}
          aria-describedby={counterId}
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30"
        />
        <p id={counterId} className="self-end text-xs text-slate-600">
          {formatCount(review.length)}/{formatCount(RATING_REVIEW_MAX_LENGTH)} karakter
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={rate.isPending}>
        Kirim Penilaian
      </Button>
    </form>
  );
}
