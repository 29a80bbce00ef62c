import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { useNavigate } from "react-router";
import type { AccountDialog } from "../../../shared/lib/account-dialogs";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";

export interface LimitedProgramModalProps {
  dialog: Extract<AccountDialog, { name: "limited-program" }>;
  onClose: () => void;
}

/** Program Terbatas: a limited programme is for specific users only (spec 000 section 2.6). */
export function LimitedProgramModal({ onClose }: LimitedProgramModalProps) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={onClose}
      title={ACCOUNT_TEXTS.limitedProgramTitle}
      size="sm"
      footer={
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            onClose();
            navigate("/");
          }}
        >
          {ACCOUNT_TEXTS.backHome}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <svg className="size-16 text-amber-600" viewBox="0 0 64 64" fill="none" aria-hidden="true">
          <rect x="14" y="28" width="36" height="26" rx="5" fill="#fffbeb" stroke="currentColor" strokeWidth="3" />
          <path d="M22 28v-6a10 10 0 0 1 20 0v6" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <circle cx="32" cy="40" r="3" fill="currentColor" />
        </svg>
        <p className="text-sm leading-6 text-slate-700">
          Program ini terbatas hanya untuk pengguna tertentu. Jika Anda termasuk peserta program ini, silakan hubungi
          penyelenggara program untuk mendapatkan akses.
        </p>
      </div>
    </Modal>
  );
}
