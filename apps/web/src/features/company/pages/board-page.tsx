import { usePageTitle } from "../../../shared/lib/use-page-title";
import { companyInfo } from "../company-info";
import { CardGrid, CompanyHero, CompanySection, RelatedPages, TEXT_LINK } from "../components/company-layout";
import { boardContent } from "../content/board";

/** /dewan-{product}mu: the governing bodies, what each is responsible for and how it is composed. */
export function BoardPage() {
  const info = companyInfo();
  const content = boardContent(info);
  const title = `Dewan ${info.brand}`;
  usePageTitle(title);

  return (
    <div>
      <CompanyHero eyebrow="Tata Kelola" title={title} lead={content.lead} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:px-6 lg:gap-14 lg:py-12">
        <ul className="grid gap-4 lg:grid-cols-2">
          {content.bodies.map((body) => (
            <li key={body.id}>
              <section
                aria-labelledby={body.id}
                className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:p-6"
              >
                <div>
                  <h2 id={body.id} className="text-xl font-bold text-slate-900">
                    {body.name}
                  </h2>
                  <p className="mt-1 text-sm leading-6 text-slate-700">{body.role}</p>
                </div>
                <div>
                  <h3 className="text-sm font-bold text-slate-900">Tanggung jawab</h3>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700">
                    {body.duties.map((duty) => (
                      <li key={duty}>{duty}</li>
                    ))}
                  </ul>
                </div>
                <div className="mt-auto">
                  <h3 className="text-sm font-bold text-slate-900">Susunan</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {body.composition.map((member) => (
                      <li
                        key={member}
                        className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-900"
                      >
                        {member}
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            </li>
          ))}
        </ul>

        <CompanySection title="Prinsip tata kelola">
          <CardGrid items={content.principles} />
        </CompanySection>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <CompanySection title="Menghubungi sekretariat dewan">
            <p className="max-w-3xl text-base leading-7 text-slate-800">
              Surat, undangan, dan masukan untuk dewan dan komite dapat dikirim ke sekretariat di{" "}
              <a href={`mailto:${info.emails.board}`} className={TEXT_LINK}>
                {info.emails.board}
              </a>
              . Laporan dugaan pelanggaran etika atau data pribadi dapat juga dikirim ke{" "}
              <a href={`mailto:${info.emails.privacy}`} className={TEXT_LINK}>
                {info.emails.privacy}
              </a>{" "}
              dan akan ditangani secara rahasia.
            </p>
          </CompanySection>
          <RelatedPages
            links={[
              { label: `Profil ${info.brand}`, to: info.paths.profile },
              { label: `Kontak ${info.brand}`, to: info.paths.contact },
              { label: "Kebijakan Privasi", to: info.paths.privacy },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
