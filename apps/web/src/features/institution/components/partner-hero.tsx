import type { InstitutionDetail } from "@app/domain/institution/contracts";
import { AppLink } from "../../../shared/ui/app-link";
import { InstitutionLogo } from "../../../shared/ui/institution-logo";
import { RichText } from "../../../shared/ui/rich-text";

export interface PartnerHeroProps {
  institution: InstitutionDetail;
  headline: string;
  /** Rich text from the server: sanitised here. */
  description: string;
  /** The id of the programme section the main button jumps to. */
  programsAnchor: string;
}

/**
 * The top of a partner's landing page: its logo and name, the headline and description, in its colours
 * (the brand shades are set by the page or the site around it).
 */
export function PartnerHero({ institution, headline, description, programsAnchor }: PartnerHeroProps) {
  return (
    <section className="bg-brand-900 text-white" aria-labelledby="partner-hero-title">
      <div
        aria-hidden="true"
        className="h-1.5 w-full"
        style={{ backgroundColor: "var(--partner-brand, var(--color-brand-500))" }}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:px-6 lg:flex-row lg:items-center lg:gap-10 lg:py-16">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex items-center gap-3">
            <InstitutionLogo name={institution.name} logo={institution.logo} size="md" className="bg-white" />
            <p className="min-w-0 text-sm font-semibold text-white">
              <span className="block truncate">{institution.name}</span>
              <span className="block text-xs font-normal text-white/85">
                {institution.type_label}
                {institution.city ? ` · ${institution.city}` : ""}
              </span>
            </p>
          </div>
          <h1 id="partner-hero-title" className="text-3xl leading-tight font-extrabold tracking-tight lg:text-5xl">
            {headline}
          </h1>
          <RichText
            html={description}
            readingStyles={false}
            className="max-w-2xl text-base leading-7 text-white/90 [&_a]:text-white [&_a]:underline"
          />
          <div className="flex flex-wrap gap-3">
            <a
              href={`#${programsAnchor}`}
              className="inline-flex h-12 items-center justify-center rounded-lg bg-white px-6 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Lihat Program
            </a>
            <AppLink
              to={`/mitra/${institution.slug}`}
              className="inline-flex h-12 items-center rounded-lg px-4 text-base font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Profil Lembaga
            </AppLink>
          </div>
        </div>
      </div>
    </section>
  );
}
