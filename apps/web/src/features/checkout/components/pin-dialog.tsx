import { PIN_LENGTH, POINTS_MESSAGES } from "@app/domain/points/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { OtpInput } from "../../../shared/ui/otp-input";

export const PIN_DIALOG_TEXTS = {
  title: "Masukkan PIN Pembayaran",
  label: "PIN pembayaran",
  submit: "Bayar",
  setPin: "Atur PIN Pembayaran",
} as const;

/** Where the learner sets the payment PIN (spec 002 route table, /account children). */
const PIN_PAGE_PATH = "/account/pin";

export interface PinDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the points pay, shown so the learner knows what the PIN confirms. */
  total: number;
  onSubmit: (pin: string) => void;
  busy: boolean;
  /** The server's refusal ('PIN yang Anda masukkan tidak sesuai.', …). */
  error: string | null;
}

/**
 * The points PIN dialog (spec 002 sections 2 and 9): 6 digits, one per box; the terms and privacy links in its
 * footer open in new tabs. A bottom sheet under 1024 px, like every dialog.
 */
export function PinDialog({ open, onClose, total, onSubmit, busy, error }: PinDialogProps) {
  const [pin, setPin] = useState("");
  const firstBox = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const complete = pin.length === PIN_LENGTH;

  // a PIN is sent once: the boxes empty for the next try, which starts in the first box after a refusal
  function send(code: string) {
    if (busy) return;
    setPin("");
    onSubmit(code);
  }

  useEffect(() => {
    if (error) firstBox.current?.focus();
  }, [error]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (complete) send(pin);
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        setPin("");
        onClose();
      }}
      title={PIN_DIALOG_TEXTS.title}
      size="sm"
      initialFocusRef={firstBox}
      footer={
        <p className="text-center text-xs text-slate-600">
          Dengan membayar, kamu menyetujui{" "}
          <a href="/syarat-ketentuan" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Syarat &amp; Ketentuan
          </a>{" "}
          dan{" "}
          <a
            href="/kebijakan-privasi"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline"
          >
            Kebijakan Privasi
          </a>
          .
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col items-center gap-4">
        <p className="text-center text-slate-700">Bayar {formatRupiah(total)} dengan poin.</p>
        <OtpInput
          value={pin}
          onChange={setPin}
          onComplete={send}
          length={PIN_LENGTH}
          label={PIN_DIALOG_TEXTS.label}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          disabled={busy}
          firstBoxRef={firstBox}
        />
        <div id={errorId} role="alert" className="text-center text-sm text-red-700">
          {error ? <p>{error}</p> : null}
          {error === POINTS_MESSAGES.noPin ? (
            <AppLink to={PIN_PAGE_PATH} className="mt-1 inline-block font-semibold text-brand-700 underline">
              {PIN_DIALOG_TEXTS.setPin}
            </AppLink>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" loading={busy} disabled={!complete}>
          {PIN_DIALOG_TEXTS.submit}
        </Button>
      </form>
    </Modal>
  );
}
