import { lazy, Suspense } from "react";
import { Outlet, useMatches, useNavigation } from "react-router";
import { AccountDeletedNotice, useSessionUser } from "../features/account/public";
import { LAYOUTS, resolveLayout } from "./layouts/layouts";
import { ScrollReset } from "./scroll-reset";
import { AccountDialogsProvider } from "./shell/account-dialogs-provider";
import { AppUpdatePrompt } from "./shell/app-update-prompt";
import { SiteProvider } from "./shell/site-provider";

/** Loaded for a logged-in user only (session-shell.tsx): a visitor's page never fetches it. */
const SessionShell = lazy(() => import("./shell/session-shell").then((m) => ({ default: m.SessionShell })));

/** A thin bar while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

export function RootLayout() {
  const Layout = LAYOUTS[resolveLayout(useMatches())];
  // from the readable session cookie: the server renders visitors only, so both sides agree on the first render
  const { loggedIn } = useSessionUser();
  return (
    // the site (main, Prakerja or a partner) is known before anything of the shell is drawn
    <SiteProvider>
      <AccountDialogsProvider>
        <ScrollReset />
        <NavigationProgress />
        <Layout>
          <Outlet />
        </Layout>
        {/* Always mounted while someone is logged in, whatever the layout (spec 000 2.2 and 4.2 step 5): the realtime
            socket, the WhatsApp dialog and the unfreeze snackbar; nothing of it for visitors. */}
        {loggedIn ? (
          <Suspense fallback={null}>
            <SessionShell />
          </Suspense>
        ) : null}
        {/* after an account deletion, on /?akun=dihapus (decisions/026) */}
        <AccountDeletedNotice />
        {/* 'Versi baru tersedia' when a new version's service worker waits (issue 24) */}
        <AppUpdatePrompt />
      </AccountDialogsProvider>
    </SiteProvider>
  );
}
