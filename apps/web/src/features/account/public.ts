// What the rest of the web app may use of the account feature (docs/decisions/014-module-boundaries.md).
// Pages are not listed: the router reaches them directly, so they stay lazy.
export { ACCOUNT_DIALOG_BODIES, type AccountDialogBody } from "./account-dialog-bodies";
export { AccountDeletedNotice } from "./components/account-deleted-notice";
export { ProfileRequired } from "./components/profile-required";
export { UserAvatar } from "./components/user-avatar";
export { WhatsappDialog } from "./components/whatsapp-dialog";
export { logout } from "./logout";
export { useSessionUser } from "./session";
export { UnfreezeSnackbar } from "./verification/unfreeze-snackbar";
export { useStartVerification } from "./verification/use-start-verification";
