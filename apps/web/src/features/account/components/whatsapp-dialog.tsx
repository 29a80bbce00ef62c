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

/**
 * The page of spec 000 section 4.6 the current address is, or null where the dialog never opens:
 * 'profile' is the Profile route /account (not its later sub-pages), 'programmu' is /programmu. The spec's
 * third page, the payment thank-you page, is left out on purpose (issue 23): the dialog never covers a payment
 * result (thank-you or payment status), the one moment the person came to read.
 */
export function whatsappDialogPageFor(pathname: string): WhatsappDialogPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/account") return "profile";
  if (path === "/programmu") return "programmu";
  return null;
}

/**
 * "Nanti Saja" holds for the whole browser session, on every page (issue 23): the per-page server flag alone
 * asked again on the next page. sessionStorage, not the server: a new session (a new tab, the next day) may
 * ask once more, and the server's flag still keeps that one page quiet for good.
 */
export const WHATSAPP_DISMISSED_KEY = "karirmu:whatsapp-dialog-dismissed";

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(WHATSAPP_DISMISSED_KEY) === "1";
  } catch {
    return false; // storage blocked: the in-memory flag still holds until a reload
  }
}

function rememberDismissed() {
  try {
    window.sessionStorage.setItem(WHATSAPP_DISMISSED_KEY, "1");
  } catch {
    // storage blocked: the in-memory flag still holds until a reload
  }
}

/**
 * The WhatsApp number dialog (spec 000 sections 2.2 and 4.6): always mounted, it opens by itself on the
 * profile and programmu pages while the phone is not refilled and that page's dismissal flag is 0, at most
 * until it is put off once in this browser session. A modal on desktop, a bottom sheet under 1024 px (the
 * Modal does that). It waits while an account dialog (login, verification, ...) is open, so that two dialogs
 * never stack.
 */
export function WhatsappDialog() {
  const { user } = useSessionUser();
  // one state per account: after a logout in this tab the next account starts from the session's storage again
  return user ? <WhatsappDialogOf key={user.id} user={user} /> : null;
}

function WhatsappDialogOf({ user }: { user: MeUser }) {
  const location = useLocation();
  const accountDialogs = useContext(AccountDialogsContext);
  // Put off in this session: hides at once, before the dismissal call answers, and stays so on every page.
  const [putOff, setPutOff] = useState(dismissedThisSession);
  const page = whatsappDialogPageFor(location.pathname);

  if (!page || !shouldOpenWhatsappDialog(user, page)) return null;
  if (putOff || accountDialogs?.dialog) return null;
  return (
    <WhatsappForm
      user={user}
      page={page}
      onPutOff={() => {
        rememberDismissed();
        setPutOff(true);
      }}
    />
  );
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
    // Not remembered by the server: the session's own memory still keeps the dialog closed until it ends.
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
