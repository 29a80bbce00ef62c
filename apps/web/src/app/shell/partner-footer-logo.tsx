import { useSite } from "../../shared/lib/site";

/**
 * Spec 000 section 2.5: the partner institution's logo appears in the footer when its is_show_logo_footer
 * equals 1 (its footer logo logo_2, else its logo).
 */
export function PartnerFooterLogo() {
  const site = useSite();
  if (site.kind !== "partner" || site.institution.is_show_logo_footer !== 1) return null;
  const { institution } = site;
  const src = institution.logo_2 ?? institution.logo;
  if (!src) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs font-semibold tracking-wide text-slate-300 uppercase">Bekerja sama dengan</p>
      <img
        src={src}
        alt={`Logo ${institution.name}`}
        loading="lazy"
        decoding="async"
        className="h-12 w-auto max-w-48 self-start rounded-lg bg-white object-contain p-1.5"
      />
    </div>
  );
}
