import { categoryLabel } from "@app/domain/catalogue/category-label";
import { PROGRAM_TYPE_LABELS, type ProgramType } from "@app/domain/catalogue/constants";
import { idOrSlugSchema, type ProgramDetail } from "@app/domain/catalogue/contracts";
import { LEARNING_LEVELS } from "@app/domain/catalogue/learning-levels";
import { type ReactNode, useId, useState } from "react";
import { Navigate, useParams } from "react-router";
import { useLoginPrompt } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { hasSessionCookie } from "../../../shared/lib/cookies";
import { formatCount, formatMinutes, formatRating } from "../../../shared/lib/format";
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
import { CART_PAGE_PATH, useAddToCart } from "../../cart/public";
import {
  isProductNotFound,
  isProductUnavailable,
  useProductActivity,
  useProductDescription,
  useProductDetail,
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

type BuyIntent = "buy" | "add";

/**
 * The calls to action. Buying needs a session, so a visitor is asked to log in first. A learner's programme
 * goes onto the selection list (this page offers no add-on choice, so the programme alone): buying ('Beli
 * Sekarang', or 'Ikuti Program' for a free one, for which the checkout answers that no payment is needed) opens
 * the list, 'Tambah ke Daftar Pilihan' stays here. A refusal ('Anda sudah terdaftar di program ini', ...) is
 * shown as the server words it.
 */
function useBuyAction(programId: number) {
  const { openLogin } = useLoginPrompt();
  const toast = useToast();
  const navigate = useAppNavigate();
  const add = useAddToCart();
  const [intent, setIntent] = useState<BuyIntent>("buy");
  const act = (next: BuyIntent) => {
    if (!hasSessionCookie()) {
      openLogin();
      return;
    }
    setIntent(next);
    add.mutate(
      { program_id: programId },
      {
        onSuccess: (change) => {
          if (next === "buy") navigate(CART_PAGE_PATH);
          else toast.show(change.message);
        },
        onError: (error) => toast.show(error.message, { tone: "error" }),
      },
    );
  };
  return {
    buy: () => act("buy"),
    addToList: () => act("add"),
    busy: add.isPending ? intent : null,
  };
}

function BuyActions({ program, compact = false }: { program: ProgramDetail; compact?: boolean }) {
  const { buy, addToList, busy } = useBuyAction(program.id);
  const free = program.price === 0;
  if (compact) {
    return (
      <div className="flex gap-2">
        {!free ? (
          <Button
            variant="secondary"
            size="lg"
            className="shrink-0 px-3!"
            onClick={addToList}
            loading={busy === "add"}
            disabled={busy !== null}
            aria-label="Tambah ke Daftar Pilihan"
          >
            {busy === "add" ? null : <CartIcon className="size-5" />}
          </Button>
        ) : null}
        <Button size="lg" className="flex-1 px-3!" onClick={buy} loading={busy === "buy"} disabled={busy !== null}>
          {free ? "Ikuti Program" : "Beli Sekarang"}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" className="w-full" onClick={buy} loading={busy === "buy"} disabled={busy !== null}>
        {free ? "Ikuti Program" : "Beli Sekarang"}
      </Button>
      {!free ? (
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={addToList}
          loading={busy === "add"}
          disabled={busy !== null}
        >
          {busy === "add" ? null : <CartIcon className="size-5" />}
          Tambah ke Daftar Pilihan
        </Button>
      ) : null}
    </div>
  );
}

function yearLevelLabel(slug: string): string {
  return LEARNING_LEVELS.flatMap((l) => l.years).find((y) => y.slug === slug)?.label ?? slug;
}

/** The address a programme is shared with: its own page, without the visitor's ref or other queries. */
function shareUrl(slug: string): string {
  return `${window.location.origin}/program/${encodeURIComponent(slug)}`;
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
          Program ini sudah tidak tersedia atau telah dihapus oleh penyelenggara. Temukan program lain yang sesuai
          untukmu di katalog.
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
  const valid = idOrSlugSchema.safeParse(slug).success;
  const detail = useProductDetail(slug, { enabled: valid });
  const description = useProductDescription(slug, { enabled: valid });
  const activity = useProductActivity(slug, { enabled: valid });
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
                <Stars rating={program.rating} className="size-4" />
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
            />
            <div className="flex flex-col gap-4 px-5 pb-5">
              <PriceTag price={program.price} priceNormal={program.price_normal} size="lg" />
              <BuyActions program={program} />
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
                Tambahan yang bisa kamu beli bersama program ini, selama kuotanya masih ada.
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
          <div className="min-w-0 flex-1">
            <PriceTag price={program.price} priceNormal={program.price_normal} />
          </div>
          <div className="w-56 max-w-[60%]">
            <BuyActions program={program} compact />
          </div>
        </div>
      </div>
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
