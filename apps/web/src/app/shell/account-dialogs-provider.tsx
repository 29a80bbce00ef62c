import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { type AccountDialog, type AccountDialogs, AccountDialogsContext } from "../../shared/lib/account-dialogs";
import { hasSessionCookie } from "../../shared/lib/cookies";
import { REDIRECT_PATH_QUERY } from "../../shared/lib/redirect-path";
import { ToastProvider } from "../../shared/ui/toast";

type DialogOf<N extends AccountDialog["name"]> = Extract<AccountDialog, { name: N }>;
type DialogBody<N extends AccountDialog["name"]> = ComponentType<{ dialog: DialogOf<N>; onClose: () => void }>;

/**
 * Every dialog body is its own chunk: the first page a visitor opens does not pay for forms it may never show
 * (bundle budget, bench/README.md). The login chunk is fetched while the browser is idle.
 */
const importLogin = () => import("../../features/account/components/login-modal");
const BODIES: { [N in AccountDialog["name"]]: DialogBody<N> } = {
  login: lazy(() => importLogin().then((m) => ({ default: m.LoginModal }))),
  register: lazy(() =>
    import("../../features/account/components/register-modal").then((m) => ({ default: m.RegisterModal })),
  ),
  "forgot-password": lazy(() =>
    import("../../features/account/components/forgot-password-modal").then((m) => ({
      default: m.ForgotPasswordModal,
    })),
  ),
  "forgot-password-sent": lazy(() =>
    import("../../features/account/components/forgot-password-sent-modal").then((m) => ({
      default: m.ForgotPasswordSentModal,
    })),
  ),
  "register-sent": lazy(() =>
    import("../../features/account/components/register-sent-modal").then((m) => ({
      default: m.RegisterSentModal,
    })),
  ),
  "verification-invitation": lazy(() =>
    import("../../features/account/verification/invitation-modal").then((m) => ({ default: m.InvitationModal })),
  ),
  otp: lazy(() => import("../../features/account/verification/otp-modal").then((m) => ({ default: m.OtpModal }))),
  "verification-frozen": lazy(() =>
    import("../../features/account/verification/frozen-modal").then((m) => ({ default: m.FrozenModal })),
  ),
  "change-email": lazy(() =>
    import("../../features/account/verification/change-email-modal").then((m) => ({
      default: m.ChangeEmailModal,
    })),
  ),
  "limited-program": lazy(() =>
    import("../../features/account/components/limited-program-modal").then((m) => ({
      default: m.LimitedProgramModal,
    })),
  ),
};

function DialogHost({ dialog, onClose }: { dialog: AccountDialog; onClose: () => void }) {
  // The map is keyed by name, so the body always receives its own union member.
  const Body = BODIES[dialog.name] as DialogBody<typeof dialog.name>;
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

  const open = useCallback((next: AccountDialog) => setDialog(next), []);
  const close = useCallback(() => setDialog(null), []);
  const openLogin = useCallback(() => setDialog({ name: "login" }), []);

  // Navigation resets the dialogs and the verification-mandatory flag (spec 000 section 4.2 step 10).
  // A guarded route sent a visitor here with redirect-path: the login modal opens (spec 002 router rules).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setVerificationMandatory(false);
    const wantsLogin = new URLSearchParams(location.search).has(REDIRECT_PATH_QUERY) && !hasSessionCookie();
    setDialog(wantsLogin ? { name: "login" } : null);
  }, [location.key]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
    idle(() => {
      if (!hasSessionCookie()) void importLogin().catch(() => undefined);
    });
  }, []);

  const value = useMemo<AccountDialogs>(
    () => ({ dialog, open, close, openLogin, verificationMandatory, setVerificationMandatory }),
    [dialog, open, close, openLogin, verificationMandatory],
  );

  return (
    <ToastProvider>
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
