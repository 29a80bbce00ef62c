import { REDIRECT_NAME_QUERY, REDIRECT_PATH_QUERY } from "../shared/lib/redirect-path";

/** Where /forgot-pin-payment keeps its pkey until the PIN page reads it. */
export const PIN_KEY_STORAGE_KEY = "pkey";
export const FORGOT_PIN_TARGET = "/account/pin?type=new&field=pin";

export interface GuardLocation {
  pathname: string;
  search: string;
}

/**
 * A login route without a session goes to / with redirect-path (path and query) and redirect-name (the route's
 * name); with a session it proceeds (null).
 */
export function loginRouteRedirect(location: GuardLocation, routeName: string, hasSession: boolean): string | null {
  if (hasSession) return null;
  const query = new URLSearchParams({
    [REDIRECT_PATH_QUERY]: `${location.pathname}${location.search}`,
    [REDIRECT_NAME_QUERY]: routeName,
  });
  return `/?${query.toString()}`;
}

/** /forgot-pin-payment?pkey=…: the key to keep (null when absent) and where to go. */
export function forgotPinPaymentTarget(search: string): { pkey: string | null; to: string } {
  const pkey = new URLSearchParams(search).get("pkey");
  return { pkey: pkey ? pkey : null, to: FORGOT_PIN_TARGET };
}
