import type { Review } from "@app/domain/catalogue/contracts";
import { formatCount } from "../../../shared/lib/format";
import { AppLink } from "../../../shared/ui/app-link";
import { Button } from "../../../shared/ui/button";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useProductReviews } from "../review-api";
import { reviewPagePathOf } from "../review-detail-api";
import { formatDateWib } from "./program-schedule";
import { Stars } from "./rating-summary";

export function ReviewAvatar({ name, avatar }: { name: string; avatar: string | null }) {
  if (avatar) {
    return (
      <img
        src={avatar}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-bold text-slate-700"
    >
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="flex gap-3 py-4">
      <ReviewAvatar name={review.name} avatar={review.avatar} />
      <article className="flex min-w-0 flex-1 flex-col gap-1" aria-label={`Ulasan dari ${review.name}`}>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="text-sm font-bold text-slate-900">{review.name}</h3>
          {/* the review's own shareable page (issue 20), linked from its date as a permalink */}
          <AppLink
            to={reviewPagePathOf(review.id)}
            aria-label={`Ulasan dari ${review.name}, ${formatDateWib(review.created_at)}`}
            className="text-xs text-slate-600 underline decoration-dotted underline-offset-2 hover:text-brand-800 hover:decoration-solid focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <time dateTime={review.created_at}>{formatDateWib(review.created_at)}</time>
          </AppLink>
        </div>
        <span className="inline-flex items-center">
          <Stars rating={review.rating} size={4} />
          <span className="sr-only">Rating {review.rating} dari 5</span>
        </span>
        {review.comment.trim() ? (
          <p className="text-sm break-words whitespace-pre-line text-slate-800">{review.comment}</p>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The written reviews of a programme, newest first, ten at a time with 'Muat Ulasan Lainnya'. `hasRatings`
 * says whether the rating summary above already shows stars, so the empty state does not repeat it.
 */
export function ProgramReviews({ slug, hasRatings }: { slug: string; hasRatings: boolean }) {
  const reviews = useProductReviews(slug);

  if (reviews.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Memuat ulasan
        </span>
        {[0, 1].map((n) => (
          <div key={n} className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (reviews.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-red-900">Ulasan gagal dimuat.</p>
        <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
          Coba Lagi
        </Button>
      </div>
    );
  }

  const list = reviews.data.pages.flatMap((p) => p.list);
  const total = reviews.data.pages[0]?.total ?? 0;

  if (list.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-center">
        <p className="font-semibold text-slate-900">{hasRatings ? "Belum ada ulasan tertulis" : "Belum ada ulasan"}</p>
        <p className="mt-1 text-sm text-slate-600">
          Ulasan dari peserta akan tampil di sini setelah mereka menyelesaikan program ini.
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        Menampilkan {formatCount(list.length)} dari {formatCount(total)} ulasan
      </p>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4">
        {list.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {reviews.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-800">
          Ulasan berikutnya gagal dimuat. Silakan coba lagi.
        </p>
      ) : null}
      {reviews.hasNextPage ? (
        <div className="flex justify-center pt-2">
          <Button
            variant="secondary"
            onClick={() => void reviews.fetchNextPage()}
            loading={reviews.isFetchingNextPage}
            className="min-w-56"
          >
            Muat Ulasan Lainnya
          </Button>
        </div>
      ) : null}
    </div>
  );
}
