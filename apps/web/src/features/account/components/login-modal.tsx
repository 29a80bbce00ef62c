import { getAppConfig } from "../../../shared/lib/app-config";
import { Modal } from "../../../shared/ui/modal";

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

/** The login modal (Masuk). The form itself arrives with the account issue. */
export function LoginModal({ open, onClose }: LoginModalProps) {
  const { brandName } = getAppConfig();
  return (
    <Modal open={open} onClose={onClose} title="Masuk" size="sm">
      <p className="text-sm leading-6 text-slate-700">
        Masuk ke akun {brandName} Anda untuk membeli program, melanjutkan belajar, dan melihat Programmu.
      </p>
      <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        Formulir masuk akan segera tersedia.
      </p>
    </Modal>
  );
}
