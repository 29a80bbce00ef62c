import { useSyncExternalStore } from "react";
import { useSessionUser, useStartVerification } from "../../features/account/public";

/**
 * Closed for the rest of this page load only: the banner is a reminder, so a reload brings it back.
 * Kept outside React because the navbar remounts when the layout changes between routes.
 */
let closedThisLoad = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function closeForThisLoad(): void {
  closedThisLoad = true;
  for (const listener of listeners) listener();
}

/** Tests start every case with the banner not closed. */
export function resetVerificationBanner(): void {
  closedThisLoad = false;
  for (const listener of listeners) listener();
}

/**
 * Spec 000 section 2.3: prompts a logged-in user whose email is not verified to verify the account to reach
 * all features. 'Verifikasi' opens the invitation (Verifikasi Akun), which starts the code flow.
 */
export function VerificationBanner() {
  const { user } = useSessionUser();
  const startVerification = useStartVerification();
  const closed = useSyncExternalStore(
    subscribe,
    () => closedThisLoad,
    () => closedThisLoad,
  );

  if (!user || user.is_email_verified || closed) return null;

  return (
    <section aria-label="Verifikasi akun" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2.5 sm:px-6">
        <svg
          className="hidden size-5 shrink-0 text-amber-700 sm:block"
          viewBox="0 0 20 20"
          fill="none"
          aria-hidden="true"
        >
          <path d="M10 2 2 17h16L10 2Z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M10 8v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="10" cy="14.5" r="1" fill="currentColor" />
        </svg>
        <p className="min-w-0 flex-1 text-sm leading-5">
          Email Anda belum terverifikasi. Verifikasi akun Anda untuk dapat mengakses semua fitur.
        </p>
        <button
          type="button"
          onClick={() => startVerification()}
          className="inline-flex h-9 shrink-0 items-center rounded-lg bg-amber-800 px-3 text-sm font-semibold text-white hover:bg-amber-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
        >
          Verifikasi
        </button>
        <button
          type="button"
          aria-label="Tutup pemberitahuan verifikasi"
          onClick={() => {
            closeForThisLoad();
            // The focused button goes away: continue from the page content rather than from nowhere.
            document.getElementById("main")?.focus({ preventScroll: true });
          }}
          className="-mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-amber-900 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-800"
        >
          <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
