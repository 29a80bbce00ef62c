import { PIN_LENGTH, POINTS_MESSAGES } from "@app/domain/points/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { DigitBoxInput } from "../../../shared/ui/digit-box-input";
import { Modal } from "../../../shared/ui/modal";
import { Spinner } from "../../../shared/ui/spinner";
import { PIN_PAGE_PATH, useForgotPin } from "../api";

export const PIN_DIALOG_TEXTS = {
  title: "Masukkan PIN Pembayaran",
  intro: `Masukkan ${PIN_LENGTH} digit PIN pembayaran Anda untuk membayar dengan poin.`,
  checking: "Memeriksa PIN…",
  forgot: "Lupa PIN?",
  setPin: "Atur PIN Pembayaran",
  terms: "Syarat dan Ketentuan",
  privacy: "Kebijakan Privasi",
} as const;

/**
 * The points PIN dialog (spec 002 sections 2, 5, 8 and 9).
 *
 * Props:
 * - `open`: shows the dialog; each opening starts with empty boxes and focus on the first one.
 * - `onClose`: the close button, Esc and the backdrop call it; the parent sets `open` to false.
 * - `onSubmit(pin)`: called once when the sixth digit is typed (or pasted), with the six digits. Resolve when the
 *   PIN was accepted (the parent then closes the dialog or moves on); reject with an `Error` whose message is
 *   shown under the boxes — `pinRefusalText(error)` from `../points-format` turns the pay call's refusal into
 *   that text (wrong PIN with the tries left, frozen with its end in WIB). A rejection with an empty message
 *   shows the spec's 'PIN yang Anda masukkan tidak sesuai.'. After a refusal the boxes are emptied for a retry;
 *   when the learner has no PIN yet, a link to /account/pin ('Atur PIN Pembayaran') comes with the message.
 * - `busy`: the parent is still working (e.g. the payment after the PIN): the boxes take no input meanwhile.
 *
 * 'Lupa PIN?' mails the learner a link to set a new PIN (POST /user/pin/forgot) and shows the server's answer.
 * The terms and privacy links in the footer open in new tabs. Under 1024 px the dialog is a bottom sheet.
 */
export interface PinDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (pin: string) => Promise<void>;
  busy?: boolean;
}

export function PinDialog(props: PinDialogProps) {
  if (!props.open) return null;
  // mounted per opening, so every opening starts empty
  return <PinDialogBody {...props} />;
}

function PinDialogBody({ onClose, onSubmit, busy = false }: PinDialogProps) {
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const submitting = useRef(false);
  const mounted = useRef(true);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const introId = useId();
  const forgot = useForgotPin();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function submit(full: string) {
    // one call per PIN, however the sixth digit arrived
    if (submitting.current || busy) return;
    submitting.current = true;
    setChecking(true);
    setError(null);
    try {
      await onSubmit(full);
    } catch (failure) {
      if (!mounted.current) return;
      setError(failure instanceof Error && failure.message ? failure.message : POINTS_MESSAGES.wrongPin);
      setPin("");
      firstBoxRef.current?.focus();
    } finally {
      submitting.current = false;
      if (mounted.current) setChecking(false);
    }
  }

  function onPinChange(next: string) {
    setPin(next);
    // typing again starts a new attempt: the previous refusal goes
    if (next.length > 0) setError(null);
  }

  const forgotText = forgot.isSuccess ? forgot.data : forgot.isError ? forgot.error.message : null;
  const working = checking || busy;

  return (
    <Modal
      open
      onClose={onClose}
      title={PIN_DIALOG_TEXTS.title}
      size="sm"
      initialFocusRef={firstBoxRef}
      footer={
        <p className="text-center text-xs leading-5 text-slate-600">
          Dengan melanjutkan, Anda menyetujui <NewTabLink href="/syarat-ketentuan">{PIN_DIALOG_TEXTS.terms}</NewTabLink>{" "}
          serta <NewTabLink href="/kebijakan-privasi">{PIN_DIALOG_TEXTS.privacy}</NewTabLink>.
        </p>
      }
    >
      <p id={introId} className="text-center text-sm leading-6 text-slate-700">
        {PIN_DIALOG_TEXTS.intro}
      </p>
      <div className="mt-5">
        <DigitBoxInput
          kind="pin"
          length={PIN_LENGTH}
          value={pin}
          onChange={onPinChange}
          onComplete={(full) => void submit(full)}
          label="PIN pembayaran"
          hideLabel
          invalid={error !== null}
          readOnly={working}
          describedBy={error ? `${introId} ${errorId}` : introId}
          firstBoxRef={firstBoxRef}
        />
      </div>

      <div className="mt-3 min-h-6 text-center text-sm" aria-live="polite">
        {working ? (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <Spinner size="sm" label="Memeriksa PIN" />
            {PIN_DIALOG_TEXTS.checking}
          </span>
        ) : error ? (
          <div className="font-semibold">
            <p id={errorId} className="text-red-700">
              {error}
            </p>
            {error === POINTS_MESSAGES.noPin ? (
              <AppLink to={PIN_PAGE_PATH} className="mt-1 inline-block text-brand-700 underline">
                {PIN_DIALOG_TEXTS.setPin}
              </AppLink>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-3 flex flex-col items-center gap-1 text-sm">
        <button
          type="button"
          onClick={() => forgot.mutate()}
          disabled={forgot.isPending}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500"
        >
          {forgot.isPending ? <Spinner size="sm" label="Mengirim tautan" /> : null}
          {PIN_DIALOG_TEXTS.forgot}
        </button>
        <p role="status" className={`text-center ${forgot.isError ? "text-red-700" : "text-emerald-800"}`}>
          {forgotText}
        </p>
      </div>
    </Modal>
  );
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      {children}
      <span className="sr-only"> (membuka tab baru)</span>
    </a>
  );
}
