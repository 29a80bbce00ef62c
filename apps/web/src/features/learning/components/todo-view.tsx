import type { ResourceType } from "@app/domain/catalogue/constants";
import type { TodoItem } from "@app/domain/learning/contracts";
import {
  resetTodoFilters,
  TODO_ACTIVITY_TYPES,
  TODO_MAX_PERIOD_DAYS,
  TODO_REQUIRED_OPTIONS,
  TODO_SCHEDULES,
  type TodoFilters,
  type TodoSchedule,
  todoPeriodProblem,
  wibDay,
} from "@app/domain/learning/todo";
import { type FormEvent, useId, useMemo, useState } from "react";
import { ApiError } from "../../../shared/lib/api-client";
import { AppLink } from "../../../shared/ui/app-link";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { FIELD_CLASS } from "../../../shared/ui/field-class";
import { LoadMore } from "../../../shared/ui/load-more";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useTodo } from "../api";
import { activityHref } from "../programmu-params";

export const TODO_TEXTS = {
  title: "Daftar Tugas",
  filters: "Saring daftar tugas",
  type: "Jenis Aktivitas",
  allTypes: "Semua Jenis",
  schedule: "Jadwal",
  required: "Aktivitas",
  from: "Dari tanggal",
  to: "Sampai tanggal",
  search: "Cari aktivitas",
  searchPlaceholder: "Judul aktivitas atau program",
  apply: "Terapkan",
  reset: "Atur Ulang",
  periodInvalid: "Tanggal tidak valid.",
  periodOrder: "Tanggal akhir tidak boleh sebelum tanggal mulai.",
  periodLength: `Periode paling panjang ${TODO_MAX_PERIOD_DAYS} hari.`,
  emptyTitle: "Tidak ada aktivitas terjadwal",
  emptyText: "Tidak ada aktivitas yang perlu diselesaikan pada periode ini.",
  failed: "Daftar tugas gagal dimuat.",
  more: "Tampilkan Lebih Banyak",
  moreFailed: "Gagal memuat aktivitas berikutnya. Silakan coba lagi.",
  loading: "Memuat daftar tugas",
  requiredBadge: "Wajib",
  deadline: "Tenggat",
  open: "Buka",
} as const;

type Draft = Omit<TodoFilters, "page">;

function periodError(period: Draft["period"]): string | null {
  const problem = todoPeriodProblem(period);
  if (problem === null) return null;
  return { invalid: TODO_TEXTS.periodInvalid, order: TODO_TEXTS.periodOrder, length: TODO_TEXTS.periodLength }[problem];
}

const TIME = new Intl.DateTimeFormat("id-ID", { timeZone: "Asia/Jakarta", hour: "2-digit", minute: "2-digit" });
const DAY = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** When an item happens: a session's start, else a task's due time. */
function whenOf(item: TodoItem): Date {
  return new Date(item.start_at ?? item.end_at ?? 0);
}

/** The items grouped by their WIB day, in the server's order. */
export function groupByDay(items: TodoItem[]): { day: string; label: string; items: TodoItem[] }[] {
  const groups: { day: string; label: string; items: TodoItem[] }[] = [];
  for (const item of items) {
    const when = whenOf(item);
    const day = wibDay(when);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, label: DAY.format(when), items: [item] });
  }
  return groups;
}

/** The to-do view: scheduled activities of every programme followed, with their filters and 'Atur Ulang'. */
export function TodoView({ subdomainSlug }: { subdomainSlug: string | undefined }) {
  const [applied, setApplied] = useState<Draft>(() => withoutPage(resetTodoFilters(new Date())));
  const [draft, setDraft] = useState<Draft>(applied);
  const [error, setError] = useState<string | null>(null);
  const todo = useTodo(applied);
  const items = useMemo(() => todo.data?.pages.flatMap((page) => page.data) ?? [], [todo.data]);
  const ids = {
    type: useId(),
    schedule: useId(),
    required: useId(),
    from: useId(),
    to: useId(),
    search: useId(),
    error: useId(),
  };

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = periodError(draft.period);
    setError(problem);
    if (!problem) setApplied(draft);
  }

  function reset() {
    // spec 002 section 4: list, period (today to +90 days), pagination 1, search and the required filter
    const fresh = withoutPage(resetTodoFilters(new Date()));
    setDraft(fresh);
    setApplied(fresh);
    setError(null);
  }

  return (
    <section aria-labelledby="todo-title" className="flex flex-col gap-4">
      <h2 id="todo-title" className="sr-only">
        {TODO_TEXTS.title}
      </h2>
      <form
        aria-label={TODO_TEXTS.filters}
        onSubmit={apply}
        noValidate
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-3"
      >
        <Field id={ids.type} label={TODO_TEXTS.type}>
          <select
            id={ids.type}
            value={draft.types[0] ?? ""}
            onChange={(e) => setDraft({ ...draft, types: e.target.value ? [e.target.value as ResourceType] : [] })}
            className={FIELD_CLASS}
          >
            <option value="">{TODO_TEXTS.allTypes}</option>
            {TODO_ACTIVITY_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.schedule} label={TODO_TEXTS.schedule}>
          <select
            id={ids.schedule}
            value={draft.schedule}
            onChange={(e) => setDraft({ ...draft, schedule: e.target.value as TodoSchedule })}
            className={FIELD_CLASS}
          >
            {TODO_SCHEDULES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.required} label={TODO_TEXTS.required}>
          <select
            id={ids.required}
            value={String(draft.required)}
            onChange={(e) => setDraft({ ...draft, required: e.target.value === "true" })}
            className={FIELD_CLASS}
          >
            {TODO_REQUIRED_OPTIONS.map((o) => (
              <option key={o.label} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.from} label={TODO_TEXTS.from}>
          <input
            id={ids.from}
            type="date"
            required
            value={draft.period.start}
            onChange={(e) =>
              e.target.value && setDraft({ ...draft, period: { ...draft.period, start: e.target.value } })
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={FIELD_CLASS}
          />
        </Field>
        <Field id={ids.to} label={TODO_TEXTS.to}>
          <input
            id={ids.to}
            type="date"
            required
            value={draft.period.end}
            onChange={(e) => e.target.value && setDraft({ ...draft, period: { ...draft.period, end: e.target.value } })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className={FIELD_CLASS}
          />
        </Field>
        <Field id={ids.search} label={TODO_TEXTS.search} className="col-span-2 lg:col-span-1">
          <input
            id={ids.search}
            type="search"
            value={draft.search}
            maxLength={100}
            placeholder={TODO_TEXTS.searchPlaceholder}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            className={FIELD_CLASS}
          />
        </Field>
        {error ? (
          <p id={ids.error} role="alert" className="col-span-2 text-sm font-medium text-red-700 lg:col-span-3">
            {error}
          </p>
        ) : null}
        <div className="col-span-2 flex gap-2 lg:col-span-3">
          <Button type="submit">{TODO_TEXTS.apply}</Button>
          <Button type="button" variant="ghost" onClick={reset}>
            {TODO_TEXTS.reset}
          </Button>
        </div>
      </form>

      {todo.isError && !todo.data ? (
        <ProblemPanel
          message={todo.error instanceof ApiError ? todo.error.message : TODO_TEXTS.failed}
          onRetry={() => void todo.refetch()}
        />
      ) : !todo.data ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            {TODO_TEXTS.loading}
          </span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={TODO_TEXTS.emptyTitle} description={TODO_TEXTS.emptyText} />
      ) : (
        <>
          <div
            className={`flex flex-col gap-5 ${todo.isPlaceholderData ? "opacity-60" : ""}`}
            aria-busy={todo.isPlaceholderData}
          >
            {groupByDay(items).map((group) => (
              <section key={group.day} aria-label={group.label} className="flex flex-col gap-2">
                <h3 className="text-sm font-bold text-slate-700">{group.label}</h3>
                <ul className="flex flex-col gap-2">
                  {group.items.map((item) => (
                    <li key={item.resource_id}>
                      <TodoRow item={item} subdomainSlug={subdomainSlug} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <LoadMore
            hasNextPage={todo.hasNextPage}
            loading={todo.isFetchingNextPage}
            failed={todo.isFetchNextPageError}
            onLoadMore={() => void todo.fetchNextPage()}
            auto={false}
            label={TODO_TEXTS.more}
            errorText={TODO_TEXTS.moreFailed}
          />
        </>
      )}
    </section>
  );
}

function withoutPage({ page: _page, ...rest }: TodoFilters): Draft {
  return rest;
}

function Field({
  id,
  label,
  className = "",
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

function TodoRow({ item, subdomainSlug }: { item: TodoItem; subdomainSlug: string | undefined }) {
  const time = item.start_at
    ? `${TIME.format(new Date(item.start_at))} WIB`
    : `${TODO_TEXTS.deadline} ${TIME.format(new Date(item.end_at ?? 0))} WIB`;
  return (
    <AppLink
      to={activityHref(item.slug, subdomainSlug)}
      data-testid="todo-item"
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-300 hover:shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-4"
    >
      <span className="w-20 shrink-0 text-sm font-bold text-brand-800 sm:w-28">{time.replace(":", ".")}</span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold text-slate-900">{item.title}</span>
        <span className="truncate text-sm text-slate-600">{item.program.name}</span>
        <span className="flex flex-wrap gap-1.5">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {item.type_label}
          </span>
          {item.is_required ? (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              {TODO_TEXTS.requiredBadge}
            </span>
          ) : null}
        </span>
      </span>
      <span aria-hidden="true" className="text-slate-400">
        ›
      </span>
    </AppLink>
  );
}
