import { linkify } from "@app/domain/chat/linkify";
import { parseMentions } from "@app/domain/study/mention-codec";
import { type ReactNode, useMemo } from "react";

/** Text, mention and link pieces of one message, in order. */
type Piece =
  | { kind: "text"; text: string }
  | { kind: "mention"; userId: number; name: string }
  | { kind: "link"; href: string; text: string };

/** Mentions first (their names are never links), then the http(s) links of the text between them. */
export function messagePieces(stored: string): Piece[] {
  const pieces: Piece[] = [];
  for (const segment of parseMentions(stored)) {
    if (segment.type === "mention") {
      pieces.push({ kind: "mention", userId: segment.userId, name: segment.name });
      continue;
    }
    for (const part of linkify(segment.text)) {
      pieces.push(
        part.type === "link" ? { kind: "link", href: part.href, text: part.text } : { kind: "text", text: part.text },
      );
    }
  }
  return pieces;
}

/** The text a screen reader or a notification reads for a stored message: mentions as '@Name'. */
export function plainMessage(stored: string): string {
  return parseMentions(stored)
    .map((segment) => (segment.type === "text" ? segment.text : `@${segment.name}`))
    .join("");
}

/**
 * A chat message as plain text (spec 001 section 5: sanitised, links clickable): React text, never HTML; stored
 * mentions (@[userId|displayName]) show as a highlighted '@Name', as in the activity comments; http(s) addresses are
 * links opening in a new tab.
 */
export function MessageText({ stored, className = "" }: { stored: string; className?: string }) {
  const pieces = useMemo(() => messagePieces(stored), [stored]);
  return (
    <p className={`text-sm whitespace-pre-wrap break-words [overflow-wrap:anywhere] ${className}`}>
      {pieces.map((piece, index): ReactNode => {
        switch (piece.kind) {
          case "text":
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never reorder
            return <span key={index}>{piece.text}</span>;
          case "mention":
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never reorder
                key={index}
                data-user-id={piece.userId}
                className="rounded bg-brand-50 px-0.5 font-semibold text-brand-800"
              >
                @{piece.name}
              </span>
            );
          case "link":
            return (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never reorder
                key={index}
                href={piece.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {piece.text}
              </a>
            );
          default:
            return null;
        }
      })}
    </p>
  );
}
