import { UnfreezeSnackbar, WhatsappDialog } from "../../features/account/public";
import { RealtimeConnection } from "./realtime-connection";

/**
 * What the shell mounts for a logged-in user only: the realtime socket, the WhatsApp number dialog (spec 000 2.2)
 * and the 'unfrozen' snackbar (4.2 step 5). Each showed nothing for visitors; as one lazy chunk (root-layout.tsx),
 * a visitor's first page does not load them, nor the account calls, forms and contracts they use (issue 24).
 */
export function SessionShell() {
  return (
    <>
      <RealtimeConnection />
      <WhatsappDialog />
      <UnfreezeSnackbar />
    </>
  );
}
