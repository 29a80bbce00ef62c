import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import type { AccountDialog } from "../../../shared/lib/account-dialogs";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { SuccessIcon } from "./outcome-icons";

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
        <SuccessIcon />
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
