import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { programs } from "../../db/schema/catalogue";
import type { Db } from "../../platform/db";
import { escapeLike } from "../../platform/sql-like";

/**
 * Programme search on PostgreSQL's own machinery (docs/decisions/004-search-and-discovery.md). The typed text is
 * folded (case, accents) like the indexed columns, then matched in relevance tiers, best first:
 *   0. the name starts with the text;
 *   1. every typed word begins a word of the name (any order);
 *   2. … of the name, the institution's name or the tags;
 *   3. … anywhere, the descriptions included;
 *   4. a single typed word occurs inside a word of the name ('rograman' finds 'Pemrograman');
 *   5. typos, only when tiers 0–4 find nothing (a correction, not extra results: 'excel' must not bring
 *      'Excavator'): each of one to three typed words that begins no name word is replaced by the closest name
 *      words (pg_trgm word similarity ≥ 0.4: 'exel' → excel, 'pemrogaman' → pemrograman).
 * Inside a tier, the more popular programme first. Each tier has its own index. Before any tier is asked, the
 * dictionary of the catalogue's words (search_words) tells which tiers can match at all and what a typo stands
 * for — one cheap query that spares the costly ones for texts that match nothing as typed.
 */
export interface ProgramSearch {
  /** The conditions of tiers 0–4 that can match, best first. */
  tiers: SQL[];
  /** Any of them. */
  exact: SQL;
  /**
   * Only tier 0 can match (no typed word begins a word of the catalogue): its index finds the few matches,
   * the search needs no look through the most popular programmes.
   */
  narrow: boolean;
  /** Tier 5, asked only when `exact` finds nothing; null when there is nothing to correct to. */
  typo: SQL | null;
}

/** Words of the keyword that can go into a tsquery: letters and digits only, so the query is never malformed. */
function words(keyword: string): string[] {
  return [
    ...new Set(
      keyword
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .slice(0, 8),
    ),
  ];
}

/** A lexeme inside tsquery input, quoted: no parser runs on it, so it is matched exactly as stored. */
function lexeme(word: string, prefix: boolean): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${prefix ? ":*" : ""}`;
}

const MIN_TYPO_LENGTH = 3;
const MAX_TYPO_WORDS = 3;
const MAX_CORRECTIONS = 5;

/** Scopes of search_words: where a word occurs at its narrowest. */
const NAME = 1;
const CORE = 2;
const DESCRIPTION = 3;

interface WordFacts {
  word: string;
  /** Begins a word of some name / of some name, institution or tag / of anything. */
  name: boolean;
  core: boolean;
  anywhere: boolean;
  /** Occurs inside a name word; null when not asked (see wordFacts). */
  inside: boolean | null;
  /** The closest name words, for a word that begins none in a short text; null when not asked. */
  corrections: string[] | null;
}

/** One row of dictionary answers, one column per question. */
async function askDictionary(db: Db, questions: Record<string, SQL>): Promise<Record<string, unknown>> {
  const [row = {}] = await db.select(questions).from(sql`(values (0)) as one(x)`);
  return row;
}

/**
 * What the dictionary knows of each typed word: first what every search needs (which parts of the catalogue
 * have a word it begins: three index probes per word); then, only for a word that begins no name word, the
 * trigram questions — planning those costs more than running the probes. Each pattern is a value of its own
 * (not a column), so the planner turns `like 'prefix%'` into an index range.
 */
async function wordFacts(db: Db, typed: string[], single: boolean): Promise<WordFacts[]> {
  const begins = (word: string, scopes: number[]) =>
    sql`exists (select 1 from search_words where scope in (${sql.raw(scopes.join(", "))}) and word like ${`${escapeLike(word)}%`})`;
  const beginnings: Record<string, SQL> = {};
  for (const [i, word] of typed.entries()) {
    beginnings[`name${i}`] = begins(word, [NAME]);
    beginnings[`core${i}`] = begins(word, [NAME, CORE]);
    beginnings[`anywhere${i}`] = begins(word, [NAME, CORE, DESCRIPTION]);
  }
  const row = await askDictionary(db, beginnings);
  const facts: WordFacts[] = typed.map((word, i) => ({
    word,
    name: row[`name${i}`] === true,
    core: row[`core${i}`] === true,
    anywhere: row[`anywhere${i}`] === true,
    inside: null,
    corrections: null,
  }));
  const trigram = new Map<string, SQL>();
  const [first] = facts;
  // inside a name word: it only matters when no word tier can match (then the search may be narrow)
  if (single && first && !first.anywhere && first.word.length >= MIN_TYPO_LENGTH) {
    trigram.set(
      "inside",
      sql`exists (select 1 from search_words where scope = ${NAME} and word like ${`%${escapeLike(first.word)}%`})`,
    );
  }
  if (facts.length <= MAX_TYPO_WORDS) {
    for (const [i, f] of facts.entries()) {
      if (f.name || f.word.length < MIN_TYPO_LENGTH) continue;
      trigram.set(
        `corrections${i}`,
        sql`array(select word from search_words where scope = ${NAME} and ${f.word} <% word
          order by word_similarity(${f.word}, word) desc, word limit ${MAX_CORRECTIONS})`,
      );
    }
  }
  if (trigram.size === 0) return facts;
  const answers = await askDictionary(db, Object.fromEntries(trigram));
  return facts.map((f, i) => ({
    ...f,
    inside: i === 0 && "inside" in answers ? answers.inside === true : null,
    // a correction goes into a tsquery as one lexeme: plain words only ('tag-7' is a word of the tags)
    corrections:
      (answers[`corrections${i}`] as string[] | undefined)?.filter((c) => /^[\p{L}\p{N}]+$/u.test(c)) ?? null,
  }));
}

/** The search for a typed text, or null when there is nothing to search for. */
export async function planSearch(db: Db, text: string): Promise<ProgramSearch | null> {
  const keyword = normalizeKeyword(text);
  if (!keyword) return null;
  const typed = words(keyword);
  const startsWith = sql`${programs.searchName} like ${`${escapeLike(keyword)}%`}`;
  // a part of a word ('rograman'); several typed words are the prefix tiers' work, and a long pattern is a
  // costly trigram search
  const single = typed.length === 1 && typed[0] === keyword;
  const inside = sql`${programs.searchName} like ${`%${escapeLike(keyword)}%`}`;
  if (typed.length === 0) {
    // only signs ('c++' has a word; '++' has none): the name as typed
    return { tiers: [startsWith, inside], exact: sql`(${startsWith} or ${inside})`, narrow: false, typo: null };
  }
  const facts = await wordFacts(db, typed, single);
  const query = typed.map((w) => lexeme(w, true)).join(" & ");
  const matches = (vector: SQLWrapper) => sql`${vector} @@ ${query}::tsquery`;
  const every = (key: "name" | "core" | "anywhere") => facts.every((f) => f[key]);
  // the word tiers only when every typed word begins some word of the part they search; inside a name word
  // only when the dictionary has a name word containing it
  const anywhere = every("anywhere") ? matches(programs.searchVector) : null;
  const insideName = single && facts[0]?.inside !== false ? inside : null;
  const tiers = [
    startsWith,
    every("name") ? matches(programs.nameVector) : null,
    every("core") ? matches(programs.coreVector) : null,
    anywhere,
    insideName,
  ].filter((tier): tier is SQL => tier !== null);
  // a name's words are in the whole document too: tier 3's condition (and index) holds tiers 1 and 2
  const exact = sql`(${sql.join(
    [startsWith, anywhere, insideName].filter((c): c is SQL => c !== null),
    sql` or `,
  )})`;
  return { tiers, exact, narrow: tiers.length === 1, typo: typoTier(facts) };
}

/** Tier 5: the words that begin a name word as typed, the others by their corrections; null if one has none. */
function typoTier(facts: WordFacts[]): SQL | null {
  if (facts.length > MAX_TYPO_WORDS || facts.every((f) => f.name)) return null;
  const parts: string[] = [];
  for (const f of facts) {
    if (f.name) parts.push(lexeme(f.word, true));
    else if (f.corrections?.length) parts.push(`(${f.corrections.map((c) => lexeme(c, false)).join(" | ")})`);
    else return null;
  }
  return sql`${programs.nameVector} @@ ${parts.join(" & ")}::tsquery`;
}
