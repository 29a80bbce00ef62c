import { index, integer, pgTable, serial, smallint, varchar } from "drizzle-orm/pg-core";

/**
 * Indonesian regions from the Kemendagri codes of `idn-area-data` (decisions/024). The id is the code's digits
 * ("32.73.01" -> 327301): the same in every environment, so users' stored ids survive a re-seed.
 */
export const provinces = pgTable("provinces", {
  id: integer("id").primaryKey(),
  code: varchar("code", { length: 2 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
});

export const regencies = pgTable(
  "regencies",
  {
    id: integer("id").primaryKey(),
    code: varchar("code", { length: 5 }).notNull().unique(),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    name: varchar("name", { length: 100 }).notNull(),
  },
  (t) => [index("regencies_province_idx").on(t.provinceId)],
);

export const districts = pgTable(
  "districts",
  {
    id: integer("id").primaryKey(),
    code: varchar("code", { length: 8 }).notNull().unique(),
    regencyId: integer("regency_id")
      .notNull()
      .references(() => regencies.id),
    provinceId: integer("province_id")
      .notNull()
      .references(() => provinces.id),
    name: varchar("name", { length: 100 }).notNull(),
  },
  (t) => [index("districts_regency_idx").on(t.regencyId), index("districts_province_idx").on(t.provinceId)],
);

/** Options of GET /user/learning-objective (seeded reference data). */
export const learningObjectives = pgTable("learning_objectives", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  sequence: smallint("sequence").notNull(),
});

/** Options of GET /v2/user/preference-content (seeded reference data). */
export const contentPreferences = pgTable("content_preferences", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  sequence: smallint("sequence").notNull(),
});
