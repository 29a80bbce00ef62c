import { formatWibDateTime } from "../../../shared/lib/format";
import { RichText } from "../../../shared/ui/rich-text";
import type { PortfolioItemAnswer } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";
import { KindBadge } from "./kind-badge";

const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1).replace(".", ","));

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
}

/** One item in full: what it is, where it comes from, and what the learner made (essays, files, the reflection). */
export function ItemWork({ answer }: { answer: PortfolioItemAnswer }) {
  const { item } = answer;
  const { work } = item;
  const empty = work.answers.length === 0 && !work.reflection;
  return (
    <article
      aria-labelledby="item-caption"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={item.kind} />
        {work.score !== null ? (
          <span className="text-sm font-semibold text-slate-800">{PORTFOLIO_TEXTS.score(formatScore(work.score))}</span>
        ) : null}
      </div>
      <h1 id="item-caption" className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
        {item.caption}
      </h1>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">{PORTFOLIO_TEXTS.fromProgram}</dt>
        <dd className="text-slate-900">{item.program.name}</dd>
        <dt className="font-semibold text-slate-700">{PORTFOLIO_TEXTS.activity}</dt>
        <dd className="text-slate-900">{item.activity.title}</dd>
      </dl>
      {work.finished_at ? (
        <p className="text-sm text-slate-600">{PORTFOLIO_TEXTS.finishedAt(formatWibDateTime(work.finished_at))}</p>
      ) : null}
      {item.description ? <p className="whitespace-pre-line text-slate-800">{item.description}</p> : null}
      <section aria-labelledby="item-work" className="flex flex-col gap-4 border-t border-slate-100 pt-4">
        <h2 id="item-work" className="text-lg font-bold text-slate-900">
          {PORTFOLIO_TEXTS.work}
        </h2>
        {empty ? (
          <p className={work.score !== null ? "text-slate-900" : "text-sm text-slate-600"}>
            {work.score !== null ? PORTFOLIO_TEXTS.scoreWork(formatScore(work.score)) : PORTFOLIO_TEXTS.noWork}
          </p>
        ) : null}
        {work.reflection ? (
          <div>
            <h3 className="text-sm font-semibold text-slate-700">{PORTFOLIO_TEXTS.reflection}</h3>
            <p className="mt-1 whitespace-pre-line text-slate-900">{work.reflection}</p>
          </div>
        ) : null}
        {work.answers.map((answer, k) => (
          // answers have no id of their own; their order is the attempt's and never changes
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={k} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4">
            <RichText html={answer.question} className="text-sm text-slate-700" />
            {answer.text ? <RichText html={answer.text} className="text-slate-900" /> : null}
            {answer.files.length ? (
              <ul className="flex flex-col gap-1">
                {answer.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={file.url}
                      download
                      aria-label={PORTFOLIO_TEXTS.download(file.name)}
                      className="inline-flex min-h-10 items-center gap-2 font-semibold break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
                    >
                      {file.name}
                      <span className="font-normal text-slate-600">({formatSize(file.size)})</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </section>
    </article>
  );
}
