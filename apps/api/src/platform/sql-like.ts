/**
 * A typed text as a literal inside a LIKE or ILIKE pattern: `%`, `_` and the escape character itself match only
 * themselves (PostgreSQL's default escape is the backslash). The caller adds the wildcards it means.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
