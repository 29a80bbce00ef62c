import { GROUP_PAGE_SIZE, type StudyGroup } from "@app/domain/study/contracts";
import { useId, useState } from "react";
import { formatCount } from "../../../../shared/lib/format";
import { Button } from "../../../../shared/ui/button";
import { FIELD_CLASS } from "../../../../shared/ui/field-class";
import { FilterSearch } from "../../../../shared/ui/filter-search";
import { Modal } from "../../../../shared/ui/modal";
import { Spinner } from "../../../../shared/ui/spinner";
import {
  type GroupFilters,
  type GroupStatusFilter,
  useGroupDetail,
  useManualGroups,
  useMyGroups,
  useRequestGroup,
  useSelectGroup,
} from "../../activity-api";
import { refusalMessage } from "../completion-control";

export interface StudyGroupDialogProps {
  open: boolean;
  onClose: () => void;
  programId: number;
}

const STATUS_LABELS = { joined: "Bergabung", requested: "Menunggu Persetujuan" } as const;

/** The programme's study groups: the learner's own and its members, and the groups to choose or ask to join. */
export function StudyGroupDialog({ open, onClose, programId }: StudyGroupDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Kelompok Belajar Program" size="lg">
      <StudyGroupContent programId={programId} />
    </Modal>
  );
}

function StatusBadge({ status }: { status: "joined" | "requested" }) {
  const tone = status === "joined" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{STATUS_LABELS[status]}</span>;
}

function StudyGroupContent({ programId }: { programId: number }) {
  const mine = useMyGroups(programId, { enabled: true });
  const current = mine.data?.groups[0] ?? null;
  const headingId = useId();

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          Kelompok Anda
        </h3>
        {mine.isPending ? (
          <Spinner label="Memuat kelompok Anda" />
        ) : mine.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Kelompok Anda belum dapat dimuat.
          </p>
        ) : current?.my_status ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-900">
              <span className="font-semibold">{current.name}</span>
              <StatusBadge status={current.my_status} />
            </p>
            {current.my_status === "joined" ? (
              <GroupMembers programId={programId} />
            ) : (
              <p className="text-sm text-slate-700">
                Anggota kelompok dapat dilihat setelah fasilitator menyetujui permintaan Anda.
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-700">Anda belum memilih kelompok belajar.</p>
        )}
      </section>
      <GroupChooser programId={programId} />
    </div>
  );
}

/** The members of the learner's group, 12 a page. */
function GroupMembers({ programId }: { programId: number }) {
  const [page, setPage] = useState(1);
  const detail = useGroupDetail(programId, page, { enabled: true });
  const total = detail.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / GROUP_PAGE_SIZE));

  if (detail.isPending) return <Spinner label="Memuat anggota kelompok" />;
  if (detail.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        Anggota kelompok belum dapat dimuat.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{formatCount(total)} anggota</p>
      <ul aria-label="Anggota kelompok" className="grid gap-2 sm:grid-cols-2">
        {detail.data.members.map((member) => (
          <li key={member.id} className="flex items-center gap-2 text-sm text-slate-900">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            >
              {member.name.trim().charAt(0).toLocaleUpperCase("id-ID") || "?"}
            </span>
            {member.name}
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav aria-label="Halaman anggota kelompok" className="flex items-center justify-center gap-2 pt-1">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Sebelumnya
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Halaman {page} dari {totalPages}
          </p>
          <Button variant="ghost" size="sm" disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
            Berikutnya
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** The groups to choose from, by name and availability; a full group takes neither a choice nor a request. */
function GroupChooser({ programId }: { programId: number }) {
  const [filters, setFilters] = useState<GroupFilters>({ name: "", status: "" });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const groups = useManualGroups(programId, filters, { enabled: true });
  const select = useSelectGroup(programId);
  const request = useRequestGroup(programId);
  const statusId = useId();
  const headingId = useId();
  const busy = select.isPending || request.isPending;

  function choose(group: StudyGroup, how: "select" | "request") {
    setNotice(null);
    setError(null);
    const call = how === "select" ? select : request;
    call.mutate(group.id, {
      onSuccess: () =>
        setNotice(
          how === "select"
            ? `Anda bergabung dengan ${group.name}.`
            : `Permintaan bergabung ke ${group.name} sudah dikirim dan menunggu persetujuan.`,
        ),
      onError: (cause) => setError(refusalMessage(cause, "Kelompok belum dapat dipilih. Silakan coba lagi.")),
    });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        Daftar Kelompok
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
        <FilterSearch
          label="Cari kelompok"
          placeholder="Nama kelompok"
          value={filters.name || undefined}
          onSearch={(text) => setFilters((f) => ({ ...f, name: text ?? "" }))}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className="text-sm font-semibold text-slate-800">
            Status
          </label>
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) => setFilters((f) => ({ ...f, status: event.target.value as GroupStatusFilter | "" }))}
            className={FIELD_CLASS}
          >
            <option value="">Semua</option>
            <option value="available">Tersedia</option>
            <option value="full">Penuh</option>
          </select>
        </div>
      </div>
      <div aria-live="polite">
        {notice ? (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            {notice}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {groups.isPending ? (
        <Spinner label="Memuat daftar kelompok" />
      ) : groups.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Daftar kelompok belum dapat dimuat.
        </p>
      ) : groups.data.groups.length === 0 ? (
        <p className="text-sm text-slate-700">Tidak ada kelompok yang sesuai.</p>
      ) : (
        <ul aria-label="Kelompok belajar" className="flex flex-col gap-3">
          {groups.data.groups.map((group) => (
            <GroupCard key={group.id} group={group} busy={busy} onChoose={choose} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GroupCard({
  group,
  busy,
  onChoose,
}: {
  group: StudyGroup;
  busy: boolean;
  onChoose: (group: StudyGroup, how: "select" | "request") => void;
}) {
  const nameId = useId();
  const joined = group.my_status === "joined";
  const requested = group.my_status === "requested";
  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={nameId} className="font-semibold text-slate-900">
          {group.name}
        </h4>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${group.is_full ? "bg-red-100 text-red-900" : "bg-emerald-100 text-emerald-900"}`}
        >
          {group.is_full ? "Penuh" : "Tersedia"}
        </span>
        {group.my_status ? <StatusBadge status={group.my_status} /> : null}
      </div>
      {group.description ? <p className="text-sm text-slate-700">{group.description}</p> : null}
      <p className="text-sm text-slate-700">
        {formatCount(group.member_count)}/{formatCount(group.quota)} anggota
      </p>
      {joined ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            aria-describedby={nameId}
            disabled={group.is_full || busy}
            onClick={() => onChoose(group, "select")}
          >
            Pilih Kelompok
          </Button>
          {requested ? null : (
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={nameId}
              disabled={group.is_full || busy}
              onClick={() => onChoose(group, "request")}
            >
              Ajukan Bergabung
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
