import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { programs } from "./catalogue";
import { institutions } from "./institution";

/**
 * Who searched each normalised keyword, per day: one row per keyword, day and searcher. The searcher is a
 * 24-bit hash of the day and the client address — enough to tell a few searchers apart, too short to recover
 * an address (each value stands for ~256 of them). Popular keywords need several searchers, so one person
 * cannot make a keyword popular.
 */
export const searchKeywordSearches = pgTable(
  "search_keyword_searches",
  {
    keyword: varchar("keyword", { length: 100 }).notNull(),
    day: date("day").notNull(),
    searcher: varchar("searcher", { length: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day, t.searcher] }), index("search_keyword_searches_day_idx").on(t.day)],
);

/**
 * Editorial placements of the search dropdown (/discovery/program-ads/{host}, /discovery/institution-ads/{host}):
 * exactly one of programme or institution, shown by rank inside an optional window.
 */
export const discoveryAds = pgTable(
  "discovery_ads",
  {
    id: serial("id").primaryKey(),
    host: varchar("host", { length: 40 }).notNull(),
    programId: integer("program_id").references(() => programs.id, { onDelete: "cascade" }),
    institutionId: integer("institution_id").references(() => institutions.id, { onDelete: "cascade" }),
    rank: smallint("rank").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [
    check("discovery_ads_one_target", sql`(${t.programId} is null) <> (${t.institutionId} is null)`),
    index("discovery_ads_host_idx").on(t.host, t.rank),
  ],
);

/** Landing pages of the /{title} rule: a slug shown as a partner landing page when it is in this list. */
export const landingPages = pgTable(
  "landing_pages",
  {
    slug: varchar("slug", { length: 100 }).primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    institutionId: integer("institution_id")
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    headline: varchar("headline", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("landing_pages_slug_shape", sql`${t.slug} ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$'`)],
);
