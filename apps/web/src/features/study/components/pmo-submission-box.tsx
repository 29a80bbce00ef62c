import { canResubmit, type FocusPmoSubmission } from "@app/domain/prakerja/progress";
import { ACTIVITY_TAG_LABELS, type ActivityTag } from "@app/domain/study/activity-tags";
import type { ActivityFocus } from "@app/domain/study/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { type CompletionScope, useResetPmoSubmission } from "../activity-api";
import { refusalMessage } from "./completion-control";
import { TagPill } from "./topic-list";

/**
 * The words of the box. The sidebar's tags ('Sedang Diproses', 'Gagal Dikumpulkan') are the spec's; the rest is
 * ours where the spec is silent (docs/web.md, 'Study page': 'Status Pengumpulan ke Prakerja').
 */
export const PMO_SUBMISSION_TEXTS = {
  title: "Status Pengumpulan ke Prakerja",
  accepted: "Diterima Prakerja",
  rejected: "Ditolak Prakerja",
  queuedBody: "Tugas Anda sudah dinilai asesor dan sedang dikirim ke Prakerja. Status di sini diperbarui otomatis.",
  pendingBody: "Tugas Anda sudah dikirim dan sedang diperiksa Prakerja. Periksa lagi halaman ini nanti.",
  acceptedBody: "Tugas Anda sudah diterima Prakerja. Tidak ada yang perlu Anda lakukan lagi.",
  rejectedBody: "Prakerja menolak tugas Anda. Perbaiki sesuai catatan di bawah, lalu kumpulkan ulang.",
  failedBody: "Tugas Anda tidak dapat diterima sistem Prakerja. Perbaiki sesuai alasan di bawah, lalu kumpulkan ulang.",
  feedbackLabel: "Catatan dari Prakerja",
  reasonLabel: "Alasan",
  noFeedback: "Prakerja tidak menyertakan catatan.",
  resubmit: "Kumpulkan Ulang",
  resetFailed: "Tugas belum dapat dikumpulkan ulang. Silakan coba lagi.",
} as const;

type View = { tag: ActivityTag; body: string; noteLabel: string | null };

function viewOf(submission: FocusPmoSubmission): View {
  switch (submission.status) {
    case "internal-pending":
      return {
        tag: { label: ACTIVITY_TAG_LABELS.submissionPending, tone: "warning", icon: "pending" },
        body: PMO_SUBMISSION_TEXTS.queuedBody,
        noteLabel: null,
      };
    case "pending":
      return {
        tag: { label: ACTIVITY_TAG_LABELS.submissionPending, tone: "warning", icon: "pending" },
        body: PMO_SUBMISSION_TEXTS.pendingBody,
        noteLabel: null,
      };
    case "accepted":
      return {
        tag: { label: PMO_SUBMISSION_TEXTS.accepted, tone: "success", icon: "attended" },
        body: PMO_SUBMISSION_TEXTS.acceptedBody,
        noteLabel: null,
      };
    case "rejected":
      return {
        tag: { label: PMO_SUBMISSION_TEXTS.rejected, tone: "danger", icon: "failed" },
        body: PMO_SUBMISSION_TEXTS.rejectedBody,
        noteLabel: PMO_SUBMISSION_TEXTS.feedbackLabel,
      };
    case "failed":
      return {
        tag: { label: ACTIVITY_TAG_LABELS.submissionFailed, tone: "danger", icon: "failed" },
        body: PMO_SUBMISSION_TEXTS.failedBody,
        noteLabel: PMO_SUBMISSION_TEXTS.reasonLabel,
      };
  }
}

const BORDERS: Record<FocusPmoSubmission["status"], string> = {
  "internal-pending": "border-amber-200",
  pending: "border-amber-200",
  accepted: "border-emerald-200",
  rejected: "border-red-200",
  failed: "border-red-200",
};

/**
 * 'Status Pengumpulan ke Prakerja' of a practical task (tpm) or skills demonstration (uk) of a redeemed Prakerja
 * enrolment (the focus's pmo_submission, decisions/031): the partner's status, its feedback or refusal as plain
 * text, and for a rejected or failed one 'Kumpulkan Ulang' (PMO reset), after which the quiz offers a new attempt.
 * Renders nothing for any other activity.
 */
export function PmoSubmissionBox({
  activity,
  programId,
  scope,
}: {
  activity: ActivityFocus;
  programId: number;
  scope: CompletionScope;
}) {
  const submission = activity.pmo_submission ?? null;
  const reset = useResetPmoSubmission(scope, programId);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();

  // after the reset the box gives way to the server's word; focus goes there, not lost with the removed button
  useEffect(() => {
    if (doneMessage && !submission) doneRef.current?.focus();
  }, [doneMessage, submission]);
  // a refusal: the button, disabled while busy, takes the focus back (the alert above it is read out)
  useEffect(() => {
    if (reset.isError) sectionRef.current?.querySelector("button")?.focus();
  }, [reset.isError]);

  if (!submission) {
    return doneMessage ? (
      <p
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        {doneMessage}
      </p>
    ) : null;
  }

  const view = viewOf(submission);
  const note = submission.feedback?.trim() ? submission.feedback : null;
  const resubmit = () => reset.mutate(undefined, { onSuccess: (message) => setDoneMessage(message) });

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 ${BORDERS[submission.status]}`}
    >
      <h2 id={titleId} className="text-sm font-bold text-slate-900">
        {PMO_SUBMISSION_TEXTS.title}
      </h2>
      <div role="status" className="flex flex-col gap-2">
        <p>
          <TagPill tag={view.tag} />
        </p>
        <p className="text-sm text-slate-800">{view.body}</p>
        {view.noteLabel ? (
          <div className="rounded-lg bg-slate-50 p-3">
            <p className="text-xs font-semibold text-slate-700">{view.noteLabel}</p>
            {/* the partner's words as given: text, never markup */}
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">
              {note ?? PMO_SUBMISSION_TEXTS.noFeedback}
            </p>
          </div>
        ) : null}
      </div>
      {reset.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {refusalMessage(reset.error, PMO_SUBMISSION_TEXTS.resetFailed)}
        </p>
      ) : null}
      {canResubmit(submission.status) ? (
        <Button type="button" className="w-full sm:w-auto sm:self-start" loading={reset.isPending} onClick={resubmit}>
          {PMO_SUBMISSION_TEXTS.resubmit}
        </Button>
      ) : null}
    </section>
  );
}
