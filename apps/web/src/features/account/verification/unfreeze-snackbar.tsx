import { ACCOUNT_LIMITS } from "@app/domain/account/constants";
import { useEffect, useState } from "react";
import { Snackbar } from "../../../shared/ui/snackbar";
import { useSessionUser } from "../api";
import { useStartVerification } from "./use-start-verification";
import { parseTime, readStoredTime, useStoredTime, writeStoredTime } from "./verification-storage";

/** setTimeout counts in a signed 32-bit number of milliseconds. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * When the stored freeze end passes (on this page, or found passed after a reload), a snackbar offers
 * verification again and hides itself after 10 seconds (spec 000 section 4.2 step 5). Renders nothing for
 * visitors and verified users. Mounted once by the app shell.
 */
export function UnfreezeSnackbar() {
  const { user } = useSessionUser();
  const startVerification = useStartVerification();
  const frozenUntil = useStoredTime("frozenUntil");
  const [visible, setVisible] = useState(false);
  const verified = user?.is_email_verified ?? null;
  const serverFrozenUntil = parseTime(user?.email_verification.frozen_until);

  // A freeze that started on another device is the same freeze here.
  useEffect(() => {
    if (serverFrozenUntil === null || serverFrozenUntil <= Date.now()) return;
    const known = readStoredTime("frozenUntil");
    if (known === null || known < serverFrozenUntil) writeStoredTime("frozenUntil", serverFrozenUntil);
  }, [serverFrozenUntil]);

  useEffect(() => {
    if (verified === null || frozenUntil === null) return;
    if (verified) {
      writeStoredTime("frozenUntil", null);
      return;
    }
    const unfreeze = () => {
      writeStoredTime("frozenUntil", null);
      setVisible(true);
    };
    const wait = frozenUntil - Date.now();
    if (wait <= 0) {
      unfreeze();
      return;
    }
    if (wait > MAX_TIMER_MS) return;
    const timer = window.setTimeout(unfreeze, wait);
    return () => window.clearTimeout(timer);
  }, [verified, frozenUntil]);

  if (!user || user.is_email_verified) return null;
  return (
    <Snackbar
      open={visible}
      message="Anda sudah dapat melakukan verifikasi akun kembali."
      actionLabel="Verifikasi"
      onAction={() => {
        setVisible(false);
        startVerification();
      }}
      onClose={() => setVisible(false)}
      durationMs={ACCOUNT_LIMITS.unfreezeSnackbarMs}
    />
  );
}
