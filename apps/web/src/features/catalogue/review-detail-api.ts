import type { ReviewDetail } from "@app/domain/catalogue/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../shared/lib/api-client";
import { lazyEnvelope } from "../../shared/lib/lazy-contract";

export type { ReviewDetail };

/** The shareable page of one review (issue 20). */
export const reviewPagePathOf = (id: number) => `/review/${id}`;

// imported by the first call: the programme page links here, and a review page's answer arrives with its HTML
const reviewDetailEnvelope = lazyEnvelope(
  async () => (await import("@app/domain/catalogue/contracts")).reviewDetailSchema,
);

/** GET /program/review/{id}: one review with its programme's card; public. */
export function reviewDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: ["catalogue", "review", id] as const,
    queryFn: async ({ signal }) =>
      (await apiGet(`/program/review/${id}`, reviewDetailEnvelope, signal ? { signal } : {})).data,
    // an unknown review stays unknown
    retry: false,
  });
}

export function useReviewDetail(id: number, enabled: boolean) {
  return useQuery({ ...reviewDetailQueryOptions(id), enabled });
}
