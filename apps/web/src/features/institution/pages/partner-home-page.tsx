import type { InstitutionDetail } from "@app/domain/institution/contracts";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { InstitutionPrograms } from "../components/institution-programs";
import { PartnerHero } from "../components/partner-hero";

const PROGRAMS_ANCHOR = "program-mitra";

/**
 * The home page of a partner (white-label) site: the institution's own landing page with its headline and
 * description, and only its programmes (GET /program/institution/{slug}/…). The site's brand colours are set
 * by the site provider around the whole shell.
 */
export function PartnerHomePage({ institution }: { institution: InstitutionDetail }) {
  usePageTitle("Beranda");
  return (
    <>
      <PartnerHero
        institution={institution}
        headline={institution.landing_headline || `Belajar bersama ${institution.name}`}
        description={institution.landing_description || institution.description}
        programsAnchor={PROGRAMS_ANCHOR}
      />
      <div
        id={PROGRAMS_ANCHOR}
        className="mx-auto flex max-w-7xl scroll-mt-32 flex-col gap-4 px-4 py-8 md:px-6 lg:py-12"
      >
        <InstitutionPrograms slug={institution.slug} name={institution.name} />
        <p className="text-center">
          <AppLink
            to={`/program?${new URLSearchParams({ institution: institution.slug }).toString()}`}
            className="rounded-sm text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Buka di halaman pencarian
          </AppLink>
        </p>
      </div>
    </>
  );
}
