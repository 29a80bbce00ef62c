/** The large round icons the account's result screens open with (a link worked; a link no longer works). */

export function SuccessIcon() {
  return (
    <svg className="size-16 text-emerald-700" viewBox="0 0 64 64" fill="none" aria-hidden="true">
      <circle cx="32" cy="32" r="26" fill="#ecfdf5" stroke="currentColor" strokeWidth="3" />
      <path d="m21 33 7.5 7.5L44 25" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg className="size-16 text-amber-600" viewBox="0 0 64 64" fill="none" aria-hidden="true">
      <circle cx="32" cy="32" r="26" fill="#fffbeb" stroke="currentColor" strokeWidth="3" />
      <path d="M32 19v17" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="44" r="2.8" fill="currentColor" />
    </svg>
  );
}
