/**
 * The mention codec of comments and discussion messages (spec 001 section 5): a mention is stored inline as
 * `@[userId|displayName]`; the editor shows it as `@displayName` and keeps where each mention sits.
 *
 * The stored form has no escape character, so it is read like this: every `@[id|name]` with a canonical
 * positive id (no leading zero, a safe integer) and a name without `|`, `]` or line breaks is a mention, and
 * everything else, including a stray `@[`, is text. That keeps any stored string unchanged through
 * parse and serialise, and a mention never reaches past its own closing `]`.
 */

export type TextSegment = { type: "text"; text: string };
export type MentionSegment = { type: "mention"; userId: number; name: string };
export type CommentSegment = TextSegment | MentionSegment;

/** One stored mention; not global, so it carries no lastIndex between uses. */
export const MENTION_PATTERN = /@\[([1-9]\d{0,15})\|([^|\]\r\n\u2028\u2029]*)\]/;

const FORBIDDEN_IN_NAME = /[|\]\r\n\u2028\u2029]/g;

/** A display name as it can be stored: without `|`, `]` and line breaks, which would end the mention early. */
export function sanitiseMentionName(name: string): string {
  return name.replace(FORBIDDEN_IN_NAME, "");
}

function isUserId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

export function parseMentions(stored: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let textStart = 0;
  for (const match of stored.matchAll(new RegExp(MENTION_PATTERN.source, "g"))) {
    const userId = Number(match[1]);
    // An id beyond the safe integers would not write back the same, so the whole match stays text.
    if (!isUserId(userId)) continue;
    if (match.index > textStart) segments.push({ type: "text", text: stored.slice(textStart, match.index) });
    segments.push({ type: "mention", userId, name: match[2] ?? "" });
    textStart = match.index + match[0].length;
  }
  if (textStart < stored.length) segments.push({ type: "text", text: stored.slice(textStart) });
  return segments;
}

/** The stored form. A mention's name is sanitised; a user id that is not a positive safe integer is a bug. */
export function serializeMentions(segments: readonly CommentSegment[]): string {
  return segments
    .map((segment) => {
      if (segment.type === "text") return segment.text;
      if (!isUserId(segment.userId)) throw new RangeError(`Invalid mentioned user id: ${segment.userId}`);
      return `@[${segment.userId}|${sanitiseMentionName(segment.name)}]`;
    })
    .join("");
}

/**
 * What the segments read as once stored: names sanitised, empty text dropped, neighbouring text merged, and
 * text that spells a mention read as that mention (the stored form cannot tell them apart).
 * parseMentions(serializeMentions(s)) equals normaliseMentionSegments(s).
 */
export function normaliseMentionSegments(segments: readonly CommentSegment[]): CommentSegment[] {
  const result: CommentSegment[] = [];
  let text = "";
  const flush = () => {
    if (text !== "") result.push(...parseMentions(text));
    text = "";
  };
  for (const segment of segments) {
    if (segment.type === "text") {
      text += segment.text;
    } else {
      flush();
      result.push({ type: "mention", userId: segment.userId, name: sanitiseMentionName(segment.name) });
    }
  }
  flush();
  return result;
}

/** Each mentioned user once, in the order of their first mention (who to notify). */
export function mentionedUserIds(stored: string): number[] {
  const ids = new Set<number>();
  for (const segment of parseMentions(stored)) if (segment.type === "mention") ids.add(segment.userId);
  return [...ids];
}

/** A mention in editor text: `@name` occupies [start, end) in UTF-16 code units, as DOM selections count. */
export type EditorMention = { userId: number; name: string; start: number; end: number };
export type EditorText = { text: string; mentions: EditorMention[] };

export function toEditorText(stored: string): EditorText {
  let text = "";
  const mentions: EditorMention[] = [];
  for (const segment of parseMentions(stored)) {
    if (segment.type === "text") {
      text += segment.text;
    } else {
      const start = text.length;
      text += `@${segment.name}`;
      mentions.push({ userId: segment.userId, name: segment.name, start, end: text.length });
    }
  }
  return { text, mentions };
}

/**
 * The stored form of editor text. A mention is kept only when its range lies inside the text, does not
 * overlap an earlier one, has a valid user id and still reads `@name`; a mention the learner has since edited
 * stays as the text they left. Text typed to look like `@[id|name]` is stored as it was typed and so reads as
 * a mention: the server must check mentioned ids against who may be mentioned.
 */
export function fromEditorText(text: string, mentions: readonly EditorMention[]): string {
  const segments: CommentSegment[] = [];
  let cursor = 0;
  const ordered = [...mentions].sort((a, b) => a.start - b.start || a.end - b.end);
  for (const mention of ordered) {
    const { start, end } = mention;
    const fits = Number.isInteger(start) && Number.isInteger(end) && start >= cursor && end <= text.length;
    if (!fits || !isUserId(mention.userId) || text.slice(start, end) !== `@${mention.name}`) continue;
    if (start > cursor) segments.push({ type: "text", text: text.slice(cursor, start) });
    segments.push({ type: "mention", userId: mention.userId, name: mention.name });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ type: "text", text: text.slice(cursor) });
  return serializeMentions(segments);
}
