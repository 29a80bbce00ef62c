import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiGet } from "../../shared/lib/api-client";
import { lazyEnvelope } from "../../shared/lib/lazy-contract";

/**
 * GET /program_activity/v2/product_detail/{slug}/review/{page}: the newest reviews first. Kept beside api.ts
 * (the catalogue's other query options) so that file stays with its owner; the key sits under the product
 * detail key, so invalidating a programme also refreshes its reviews.
 */
export const reviewKeys = {
  list: (slug: string) => ["catalogue", "product-detail", slug, "reviews"] as const,
};

// imported by the first call: the programme page's reviews arrive with its HTML (lazy-contract.ts)
const reviewListEnvelope = lazyEnvelope(async () => (await import("@app/domain/catalogue/contracts")).reviewListAnswer);

export function reviewPagePath(slug: string, page: number): string {
  return `/program_activity/v2/product_detail/${encodeURIComponent(slug)}/review/${page}`;
}

export async function fetchReviewPage(slug: string, pageUrl: string | null, signal?: AbortSignal) {
  const answer = await apiGet(pageUrl ?? reviewPagePath(slug, 1), reviewListEnvelope, signal ? { signal } : {});
  return answer.data;
}

export function productReviewsQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(slug),
    queryFn: ({ pageParam, signal }) => fetchReviewPage(slug, pageParam, signal),
    initialPageParam: null as string | null,
    // the answer's next_url leads on; the page count is the fallback when a server leaves it out
    getNextPageParam: (last) =>
      last.next_url ?? (last.page < last.total_page ? reviewPagePath(slug, last.page + 1) : undefined),
  });
}

export function useProductReviews(slug: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...productReviewsQueryOptions(slug), enabled: options.enabled ?? true });
}
