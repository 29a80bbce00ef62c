/** Read by the study page to greet the learner after a purchase (spec 000 section 3, cookies). */
export const POST_PAYMENT_COOKIE = "is-post-payment";
const MAX_AGE_SECONDS = 10 * 60;

/**
 * Sets `is-post-payment=1` for 10 minutes. The shared cookie helpers only read and clear; this is the one
 * cookie the web app writes for payments. Host-only, like the site cookie: the study page is on this host.
 */
export function setPostPaymentCookie(): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${POST_PAYMENT_COOKIE}=1; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
