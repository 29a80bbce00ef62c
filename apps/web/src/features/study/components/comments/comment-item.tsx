import type { ActivityComment } from "@app/domain/study/contracts";
import { useId, useState } from "react";
import { formatWibDateTime } from "../../../../shared/lib/format";
import { Button } from "../../../../shared/ui/button";
import { Spinner } from "../../../../shared/ui/spinner";
import { flattenComments, useReplies } from "../../activity-api";
import { initialOf } from "./comment-author";
import { CommentText } from "./comment-text";
import { type MentionCandidate, MentionEditor } from "./mention-editor";

function CommentBody({ comment }: { comment: ActivityComment }) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
      >
        {initialOf(comment)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-slate-900">{comment.user.name}</span>
          <time dateTime={comment.created_at} className="text-xs text-slate-600">
            {formatWibDateTime(comment.created_at)}
          </time>
        </p>
        <CommentText stored={comment.comment} />
      </div>
    </div>
  );
}

export interface CommentItemProps {
  activityId: number;
  comment: ActivityComment;
  getCandidates: () => MentionCandidate[];
  onReply: (parentId: number, stored: string) => Promise<boolean>;
  replyPending: boolean;
  replyError: string | null;
}

/** One comment with its replies (shown on request) and a reply box. */
export function CommentItem({
  activityId,
  comment,
  getCandidates,
  onReply,
  replyPending,
  replyError,
}: CommentItemProps) {
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);
  const repliesId = useId();
  const replies = useReplies(activityId, comment.id, { enabled: showReplies });
  const list = flattenComments(replies.data);

  async function reply(stored: string) {
    const accepted = await onReply(comment.id, stored);
    if (accepted) {
      setReplying(false);
      setShowReplies(true);
    }
    return accepted;
  }

  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-4 last:border-b-0">
      <article aria-label={`Komentar dari ${comment.user.name}`}>
        <CommentBody comment={comment} />
      </article>
      <div className="ml-12 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" aria-expanded={replying} onClick={() => setReplying((open) => !open)}>
          Balas
        </Button>
        {comment.reply_count > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showReplies}
            aria-controls={repliesId}
            onClick={() => setShowReplies((open) => !open)}
          >
            {showReplies ? "Sembunyikan balasan" : `Lihat ${comment.reply_count} balasan`}
          </Button>
        ) : null}
      </div>
      {replying ? (
        <div className="ml-12">
          <MentionEditor
            label={`Balas komentar ${comment.user.name}`}
            getCandidates={getCandidates}
            onSubmit={reply}
            pending={replyPending}
            error={replyError}
            autoFocus
          />
        </div>
      ) : null}
      <div id={repliesId} hidden={!showReplies} className="ml-12">
        {showReplies ? (
          replies.isPending ? (
            <Spinner label="Memuat balasan" />
          ) : replies.isError ? (
            <p role="alert" className="text-sm text-red-800">
              Balasan belum dapat dimuat.
            </p>
          ) : (
            <>
              <ul aria-label={`Balasan untuk ${comment.user.name}`} className="flex flex-col gap-3">
                {list.map((item) => (
                  <li key={item.id}>
                    <article aria-label={`Balasan dari ${item.user.name}`}>
                      <CommentBody comment={item} />
                    </article>
                  </li>
                ))}
              </ul>
              {replies.hasNextPage ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-2"
                  loading={replies.isFetchingNextPage}
                  onClick={() => void replies.fetchNextPage()}
                >
                  Muat balasan lainnya
                </Button>
              ) : null}
            </>
          )
        ) : null}
      </div>
    </li>
  );
}
