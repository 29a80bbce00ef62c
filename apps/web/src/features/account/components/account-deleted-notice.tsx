import { ACCOUNT_DELETION_GRACE_DAYS } from "@app/domain/account/deletion";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Snackbar } from "../../../shared/ui/snackbar";

export const ACCOUNT_DELETED_MESSAGE = `Akun Anda telah dinonaktifkan dan akan dihapus dalam ${ACCOUNT_DELETION_GRACE_DAYS} hari. Cek email untuk membatalkannya.`;

/**
 * After an account deletion the browser lands on /?akun=dihapus (decisions/026): this says what happened and how
 * to go back on it. Mounted once by the app shell; renders nothing elsewhere.
 */
export function AccountDeletedNotice() {
  const [params] = useSearchParams();
  const [closed, setClosed] = useState(false);
  const open = params.get("akun") === "dihapus" && !closed;
  return <Snackbar open={open} message={ACCOUNT_DELETED_MESSAGE} onClose={() => setClosed(true)} durationMs={15_000} />;
}
