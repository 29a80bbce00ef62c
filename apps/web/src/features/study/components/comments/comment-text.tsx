import { parseMentions } from "@app/domain/study/mention-codec";
import { useMemo } from "react";

/**
 * A comment as plain text, with its stored mentions (@[userId|displayName]) shown as a highlighted '@Name'.
 * Everything is rendered as React text, never as HTML.
 */
export function CommentText({ stored }: { stored: string }) {
  const segments = useMemo(() => parseMentions(stored), [stored]);
  return (
    <p className="text-sm whitespace-pre-line break-words text-slate-900">
      {segments.map((segment, index) =>
        segment.type === "text" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one comment never reorder
          <span key={index}>{segment.text}</span>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one comment never reorder
            key={index}
            data-user-id={segment.userId}
            className="rounded bg-brand-50 px-0.5 font-semibold text-brand-800"
          >
            @{segment.name}
          </span>
        ),
      )}
    </p>
  );
}
