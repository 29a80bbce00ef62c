import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { type ComponentType, useId } from "react";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AccordionItem } from "../../../shared/ui/accordion";
import { AppLink } from "../../../shared/ui/app-link";
import { PRAKERJA_PROGRAMS_PATH } from "../../catalogue/public";
import { type Campaign, type CampaignSlug, campaignContent, PRAKERJA_OFFICIAL_URL } from "../campaign-content";

/** What a campaign page asks of the programme list it is given (the catalogue's shelf fits it). */
export interface CampaignProgramsProps {
  title: string;
  description?: string;
  filters: { category: string; tag?: string };
  limit?: number;
  seeAll?: { to: string; label: string };
}

export interface CampaignPageProps {
  campaign: CampaignSlug;
  /**
   * Renders the programmes. The router passes the catalogue's shelf in, loaded beside this page rather than after
   * it; tests pass a stand-in.
   */
  ProgramShelf: ComponentType<CampaignProgramsProps>;
}

const HELP_PATH = "/bantuan";
const FOCUS_ON_BRAND = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";
const FOCUS = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Hero({ content }: { content: Campaign }) {
  return (
    <section className="bg-linear-to-br from-brand-800 via-brand-900 to-brand-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-10 md:px-6 lg:py-16">
        {content.parent ? (
          <AppLink
            to={content.parent.to}
            className={`inline-flex w-fit items-center gap-1 rounded-sm text-sm font-semibold text-brand-100 hover:text-white hover:underline ${FOCUS_ON_BRAND}`}
          >
            <span aria-hidden="true">←</span> Kembali ke {content.parent.label}
          </AppLink>
        ) : null}
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{content.eyebrow}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold lg:text-5xl">{content.heading}</h1>
          <p className="mt-4 text-base leading-7 text-brand-100 lg:text-lg">{content.lead}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          {content.actions.map((action, index) => (
            <AppLink
              key={action.to}
              to={action.to}
              className={`inline-flex h-12 items-center justify-center rounded-lg px-6 text-base font-semibold transition-colors ${FOCUS_ON_BRAND} ${
                index === 0
                  ? "bg-white text-brand-800 hover:bg-brand-50"
                  : "border border-white/70 text-white hover:bg-white/10"
              }`}
            >
              {action.label}
            </AppLink>
          ))}
        </div>
      </div>
    </section>
  );
}

function Highlights({ highlights }: { highlights: NonNullable<Campaign["highlights"]> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
        {highlights.title}
      </h2>
      <ul
        className={`grid gap-3 sm:grid-cols-2 ${highlights.items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
      >
        {highlights.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-bold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Steps({ steps }: { steps: NonNullable<Campaign["steps"]> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
          {steps.title}
        </h2>
        {steps.intro ? <p className="mt-1 text-sm text-slate-600">{steps.intro}</p> : null}
      </div>
      <ol className="flex flex-col gap-3">
        {steps.items.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="flex min-w-0 flex-col gap-2">
              <h3 className="font-bold text-slate-900">
                <span className="sr-only">Langkah {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-sm leading-6 text-slate-700">{step.text}</p>
              {step.points ? (
                <ul className="list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700">
                  {step.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
              {step.link ? (
                <AppLink
                  to={step.link.to}
                  className={`w-fit rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline ${FOCUS}`}
                >
                  {step.link.label}
                </AppLink>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <aside
      aria-label="Catatan penting"
      className="flex flex-col gap-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{text}</p>
      <a
        href={PRAKERJA_OFFICIAL_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={`shrink-0 rounded-sm font-semibold text-amber-950 underline ${FOCUS}`}
      >
        Situs resmi Kartu Prakerja <span className="sr-only">(membuka tab baru)</span>
      </a>
    </aside>
  );
}

function Faqs({ faqs }: { faqs: Campaign["faqs"] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
        Pertanyaan yang sering diajukan
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <AccordionItem key={faq.question} header={<span className="font-semibold">{faq.question}</span>}>
            <p className="text-sm leading-6 text-slate-700">{faq.answer}</p>
          </AccordionItem>
        ))}
      </div>
      <p className="text-sm text-slate-700">
        Masih ada pertanyaan?{" "}
        <a
          href={HELP_PATH}
          target="_blank"
          rel="noopener noreferrer"
          className={`rounded-sm font-semibold text-brand-700 underline hover:text-brand-900 ${FOCUS}`}
        >
          Kunjungi Pusat Bantuan <span className="sr-only">(membuka tab baru)</span>
        </a>
      </p>
    </section>
  );
}

function Related({ slugs, all }: { slugs: readonly CampaignSlug[]; all: Record<CampaignSlug, Campaign> }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 lg:text-2xl">
        Lihat juga
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {slugs.map((slug) => {
          const other = all[slug];
          return (
            <li key={slug}>
              <AppLink
                to={other.path}
                className={`group flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md ${FOCUS}`}
              >
                <span className="font-bold text-slate-900 group-hover:text-brand-700">{other.title}</span>
                <span className="line-clamp-2 text-sm text-slate-600">{other.heading}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A campaign landing page: its copy from campaign-content.ts and the PRAKERJA programmes it is about. */
export function CampaignPage({ campaign, ProgramShelf }: CampaignPageProps) {
  const all = campaignContent();
  const content = all[campaign];
  usePageTitle(content.title);
  const { programs } = content;

  return (
    <div>
      <Hero content={content} />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8 md:px-6 lg:gap-14 lg:py-12">
        {content.highlights ? <Highlights highlights={content.highlights} /> : null}
        {content.steps ? <Steps steps={content.steps} /> : null}
        {content.notice ? <Notice text={content.notice} /> : null}
        <ProgramShelf
          title={programs.title}
          description={programs.description}
          filters={{ category: PRAKERJA_CATEGORY, ...(programs.tag ? { tag: programs.tag } : {}) }}
          limit={programs.limit}
          seeAll={{ to: PRAKERJA_PROGRAMS_PATH, label: "Lihat Semua Kelas Prakerja" }}
        />
        <Faqs faqs={content.faqs} />
        {content.related ? <Related slugs={content.related} all={all} /> : null}
      </div>
    </div>
  );
}
