import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { useGoBackOrHome } from "./go-back";
import { parseTime, readStoredTime, storeFreeze, useStoredTime } from "./verification-storage";
import { formatWibTime } from "./verification-time";

export interface FrozenModalProps {
  dialog: Extract<AccountDialog, { name: "verification-frozen" }>;
  onClose: () => void;
}

/**
 * Verifikasi Akun Diberhentikan Sementara (spec 000 section 4.2 steps 5, 7, 8; section 8). The freeze end is
 * kept in local storage, where the unfreeze snackbar finds it after a reload.
 */
export function FrozenModal({ dialog, onClose }: FrozenModalProps) {
  const { verificationMandatory, setVerificationMandatory } = useAccountDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const goBackOrHome = useGoBackOrHome();
  const storedEnd = useStoredTime("frozenUntil");
  const end = parseTime(dialog.frozenUntil) ?? storedEnd;

  // Whoever opened the modal usually stored the end already; this covers any other opener.
  useEffect(() => {
    const known = readStoredTime("frozenUntil");
    const given = parseTime(dialog.frozenUntil);
    if (given !== null ? known !== given : known === null || known <= Date.now()) storeFreeze(dialog.frozenUntil);
  }, [dialog.frozenUntil]);

  function dismiss() {
    onClose();
    if (verificationMandatory) {
      goBackOrHome();
      return;
    }
    // Step 8: the account stays registered, unverified for now.
    setVerificationMandatory(false);
    toast.show(ACCOUNT_TEXTS.registered, { tone: "success" });
    navigate("/");
  }

  return (
    <Modal
      open
      onClose={dismiss}
      title={ACCOUNT_TEXTS.frozenTitle}
      size="sm"
      footer={
        <Button size="lg" className="w-full" onClick={dismiss}>
          Mengerti
        </Button>
      }
    >
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <svg className="size-8" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.8" />
            <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </span>
        <p className="mt-4 text-sm leading-6 text-slate-700">
          Anda telah memasukkan kode verifikasi yang salah sebanyak {ACCOUNT_LIMITS.otpMaxWrongCodes} kali. Silakan coba
          lagi setelah {ACCOUNT_LIMITS.otpFreezeMinutes} menit.
        </p>
        {end !== null && end > Date.now() ? (
          <p className="mt-2 text-sm text-slate-700">
            Anda dapat mencoba lagi pukul <span className="font-bold text-slate-900">{formatWibTime(end)}</span>.
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
