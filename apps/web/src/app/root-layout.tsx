import { Outlet, useMatches, useNavigation } from "react-router";
import { AccountDeletedNotice, UnfreezeSnackbar, WhatsappDialog } from "../features/account/public";
import { LAYOUTS, resolveLayout } from "./layouts/layouts";
import { ScrollReset } from "./scroll-reset";
import { AccountDialogsProvider } from "./shell/account-dialogs-provider";
import { RealtimeConnection } from "./shell/realtime-connection";
import { SiteProvider } from "./shell/site-provider";

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
  return (
    // the site (main, Prakerja or a partner) is known before anything of the shell is drawn
    <SiteProvider>
      <AccountDialogsProvider>
        <ScrollReset />
        <RealtimeConnection />
        <NavigationProgress />
        <Layout>
          <Outlet />
        </Layout>
        {/* Always mounted, whatever the layout (spec 000 2.2 and 4.2 step 5); each renders nothing for visitors. */}
        <WhatsappDialog />
        <UnfreezeSnackbar />
        {/* after an account deletion, on /?akun=dihapus (decisions/026) */}
        <AccountDeletedNotice />
      </AccountDialogsProvider>
    </SiteProvider>
  );
}
