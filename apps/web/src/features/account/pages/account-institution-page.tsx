import {
  INSTITUTION_DETAIL_MAX,
  institutionChoiceBody,
  institutionDetailLabel,
  institutionDetailPlaceholder,
  type MyInstitution,
} from "@app/domain/account/institution-choice";
import type { InstitutionItem } from "@app/domain/institution/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button } from "../../../shared/ui/button";
import { InstitutionLogo } from "../../../shared/ui/institution-logo";
import { Modal } from "../../../shared/ui/modal";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { useInstitutionList, useInstitutionTypes } from "../../institution/public";
import { accountKeys } from "../api";
import { FormAlert, SelectField, TextField } from "../components/account-form-fields";
import { refusalText } from "../components/login-modal";
import { SettingsCard } from "../components/settings-card";
import { institutionFamilyKeys, removeInstitution, saveInstitution, useMyInstitution } from "../institution-family-api";

export const INSTITUTION_PAGE_TEXTS = {
  title: "Lembaga",
  intro: "Sekolah, kampus, atau tempat kerja Anda. Lembaga mitra dapat menampilkan program khusus untuk anggotanya.",
  current: "Lembaga Saat Ini",
  none: "Anda belum memilih lembaga.",
  platinum: "Mitra Platinum",
  remove: "Hapus Lembaga",
  removeConfirm: "Hapus lembaga dari profil Anda?",
  removeBody: "Kelas, fakultas, atau divisi yang tersimpan ikut dihapus. Anda dapat memilih lembaga lagi kapan saja.",
  cancel: "Batal",
  choose: "Pilih Lembaga",
  search: "Cari nama lembaga",
  searchButton: "Cari",
  type: "Jenis lembaga",
  allTypes: "Semua jenis",
  pick: "Pilih",
  picked: "Dipilih",
  empty: "Lembaga tidak ditemukan. Coba kata kunci atau jenis lain.",
  listError: "Daftar lembaga belum dapat dimuat",
  save: "Simpan Lembaga",
  previous: "Sebelumnya",
  next: "Berikutnya",
  loadError: "Data lembaga belum dapat dimuat",
} as const;

/** /account/institution (spec 002 route table; issue 21; decisions/027): the learner's school, campus or employer. */
export function AccountInstitutionPage() {
  usePageTitle(INSTITUTION_PAGE_TEXTS.title);
  const query = useMyInstitution();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: "Profil", to: "/account" }, { label: INSTITUTION_PAGE_TEXTS.title }]} />
      <div className="-mt-2">
        <h1 className="text-2xl font-bold text-slate-900">{INSTITUTION_PAGE_TEXTS.title}</h1>
        <p className="mt-1 text-sm leading-6 text-slate-700">{INSTITUTION_PAGE_TEXTS.intro}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="Memuat lembaga" className="flex flex-col gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <ProblemPanel
          message={`${INSTITUTION_PAGE_TEXTS.loadError}. ${refusalText(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <CurrentInstitution mine={query.data} />
          <ChooseInstitution mine={query.data} />
        </>
      )}
    </div>
  );
}

/** Puts a saved answer in the cache, and has me-v2 (institution_id, is_platinum_user, user_group) read again. */
function useSaved() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return (answer: { message: string; data: MyInstitution }) => {
    queryClient.setQueryData(institutionFamilyKeys.institution, answer.data);
    void queryClient.invalidateQueries({ queryKey: accountKeys.me });
    toast.show(answer.message, { tone: "success" });
  };
}

function CurrentInstitution({ mine }: { mine: MyInstitution }) {
  const [confirming, setConfirming] = useState(false);
  const saved = useSaved();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: removeInstitution,
    onSuccess: (answer) => {
      setConfirming(false);
      saved(answer);
    },
    onError: (error) => toast.show(refusalText(error), { tone: "error" }),
  });
  const institution = mine.institution;
  return (
    <SettingsCard title={INSTITUTION_PAGE_TEXTS.current}>
      {institution ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <InstitutionLogo name={institution.name} logo={institution.logo} />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{institution.name}</p>
              <p className="text-sm text-slate-600">
                {institution.type_label}
                {institution.city ? ` · ${institution.city}` : ""}
              </p>
              {mine.detail_label && mine.institution_detail ? (
                <p className="text-sm text-slate-700">
                  {mine.detail_label}: <span className="font-medium">{mine.institution_detail}</span>
                </p>
              ) : null}
              {mine.is_platinum_user ? (
                <span className="mt-1 inline-flex h-6 items-center rounded-full bg-brand-50 px-2.5 text-xs font-semibold text-brand-800">
                  {INSTITUTION_PAGE_TEXTS.platinum}
                </span>
              ) : null}
            </div>
          </div>
          <Button variant="secondary" className="sm:shrink-0" onClick={() => setConfirming(true)}>
            {INSTITUTION_PAGE_TEXTS.remove}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{INSTITUTION_PAGE_TEXTS.none}</p>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={INSTITUTION_PAGE_TEXTS.removeConfirm}
        size="sm"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {INSTITUTION_PAGE_TEXTS.cancel}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
              {INSTITUTION_PAGE_TEXTS.remove}
            </Button>
          </div>
        }
      >
        <p className="text-sm leading-6 text-slate-700">{INSTITUTION_PAGE_TEXTS.removeBody}</p>
      </Modal>
    </SettingsCard>
  );
}

function ChooseInstitution({ mine }: { mine: MyInstitution }) {
  const types = useInstitutionTypes();
  const [typed, setTyped] = useState("");
  const [filters, setFilters] = useState<{ page: number; search?: string; type?: number }>({ page: 1 });
  const [picked, setPicked] = useState<InstitutionItem | null>(null);
  const list = useInstitutionList(filters);
  const resultsId = useId();

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = typed.trim();
    setFilters((current) => ({
      page: 1,
      ...(current.type ? { type: current.type } : {}),
      ...(search ? { search } : {}),
    }));
  }

  function onType(value: string) {
    const type = Number(value);
    setFilters((current) => ({
      page: 1,
      ...(current.search ? { search: current.search } : {}),
      ...(type > 0 ? { type } : {}),
    }));
  }

  const page = list.data;
  let results: ReactNode;
  if (list.isPending) {
    results = (
      <div role="status" aria-busy="true" aria-label="Memuat daftar lembaga" className="flex flex-col gap-2">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (list.isError) {
    results = (
      <ProblemPanel
        message={`${INSTITUTION_PAGE_TEXTS.listError}. ${refusalText(list.error)}`}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!page || page.list.length === 0) {
    results = <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{INSTITUTION_PAGE_TEXTS.empty}</p>;
  } else {
    results = (
      <>
        <ul
          aria-label="Hasil pencarian lembaga"
          className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {page.list.map((item) => {
            const chosen = picked?.id === item.id;
            const current = mine.institution?.id === item.id;
            const text = chosen ? INSTITUTION_PAGE_TEXTS.picked : current ? "Saat ini" : INSTITUTION_PAGE_TEXTS.pick;
            return (
              <li key={item.id} className="flex items-center gap-3 p-3">
                <InstitutionLogo name={item.name} logo={item.logo} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{item.name}</p>
                  <p className="text-sm text-slate-600">
                    {item.type_label}
                    {item.city ? ` · ${item.city}` : ""}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant={chosen ? "primary" : "secondary"}
                  aria-pressed={chosen}
                  aria-label={`${text} ${item.name}`}
                  onClick={() => setPicked(chosen ? null : item)}
                >
                  {text}
                </Button>
              </li>
            );
          })}
        </ul>
        {page.total_page > 1 ? (
          <nav aria-label="Halaman daftar lembaga" className="mt-3 flex items-center justify-between gap-2">
            <Button
              size="sm"
              variant="ghost"
              disabled={filters.page <= 1}
              onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
            >
              {INSTITUTION_PAGE_TEXTS.previous}
            </Button>
            <span className="text-sm text-slate-600">
              Halaman {page.page} dari {page.total_page}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={page.next_url === null}
              onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
            >
              {INSTITUTION_PAGE_TEXTS.next}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <SettingsCard title={INSTITUTION_PAGE_TEXTS.choose}>
      <form aria-label="Cari lembaga" onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={INSTITUTION_PAGE_TEXTS.search}
          className="flex-1"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          aria-controls={resultsId}
        />
        <SelectField
          label={INSTITUTION_PAGE_TEXTS.type}
          className="sm:w-52"
          value={filters.type ?? 0}
          onChange={(event) => onType(event.target.value)}
        >
          <option value={0}>{INSTITUTION_PAGE_TEXTS.allTypes}</option>
          {(types.data ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="lg" variant="secondary">
          {INSTITUTION_PAGE_TEXTS.searchButton}
        </Button>
      </form>
      <div id={resultsId} className={`mt-4 ${list.isPlaceholderData ? "opacity-60" : ""}`}>
        {results}
      </div>
      {picked ? <SaveChoice key={picked.id} picked={picked} mine={mine} onSaved={() => setPicked(null)} /> : null}
    </SettingsCard>
  );
}

function SaveChoice({ picked, mine, onSaved }: { picked: InstitutionItem; mine: MyInstitution; onSaved: () => void }) {
  const label = institutionDetailLabel(picked.type);
  const [detail, setDetail] = useState(
    mine.institution && institutionDetailLabel(mine.institution.type) === label ? (mine.institution_detail ?? "") : "",
  );
  const saved = useSaved();
  const body = { institution_id: picked.id, institution_detail: label ? detail : null };
  const checked = institutionChoiceBody.safeParse(body);
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: () => saveInstitution(body),
    onSuccess: (answer) => {
      saved(answer);
      onSaved();
    },
  });
  const localError = submitted && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success || save.isPending) return;
    save.mutate();
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Simpan ${picked.name}`}
      className="mt-4 flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <p className="text-sm text-slate-800">
        Lembaga dipilih: <span className="font-semibold">{picked.name}</span> ({picked.type_label})
      </p>
      {label ? (
        <TextField
          label={label}
          optional
          value={detail}
          maxLength={INSTITUTION_DETAIL_MAX}
          placeholder={institutionDetailPlaceholder(picked.type)}
          onChange={(event) => {
            setDetail(event.target.value);
            if (save.isError) save.reset();
          }}
          error={localError}
        />
      ) : null}
      {save.isError ? <FormAlert>{refusalText(save.error)}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" loading={save.isPending}>
        {INSTITUTION_PAGE_TEXTS.save}
      </Button>
    </form>
  );
}
