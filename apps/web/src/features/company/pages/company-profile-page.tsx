import { getAppConfig } from "../../../shared/lib/app-config";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { companyInfo } from "../company-info";
import { CardGrid, CompanyHero, CompanySection, RelatedPages } from "../components/company-layout";
import { companyProfile } from "../content/company-profile";

/** /profil-{product}mu: who runs the platform, what it offers and to whom, and the company's details. */
export function CompanyProfilePage() {
  const config = getAppConfig();
  const info = companyInfo(config);
  const profile = companyProfile(info, config.productSlug);
  const title = `Profil ${info.brand}`;
  usePageTitle(title);

  return (
    <div>
      <CompanyHero eyebrow="Tentang Kami" title={title} lead={profile.lead} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:px-6 lg:gap-14 lg:py-12">
        <CompanySection title="Siapa kami">
          <div className="flex max-w-3xl flex-col gap-3 text-base leading-7 text-slate-800">
            {profile.about.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </CompanySection>

        <div className="grid gap-6 lg:grid-cols-2">
          <CompanySection title="Visi">
            <p className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-lg leading-8 font-semibold text-brand-950">
              {profile.vision}
            </p>
          </CompanySection>
          <CompanySection title="Misi">
            <ol className="flex list-decimal flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 pl-10 text-base leading-7 text-slate-800">
              {profile.missions.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ol>
          </CompanySection>
        </div>

        <CompanySection title="Yang kami hadirkan" description="Empat kategori program untuk setiap tahap belajar.">
          <CardGrid items={profile.products} columns={4} />
        </CompanySection>

        <CompanySection title="Untuk siapa">
          <CardGrid items={profile.audiences} />
        </CompanySection>

        <CompanySection title="Nilai kami">
          <CardGrid items={profile.values} columns={4} />
        </CompanySection>

        <CompanySection title="Keamanan dan kepatuhan">
          <CardGrid items={profile.compliance} />
        </CompanySection>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <CompanySection title="Informasi perusahaan">
            <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm leading-6 text-slate-800 sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-900">Nama badan hukum</dt>
                <dd>{info.legalName}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Alamat</dt>
                <dd>
                  <address className="not-italic">
                    {info.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Email</dt>
                <dd>{info.emails.support}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Telepon</dt>
                <dd>{info.phone.display}</dd>
              </div>
            </dl>
          </CompanySection>
          <RelatedPages
            links={[
              { label: `Dewan ${info.brand}`, to: info.paths.board },
              { label: `Kontak ${info.brand}`, to: info.paths.contact },
              { label: "Mitra kami", to: "/mitra/all" },
              { label: "Menjadi mitra kolaborasi", to: "/mitra-kolaborasi" },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
