import type { ActivityComment } from "@app/domain/study/contracts";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { CommentPage } from "../../activity-api";
import { studyKeys } from "../../study-keys";
import type { MentionCandidate } from "./mention-editor";

/**
 * Who may be mentioned: the authors of every comment and reply of the activity loaded so far (the replies'
 * keys sit under the comments' key), each once, by name, without the learner themself.
 */
export function loadedAuthors(queryClient: QueryClient, activityId: number, currentUserId: number): MentionCandidate[] {
  const byId = new Map<number, string>();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<CommentPage>>({
    queryKey: studyKeys.comments(activityId),
  })) {
    for (const page of data?.pages ?? []) {
      for (const comment of page.comments) {
        if (comment.user.id !== currentUserId && !comment.is_mine) byId.set(comment.user.id, comment.user.name);
      }
    }
  }
  return [...byId].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.name.localeCompare(b.name, "id-ID"));
}

/** The first letter of a name, for the avatar circle. */
export function initialOf(comment: ActivityComment): string {
  return comment.user.name.trim().charAt(0).toLocaleUpperCase("id-ID") || "?";
}
