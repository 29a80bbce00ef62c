import {
  FAMILY_MESSAGES,
  type FamilyOverview,
  type FamilyPerson,
  familyRequestBody,
  type IncomingRequest,
} from "@app/domain/account/family";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { formatWibDate } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { accountKeys, useSessionUser } from "../api";
import { FormAlert, TextField } from "../components/account-form-fields";
import { refusalText } from "../components/login-modal";
import { SettingsCard } from "../components/settings-card";
import { UserAvatar } from "../components/user-avatar";
import {
  answerFamilyRequest,
  type FamilyAnswer,
  institutionFamilyKeys,
  type RequestAction,
  removeFamilyLink,
  requestFamilyLink,
  useFamily,
  useIncomingRequests,
} from "../institution-family-api";
import { useStartVerification } from "../verification/use-start-verification";

export const FAMILY_PAGE_TEXTS = {
  title: "Keluarga",
  intro:
    "Hubungkan akun orangtua atau guru dengan akun anak atau murid. Orangtua dan guru yang terhubung dapat melihat program dan kemajuan belajar anak atau muridnya.",
  incoming: "Permintaan Masuk",
  noIncoming: "Tidak ada permintaan yang menunggu jawaban Anda.",
  accept: "Terima",
  decline: "Tolak",
  connect: "Hubungkan Akun Anak atau Murid",
  identifier: "Email atau username",
  identifierHint: "Pemilik akun akan melihat permintaan Anda dan dapat menerima atau menolaknya.",
  send: "Kirim Permintaan",
  sent: "Menunggu Persetujuan",
  cancelRequest: "Batalkan",
  onlyParents:
    "Hanya akun guru atau orangtua yang dapat mengirim permintaan. Jika Anda anak atau murid, permintaan dari orangtua atau guru Anda muncul di halaman ini.",
  children: "Anak dan Murid",
  noChildren: "Belum ada akun anak atau murid yang terhubung.",
  parents: "Orangtua dan Guru",
  viewPrograms: "Lihat Program",
  remove: "Hapus",
  removeTitle: "Hapus hubungan akun?",
  cancel: "Batal",
  loadError: "Data keluarga belum dapat dimuat",
  verify: "Verifikasi Email",
} as const;

/** /account/family (issue 21; decisions/027): the links, the requests waiting for an answer and the ones sent. */
export function AccountFamilyPage() {
  usePageTitle(FAMILY_PAGE_TEXTS.title);
  const family = useFamily();
  const incoming = useIncomingRequests();
  let body: ReactNode;
  if (family.isPending || incoming.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Memuat data keluarga" className="flex flex-col gap-3">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (family.isError || incoming.isError) {
    body = (
      <ProblemPanel
        message={`${FAMILY_PAGE_TEXTS.loadError}. ${refusalText(family.error ?? incoming.error)}`}
        onRetry={() => {
          void family.refetch();
          void incoming.refetch();
        }}
      />
    );
  } else {
    body = (
      <>
        <IncomingCard requests={incoming.data} />
        {family.data.can_request ? <ConnectCard overview={family.data} /> : null}
        <LinksCard overview={family.data} />
      </>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: "Profil", to: "/account" }, { label: FAMILY_PAGE_TEXTS.title }]} />
      <div className="-mt-2">
        <h1 className="text-2xl font-bold text-slate-900">{FAMILY_PAGE_TEXTS.title}</h1>
        <p className="mt-1 text-sm leading-6 text-slate-700">{FAMILY_PAGE_TEXTS.intro}</p>
      </div>
      {body}
    </div>
  );
}

/** A changed family: the answer's overview into the cache; requests and me-v2 (its child list) read again. */
function useChanged() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return (answer: FamilyAnswer) => {
    queryClient.setQueryData(institutionFamilyKeys.family, answer.data);
    void queryClient.invalidateQueries({ queryKey: institutionFamilyKeys.incoming });
    void queryClient.invalidateQueries({ queryKey: accountKeys.me });
    toast.show(answer.message, { tone: "success" });
  };
}

function Person({ person, extra }: { person: FamilyPerson; extra?: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={person.name} avatar={person.avatar} size="sm" />
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{person.name}</p>
        <p className="text-sm break-all text-slate-600">@{person.username}</p>
        {extra}
      </div>
    </div>
  );
}

function IncomingCard({ requests }: { requests: IncomingRequest[] }) {
  const changed = useChanged();
  const toast = useToast();
  const answer = useMutation({
    mutationFn: ({ id, action }: { id: number; action: RequestAction }) => answerFamilyRequest(id, action),
    onSuccess: changed,
    onError: (error) => toast.show(refusalText(error), { tone: "error" }),
  });
  return (
    <SettingsCard title={FAMILY_PAGE_TEXTS.incoming}>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-700">{FAMILY_PAGE_TEXTS.noIncoming}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
          {requests.map((request) => {
            const busy = answer.isPending && answer.variables.id === request.id;
            return (
              <li key={request.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                <Person
                  person={request.requester}
                  extra={
                    <p className="text-sm text-slate-700">
                      Sebagai {request.relation_label} · {formatWibDate(request.created_at)}
                    </p>
                  }
                />
                <div className="flex gap-2 sm:shrink-0">
                  <Button
                    size="sm"
                    loading={busy && answer.variables.action === "accept"}
                    disabled={busy}
                    aria-label={`${FAMILY_PAGE_TEXTS.accept} permintaan ${request.requester.name}`}
                    onClick={() => answer.mutate({ id: request.id, action: "accept" })}
                  >
                    {FAMILY_PAGE_TEXTS.accept}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy && answer.variables.action === "decline"}
                    disabled={busy}
                    aria-label={`${FAMILY_PAGE_TEXTS.decline} permintaan ${request.requester.name}`}
                    onClick={() => answer.mutate({ id: request.id, action: "decline" })}
                  >
                    {FAMILY_PAGE_TEXTS.decline}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsCard>
  );
}

function ConnectCard({ overview }: { overview: FamilyOverview }) {
  const verified = useSessionUser().user?.is_email_verified ?? true;
  const startVerification = useStartVerification();
  const [identifier, setIdentifier] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const changed = useChanged();
  const toast = useToast();
  const send = useMutation({
    mutationFn: () => requestFamilyLink(identifier.trim()),
    onSuccess: (answer) => {
      changed(answer);
      setIdentifier("");
      setSubmitted(false);
    },
  });
  const cancel = useMutation({
    mutationFn: (id: number) => answerFamilyRequest(id, "cancel"),
    onSuccess: changed,
    onError: (error) => toast.show(refusalText(error), { tone: "error" }),
  });
  const checked = familyRequestBody.safeParse({ identifier });
  const localError = submitted && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success || send.isPending) return;
    send.mutate();
  }

  return (
    <SettingsCard title={FAMILY_PAGE_TEXTS.connect}>
      {verified ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <TextField
            label={FAMILY_PAGE_TEXTS.identifier}
            name="identifier"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={identifier}
            placeholder="anak@email.com atau username"
            onChange={(event) => {
              setIdentifier(event.target.value);
              if (send.isError) send.reset();
            }}
            error={localError}
            hint={FAMILY_PAGE_TEXTS.identifierHint}
          />
          {send.isError ? <FormAlert>{refusalText(send.error)}</FormAlert> : null}
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" loading={send.isPending}>
            {FAMILY_PAGE_TEXTS.send}
          </Button>
        </form>
      ) : (
        // contacting another person needs a proven address (decision 003); the server refuses it too
        <div className="flex flex-col items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
          <p>{FAMILY_MESSAGES.emailNotVerified}.</p>
          <Button size="sm" onClick={() => startVerification()}>
            {FAMILY_PAGE_TEXTS.verify}
          </Button>
        </div>
      )}
      {overview.sent.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-semibold text-slate-900">{FAMILY_PAGE_TEXTS.sent}</h3>
          <ul className="mt-2 flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
            {overview.sent.map((request) => (
              <li key={request.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{request.identifier}</p>
                  <p className="text-sm text-slate-600">Dikirim {formatWibDate(request.created_at)}</p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0"
                  loading={cancel.isPending && cancel.variables === request.id}
                  aria-label={`${FAMILY_PAGE_TEXTS.cancelRequest} permintaan ke ${request.identifier}`}
                  onClick={() => cancel.mutate(request.id)}
                >
                  {FAMILY_PAGE_TEXTS.cancelRequest}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SettingsCard>
  );
}

function LinksCard({ overview }: { overview: FamilyOverview }) {
  const [removing, setRemoving] = useState<FamilyPerson | null>(null);
  const changed = useChanged();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: (userId: number) => removeFamilyLink(userId),
    onSuccess: (answer) => {
      setRemoving(null);
      changed(answer);
    },
    onError: (error) => toast.show(refusalText(error), { tone: "error" }),
  });
  const removeButton = (person: FamilyPerson) => (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`${FAMILY_PAGE_TEXTS.remove} hubungan dengan ${person.name}`}
      onClick={() => setRemoving(person)}
    >
      {FAMILY_PAGE_TEXTS.remove}
    </Button>
  );
  return (
    <>
      {overview.can_request || overview.children.length > 0 ? (
        <SettingsCard title={FAMILY_PAGE_TEXTS.children}>
          {overview.children.length === 0 ? (
            <p className="text-sm text-slate-700">{FAMILY_PAGE_TEXTS.noChildren}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
              {overview.children.map((child) => (
                <li key={child.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <Person person={child} extra={<p className="text-sm text-slate-700">{child.relation_label}</p>} />
                  <div className="flex gap-2 sm:shrink-0">
                    <AppLink
                      to={`/account/family/${child.id}`}
                      className={buttonClasses("primary", "sm")}
                      aria-label={`${FAMILY_PAGE_TEXTS.viewPrograms} ${child.name}`}
                    >
                      {FAMILY_PAGE_TEXTS.viewPrograms}
                    </AppLink>
                    {removeButton(child)}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </SettingsCard>
      ) : null}
      {overview.parents.length > 0 || !overview.can_request ? (
        <SettingsCard title={FAMILY_PAGE_TEXTS.parents}>
          {overview.parents.length === 0 ? (
            <p className="text-sm text-slate-700">{FAMILY_PAGE_TEXTS.onlyParents}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
              {overview.parents.map((parent) => (
                <li key={parent.id} className="flex items-center justify-between gap-3 p-3">
                  <Person person={parent} extra={<p className="text-sm text-slate-700">{parent.relation_label}</p>} />
                  <div className="shrink-0">{removeButton(parent)}</div>
                </li>
              ))}
            </ul>
          )}
        </SettingsCard>
      ) : null}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={FAMILY_PAGE_TEXTS.removeTitle}
        size="sm"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {FAMILY_PAGE_TEXTS.cancel}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => (removing ? remove.mutate(removing.id) : undefined)}
            >
              {FAMILY_PAGE_TEXTS.remove}
            </Button>
          </div>
        }
      >
        <p className="text-sm leading-6 text-slate-700">
          Akun Anda dan akun {removing?.name} tidak lagi terhubung. Program {removing?.name} tidak dapat dilihat lagi
          dari akun orangtua atau guru.
        </p>
      </Modal>
    </>
  );
}
