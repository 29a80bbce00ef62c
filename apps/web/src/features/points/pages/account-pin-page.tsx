import { POINTS_MESSAGES } from "@app/domain/points/contracts";
import { type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { firstFieldError } from "../../../shared/lib/field-errors";
import { formatWibDateTime } from "../../../shared/lib/format";
import { REDIRECT_PATH_QUERY, safeRedirectPath } from "../../../shared/lib/redirect-path";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button } from "../../../shared/ui/button";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import {
  PIN_PAGE_PATH,
  type PinSaved,
  type PinState,
  POINTS_CATALOGUE_PATH,
  useForgotPin,
  usePinState,
  useResetPin,
  useSetPin,
} from "../api";
import { PinForm, type PinFormRefusal } from "../components/pin-form";
import { clearPinResetKey, isNewPinRequest, readPinResetKey } from "../pin-reset-key";

export const PIN_PAGE_TEXTS = {
  title: "PIN Pembayaran",
  resetTitle: "Atur PIN Baru",
  intro: "PIN pembayaran diminta setiap kali Anda membayar program dengan poin.",
  resetIntro: "Buat PIN pembayaran baru untuk akun Anda. Tautan dari email hanya dapat dipakai sekali.",
  profile: "Profil",
  statusTitle: "Status PIN",
  set: "PIN sudah diatur",
  notSet: "PIN belum diatur",
  setText: "Anda dapat membayar program dengan poin memakai PIN ini.",
  notSetText: "Atur PIN terlebih dahulu agar dapat membayar program dengan poin.",
  frozenHint: "Setelah itu PIN dapat dipakai kembali. Menyimpan PIN baru di bawah ini juga langsung membuka pembekuan.",
  changeTitle: "Ubah PIN",
  setTitle: "Atur PIN",
  forgot: "Lupa PIN?",
  balance: "Lihat Saldo Poin",
  linkGone:
    "Minta tautan baru lewat tombol \u201cLupa PIN?\u201d, atau simpan PIN baru dengan kata sandi akun di bawah ini.",
  loading: "Memuat status PIN",
  failed: "Terjadi gangguan, coba beberapa saat lagi",
  returnNote: "Setelah PIN disimpan, Anda kembali ke checkout untuk menyelesaikan pembayaran.",
} as const;

/** 'PIN dibekukan sementara hingga 22 November 2026, 14.05 WIB.' */
export function frozenText(frozenUntil: string): string {
  return `PIN dibekukan sementara hingga ${formatWibDateTime(frozenUntil)}.`;
}

/** A refusal of a PIN call, placed where the learner can act on it. */
function refusalOf(error: unknown): PinFormRefusal {
  if (!(error instanceof ApiError)) return { field: null, message: PIN_PAGE_TEXTS.failed };
  if (error.message === POINTS_MESSAGES.wrongPassword) return { field: "password", message: error.message };
  return { field: null, message: firstFieldError(error) ?? (error.message || PIN_PAGE_TEXTS.failed) };
}

function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.message === POINTS_MESSAGES.resetInvalid;
}

function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: PIN_PAGE_TEXTS.profile, to: "/account" }, { label: title }]} />
      <h1 className="-mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

function Card({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="font-bold text-slate-900 outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /account/pin (a child of the /account login route; absent on the Prakerja host, see app/router.tsx): whether
 * a payment PIN is set, its freeze, 'Lupa PIN?', and a form to set or change it with the account password.
 * Opened as /account/pin?type=new&field=pin after /forgot-pin-payment?pkey=… stored the mailed key, it is
 * 'Atur PIN Baru': the new PIN is saved with that key instead of the password, and the key is then dropped.
 */
export function AccountPinPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const newPinRequest = isNewPinRequest(location.search);
  const [pkey, setPkey] = useState(() => readPinResetKey());
  // A new-PIN address without a usable key: the link was used, or never opened in this tab.
  const [linkNotice, setLinkNotice] = useState<string | null>(() =>
    newPinRequest && !readPinResetKey() ? POINTS_MESSAGES.resetInvalid : null,
  );
  const statusHeadingRef = useRef<HTMLHeadingElement>(null);
  const resetKey = newPinRequest ? pkey : null;
  // sent here by checkout (points without a PIN): once the PIN is saved, back to that same checkout
  const returnTo = safeRedirectPath(new URLSearchParams(location.search).get(REDIRECT_PATH_QUERY));
  usePageTitle(resetKey ? PIN_PAGE_TEXTS.resetTitle : PIN_PAGE_TEXTS.title);

  function saved(result: PinSaved) {
    toast.show(result.message || POINTS_MESSAGES.pinSaved, { tone: "success" });
    if (returnTo && !resetKey) {
      navigate(returnTo, { replace: true });
      return;
    }
    // the form that had focus is replaced: the status it changed takes it
    window.setTimeout(() => statusHeadingRef.current?.focus(), 0);
  }

  function leaveResetMode(notice: string | null) {
    clearPinResetKey();
    setPkey(null);
    setLinkNotice(notice);
    navigate(PIN_PAGE_PATH, { replace: true });
  }

  if (resetKey) {
    return (
      <ResetPin
        pkey={resetKey}
        onSaved={(result) => {
          leaveResetMode(null);
          saved(result);
        }}
        onLinkDead={(message) => leaveResetMode(message)}
      />
    );
  }
  return (
    <PinSettings
      linkNotice={linkNotice}
      // the note promises the way back to checkout: only when that is where the learner came from
      returnNote={returnTo?.startsWith("/checkout") ?? false}
      onSaved={saved}
      statusHeadingRef={statusHeadingRef}
    />
  );
}

function ResetPin({
  pkey,
  onSaved,
  onLinkDead,
}: {
  pkey: string;
  onSaved: (result: PinSaved) => void;
  onLinkDead: (message: string) => void;
}) {
  const reset = useResetPin();
  return (
    <PageFrame title={PIN_PAGE_TEXTS.resetTitle}>
      <p className="-mt-2 text-sm leading-6 text-slate-700">{PIN_PAGE_TEXTS.resetIntro}</p>
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <PinForm
          withPassword={false}
          pending={reset.isPending}
          refusal={reset.isError && !isDeadLink(reset.error) ? refusalOf(reset.error) : null}
          onEdit={() => reset.reset()}
          onSubmit={({ pin }) =>
            reset.mutate(
              { pkey, pin },
              {
                onSuccess: onSaved,
                onError: (error) => {
                  if (isDeadLink(error)) onLinkDead(error.message);
                },
              },
            )
          }
        />
      </div>
    </PageFrame>
  );
}

function PinSettings({
  linkNotice,
  returnNote,
  onSaved,
  statusHeadingRef,
}: {
  linkNotice: string | null;
  returnNote: boolean;
  onSaved: (result: PinSaved) => void;
  statusHeadingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const state = usePinState();
  const save = useSetPin();
  // a new form after each save: the boxes and the password start empty again
  const [formKey, setFormKey] = useState(0);

  if (state.isError && !state.data) {
    const error = state.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : undefined}
        message={error.message}
        onAcknowledge={() => void state.refetch()}
      />
    );
  }
  if (!state.data) return <PinSkeleton />;

  const pin = state.data;
  return (
    <PageFrame title={PIN_PAGE_TEXTS.title}>
      <p className="-mt-2 text-sm leading-6 text-slate-700">{PIN_PAGE_TEXTS.intro}</p>
      {returnNote ? (
        <p className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {PIN_PAGE_TEXTS.returnNote}
        </p>
      ) : null}
      {linkNotice ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {linkNotice}. {PIN_PAGE_TEXTS.linkGone}
        </div>
      ) : null}
      <PinStatus pin={pin} headingRef={statusHeadingRef} />
      <Card title={pin.has_pin ? PIN_PAGE_TEXTS.changeTitle : PIN_PAGE_TEXTS.setTitle}>
        <div className="mt-4">
          <PinForm
            key={formKey}
            withPassword
            pending={save.isPending}
            refusal={save.isError ? refusalOf(save.error) : null}
            onEdit={() => save.reset()}
            onSubmit={(values) =>
              save.mutate(values, {
                onSuccess: (result) => {
                  setFormKey((k) => k + 1);
                  onSaved(result);
                },
              })
            }
          />
        </div>
      </Card>
    </PageFrame>
  );
}

function PinStatus({ pin, headingRef }: { pin: PinState; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const forgot = useForgotPin();
  return (
    <Card title={PIN_PAGE_TEXTS.statusTitle} headingRef={headingRef}>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p>
            {pin.has_pin ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">
                <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                  <path d="m5 10 3.5 3.5L15 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                {PIN_PAGE_TEXTS.set}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
                {PIN_PAGE_TEXTS.notSet}
              </span>
            )}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {pin.has_pin ? PIN_PAGE_TEXTS.setText : PIN_PAGE_TEXTS.notSetText}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-5 gap-y-2">
          <AppLink
            to={POINTS_CATALOGUE_PATH}
            className="inline-flex h-9 items-center rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {PIN_PAGE_TEXTS.balance}
          </AppLink>
          {pin.has_pin ? (
            <Button size="sm" variant="secondary" loading={forgot.isPending} onClick={() => forgot.mutate()}>
              {PIN_PAGE_TEXTS.forgot}
            </Button>
          ) : null}
        </div>
      </div>
      {pin.frozen_until ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">{frozenText(pin.frozen_until)}</p>
          <p className="mt-1">{PIN_PAGE_TEXTS.frozenHint}</p>
        </div>
      ) : null}
      <p role="status" className={`text-sm ${forgot.isError ? "text-red-700" : "text-emerald-800"}`}>
        {forgot.isSuccess ? <span className="mt-3 block">{forgot.data}</span> : null}
        {forgot.isError ? <span className="mt-3 block">{forgot.error.message}</span> : null}
      </p>
    </Card>
  );
}

function PinSkeleton() {
  return (
    <PageFrame title={PIN_PAGE_TEXTS.title}>
      <span role="status" className="sr-only">
        {PIN_PAGE_TEXTS.loading}
      </span>
      <div aria-hidden="true" className="flex flex-col gap-5">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    </PageFrame>
  );
}
