import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { ACCOUNT_DIALOG_BODIES, type AccountDialogBody } from "../../features/account/public";
import { type AccountDialog, type AccountDialogs, AccountDialogsContext } from "../../shared/lib/account-dialogs";
import { hasSessionCookie } from "../../shared/lib/cookies";
import { REDIRECT_PATH_QUERY } from "../../shared/lib/redirect-path";
import { ToastProvider } from "../../shared/ui/toast";

function DialogHost({ dialog, onClose }: { dialog: AccountDialog; onClose: () => void }) {
  // The map is keyed by name, so the body always receives its own union member.
  const Body = ACCOUNT_DIALOG_BODIES[dialog.name] as AccountDialogBody<typeof dialog.name>;
  return <Body dialog={dialog as never} onClose={onClose} />;
}

/**
 * The account dialogs (spec 000 section 2.6) and the toasts, mounted once by the shell. One dialog is open at
 * a time, which makes login, register, new password and the two confirmations mutually exclusive.
 */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [verificationMandatory, setVerificationMandatory] = useState(false);
  const location = useLocation();
  // toasts shown with a navigation that waits for a lazy route's code go with it (ToastProvider)
  const navigation = useNavigation();

  const open = useCallback((next: AccountDialog) => setDialog(next), []);
  const close = useCallback(() => setDialog(null), []);
  const openLogin = useCallback(() => setDialog({ name: "login" }), []);

  // Navigation resets the dialogs and the verification-mandatory flag (spec 000 section 4.2 step 10).
  // A guarded route sent a visitor here with redirect-path: the login modal opens (spec 002 router rules).
  // The first location only opens; it must not close a dialog a page opened while mounting.
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    const first = lastKey.current === null;
    lastKey.current = location.key;
    const wantsLogin = new URLSearchParams(location.search).has(REDIRECT_PATH_QUERY) && !hasSessionCookie();
    if (wantsLogin) setDialog({ name: "login" });
    else if (!first) setDialog(null);
    if (!first) setVerificationMandatory(false);
  }, [location.key, location.search]);

  const value = useMemo<AccountDialogs>(
    () => ({ dialog, open, close, openLogin, verificationMandatory, setVerificationMandatory }),
    [dialog, open, close, openLogin, verificationMandatory],
  );

  return (
    <ToastProvider pageKey={location.pathname} navigating={navigation.state !== "idle"}>
      <AccountDialogsContext.Provider value={value}>
        {children}
        {dialog ? (
          <Suspense fallback={null}>
            <DialogHost dialog={dialog} onClose={close} />
          </Suspense>
        ) : null}
      </AccountDialogsContext.Provider>
    </ToastProvider>
  );
}
