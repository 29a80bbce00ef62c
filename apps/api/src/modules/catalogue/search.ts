import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { programs } from "../../db/schema/catalogue";

/**
 * Programme search on PostgreSQL's own machinery (docs/decisions/004-search.md). The typed text is folded
 * (case, accents) like the indexed columns, then matched in relevance tiers, best first:
 *   0. the name starts with the text;
 *   1. every typed word begins a word of the name (any order);
 *   2. … of the name, the institution's name or the tags;
 *   3. … anywhere, the descriptions included;
 *   4. a single typed word occurs inside the name ('rograman' finds 'Pemrograman');
 *   5. each of one to three typed words is close to part of the name (typos: 'pemrogaman', 'exel'; pg_trgm
 *      word similarity) — only when tiers 0–4 find nothing: a correction, not extra results ('excel' must not
 *      bring 'Excavator').
 * Inside a tier, the more popular programme first. Each tier has its own index (GIN on the name document, on
 * name + institution + tags, on everything; GIN trigram on the folded name), so an index search finds only
 * true matches, or the planner walks the popularity index and stops at the page's end: the cost does not grow
 * with the number of matches.
 */
export interface ProgramSearch {
  /** The conditions of tiers 0–4 that apply to the text, best first. */
  tiers: SQL[];
  /** Any of them. */
  exact: SQL;
  /** Tier 5, asked only when `exact` finds nothing; null when the text is too short or too long for it. */
  typo: SQL | null;
}

/** Words of the keyword that can go into a tsquery: letters and digits only, so the query is never malformed. */
function words(keyword: string): string[] {
  return keyword
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const MIN_TYPO_LENGTH = 3;
const MAX_TYPO_WORDS = 3;

export function programSearch(text: string): ProgramSearch | null {
  const keyword = normalizeKeyword(text);
  if (!keyword) return null;
  const typed = words(keyword);
  const query = typed.map((w) => `${w}:*`).join(" & ");
  const prefixes = (vector: SQLWrapper) => (query ? sql`${vector} @@ to_tsquery('simple', ${query})` : null);
  const startsWith = sql`${programs.searchName} like ${`${escapeLike(keyword)}%`}`;
  // a part of a word ('rograman'); several typed words are the prefix tiers' work, and a long pattern is a
  // costly trigram search
  const inside = typed.length === 1 ? sql`${programs.searchName} like ${`%${escapeLike(keyword)}%`}` : null;
  // Each typed word close to a part of the name (word by word, so a long text asks the trigram index for
  // few candidates); trigram closeness means nothing for one or two characters, so those must occur as typed.
  const typoWords = typed.filter((w) => w.length >= MIN_TYPO_LENGTH);
  // corrections are for a short text: a sentence that matches nothing as typed is not a misspelt name
  const typo =
    typoWords.length && typed.length <= MAX_TYPO_WORDS
      ? sql`(${sql.join(
          typed.map((w) =>
            w.length >= MIN_TYPO_LENGTH
              ? sql`${w} <% ${programs.searchName}`
              : sql`${programs.searchName} like ${`%${escapeLike(w)}%`}`,
          ),
          sql` and `,
        )})`
      : null;
  const tiers = [
    startsWith,
    prefixes(programs.nameVector),
    prefixes(programs.coreVector),
    prefixes(programs.searchVector),
    inside,
  ].filter((tier): tier is SQL => tier !== null);
  return { tiers, exact: sql`(${sql.join(tiers, sql` or `)})`, typo };
}
