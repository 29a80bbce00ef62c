import { useCallback } from "react";
import { useAccountDialogs } from "../../../shared/lib/account-dialogs";

export interface StartVerificationOptions {
  /** The current page needs a verified email: closing the invitation then leaves the page (spec 000 section 4.2 step 9). */
  mandatory?: boolean;
}

/** Opens the Verifikasi Akun invitation: the banner's 'Verifikasi' action, a page that needs a verified email. */
export function useStartVerification(): (options?: StartVerificationOptions) => void {
  const { open, setVerificationMandatory } = useAccountDialogs();
  return useCallback(
    (options: StartVerificationOptions = {}) => {
      if (options.mandatory !== undefined) setVerificationMandatory(options.mandatory);
      open({ name: "verification-invitation" });
    },
    [open, setVerificationMandatory],
  );
}
