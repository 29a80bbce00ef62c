import { REVIEW_MESSAGES } from "@app/domain/catalogue/contracts";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { ProgramCover } from "../../../shared/ui/program-cover";
import { Skeleton } from "../../../shared/ui/skeleton";
import { ReviewAvatar } from "../components/program-reviews";
import { formatDateWib } from "../components/program-schedule";
import { RatingInline, Stars } from "../components/rating-summary";
import { type ReviewDetail, useReviewDetail } from "../review-detail-api";

export const REVIEW_PAGE_TEXTS = {
  heading: (name: string) => `Ulasan dari ${name}`,
  title: (name: string, program: string) => `Ulasan ${name} untuk ${program}`,
  noText: "Peserta ini memberi rating tanpa ulasan tertulis.",
  program: "Program yang diulas",
  toProgram: "Lihat Program",
  share: "Bagikan Ulasan",
  copied: "Tautan ulasan disalin.",
  shareFailed: "Tautan tidak dapat dibagikan. Salin alamat halaman ini secara manual.",
  loading: "Memuat ulasan…",
  failed: "Ulasan gagal dimuat. Silakan coba lagi.",
  notFoundNote: "Ulasan ini tidak ada atau programnya tidak lagi ditampilkan.",
  toCatalogue: "Jelajahi Program",
} as const;

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

/**
 * /review/{id} (spec 002 route table; issue 20): one learner's review of a programme, public and shareable, with
 * the programme's card leading to its page.
 */
export function ReviewPage() {
  const { id = "" } = useParams();
  const wellFormed = isId(id);
  const review = useReviewDetail(Number(id), wellFormed);
  const notFound =
    !wellFormed ||
    (review.error instanceof ApiError && (review.error.httpStatus === 404 || review.error.httpStatus === 400));
  usePageTitle(
    notFound
      ? REVIEW_MESSAGES.notFound
      : review.data
        ? REVIEW_PAGE_TEXTS.title(review.data.name, review.data.program.name)
        : null,
  );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      {notFound ? (
        <ProblemPanel
          title={REVIEW_MESSAGES.notFound}
          message={REVIEW_PAGE_TEXTS.notFoundNote}
          action={
            <AppLink to="/program" className={buttonClasses("secondary", "md")}>
              {REVIEW_PAGE_TEXTS.toCatalogue}
            </AppLink>
          }
        />
      ) : review.isError ? (
        <ProblemPanel message={REVIEW_PAGE_TEXTS.failed} onRetry={() => void review.refetch()} />
      ) : review.data === undefined ? (
        <div role="status" className="flex flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-28 w-full" />
          <span className="sr-only">{REVIEW_PAGE_TEXTS.loading}</span>
        </div>
      ) : (
        <ReviewView review={review.data} />
      )}
    </div>
  );
}

function ReviewView({ review }: { review: ReviewDetail }) {
  const [shareNote, setShareNote] = useState("");
  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: REVIEW_PAGE_TEXTS.title(review.name, review.program.name), url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShareNote(REVIEW_PAGE_TEXTS.copied);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setShareNote(REVIEW_PAGE_TEXTS.shareFailed);
    }
  };

  return (
    <>
      <article
        aria-labelledby="review-heading"
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex items-center gap-3">
          <ReviewAvatar name={review.name} avatar={review.avatar} />
          <div className="min-w-0">
            <h1 id="review-heading" className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
              {REVIEW_PAGE_TEXTS.heading(review.name)}
            </h1>
            <time dateTime={review.created_at} className="text-sm text-slate-600">
              {formatDateWib(review.created_at)}
            </time>
          </div>
        </div>
        <p className="inline-flex items-center gap-2">
          <Stars rating={review.rating} size={6} />
          <span className="sr-only">Rating {review.rating} dari 5</span>
        </p>
        {review.comment.trim() ? (
          <blockquote className="border-l-4 border-brand-600 pl-4 text-lg break-words whitespace-pre-line text-slate-900">
            {review.comment}
          </blockquote>
        ) : (
          <p className="text-slate-600">{REVIEW_PAGE_TEXTS.noText}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => void share()}>
            {REVIEW_PAGE_TEXTS.share}
          </Button>
          <p role="status" className="text-sm text-slate-700">
            {shareNote}
          </p>
        </div>
      </article>
      <section aria-labelledby="reviewed-program" className="flex flex-col gap-2">
        <h2 id="reviewed-program" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
          {REVIEW_PAGE_TEXTS.program}
        </h2>
        <div className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:flex-row">
          <ProgramCover
            id={review.program.id}
            categoryName={review.program.category_name}
            avatar={review.program.avatar}
            className="aspect-[16/9] w-full sm:aspect-auto sm:w-48"
          />
          <div className="flex flex-1 flex-col gap-2 p-4">
            <p className="text-lg font-bold text-slate-900">{review.program.name}</p>
            <p className="text-sm text-slate-600">{review.institution.name}</p>
            <RatingInline rating={review.program.rating} reviewers={review.program.reviewers} />
            <AppLink
              to={`/program/${review.program.slug}`}
              className={buttonClasses("primary", "md", "mt-1 w-full sm:w-fit")}
            >
              {REVIEW_PAGE_TEXTS.toProgram}
            </AppLink>
          </div>
        </div>
      </section>
    </>
  );
}
