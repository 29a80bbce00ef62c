/** The user menu's Kilas Balik entry: sends the logged-in user to the current year's story. */
export const FUN_REPORT_PATH = "/redirect-fun-report";

/** The URL of a year's story (the spec's /kilas-balik-2021). */
export const storyPath = (year: number) => `/kilas-balik-${year}`;

/** The year of a story's path, or null. */
export function yearOfStoryPath(pathname: string): number | null {
  const match = /^\/kilas-balik-(\d{4})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
