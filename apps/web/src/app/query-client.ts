import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../shared/lib/api-client";

/** A refusal (4xx, or a spec status other than a fault) will not change on retry; a fault or network error might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  if (error instanceof ApiError && error.httpStatus === 200) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
