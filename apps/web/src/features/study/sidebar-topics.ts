import type { ChapterListEntry } from "@app/domain/study/contracts";

export type SidebarChapter = ChapterListEntry["chapters"][number];

/** One row of the Aktivitas tab: a topic accordion, or the card of an add-on topic not bought yet. */
export type SidebarTopic =
  | {
      kind: "chapter";
      chapter: SidebarChapter;
      /** The number of its first activity: activities are numbered across topics (spec 001 section 2). */
      firstNumber: number;
      /** A bought add-on topic. */
      isAddon: boolean;
    }
  | {
      kind: "addon";
      /** The chapter the add-on sells, as the card's key and fallback title. */
      chapter: SidebarChapter | null;
      addonId: number | null;
      title: string;
      description: string;
      price: number;
      quotaRemaining: number | null;
    };

/**
 * The topic list as the sidebar shows it: empty chapters (no activity) are dropped, an add-on topic the learner
 * has not bought becomes one card, and each shown topic's activities continue the numbering of the topics above
 * it by their resource count. A card's activities are not shown, so they take no numbers.
 */
export function sidebarTopics(list: readonly ChapterListEntry[]): SidebarTopic[] {
  const topics: SidebarTopic[] = [];
  let shown = 0;
  for (const entry of list) {
    if (entry.is_addon && !entry.enrolled) {
      const chapter = entry.chapters[0] ?? null;
      topics.push({
        kind: "addon",
        chapter,
        addonId: entry.addon_id,
        title: entry.addon_title?.trim() || chapter?.title || "",
        description: entry.addon_description ?? "",
        price: entry.addon_prices ?? 0,
        quotaRemaining: entry.addon_quota_remaining,
      });
      continue;
    }
    for (const chapter of entry.chapters) {
      if (chapter.total_resource <= 0) continue;
      topics.push({ kind: "chapter", chapter, firstNumber: shown + 1, isAddon: entry.is_addon });
      shown += chapter.total_resource;
    }
  }
  return topics;
}
