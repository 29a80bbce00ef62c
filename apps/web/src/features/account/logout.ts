import type { ClientSideExit } from "./api";

/**
 * Logout for the rest of the app (public.ts): the account calls and their contracts are imported when someone logs
 * out, not with every page the user menu is on (issue 24, home page JavaScript). Same arguments as api.ts's logout.
 */
export async function logout(to?: string, exit?: ClientSideExit): Promise<void> {
  const api = await import("./api");
  return api.logout(to, exit);
}
