import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import type { AccountDialog } from "../../../shared/lib/account-dialogs";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";

export interface RegisterSentModalProps {
  dialog: Extract<AccountDialog, { name: "register-sent" }>;
  onClose: () => void;
}

/** confirmation-of-register-email: the account exists and a mail went to its address. */
export function RegisterSentModal({ dialog, onClose }: RegisterSentModalProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Pendaftaran Berhasil"
      size="sm"
      footer={
        <Button size="lg" className="w-full" onClick={onClose}>
          Mengerti
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <svg className="size-16 text-emerald-700" viewBox="0 0 64 64" fill="none" aria-hidden="true">
          <circle cx="32" cy="32" r="26" fill="#ecfdf5" stroke="currentColor" strokeWidth="3" />
          <path d="m21 33 7.5 7.5L44 25" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <p className="font-semibold text-slate-900">{ACCOUNT_TEXTS.registered}</p>
        <p className="text-sm leading-6 text-slate-700">
          Kami telah mengirimkan email ke{" "}
          <strong className="font-semibold break-all text-slate-900">{dialog.email}</strong>. Buka email tersebut untuk
          memverifikasi akun Anda.
        </p>
      </div>
    </Modal>
  );
}
