/**
 * Portfolio rules both apps use (issue 20; docs/decisions/022-portfolios-and-public-profiles.md).
 */

/** What an item shows of the learner's work: where it comes from in the programme. */
export const PORTFOLIO_ITEM_KINDS = ["project", "file", "reflection", "quiz"] as const;
export type PortfolioItemKind = (typeof PORTFOLIO_ITEM_KINDS)[number];

export const PORTFOLIO_KIND_LABELS: Record<PortfolioItemKind, string> = {
  project: "Proyek",
  file: "Jawaban Berkas",
  reflection: "Refleksi",
  quiz: "Kuis",
};

/** The public profile's tabs: /u/{username}/{type}. */
export const PUBLIC_PROFILE_TYPES = ["portofolio", "sertifikat"] as const;
export type PublicProfileType = (typeof PUBLIC_PROFILE_TYPES)[number];

export function isPublicProfileType(value: string | undefined): value is PublicProfileType {
  return (PUBLIC_PROFILE_TYPES as readonly string[]).includes(value ?? "");
}

/**
 * The kind of a finished quiz attempt's item: a reflection quiz (or a refleksi activity) first, then a project (a
 * skills demonstration, uk, or an independent practical task, tpm: activity types 3 and 4), then a file answer,
 * else a scored quiz.
 */
export function attemptItemKind(source: {
  isRefleksi: boolean;
  resourceType: string;
  activityType: number;
  hasFiles: boolean;
}): PortfolioItemKind {
  if (source.isRefleksi || source.resourceType === "refleksi") return "reflection";
  if (source.activityType === 3 || source.activityType === 4) return "project";
  if (source.hasFiles) return "file";
  return "quiz";
}

/** An absolute http(s) address with a host: the only links a portfolio header may carry. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

/** The own portfolio's page and a public profile's pages (spec 002 route table). */
export const OWN_PORTFOLIO_PATH = "/profile";

export function publicProfilePath(username: string, type: PublicProfileType = "portofolio"): string {
  return `/u/${encodeURIComponent(username)}/${type}`;
}

/** The items of one programme (aktivitas/{programId}) and one item, in the own or the public portfolio. */
export function portfolioProgramPath(programId: number, username: string | null): string {
  return username === null
    ? `/portofolio/aktivitas/${programId}`
    : `/u/${encodeURIComponent(username)}/aktivitas/${programId}`;
}

export function portfolioItemPath(programId: number, itemId: number, username: string | null): string {
  return `${portfolioProgramPath(programId, username)}/${itemId}`;
}
