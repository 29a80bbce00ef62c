import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { formatCount } from "../../../../shared/lib/format";
import { Button } from "../../../../shared/ui/button";
import { Spinner } from "../../../../shared/ui/spinner";
import { flattenComments, useComments, usePostComment } from "../../activity-api";
import { refusalMessage } from "../completion-control";
import { loadedAuthors } from "./comment-author";
import { CommentItem } from "./comment-item";
import { MentionEditor } from "./mention-editor";

export interface CommentsSectionProps {
  activityId: number;
  /** The learner: not offered as a mention. */
  currentUserId: number;
}

/** The activity's comments, newest first, 20 at a time, with the box to write one. */
export function CommentsSection({ activityId, currentUserId }: CommentsSectionProps) {
  const queryClient = useQueryClient();
  const comments = useComments(activityId);
  const post = usePostComment(activityId);
  const reply = usePostComment(activityId);
  const [postError, setPostError] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<string | null>(null);
  const headingId = useId();
  const list = flattenComments(comments.data);
  const total = comments.data?.pages[0]?.total ?? 0;
  const getCandidates = () => loadedAuthors(queryClient, activityId, currentUserId);

  async function send(stored: string): Promise<boolean> {
    setPostError(null);
    try {
      await post.mutateAsync({ comment: stored });
      return true;
    } catch (error) {
      setPostError(refusalMessage(error, "Komentar belum dapat dikirim. Silakan coba lagi."));
      return false;
    }
  }

  async function sendReply(parentId: number, stored: string): Promise<boolean> {
    setReplyError(null);
    try {
      await reply.mutateAsync({ comment: stored, parentId });
      return true;
    } catch (error) {
      setReplyError(refusalMessage(error, "Balasan belum dapat dikirim. Silakan coba lagi."));
      return false;
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Komentar{total > 0 ? ` (${formatCount(total)})` : ""}
      </h2>
      <MentionEditor
        label="Tulis komentar"
        getCandidates={getCandidates}
        onSubmit={send}
        pending={post.isPending}
        error={postError}
      />
      {comments.isPending ? (
        <Spinner label="Memuat komentar" />
      ) : comments.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-red-800">
            Komentar belum dapat dimuat.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">Belum ada komentar. Jadilah yang pertama berkomentar.</p>
      ) : (
        <ol aria-label="Daftar komentar" className="flex flex-col">
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              activityId={activityId}
              comment={comment}
              getCandidates={getCandidates}
              onReply={sendReply}
              replyPending={reply.isPending}
              replyError={replyError}
            />
          ))}
        </ol>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Muat komentar lainnya
        </Button>
      ) : null}
    </section>
  );
}
