import type { EnrolledProgram } from "@app/domain/learning/contracts";
import { PROGRESS_LABELS } from "@app/domain/learning/progress";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDate } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { ProgramCover } from "../../../shared/ui/program-cover";
import { Skeleton } from "../../../shared/ui/skeleton";
import { refusalText } from "../components/login-modal";
import { UserAvatar } from "../components/user-avatar";
import { useChildPrograms } from "../institution-family-api";

export const CHILD_PROGRAMS_TEXTS = {
  title: "Program Anak",
  back: "Kembali ke Keluarga",
  empty: "Belum mengikuti program",
  emptyBody: "Program yang diikuti akan muncul di sini beserta kemajuan belajarnya.",
  notLinked: "Anak atau murid tidak ditemukan",
  notLinkedBody: "Akun ini tidak terhubung dengan akun Anda, atau hubungannya sudah dihapus.",
  readOnly: "Hanya dapat dilihat. Kemajuan diperbarui saat anak atau murid belajar.",
  loadError: "Program belum dapat dimuat",
  previous: "Sebelumnya",
  next: "Berikutnya",
} as const;

/**
 * /account/family/{childId} (issue 21; decisions/027): a linked child's or pupil's My programmes for the parent or
 * teacher, read-only: the programmes with their progress, and no way into the study pages.
 */
export function AccountChildProgramsPage() {
  const params = useParams();
  const childId = Number(params.childId);
  const valid = Number.isInteger(childId) && childId > 0;
  const [paged, setPaged] = useState({ childId, page: 1 });
  // another child (a notification's link) starts on their first page
  const page = paged.childId === childId ? paged.page : 1;
  const setPage = (next: number) => setPaged({ childId, page: next });
  const query = useChildPrograms(valid ? childId : 0, page);
  const name = query.data?.child.name;
  usePageTitle(name ? `Program ${name}` : CHILD_PROGRAMS_TEXTS.title);

  const notLinked = !valid || (query.isError && query.error instanceof ApiError && query.error.httpStatus === 404);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs
        items={[
          { label: "Profil", to: "/account" },
          { label: "Keluarga", to: "/account/family" },
          { label: name ?? CHILD_PROGRAMS_TEXTS.title },
        ]}
      />
      {notLinked || !query.isSuccess ? <h1 className="sr-only">{CHILD_PROGRAMS_TEXTS.title}</h1> : null}
      {notLinked ? (
        <EmptyState
          title={CHILD_PROGRAMS_TEXTS.notLinked}
          description={CHILD_PROGRAMS_TEXTS.notLinkedBody}
          action={
            <AppLink to="/account/family" className={buttonClasses("primary", "md")}>
              {CHILD_PROGRAMS_TEXTS.back}
            </AppLink>
          }
        />
      ) : query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Memuat program" className="flex flex-col gap-3">
          <Skeleton className="h-16 w-64" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError ? (
        <ProblemPanel
          message={`${CHILD_PROGRAMS_TEXTS.loadError}. ${refusalText(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <div className="-mt-2 flex items-center gap-3">
            <UserAvatar name={query.data.child.name} avatar={query.data.child.avatar} size="md" />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold break-words text-slate-900">Program {query.data.child.name}</h1>
              <p className="text-sm text-slate-600">{CHILD_PROGRAMS_TEXTS.readOnly}</p>
            </div>
          </div>
          {query.data.list.length === 0 && page === 1 ? (
            <EmptyState title={CHILD_PROGRAMS_TEXTS.empty} description={CHILD_PROGRAMS_TEXTS.emptyBody} />
          ) : (
            <ul aria-label={`Program ${query.data.child.name}`} className="grid gap-3 md:grid-cols-2">
              {query.data.list.map((program) => (
                <ProgramRow key={program.program_user_id} program={program} />
              ))}
            </ul>
          )}
          {page > 1 || query.data.has_more ? (
            <nav aria-label="Halaman program" className="flex items-center justify-between gap-2">
              <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {CHILD_PROGRAMS_TEXTS.previous}
              </Button>
              <span className="text-sm text-slate-600">Halaman {page}</span>
              <Button size="sm" variant="ghost" disabled={!query.data.has_more} onClick={() => setPage(page + 1)}>
                {CHILD_PROGRAMS_TEXTS.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function ProgramRow({ program }: { program: EnrolledProgram }) {
  const barLabel = `Kemajuan ${program.name}`;
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      <div className="w-24 shrink-0 sm:w-28">
        <ProgramCover
          id={program.id}
          categoryName={program.category_name}
          avatar={program.avatar}
          className="aspect-video w-full rounded-lg"
          initialClassName="text-2xl"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold break-words text-slate-900">{program.name}</p>
        <p className="text-sm text-slate-600">{program.creator.name}</p>
        <div className="mt-1 flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={barLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={program.percentage_progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${program.percentage_progress}%` }} />
          </div>
          <span className="text-sm font-semibold text-slate-800">{program.percentage_progress}%</span>
        </div>
        <p className="text-sm text-slate-700">
          {PROGRESS_LABELS[program.progress]} · {program.completed_resources}/{program.total_resources} aktivitas
          {program.last_activity_at ? ` · terakhir belajar ${formatWibDate(program.last_activity_at)}` : ""}
        </p>
      </div>
    </li>
  );
}
