import type { ReactNode } from "react";
import type { CompanyDocument, DocBlock } from "../document";

const FOCUS = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Block({ block }: { block: DocBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("subheading" in block) return <h3 className="pt-2 text-base font-bold text-slate-900">{block.subheading}</h3>;
  if ("terms" in block) {
    return (
      <dl className="flex flex-col gap-3">
        {block.terms.map((t) => (
          <div key={t.term}>
            <dt className="font-semibold text-slate-900">{t.term}</dt>
            <dd>{t.text}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const List = block.ordered ? "ol" : "ul";
  return (
    <List className={`flex flex-col gap-1.5 pl-6 ${block.ordered ? "list-[lower-alpha]" : "list-disc"}`}>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/**
 * A company or legal document: title, effective date, introduction, a table of contents linking to each
 * numbered section (sticky beside the text on a wide screen), and the sections. `aside` adds a box under the
 * table of contents (contact details, related pages).
 */
export function DocumentView({ doc, aside }: { doc: CompanyDocument; aside?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6 lg:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold text-slate-900 lg:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm font-medium text-slate-600">{doc.effective}</p>
        <div className="mt-4 flex flex-col gap-3 text-base leading-7 text-slate-800">
          {doc.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)] lg:gap-12">
        <div className="flex flex-col gap-6 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
          <nav aria-label="Daftar isi" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-sm font-bold text-slate-900">Daftar Isi</h2>
            <ol className="flex flex-col gap-1 text-sm">
              {doc.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className={`flex gap-2 rounded-sm py-1 text-slate-700 hover:text-brand-700 hover:underline ${FOCUS}`}
                  >
                    <span className="w-5 shrink-0 text-right text-slate-500">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {aside}
        </div>

        <div className="flex max-w-3xl min-w-0 flex-col gap-10 text-[15px] leading-7 text-slate-800">
          {doc.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="flex flex-col gap-3">
              <h2 id={section.id} className="text-xl font-bold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a section are fixed text in a fixed order
                <Block key={n} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
