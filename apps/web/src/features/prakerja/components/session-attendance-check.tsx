import type { ActivityFocus, ValidateObject } from "@app/domain/study/contracts";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { getAppConfig } from "../../../shared/lib/app-config";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { Button } from "../../../shared/ui/button";
import { redeemErrorText, useAttemptFrSequence, useReloadAfterVerification } from "../api";
import { getPartnerOrigin } from "../partner-origin";
import { PRAKERJA_TEXTS } from "../prakerja-texts";
import { faceRecognitionResultHref } from "../result-href";
import { useFaceRecognitionWindow } from "../use-face-recognition-window";
import { PopupBlockedModal } from "./popup-blocked-modal";

/** The session's attendance at the partner (sequence_status of a presence activity, decisions/031). */
type PartnerAttendance = "belum_verifikasi" | "diproses" | "hadir" | "gagal" | null;

function partnerAttendance(value: string | null): PartnerAttendance {
  return value === "belum_verifikasi" || value === "diproses" || value === "hadir" || value === "gagal" ? value : null;
}

/** The spec's session verification labels (spec 001 section 4; 'Belum Verifikasi' is hidden). */
const LABELS: Record<Exclude<PartnerAttendance, "belum_verifikasi" | null>, { text: string; tone: string }> = {
  hadir: { text: "Berhasil Verifikasi", tone: "bg-emerald-100 text-emerald-900" },
  gagal: { text: "Gagal Verifikasi", tone: "bg-red-100 text-red-900" },
  diproses: { text: "Verifikasi Sedang Diproses", tone: "bg-slate-100 text-slate-800" },
};

/**
 * A redeemed enrolment's presence activity of session n > 1: its attendance is the partner's face verification of
 * sequence n (session 1's is the redeem's own). The server's rule (decisions/031): a redemption programme and a
 * successful redeem, whoever the buyer.
 */
export function needsSessionAttendanceCheck(validate: ValidateObject, activity: ActivityFocus): boolean {
  return (
    validate.has_redeem_program &&
    validate.redeem_status === 1 &&
    activity.resource_detail.is_presence_participation &&
    activity.resource_detail.session > 1
  );
}

type Step = { kind: "idle" } | { kind: "ready"; url: string } | { kind: "waiting"; url: string };

/**
 * 'Verifikasi Kehadiran' of a session (spec 001 sections 4 and 7: attempt-fr-sequence, the partner's window
 * watched every 500 ms, messages only from the partner's origin, the result page). Two clicks, as in the
 * redeem modal: the first asks for the link, the second opens the window from the learner's own click, so the
 * browser lets it open.
 */
export function SessionAttendanceCheck({ programId, activity }: { programId: number; activity: ActivityFocus }) {
  const session = activity.resource_detail.session;
  const status = partnerAttendance(activity.sequence_status);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [blocked, setBlocked] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const attempt = useAttemptFrSequence();
  const reload = useReloadAfterVerification();
  const navigate = useAppNavigate();
  const location = useLocation();
  const faceWindow = useFaceRecognitionWindow({
    partnerOrigin: getPartnerOrigin(),
    onMessage: (message) => navigate(faceRecognitionResultHref(message, `${location.pathname}${location.search}`)),
    onClosed: () => {
      setStep({ kind: "idle" });
      void reload();
    },
  });

  const prepare = () =>
    attempt.mutate(
      { program_id: programId, sequence: session },
      { onSuccess: (url) => setStep({ kind: "ready", url }) },
    );
  const openWindow = (url: string) => {
    if (faceWindow.open(url) === "blocked") {
      setBlocked(true);
      return;
    }
    setStep({ kind: "waiting", url });
  };

  // the button the learner pressed is replaced: focus follows to the next step (the window's button, then the status)
  useEffect(() => {
    if (step.kind === "ready") startRef.current?.focus();
    if (step.kind === "waiting") statusRef.current?.focus();
  }, [step.kind]);

  let body: string;
  if (step.kind === "waiting") body = PRAKERJA_TEXTS.faceWaiting;
  else if (status === "hadir") body = PRAKERJA_TEXTS.attendanceDone(session);
  else if (status === "diproses") body = PRAKERJA_TEXTS.attendanceProcessing;
  else if (status === "gagal") body = PRAKERJA_TEXTS.attendanceFailed;
  else body = PRAKERJA_TEXTS.attendanceIntro(session);
  const tone =
    status === "hadir"
      ? "border-emerald-200 bg-emerald-50 text-emerald-950"
      : status === "gagal"
        ? "border-red-200 bg-red-50 text-red-950"
        : "border-brand-200 bg-brand-50 text-slate-900";
  const canVerify = status !== "hadir" && status !== "diproses";

  return (
    <section
      aria-label={`${PRAKERJA_TEXTS.attendanceTitle} sesi ${session}`}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${tone}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-bold">{PRAKERJA_TEXTS.attendanceTitle}</h2>
        {status && status !== "belum_verifikasi" ? (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${LABELS[status].tone}`}>
            {LABELS[status].text}
          </span>
        ) : null}
      </div>
      <p ref={statusRef} tabIndex={-1} role="status" className="text-sm focus:outline-none">
        {body}
      </p>
      {attempt.isError ? (
        <p role="alert" className="rounded-lg bg-white/70 px-3 py-2 text-sm font-medium text-red-800">
          {redeemErrorText(attempt.error)}
        </p>
      ) : null}
      {canVerify && step.kind === "idle" ? (
        <Button type="button" className="self-start" loading={attempt.isPending} onClick={prepare}>
          {attempt.isPending
            ? PRAKERJA_TEXTS.attendancePreparing
            : status === "gagal"
              ? PRAKERJA_TEXTS.attendanceRetry
              : PRAKERJA_TEXTS.attendanceVerify}
        </Button>
      ) : null}
      {step.kind === "ready" ? (
        <Button ref={startRef} type="button" className="self-start" onClick={() => openWindow(step.url)}>
          {PRAKERJA_TEXTS.faceStart}
        </Button>
      ) : null}
      <PopupBlockedModal
        open={blocked}
        helpUrl={getAppConfig().helpUrl}
        onUnderstood={() => {
          setBlocked(false);
          setStep((current) => (current.kind === "waiting" ? { kind: "ready", url: current.url } : current));
        }}
      />
    </section>
  );
}
