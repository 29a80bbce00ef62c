import {
  ENROLLED_PAGE_SIZE,
  type EnrolledQuery,
  enrolledAnswer,
  firstActivityAnswer,
  groupScheduleAnswer,
  todoAnswer,
} from "@app/domain/learning/contracts";
import type { TodoFilters } from "@app/domain/learning/todo";
import { envelope } from "@app/domain/shared/envelope";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../shared/lib/api-client";

export const ACTIVITY_PATH = (slug: string) => `/aktivitas/${encodeURIComponent(slug)}`;

export const learningKeys = {
  all: ["learning"] as const,
  enrolled: (userId: number, query: EnrolledQuery) => ["learning", "enrolled", userId, query] as const,
  firstActivities: (programIds: number[]) => ["learning", "first-activity", programIds.join(",")] as const,
  schedules: (programIds: number[]) => ["learning", "schedule", programIds.join(",")] as const,
  todo: (filters: Omit<TodoFilters, "page">) => ["learning", "todo", filters] as const,
};

// ---- GET /program-activity/enrolled/{user_id}/{page}/12, then next_url ------------------------------------

/** The query as the server takes it: empty values left out, so the cache key is the same for the same list. */
function enrolledSearch(query: EnrolledQuery): Record<string, string | number> {
  const search: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") search[key] = value;
  return search;
}

export function enrolledQueryOptions(userId: number, query: EnrolledQuery) {
  return infiniteQueryOptions({
    queryKey: learningKeys.enrolled(userId, query),
    queryFn: ({ pageParam, signal }) =>
      apiGet(pageParam ?? `/program-activity/enrolled/${userId}/1/${ENROLLED_PAGE_SIZE}`, enrolledAnswer, {
        // later pages follow the server's next_url as given
        ...(pageParam ? {} : { query: enrolledSearch(query) }),
        ...(signal ? { signal } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_url ?? undefined,
  });
}

/** The learner's programmes; while another filter loads, the previous list stays (dimmed). */
export function useEnrolledPrograms(userId: number | undefined, query: EnrolledQuery) {
  return useInfiniteQuery({
    ...enrolledQueryOptions(userId ?? 0, query),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}

// ---- POST /program/first-activity-multi-program/ and the bulk schedule ----------------------------------

/** Where 'Lanjutkan' leads for each shown programme: its first unfinished activity. One call for the page. */
export function useFirstActivities(programIds: number[]) {
  return useQuery({
    queryKey: learningKeys.firstActivities(programIds),
    queryFn: ({ signal }) =>
      apiSend("/program/first-activity-multi-program/", envelope(firstActivityAnswer), {
        body: { program_id_list: programIds },
        ...(signal ? { signal } : {}),
      }).then((answer) => answer.data),
    enabled: programIds.length > 0,
    staleTime: 30_000,
  });
}

/** The next live session of each shown programme. One call for the page. */
export function useGroupSchedules(programIds: number[]) {
  return useQuery({
    queryKey: learningKeys.schedules(programIds),
    queryFn: ({ signal }) =>
      apiSend("/program-activity/group-schedule/", envelope(groupScheduleAnswer), {
        body: { program_ids: programIds },
        ...(signal ? { signal } : {}),
      }).then((answer) => answer.data),
    enabled: programIds.length > 0,
    staleTime: 60_000,
  });
}

// ---- GET /program_activity/my/all/{page} (the to-do view) -------------------------------------------------

export function todoSearch(filters: Omit<TodoFilters, "page">): Record<string, string> {
  const search: Record<string, string> = { start: filters.period.start, end: filters.period.end };
  if (filters.types.length > 0) search.type = filters.types.join(",");
  if (filters.schedule !== "all") search.schedule = filters.schedule;
  if (filters.required) search.is_required = "true";
  if (filters.search.trim()) search.search = filters.search.trim();
  return search;
}

export function todoQueryOptions(filters: Omit<TodoFilters, "page">) {
  return infiniteQueryOptions({
    queryKey: learningKeys.todo(filters),
    queryFn: ({ pageParam, signal }) =>
      apiGet(pageParam ?? "/program_activity/my/all/1", todoAnswer, {
        ...(pageParam ? {} : { query: todoSearch(filters) }),
        ...(signal ? { signal } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_url ?? undefined,
  });
}

export function useTodo(filters: Omit<TodoFilters, "page">) {
  return useInfiniteQuery({ ...todoQueryOptions(filters), placeholderData: keepPreviousData });
}
