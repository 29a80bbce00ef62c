import { useEffect } from "react";
import { useSessionUser } from "../../features/account/public";
import { startRealtime, stopRealtime } from "../../shared/lib/realtime";

/**
 * Keeps the tab's realtime socket open while someone is logged in (issue 19). Visitors have no socket: the server
 * refuses a handshake without a session. Logout stops it itself before the page reloads.
 */
export function RealtimeConnection() {
  const { loggedIn } = useSessionUser();
  useEffect(() => {
    if (!loggedIn) return;
    startRealtime();
    return stopRealtime;
  }, [loggedIn]);
  return null;
}
