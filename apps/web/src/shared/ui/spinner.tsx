export interface SpinnerProps {
  size?: "sm" | "md" | "lg";
  /** Read by screen readers; the spinner is otherwise only a picture. */
  label?: string;
}

const SIZE: Record<NonNullable<SpinnerProps["size"]>, string> = { sm: "size-4", md: "size-6", lg: "size-10" };

export function Spinner({ size = "md", label = "Memuat" }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <svg className={`${SIZE[size]} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner size="lg" label="Memuat halaman" />
    </div>
  );
}
