import { PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import {
  deletedAnswer,
  type HeaderBody,
  headerAnswer,
  type ItemBody,
  itemAnswer,
  itemDetailAnswer,
  type PortfolioCertificate,
  type PortfolioHeader,
  type PortfolioItem,
  type PortfolioItemAnswer,
  type PortfolioSource,
  type PortfolioView,
  type PublicProfile,
  portfolioViewAnswer,
  publicProfileAnswer,
  sourcesAnswer,
} from "@app/domain/portfolio/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiSend } from "../../shared/lib/api-client";

export type {
  PortfolioCertificate,
  PortfolioHeader,
  PortfolioItem,
  PortfolioItemAnswer,
  PortfolioSource,
  PortfolioView,
  PublicProfile,
};

export const portfolioKeys = {
  all: ["portfolio"] as const,
  profile: (username: string) => ["portfolio", "profile", username.toLowerCase()] as const,
  view: (userId: number, publicView: boolean) => ["portfolio", "view", userId, publicView] as const,
  item: (id: number, publicView: boolean) => ["portfolio", "item", id, publicView] as const,
  sources: ["portfolio", "sources"] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const publicFlag = (publicView: boolean) => ({ public: publicView ? 1 : 0 });

/**
 * A public view of a private profile (decisions/026): 403 'Profil ini bersifat pribadi'. The page says so, no retry
 * (the owner's own session sees the profile).
 */
export function isPrivateProfile(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 403 && error.message === PRIVACY_MESSAGES.profilePrivate;
}

/** A refusal that says the thing is not there (or not shown): the page shows its 'not found' state, no retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 404 || error.status === 404);
}

// ---- GET /user/public/get/{username}?is_username=1 -------------------------------------------------------------------

const profileEnvelope = envelope(publicProfileAnswer);

export async function fetchPublicProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  const path = `/user/public/get/${encodeURIComponent(username)}`;
  return (await apiGet(path, profileEnvelope, { query: { is_username: 1 }, ...withSignal(signal) })).data.user;
}

export function publicProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: portfolioKeys.profile(username),
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
    retry: (count, error) => !isNotFound(error) && !isPrivateProfile(error) && count < 2,
  });
}

export function usePublicProfile(username: string) {
  return useQuery(publicProfileQueryOptions(username));
}

// ---- GET /portofolio/view/{userId}?public= -------------------------------------------------------------------------

const viewEnvelope = envelope(portfolioViewAnswer);

export async function fetchPortfolioView(
  userId: number,
  publicView: boolean,
  signal?: AbortSignal,
): Promise<PortfolioView> {
  return (
    await apiGet(`/portofolio/view/${userId}`, viewEnvelope, { query: publicFlag(publicView), ...withSignal(signal) })
  ).data;
}

export function portfolioViewQueryOptions(userId: number, publicView: boolean) {
  return queryOptions({
    queryKey: portfolioKeys.view(userId, publicView),
    queryFn: ({ signal }) => fetchPortfolioView(userId, publicView, signal),
    retry: (count, error) => !isNotFound(error) && !isPrivateProfile(error) && count < 2,
  });
}

/** The portfolio of a user: `userId` null while it is not known yet (the public pages look the username up first). */
export function usePortfolioView(userId: number | null, publicView: boolean) {
  return useQuery({ ...portfolioViewQueryOptions(userId ?? 0, publicView), enabled: userId !== null });
}

// ---- GET /portofolio/detail/{id}?public= ---------------------------------------------------------------------------

const itemEnvelope = envelope(itemDetailAnswer);

export async function fetchPortfolioItem(
  id: number,
  publicView: boolean,
  signal?: AbortSignal,
): Promise<PortfolioItemAnswer> {
  return (
    await apiGet(`/portofolio/detail/${id}`, itemEnvelope, { query: publicFlag(publicView), ...withSignal(signal) })
  ).data;
}

export function usePortfolioItem(id: number, publicView: boolean) {
  return useQuery({
    queryKey: portfolioKeys.item(id, publicView),
    queryFn: ({ signal }) => fetchPortfolioItem(id, publicView, signal),
    retry: (count, error) => !isNotFound(error) && !isPrivateProfile(error) && count < 2,
    enabled: id > 0,
  });
}

// ---- GET /portofolio/manage/sources --------------------------------------------------------------------------------

const sourcesEnvelope = envelope(sourcesAnswer);

export async function fetchSources(signal?: AbortSignal): Promise<PortfolioSource[]> {
  return (await apiGet("/portofolio/manage/sources", sourcesEnvelope, withSignal(signal))).data.sources;
}

export function useSources(enabled: boolean) {
  return useQuery({
    queryKey: portfolioKeys.sources,
    queryFn: ({ signal }) => fetchSources(signal),
    enabled,
  });
}

// ---- the owner's changes -------------------------------------------------------------------------------------------

const headerEnvelope = envelope(headerAnswer);
const savedItemEnvelope = envelope(itemAnswer);
const deletedEnvelope = envelope(deletedAnswer);

export function useSaveHeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HeaderBody) =>
      (await apiSend("/portofolio/manage/header", headerEnvelope, { body })).data.header,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ItemBody) =>
      (await apiSend("/portofolio/manage/item", savedItemEnvelope, { body })).data.item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiSend(`/portofolio/manage/item/${id}`, deletedEnvelope, { method: "DELETE" })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}
