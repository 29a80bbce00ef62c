import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { institutions } from "./institution";

/**
 * The words of the programmes' search documents, each with the narrowest part it occurs in somewhere: 1 a
 * name, 2 an institution's name or a tag, 3 only a description (a word can have a row per part). Filled by
 * the search trigger (migration 0004) with inserts only, so programme writes never wait on each other here;
 * it only grows — a word whose programmes are gone stays, which can cost a search a needless query but never
 * a result. The search asks it first: a typed word that begins no word skips every tier that needs it, and a
 * typo is corrected to the closest name words (docs/decisions/004-search-and-discovery.md).
 */
export const searchWords = pgTable(
  "search_words",
  {
    scope: smallint("scope").notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    check("search_words_scope_known", sql`${t.scope} between 1 and 3`),
    // one row per word and part; the pattern operator class serves `word like 'prefix%'` in any collation
    uniqueIndex("search_words_scope_word_idx").on(t.scope, sql`${t.word} text_pattern_ops`),
    index("search_words_name_trgm_idx")
      .using("gin", sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.scope} = 1`),
  ],
);

/** PostgreSQL's full-text document type; written only by the search trigger (migration 0003). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** School subjects (GET /program/subject/list/), a filter of institution pages. */
export const subjects = pgTable("subjects", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull().unique(),
  slug: varchar("slug", { length: 100 }).notNull().unique(),
});

/**
 * A folder of programmes (spec 001's folder_id): My programmes can be narrowed to one, and the study page's back
 * link returns to it.
 */
export const programFolders = pgTable("program_folders", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull(),
});

/**
 * Programmes. Money is integer Rupiah. Rating is kept as the five star counts; the average is derived.
 * `total_resources` is denormalised (maintained by whoever writes resources) so lists need no count per row; it
 * counts the programme's own activities, not those of add-ons. It, folder_id, creator_id and deleted_at are copied
 * onto each enrolment by trigger (program_users, migration 0013).
 */
export const programs = pgTable(
  "programs",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 200 }).notNull().unique(),
    name: varchar("name", { length: 200 }).notNull(),
    categoryName: varchar("category_name", { length: 30 }).notNull(),
    programType: smallint("program_type").notNull().default(0),
    price: integer("price").notNull().default(0),
    priceNormal: integer("price_normal").notNull().default(0),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => institutions.id),
    avatar: text("avatar"),
    level: varchar("level", { length: 30 }).notNull().default("Umum"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    shortDescription: varchar("short_description", { length: 400 }).notNull().default(""),
    description: text("description").notNull().default(""),
    learningObjectives: text("learning_objectives").array().notNull().default(sql`'{}'::text[]`),
    reviewersFiveStar: integer("reviewers_five_star").notNull().default(0),
    reviewersFourStar: integer("reviewers_four_star").notNull().default(0),
    reviewersThreeStar: integer("reviewers_three_star").notNull().default(0),
    reviewersTwoStar: integer("reviewers_two_star").notNull().default(0),
    reviewersOneStar: integer("reviewers_one_star").notNull().default(0),
    /** Derived in one place, by the database, so sorting by rating can use an index. */
    reviewers: integer("reviewers")
      .notNull()
      .generatedAlwaysAs(
        sql`reviewers_five_star + reviewers_four_star + reviewers_three_star + reviewers_two_star + reviewers_one_star`,
      ),
    rating: real("rating")
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(round((5 * reviewers_five_star + 4 * reviewers_four_star + 3 * reviewers_three_star + 2 * reviewers_two_star + reviewers_one_star)::numeric / nullif(reviewers_five_star + reviewers_four_star + reviewers_three_star + reviewers_two_star + reviewers_one_star, 0), 1), 0)::real`,
      ),
    enrolledCount: integer("enrolled_count").notNull().default(0),
    totalResources: integer("total_resources").notNull().default(0),
    totalDuration: integer("total_duration").notNull().default(0),
    roomId: integer("room_id").notNull().default(0),
    isTanyamuClosed: boolean("is_tanyamu_closed").notNull().default(false),
    /** Year-level slugs of the learning-level menu (kelas-1 … kelas-12, tk-a, usia-4-6, …). */
    yearLevels: text("year_levels").array().notNull().default(sql`'{}'::text[]`),
    subjectId: integer("subject_id").references(() => subjects.id),
    folderId: integer("folder_id").references(() => programFolders.id, { onDelete: "set null" }),
    /** Webinar and offline programmes: when and where they take place. */
    scheduleStart: timestamp("schedule_start", { withTimezone: true }),
    scheduleEnd: timestamp("schedule_end", { withTimezone: true }),
    location: varchar("location", { length: 300 }),
    /** Study page (spec 001): activities must be done in order (linier). */
    isLinear: boolean("is_linear").notNull().default(false),
    /** When the learning report opens; null: as soon as the learner has finished. */
    scoringDate: timestamp("scoring_date", { withTimezone: true }),
    /** Studied on the institution's own platform: the study page sends learners to the programme page. */
    isExternal: boolean("is_external").notNull().default(false),
    /** Until then the programme is in its registration stage: only admins and assessors may enter. */
    registrationEndsAt: timestamp("registration_ends_at", { withTimezone: true }),
    /** A child programme (a class of a parent programme) has no discussion of its own and no rating prompt. */
    parentProgramId: integer("parent_program_id"),
    pmoId: integer("pmo_id"),
    typeRoom: varchar("type_room", { length: 10 }),
    /**
     * Search columns, maintained by the trigger of migration 0003 (unaccent is not immutable, so they cannot be
     * generated columns): the lower-cased, unaccented name, and the weighted document name (A), institution
     * name (B), tags (C), description (D).
     */
    searchName: text("search_name").notNull().default(""),
    /** The name alone, then name + institution + tags, then everything: each tier of search.ts has an index. */
    nameVector: tsvector("name_vector"),
    coreVector: tsvector("core_vector"),
    searchVector: tsvector("search_vector"),
    isPublished: boolean("is_published").notNull().default(true),
    /** A removed programme answers status 114 'program not available' instead of vanishing. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("programs_type_known", sql`${t.programType} between 0 and 3`),
    check("programs_price_non_negative", sql`${t.price} >= 0 and ${t.priceNormal} >= 0`),
    check(
      "programs_star_counts_non_negative",
      sql`least(${t.reviewersFiveStar}, ${t.reviewersFourStar}, ${t.reviewersThreeStar}, ${t.reviewersTwoStar}, ${t.reviewersOneStar}) >= 0`,
    ),
    index("programs_category_popular_idx").on(
      t.categoryName,
      t.enrolledCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("programs_popular_idx").on(t.enrolledCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("programs_published_at_idx").on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("programs_price_idx").on(t.price, t.id),
    index("programs_rating_idx").on(
      t.rating.desc().nullsFirst(),
      t.reviewers.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // an institution's programmes, and its Prakerja programmes counted in the search dropdown
    index("programs_creator_category_idx").on(t.creatorId, t.categoryName),
    // GIN indexes without a pending list (fastupdate off): programme writes are rare, searches constant, and a
    // pending list is read through on every search until a vacuum merges it — which PGlite never runs
    index("programs_search_name_trgm_idx").using("gin", sql`${t.searchName} gin_trgm_ops`).with({ fastupdate: false }),
    // the search's first tier (name starts with the text) of listed programmes, most popular first: the popularity,
    // id and institution ride in the index so a prefix shared by tens of thousands of programmes ('mahir excel' at a
    // million) is ranked from the index alone, without reading a page per match (issue 25: 660 ms -> 11 ms)
    index("programs_search_name_prefix_idx")
      .on(sql`${t.searchName} text_pattern_ops`, t.enrolledCount, t.id, t.creatorId)
      .where(sql`${t.isPublished} and ${t.deletedAt} is null`),
    index("programs_name_vector_idx").using("gin", t.nameVector).with({ fastupdate: false }),
    index("programs_core_vector_idx").using("gin", t.coreVector).with({ fastupdate: false }),
    index("programs_search_vector_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    index("programs_tags_idx").using("gin", t.tags).with({ fastupdate: false }),
    index("programs_year_levels_idx").using("gin", t.yearLevels).with({ fastupdate: false }),
    index("programs_subject_idx").on(t.subjectId),
    index("programs_folder_idx").on(t.folderId),
  ],
);

/** Topics of a programme (the spec calls them chapters). */
export const chapters = pgTable(
  "chapters",
  {
    id: serial("id").primaryKey(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    session: integer("session").notNull(),
    duration: integer("duration").notNull().default(0),
  },
  (t) => [index("chapters_program_idx").on(t.programId, t.session)],
);

/** Activities (the spec's resources): one of the resource types of spec 001 section 3. */
export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    slug: varchar("slug", { length: 200 }).notNull().unique(),
    title: varchar("title", { length: 200 }).notNull(),
    type: varchar("type", { length: 20 }).notNull(),
    activityType: smallint("activity_type").notNull().default(0),
    orderId: integer("order_id").notNull(),
    duration: integer("duration").notNull().default(0),
    bobotPercentage: integer("bobot_percentage").notNull().default(0),
    isPresenceParticipation: boolean("is_presence_participation").notNull().default(false),
    description: text("description").notNull().default(""),
    url: text("url"),
    content: text("content"),
    completionTimer: integer("completion_timer").notNull().default(-1),
    /**
     * A recorded video's length in seconds (a live_streaming activity whose url is a video file); null when not
     * known. Set by the seed for the demo recording, and measured by the server from the file's header the first
     * time the end of a video the site serves itself is reported (decisions/012). Its end counts only once 90 %
     * of it has passed since the start.
     */
    videoSeconds: doublePrecision("video_seconds"),
    relationId: integer("relation_id"),
    /** A live session's meeting (a Zoom-style meeting number). */
    meetingNumber: varchar("meeting_number", { length: 11 }),
    /** Done as a study group: the learner chooses a group first (group_activity_type 'manual_by_user'). */
    isGroupActivity: boolean("is_group_activity").notNull().default(false),
    groupActivityType: varchar("group_activity_type", { length: 30 }),
    showComment: boolean("show_comment").notNull().default(true),
    /**
     * The schedule of the to-do view: a live session starts at `start_at` and ends at `end_at`; a task has only
     * `end_at`, its due time. Its instant is coalesce(start_at, end_at).
     */
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "resources_type_known",
      sql`${t.type} in ('quiz', 'refleksi', 'quiz-v2', 'ebook', 'webview', 'freetext', 'live_streaming', 'toolkit', 'html', 'image', 'document', 'direct_chat', 'discussion')`,
    ),
    check("resources_activity_type_known", sql`${t.activityType} between 0 and 4`),
    check("resources_bobot_range", sql`${t.bobotPercentage} between 0 and 100`),
    index("resources_chapter_idx").on(t.chapterId, t.orderId),
    index("resources_program_idx").on(t.programId),
    // the sidebar's 'Prasyarat Aktivitas' (is_parent): whether any activity names this one as its prerequisite
    index("resources_relation_idx").on(t.relationId).where(sql`${t.relationId} is not null`),
    // a meeting's join signature is given to the learners of the programme holding that meeting number
    index("resources_meeting_number_idx").on(t.meetingNumber).where(sql`${t.meetingNumber} is not null`),
    // the to-do view: a programme's scheduled activities inside a period (most activities have no schedule)
    index("resources_program_schedule_idx")
      .on(t.programId, sql`coalesce(${t.startAt}, ${t.endAt})`)
      .where(sql`coalesce(${t.startAt}, ${t.endAt}) is not null`),
  ],
);

/**
 * Add-ons: a topic or a single activity of a programme sold separately, with an optional seat quota.
 * The CHECKs make overselling impossible whatever the caller does.
 */
export const addons = pgTable(
  "addons",
  {
    id: serial("id").primaryKey(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    chapterId: integer("chapter_id").references(() => chapters.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id").references(() => resources.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    quota: integer("quota"),
    seatsTaken: integer("seats_taken").notNull().default(0),
  },
  (t) => [
    check("addons_one_target", sql`(${t.chapterId} is null) <> (${t.resourceId} is null)`),
    check("addons_price_non_negative", sql`${t.price} >= 0`),
    check(
      "addons_seats_within_quota",
      sql`${t.seatsTaken} >= 0 and (${t.quota} is null or ${t.seatsTaken} <= ${t.quota})`,
    ),
    index("addons_program_idx").on(t.programId),
    index("addons_chapter_idx").on(t.chapterId),
    index("addons_resource_idx").on(t.resourceId),
  ],
);

/** One learner's review of a programme; the star counts on `programs` are kept in step by whoever writes here. */
export const programReviews = pgTable(
  "program_reviews",
  {
    id: serial("id").primaryKey(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("program_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    uniqueIndex("program_reviews_one_per_user").on(t.programId, t.userId),
    index("program_reviews_program_recent_idx").on(t.programId, t.createdAt.desc(), t.id.desc()),
  ],
);
