import { categoryLabel } from "@app/domain/catalogue/category-label";
import { PROGRAM_TYPE_LABELS, type ProgramType } from "@app/domain/catalogue/constants";
import type { ProgramDetail, ProgramEnrolment } from "@app/domain/catalogue/contracts";
import { LEARNING_LEVELS } from "@app/domain/catalogue/learning-levels";
import { isSlug } from "@app/domain/catalogue/slug";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Navigate, useParams } from "react-router";
import { useLoginPrompt } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { hasSessionCookie } from "../../../shared/lib/cookies";
import { formatCount, formatMinutes, formatRating } from "../../../shared/lib/format";
import { pageLocation } from "../../../shared/lib/page-env";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { CartIcon } from "../../../shared/ui/cart-icon";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { ProgramCover } from "../../../shared/ui/program-cover";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { CART_PAGE_PATH, cartQueryOptions, useAddToCart } from "../../cart/public";
import { checkoutPath } from "../../checkout/public";
import { activityHref, PROGRAMMU_PATH } from "../../learning/public";
import {
  isProductNotFound,
  isProductUnavailable,
  useProductActivity,
  useProductDescription,
  useProductDetail,
  useProductEnrolment,
} from "../api";
import { AddonSummary, addonItems } from "../components/addon-summary";
import { ChapterList } from "../components/chapter-list";
import { PriceTag } from "../components/price-tag";
import { ProgramReviews } from "../components/program-reviews";
import { ProgramSchedule } from "../components/program-schedule";
import { RatingBreakdown } from "../components/rating-breakdown";
import { Stars } from "../components/rating-summary";
import { ShareMenu } from "../components/share-menu";

export const PROGRAM_ERROR_CODE = "ERRV2PRAC";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function InlineError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-red-900">{what} gagal dimuat.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Coba Lagi
      </Button>
    </div>
  );
}

function typeLabel(type: number): string | null {
  return PROGRAM_TYPE_LABELS[type as ProgramType] ?? null;
}

export const BUY_BOX_TEXTS = {
  buy: "Beli Sekarang",
  join: "Ikuti Program",
  add: "Tambah ke Daftar Pilihan",
  inList: "Sudah di Daftar Pilihan",
  continue: "Lanjutkan Belajar",
  owned: "Anda sudah terdaftar di program ini",
} as const;

/**
 * Where the learner stands with this programme, from the server: their own enrolment (its own call, so the
 * visitor-cached programme answer stays the same for everyone) and whether it is on their selection list (the
 * list the navbar badge already reads). A visitor asks neither.
 */
function useBuyerState(programId: number) {
  const loggedIn = hasSessionCookie() && programId > 0;
  const enrolment = useProductEnrolment(programId, { enabled: loggedIn });
  const inList = useQuery({
    ...cartQueryOptions(),
    enabled: loggedIn,
    select: (groups) => groups.some((g) => g.programs.some((p) => p.id === programId && !p.enrolled)),
  });
  return {
    loggedIn,
    // while a learner's enrolment is being asked, neither the price nor 'Lanjutkan Belajar' is shown yet
    pending: loggedIn && enrolment.isPending,
    enrolment: enrolment.data?.enrolled ? enrolment.data : null,
    inList: inList.data === true,
  };
}

/**
 * The calls to action of a programme the learner does not follow. Buying needs a session, so a visitor is asked
 * to log in first. 'Beli Sekarang' (or 'Ikuti Program' for a free one, for which the checkout answers that no
 * payment is needed) opens the checkout with this programme alone, leaving the selection list as it is;
 * 'Tambah ke Daftar Pilihan' puts it on the list and then becomes 'Sudah di Daftar Pilihan', a link to the list.
 * The server's words are shown: added, already there, or a refusal.
 */
function BuyActions({
  program,
  inList,
  compact = false,
}: {
  program: ProgramDetail;
  inList: boolean;
  compact?: boolean;
}) {
  const { openLogin } = useLoginPrompt();
  const toast = useToast();
  const navigate = useAppNavigate();
  const add = useAddToCart();
  const free = program.price === 0;
  const buy = () => {
    if (!hasSessionCookie()) openLogin();
    else navigate(checkoutPath({ program_ids: [program.id], addon_ids: [] }));
  };
  const addToList = () => {
    if (!hasSessionCookie()) {
      openLogin();
      return;
    }
    add.mutate(
      { program_id: program.id },
      {
        onSuccess: (change) => toast.show(change.message),
        onError: (error) => toast.show(error.message, { tone: "error" }),
      },
    );
  };
  const buyText = free ? BUY_BOX_TEXTS.join : BUY_BOX_TEXTS.buy;
  const listControl = free ? null : inList ? (
    <AppLink
      to={CART_PAGE_PATH}
      className={buttonClasses("secondary", "lg", compact ? "shrink-0 px-3!" : "w-full")}
      aria-label={compact ? BUY_BOX_TEXTS.inList : undefined}
    >
      <CartIcon className="size-5" />
      {compact ? (
        <svg className="size-4 text-green-700" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="m4 10 4 4 8-8"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : (
        BUY_BOX_TEXTS.inList
      )}
    </AppLink>
  ) : (
    <Button
      variant="secondary"
      size="lg"
      className={compact ? "shrink-0 px-3!" : "w-full"}
      onClick={addToList}
      loading={add.isPending}
      aria-label={compact ? BUY_BOX_TEXTS.add : undefined}
    >
      {add.isPending ? null : <CartIcon className="size-5" />}
      {compact ? null : BUY_BOX_TEXTS.add}
    </Button>
  );
  if (compact) {
    return (
      <div className="flex gap-2">
        {listControl}
        <Button size="lg" className="flex-1 px-3!" onClick={buy}>
          {buyText}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" className="w-full" onClick={buy}>
        {buyText}
      </Button>
      {listControl}
    </div>
  );
}

/** The study page address of the first unfinished activity (the server's rule); My programmes when it has none. */
function continueHref(enrolment: ProgramEnrolment): string {
  return enrolment.activity_slug ? activityHref(enrolment.activity_slug, undefined) : PROGRAMMU_PATH;
}

/** A programme the learner follows: no price and no buying, but the progress and the way back into it. */
function OwnedProgress({
  programName,
  enrolment,
  compact = false,
}: {
  programName: string;
  enrolment: ProgramEnrolment;
  /** The phone's bottom bar: the share alone, the activity count has no room there. */
  compact?: boolean;
}) {
  const finished = enrolment.percentage_progress >= 100;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={`Progres ${programName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={enrolment.percentage_progress}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${finished ? "bg-green-600" : "bg-brand-600"}`}
          style={{ width: `${enrolment.percentage_progress}%` }}
        />
      </div>
      <p className="flex justify-between gap-2 text-xs text-slate-700">
        <span data-testid="owned-progress">{enrolment.percentage_progress}% selesai</span>
        {compact ? null : (
          <span>
            {enrolment.completed_resources}/{enrolment.total_resources} aktivitas
          </span>
        )}
      </p>
    </div>
  );
}

function ContinueLink({ enrolment, className }: { enrolment: ProgramEnrolment; className: string }) {
  return (
    <AppLink to={continueHref(enrolment)} className={buttonClasses("primary", "lg", className)}>
      {BUY_BOX_TEXTS.continue}
    </AppLink>
  );
}

function yearLevelLabel(slug: string): string {
  return LEARNING_LEVELS.flatMap((l) => l.years).find((y) => y.slug === slug)?.label ?? slug;
}

/** The address a programme is shared with: its own page, without the visitor's ref or other queries. */
function shareUrl(slug: string): string {
  return `${pageLocation().origin}/program/${encodeURIComponent(slug)}`;
}

function ProgramUnavailable() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <section
        aria-labelledby="program-unavailable-title"
        className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center"
      >
        <svg className="size-16 text-slate-400" viewBox="0 0 64 64" fill="none" aria-hidden="true">
          <rect x="10" y="12" width="44" height="40" rx="6" stroke="currentColor" strokeWidth="4" />
          <path d="m24 26 16 16M40 26 24 42" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1 id="program-unavailable-title" className="text-2xl font-bold text-slate-900">
          Program tidak tersedia
        </h1>
        <p className="max-w-md text-slate-700">
          Program ini sudah tidak tersedia atau telah dihapus oleh penyelenggara. Temukan program lain yang sesuai untuk
          Anda di katalog.
        </p>
        <AppLink to="/program" className={buttonClasses("primary", "md")}>
          Lihat Katalog Program
        </AppLink>
      </section>
    </div>
  );
}

export function ProgramPage() {
  const { slug = "" } = useParams();
  const valid = isSlug(slug);
  const detail = useProductDetail(slug, { enabled: valid });
  const description = useProductDescription(slug, { enabled: valid });
  const activity = useProductActivity(slug, { enabled: valid });
  const buyer = useBuyerState(detail.data?.id ?? 0);
  const unavailable = detail.isError && isProductUnavailable(detail.error);
  usePageTitle(detail.data?.name ?? (unavailable ? "Program tidak tersedia" : detail.isError ? "Program" : null));

  if (!valid || (detail.isError && isProductNotFound(detail.error))) return <Navigate to="/404" replace />;

  if (unavailable) return <ProgramUnavailable />;

  if (detail.isError) {
    const error = detail.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : PROGRAM_ERROR_CODE}
        message={error instanceof ApiError ? error.message : null}
        onAcknowledge={() => void detail.refetch()}
      />
    );
  }

  if (detail.isPending) return <ProgramPageSkeleton />;

  const program = detail.data;
  const type = typeLabel(program.program_type);
  const category = categoryLabel(program.category_name);
  const addons = activity.data ? addonItems(activity.data) : [];
  const owned = buyer.enrolment !== null;

  return (
    <div>
      <div className="mx-auto grid max-w-7xl gap-x-8 px-4 md:px-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex min-w-0 flex-col gap-4 bg-white py-6 shadow-[0_0_0_100vmax_white] [clip-path:inset(0_-100vmax)] lg:py-10">
          {/* the share menu opens downwards from the top row, where the column below leaves it room */}
          <div className="flex items-start justify-between gap-3">
            <Breadcrumbs
              className="min-w-0"
              items={[
                { label: "Beranda", to: "/" },
                {
                  label: category,
                  to: `/program?${new URLSearchParams({ category: program.category_name }).toString()}`,
                },
                { label: program.name },
              ]}
            />
            <ShareMenu url={shareUrl(program.slug)} title={program.name} />
          </div>

          <ProgramCover
            id={program.id}
            categoryName={program.category_name}
            avatar={program.avatar}
            className="aspect-video w-full rounded-2xl lg:hidden"
            initialClassName="text-6xl"
            loading="eager"
          />

          <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label="Keterangan program">
            <li className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">{category}</li>
            {type ? <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">{type}</li> : null}
            {program.level ? (
              <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">{program.level}</li>
            ) : null}
            {program.year_levels.map((year) => (
              <li key={year} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                {yearLevelLabel(year)}
              </li>
            ))}
          </ul>

          <h1 className="text-2xl leading-tight font-extrabold text-slate-900 lg:text-4xl">{program.name}</h1>
          {program.short_description ? <p className="text-slate-700 lg:text-lg">{program.short_description}</p> : null}

          <p className="text-sm text-slate-700">
            Oleh{" "}
            <AppLink
              to={`/mitra/${program.creator.slug}`}
              className="font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              {program.creator.name}
            </AppLink>
          </p>

          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
            {program.reviewers > 0 ? (
              <span className="inline-flex items-center gap-2">
                <Stars rating={program.rating} size={4} />
                <span className="font-bold text-slate-900">{formatRating(program.rating)}</span>
                <span>({formatCount(program.reviewers)} ulasan)</span>
                <span className="sr-only">, rating dari 5</span>
              </span>
            ) : (
              <span>Belum ada ulasan</span>
            )}
            <span>{formatCount(program.total_chapters)} topik</span>
            <span>{formatCount(program.total_resources)} aktivitas</span>
            {program.total_duration > 0 ? <span>{formatMinutes(program.total_duration)}</span> : null}
            {program.enrolled_count > 0 ? <span>{formatCount(program.enrolled_count)} peserta</span> : null}
          </div>

          <ProgramSchedule program={program} />
        </div>

        <aside aria-label="Pembelian" className="hidden py-10 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block">
          <div className="sticky top-32 flex flex-col gap-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
            <ProgramCover
              id={program.id}
              categoryName={program.category_name}
              avatar={program.avatar}
              className="aspect-video w-full"
              initialClassName="text-6xl"
              loading="eager"
            />
            <div className="flex flex-col gap-4 px-5 pb-5">
              {buyer.pending ? (
                <BuyBoxSkeleton />
              ) : buyer.enrolment ? (
                <>
                  <p className="font-semibold text-slate-900">{BUY_BOX_TEXTS.owned}</p>
                  <OwnedProgress programName={program.name} enrolment={buyer.enrolment} />
                  <ContinueLink enrolment={buyer.enrolment} className="w-full" />
                </>
              ) : (
                <>
                  <PriceTag price={program.price} priceNormal={program.price_normal} size="lg" />
                  <BuyActions program={program} inList={buyer.inList} />
                </>
              )}
            </div>
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-10 border-t border-slate-200 py-8 lg:py-10">
          <Section title="Deskripsi Program">
            {description.isPending ? (
              <div className="flex flex-col gap-2">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-11/12" />
                <Skeleton className="h-4 w-4/5" />
              </div>
            ) : description.isError ? (
              <InlineError what="Deskripsi program" onRetry={() => void description.refetch()} />
            ) : (
              <RichText html={description.data?.description ?? ""} />
            )}
          </Section>

          {description.data && description.data.learning_objectives.length > 0 ? (
            <Section title="Tujuan Pembelajaran">
              <ul className="grid gap-3 sm:grid-cols-2">
                {description.data.learning_objectives.map((objective) => (
                  <li key={objective} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
                    <svg
                      className="mt-0.5 size-5 shrink-0 text-green-700"
                      viewBox="0 0 20 20"
                      fill="none"
                      aria-hidden="true"
                    >
                      <path
                        d="m4 10 4 4 8-8"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    <span className="text-slate-800">{objective}</span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {addons.length > 0 ? (
            <Section title="Add-on Tersedia">
              <p className="-mt-2 text-sm text-slate-700">
                {owned
                  ? "Tambahan yang masih bisa Anda beli dari halaman belajar program ini, selama kuotanya masih ada."
                  : "Tambahan yang bisa Anda beli bersama program ini, selama kuotanya masih ada."}
              </p>
              <AddonSummary items={addons} />
            </Section>
          ) : null}

          <Section title="Materi Program">
            {activity.isPending ? (
              <div className="flex flex-col gap-2">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : activity.isError ? (
              <InlineError what="Materi program" onRetry={() => void activity.refetch()} />
            ) : activity.data.chapter_list.length === 0 ? (
              <p className="text-sm text-slate-600">Materi program belum tersedia.</p>
            ) : (
              <ChapterList chapters={activity.data.chapter_list} />
            )}
          </Section>

          <Section title="Rating dan Ulasan">
            {program.reviewers > 0 ? <RatingBreakdown program={program} /> : null}
            <ProgramReviews slug={slug} hasRatings={program.reviewers > 0} />
          </Section>
        </div>
      </div>

      {/* On mobile the price and the call to action stay at hand; they settle above the footer. */}
      <div className="sticky bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center gap-4">
          {buyer.pending ? (
            <BuyBoxSkeleton />
          ) : buyer.enrolment ? (
            <>
              <div className="min-w-0 flex-1">
                <OwnedProgress programName={program.name} enrolment={buyer.enrolment} compact />
              </div>
              <ContinueLink enrolment={buyer.enrolment} className="w-48 max-w-[55%] shrink-0 px-3!" />
            </>
          ) : (
            <>
              <div className="min-w-0 flex-1">
                <PriceTag price={program.price} priceNormal={program.price_normal} />
              </div>
              <div className="w-56 max-w-[60%]">
                <BuyActions program={program} inList={buyer.inList} compact />
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function BuyBoxSkeleton() {
  return (
    <div className="flex w-full flex-col gap-2" aria-hidden="true">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

function ProgramPageSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-7xl gap-8 px-4 py-6 md:px-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:py-10"
      aria-busy="true"
    >
      <span className="sr-only" role="status">
        Memuat program
      </span>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="aspect-video w-full rounded-2xl lg:hidden" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton className="hidden h-96 rounded-2xl lg:block" />
    </div>
  );
}
