import { type ComponentType, lazy } from "react";
import type { AccountDialog } from "../../shared/lib/account-dialogs";

type DialogOf<N extends AccountDialog["name"]> = Extract<AccountDialog, { name: N }>;

/** The body of one account dialog: it receives its own dialog (with that dialog's data) and how to close it. */
export type AccountDialogBody<N extends AccountDialog["name"]> = ComponentType<{
  dialog: DialogOf<N>;
  onClose: () => void;
}>;

/**
 * The body of each account dialog, for the host the app shell mounts (app/shell/account-dialogs-provider.tsx).
 * Every body is its own chunk, Login (Masuk) included: the first page does not pay for forms, their validation
 * and zod, which it may never show (issue 24, home page JavaScript ≤ 150 KB, bench/README.md). The host shows
 * nothing while a body's chunk arrives (a few kilobytes, once).
 */
export const ACCOUNT_DIALOG_BODIES: { [N in AccountDialog["name"]]: AccountDialogBody<N> } = {
  login: lazy(() => import("./components/login-modal").then((m) => ({ default: m.LoginModal }))),
  register: lazy(() => import("./components/register-modal").then((m) => ({ default: m.RegisterModal }))),
  "forgot-password": lazy(() =>
    import("./components/forgot-password-modal").then((m) => ({ default: m.ForgotPasswordModal })),
  ),
  "forgot-password-sent": lazy(() =>
    import("./components/forgot-password-sent-modal").then((m) => ({ default: m.ForgotPasswordSentModal })),
  ),
  "register-sent": lazy(() =>
    import("./components/register-sent-modal").then((m) => ({ default: m.RegisterSentModal })),
  ),
  "verification-invitation": lazy(() =>
    import("./verification/invitation-modal").then((m) => ({ default: m.InvitationModal })),
  ),
  otp: lazy(() => import("./verification/otp-modal").then((m) => ({ default: m.OtpModal }))),
  "verification-frozen": lazy(() => import("./verification/frozen-modal").then((m) => ({ default: m.FrozenModal }))),
  "change-email": lazy(() =>
    import("./verification/change-email-modal").then((m) => ({ default: m.ChangeEmailModal })),
  ),
  "limited-program": lazy(() =>
    import("./components/limited-program-modal").then((m) => ({ default: m.LimitedProgramModal })),
  ),
};
