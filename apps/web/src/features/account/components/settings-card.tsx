import { type ReactNode, useId } from "react";

/**
 * One section of an account settings page (password, institution, family, privacy): a titled card, its heading
 * naming the region, an optional line under the title, and a red frame for what cannot be taken back.
 */
export function SettingsCard({
  title,
  intro,
  tone = "default",
  children,
}: {
  title: string;
  intro?: string;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-4 sm:p-6 ${tone === "danger" ? "border-red-200" : "border-slate-200"}`}
    >
      <h2 id={id} className={`text-lg font-bold ${tone === "danger" ? "text-red-800" : "text-slate-900"}`}>
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm leading-6 text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
