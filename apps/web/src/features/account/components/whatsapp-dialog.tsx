import type { MeUser, WhatsappDialogPage } from "@app/domain/account/contracts";
import { phoneSchema } from "@app/domain/account/validation";
import { shouldOpenWhatsappDialog } from "@app/domain/account/whatsapp-dialog";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useContext, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { AccountDialogsContext } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { formFieldErrors } from "../../../shared/lib/field-errors";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { dismissPhoneDialog, updatePhoneNumber, useSessionUser, useSetMe } from "../api";

/** The payment thank-you page /payment/thankyou/{id} (spec 002 route table; named route payment-thankyou-page), not built yet. */
export const PAYMENT_THANK_YOU_PATH = "/payment/thankyou";

/**
 * The page of spec 000 section 4.6 the current address is, or null where the dialog never opens:
 * 'profile' is the Profile route /account (not its later sub-pages), 'programmu' is /programmu, and
 * 'payment' is the payment thank-you page, recognised by its path prefix until that route exists.
 */
export function whatsappDialogPageFor(pathname: string): WhatsappDialogPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/account") return "profile";
  if (path === "/programmu") return "programmu";
  if (path === PAYMENT_THANK_YOU_PATH || path.startsWith(`${PAYMENT_THANK_YOU_PATH}/`)) return "payment";
  return null;
}

/**
 * The WhatsApp number dialog (spec 000 sections 2.2 and 4.6): always mounted, it opens by itself on the
 * payment thank-you, profile and programmu pages while the phone is not refilled and that page's dismissal
 * flag is 0. A modal on desktop, a bottom sheet under 1024 px (the Modal does that). It waits while an
 * account dialog (login, verification, ...) is open, so that two dialogs never stack.
 */
export function WhatsappDialog() {
  const { user } = useSessionUser();
  const location = useLocation();
  const accountDialogs = useContext(AccountDialogsContext);
  // Put off on this visit of the page: hides at once, before the dismissal call answers.
  const [putOffAt, setPutOffAt] = useState<string | null>(null);
  const page = whatsappDialogPageFor(location.pathname);

  if (!user || !page || !shouldOpenWhatsappDialog(user, page)) return null;
  if (putOffAt === location.key || accountDialogs?.dialog) return null;
  return <WhatsappForm user={user} page={page} onPutOff={() => setPutOffAt(location.key)} />;
}

const PHONE_FIELD = ["phone"] as const;

function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return "Nomor WhatsApp belum tersimpan, coba beberapa saat lagi";
  // the one field of the form: a validation refusal of the number shows its own words
  return formFieldErrors(error, PHONE_FIELD).phone ?? error.message;
}

function WhatsappForm({ user, page, onPutOff }: { user: MeUser; page: WhatsappDialogPage; onPutOff: () => void }) {
  const setMe = useSetMe();
  const toast = useToast();
  const [phone, setPhone] = useState(user.phone ?? "");
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const save = useMutation({
    mutationFn: updatePhoneNumber,
    onSuccess: (answer) => {
      // is_phone_refilled is now 1, so the dialog closes with the cache update.
      setMe(answer);
      toast.show("Nomor WhatsApp berhasil disimpan");
    },
  });
  const dismiss = useMutation({
    mutationFn: dismissPhoneDialog,
    onSuccess: (answer) => setMe(answer),
    // Not remembered by the server: the dialog stays closed on this visit and may return on the next one.
    onError: () => undefined,
  });

  function putOff() {
    if (save.isPending) return;
    onPutOff();
    dismiss.mutate(page);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "Nomor WhatsApp tidak valid");
      inputRef.current?.focus();
      return;
    }
    setInvalid(null);
    save.mutate(parsed.data);
  }

  const error = invalid ?? (save.isError ? errorText(save.error) : null);

  return (
    <Modal open onClose={putOff} title="Lengkapi Nomor WhatsApp" size="sm" initialFocusRef={inputRef}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm leading-6 text-slate-700">
          Masukkan nomor WhatsApp aktif Anda agar informasi penting seputar program dan pembayaran dapat kami sampaikan.
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
            Nomor WhatsApp
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="tel"
            name="phone"
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setInvalid(null);
            }}
            placeholder="081234567890"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={`h-11 w-full rounded-lg border bg-white px-3 text-slate-900 placeholder:text-slate-500 focus:outline-3 focus:outline-brand-600/30 ${
              error ? "border-red-700" : "border-slate-300 focus:border-brand-600"
            }`}
          />
          <p id={hintId} className="text-xs text-slate-600">
            9-15 angka, boleh diawali tanda +
          </p>
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={putOff} disabled={save.isPending}>
            Nanti Saja
          </Button>
          <Button type="submit" loading={save.isPending} disabled={phone.trim() === ""}>
            Simpan
          </Button>
        </div>
      </form>
    </Modal>
  );
}
