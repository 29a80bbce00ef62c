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
 * How often each normalised keyword was searched per day; popular keywords are the sums of a recent window.
 * Only the keyword is kept — never who searched.
 */
export const searchKeywordStats = pgTable(
  "search_keyword_stats",
  {
    keyword: varchar("keyword", { length: 100 }).notNull(),
    day: date("day").notNull(),
    searches: integer("searches").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.day] }), index("search_keyword_stats_day_idx").on(t.day)],
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
