import { redemptionCode } from "@app/domain/prakerja/contracts";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { FIELD_CLASS } from "../../../shared/ui/field-class";
import { Modal } from "../../../shared/ui/modal";
import { Spinner } from "../../../shared/ui/spinner";
import { redeemErrorText, useRedeemCode } from "../api";
import { PRAKERJA_TEXTS } from "../prakerja-texts";
import { type FaceRecognitionMessage, useFaceRecognitionWindow } from "../use-face-recognition-window";
import { PopupBlockedModal } from "./popup-blocked-modal";

export interface RedeemCodeModalProps {
  programId: number;
  /** The partner's configured origin (features/prakerja/partner-origin.ts). */
  partnerOrigin: string | null;
  /** The help article of the pop-up-blocked modal; null leaves 'Lihat Panduan' out. */
  helpUrl: string | null;
  /** The code was already redeemed for this programme: nothing more to do. */
  onRedeemed: () => void;
  /** The partner's page reported back: the result page takes over (spec 001 section 4). */
  onVerificationMessage: (message: FaceRecognitionMessage) => void;
  /** The verification window was closed without a message: the page reloads what it shows. */
  onWindowClosed: () => void;
  /** The learner closed the modal without redeeming. */
  onDismiss: () => void;
}

type Step = { kind: "code" } | { kind: "face"; url: string } | { kind: "waiting"; url: string };

/**
 * The redeem-code modal of a job-training programme (spec 001 sections 2 and 7): the code is checked
 * (redeem-code), the face-verification link asked for (submit-verify), and the partner's window opened from a
 * click of the learner's own, so the browser lets it open; a blocked window shows 'Tidak Dapat Melanjutkan Proses
 * Redeem'.
 */
export function RedeemCodeModal({
  programId,
  partnerOrigin,
  helpUrl,
  onRedeemed,
  onVerificationMessage,
  onWindowClosed,
  onDismiss,
}: RedeemCodeModalProps) {
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: "code" });
  const [blocked, setBlocked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const redeem = useRedeemCode();
  const faceWindow = useFaceRecognitionWindow({
    partnerOrigin,
    onMessage: onVerificationMessage,
    onClosed: () => {
      setStep({ kind: "code" });
      onWindowClosed();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = redemptionCode.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? PRAKERJA_TEXTS.codePattern);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    redeem.mutate(
      { program_id: programId, redemption_code: parsed.data },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === "redeemed") onRedeemed();
          else setStep({ kind: "face", url: outcome.url });
        },
      },
    );
  };

  const startFace = (url: string) => {
    if (faceWindow.open(url) === "blocked") {
      setBlocked(true);
      return;
    }
    setStep({ kind: "waiting", url });
  };

  const dismiss = () => {
    faceWindow.stop();
    onDismiss();
  };

  const refusal = redeem.isError ? redeemErrorText(redeem.error) : null;
  const describedBy = [hintId, fieldError ? errorId : null].filter(Boolean).join(" ");

  return (
    <>
      <Modal open={!blocked} onClose={dismiss} title={PRAKERJA_TEXTS.redeemTitle} initialFocusRef={inputRef}>
        {step.kind === "code" ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">{PRAKERJA_TEXTS.redeemIntro}</p>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
                {PRAKERJA_TEXTS.codeLabel}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                name="redemption_code"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.toUpperCase());
                  if (fieldError) setFieldError(null);
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedBy}
                className={`${FIELD_CLASS} font-mono tracking-wider ${fieldError ? "border-red-700" : ""}`}
              />
              <p id={hintId} className="text-xs text-slate-600">
                {PRAKERJA_TEXTS.codeHint}
              </p>
              {fieldError ? (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
            {refusal ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {refusal}
              </p>
            ) : null}
            <Button type="submit" loading={redeem.isPending} className="w-full">
              {redeem.isPending ? PRAKERJA_TEXTS.checking : PRAKERJA_TEXTS.submit}
            </Button>
          </form>
        ) : step.kind === "face" ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">{PRAKERJA_TEXTS.faceIntro}</p>
            <Button type="button" onClick={() => startFace(step.url)} className="w-full">
              {PRAKERJA_TEXTS.faceStart}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 py-4 text-center text-brand-700">
            <Spinner size="lg" label={PRAKERJA_TEXTS.faceWaiting} />
            <p className="text-sm text-slate-700" aria-hidden="true">
              {PRAKERJA_TEXTS.faceWaiting}
            </p>
          </div>
        )}
      </Modal>
      <PopupBlockedModal
        open={blocked}
        helpUrl={helpUrl}
        onUnderstood={() => {
          setBlocked(false);
          setStep((current) => (current.kind === "waiting" ? { kind: "face", url: current.url } : current));
        }}
      />
    </>
  );
}
