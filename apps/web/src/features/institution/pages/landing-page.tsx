import { isSlug } from "@app/domain/catalogue/slug";
import type { CSSProperties } from "react";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { brandCssVariables } from "../../../shared/lib/brand-palette";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { Skeleton } from "../../../shared/ui/skeleton";
import { isNotFound, useLandingPage } from "../api";
import { InstitutionPrograms } from "../components/institution-programs";
import { PartnerHero } from "../components/partner-hero";

export const LANDING_PAGE_ERROR_CODE = "ERR3334";
const PROGRAMS_ANCHOR = "program-mitra";

/** The institution's colours for this page only: the brand shades are CSS variables, inherited downwards. */
function brandStyle(color: string | null): CSSProperties | undefined {
  const vars = color ? brandCssVariables(color) : null;
  return vars ? (vars as CSSProperties) : undefined;
}

/**
 * /{title} (spec 002 route table): a slug found in the landing-page list is a partner landing page, in the
 * institution's colours with its programmes; any other slug is not found.
 */
export function LandingPage() {
  const { title: slug = "" } = useParams();
  const valid = isSlug(slug);
  const page = useLandingPage(slug, { enabled: valid });
  usePageTitle(page.data?.title ?? (page.isError ? "Mitra" : null));

  if (!valid || (page.isError && isNotFound(page.error))) return <Navigate to="/404" replace />;
  if (page.isError) {
    const error = page.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : LANDING_PAGE_ERROR_CODE}
        message={error instanceof ApiError ? error.message : null}
        onAcknowledge={() => void page.refetch()}
      />
    );
  }
  if (page.isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          Memuat halaman
        </span>
        <Skeleton className="h-72 w-full rounded-none" />
      </div>
    );
  }

  const { institution } = page.data;
  return (
    <div style={brandStyle(institution.brand_color)}>
      <PartnerHero
        institution={institution}
        headline={page.data.headline || page.data.title}
        description={page.data.description}
        programsAnchor={PROGRAMS_ANCHOR}
      />
      <div id={PROGRAMS_ANCHOR} className="mx-auto max-w-7xl scroll-mt-32 px-4 py-8 md:px-6 lg:py-12">
        <InstitutionPrograms slug={institution.slug} name={institution.name} />
      </div>
    </div>
  );
}
