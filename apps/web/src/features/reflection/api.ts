import {
  type FacilitatorReflection,
  facilitatorReflectionSchema,
  type PlatformReflection,
  platformReflectionSchema,
  type ReflectionRole,
  type RegularReflection,
  reflectionRoleAnswer,
  regularReflectionSchema,
} from "@app/domain/reflection/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../shared/lib/api-client";

export type { FacilitatorReflection, PlatformReflection, ReflectionRole, RegularReflection };

/**
 * The Kilas Balik calls (spec 002 section 7 "Reflection report"). The client sends the application key with the
 * session cookie, as every call does; the user's own story needs the session, the platform's year does not.
 */
export const reflectionKeys = {
  all: ["reflection"] as const,
  role: (year: number, username: string) => ["reflection", "role", year, username] as const,
  regular: (year: number, username: string) => ["reflection", "regular", year, username] as const,
  facilitator: (year: number, username: string) => ["reflection", "facilitator", year, username] as const,
  platform: (year: number) => ["reflection", "platform", year] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const userPath = (kind: string, year: number, username: string) =>
  `/user/report/fun/${kind}/${year}/${encodeURIComponent(username)}`;

const roleEnvelope = envelope(reflectionRoleAnswer);
const regularEnvelope = envelope(regularReflectionSchema);
const facilitatorEnvelope = envelope(facilitatorReflectionSchema);
const platformEnvelope = envelope(platformReflectionSchema);

export function reflectionRoleQueryOptions(year: number, username: string) {
  return queryOptions({
    queryKey: reflectionKeys.role(year, username),
    queryFn: async ({ signal }) =>
      (await apiGet(userPath("role", year, username), roleEnvelope, withSignal(signal))).data,
  });
}

export function regularReflectionQueryOptions(year: number, username: string) {
  return queryOptions({
    queryKey: reflectionKeys.regular(year, username),
    queryFn: async ({ signal }) =>
      (await apiGet(userPath("regular", year, username), regularEnvelope, withSignal(signal))).data,
  });
}

export function facilitatorReflectionQueryOptions(year: number, username: string) {
  return queryOptions({
    queryKey: reflectionKeys.facilitator(year, username),
    queryFn: async ({ signal }) =>
      (await apiGet(userPath("facilitator", year, username), facilitatorEnvelope, withSignal(signal))).data,
  });
}

export function platformReflectionQueryOptions(year: number) {
  return queryOptions({
    queryKey: reflectionKeys.platform(year),
    queryFn: async ({ signal }) =>
      (await apiGet(`/user/report/fun/sekolahmu/${year}`, platformEnvelope, withSignal(signal))).data,
    staleTime: 10 * 60_000,
  });
}

export type ReflectionStory =
  | { kind: "regular"; report: RegularReflection; platform: PlatformReflection | null }
  | { kind: "facilitator"; report: FacilitatorReflection; platform: PlatformReflection | null };

/**
 * The story of the year: the role first (lowercased, spec 002 section 6), then that role's report; the platform's
 * year beside them (its failure only drops its card).
 */
export function useReflectionStory(year: number, username: string | null) {
  const enabled = username !== null;
  const name = username ?? "";
  const role = useQuery({ ...reflectionRoleQueryOptions(year, name), enabled });
  const kind = role.data ? (role.data.role.toLowerCase() as ReflectionRole) : null;
  const regular = useQuery({ ...regularReflectionQueryOptions(year, name), enabled: enabled && kind === "regular" });
  const facilitator = useQuery({
    ...facilitatorReflectionQueryOptions(year, name),
    enabled: enabled && kind === "facilitator",
  });
  const platform = useQuery({ ...platformReflectionQueryOptions(year), enabled });
  const report = kind === "facilitator" ? facilitator : regular;
  const error = role.error ?? report.error;
  const platformSettled = platform.isSuccess || platform.isError;
  let story: ReflectionStory | null = null;
  if (kind === "regular" && regular.data && platformSettled)
    story = { kind, report: regular.data, platform: platform.data ?? null };
  if (kind === "facilitator" && facilitator.data && platformSettled)
    story = { kind, report: facilitator.data, platform: platform.data ?? null };
  return {
    story,
    error,
    retry: () => {
      if (role.isError) void role.refetch();
      else void report.refetch();
    },
  };
}
