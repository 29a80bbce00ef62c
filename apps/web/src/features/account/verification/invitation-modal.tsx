import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { accountKeys, sendSkipEmailOtp, useSessionUser } from "../api";
import { useGoBackOrHome } from "./go-back";
import { requestVerificationCode } from "./request-code";
import { storeFreeze } from "./verification-storage";

export interface InvitationModalProps {
  dialog: Extract<AccountDialog, { name: "verification-invitation" }>;
  onClose: () => void;
}

type Pending = "verify" | "skip" | null;

/** Verifikasi Akun: verify now (a code is mailed, the OTP modal opens) or skip (spec 000 section 4.2 steps 1-4, 7, 9). */
export function InvitationModal({ onClose }: InvitationModalProps) {
  const { user } = useSessionUser();
  const { open, verificationMandatory } = useAccountDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const goBackOrHome = useGoBackOrHome();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);

  async function verify() {
    setPending("verify");
    const result = await requestVerificationCode();
    setPending(null);
    switch (result.kind) {
      case "sent":
      case "too-early":
        open({ name: "otp" });
        return;
      case "already-verified":
        await queryClient.invalidateQueries({ queryKey: accountKeys.me });
        onClose();
        toast.show(ACCOUNT_TEXTS.verified, { tone: "success" });
        return;
      case "frozen":
        open({ name: "verification-frozen", frozenUntil: result.frozenUntil });
        return;
      case "failed":
        // Step 7: a failed code request marks verification frozen (for the spec's 10 minutes).
        open({ name: "verification-frozen", frozenUntil: storeFreezeNow() });
        return;
    }
  }

  async function skip() {
    setPending("skip");
    try {
      await sendSkipEmailOtp();
    } catch {
      // Skipping only records a preference; the account is registered either way.
    }
    setPending(null);
    void queryClient.invalidateQueries({ queryKey: accountKeys.me });
    onClose();
    toast.show(ACCOUNT_TEXTS.registered, { tone: "success" });
    navigate("/");
  }

  function dismiss() {
    if (pending) return;
    onClose();
    // Step 9: a page that needs a verified email cannot stay open unverified.
    if (verificationMandatory) goBackOrHome();
  }

  return (
    <Modal open onClose={dismiss} title={ACCOUNT_TEXTS.invitationTitle} size="sm">
      <div className="flex flex-col items-center text-center">
        <MailIcon />
        <p className="mt-4 text-sm leading-6 text-slate-700">
          Verifikasi akun Anda untuk dapat mengakses semua fitur. Kode verifikasi akan dikirim ke email
        </p>
        <p className="mt-1 break-all text-sm font-bold text-slate-900">{user?.email ?? ""}</p>
      </div>
      <div className="mt-6 flex flex-col gap-2">
        <Button size="lg" loading={pending === "verify"} disabled={pending !== null} onClick={() => void verify()}>
          Verifikasi
        </Button>
        <Button
          size="lg"
          variant="ghost"
          loading={pending === "skip"}
          disabled={pending !== null}
          onClick={() => void skip()}
        >
          Lewati
        </Button>
      </div>
    </Modal>
  );
}

function storeFreezeNow(): string {
  return new Date(storeFreeze(null)).toISOString();
}

function MailIcon() {
  return (
    <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <svg className="size-8" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="1.8" />
        <path d="m4 7 8 6 8-6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </span>
  );
}
