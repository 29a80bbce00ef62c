import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Partner institutions that publish programmes (spec 002 section 3: types 1-9, 101, 102). */
export const institutions = pgTable(
  "institutions",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 200 }).notNull(),
    slug: varchar("slug", { length: 200 }).notNull().unique(),
    type: smallint("type").notNull(),
    logo: text("logo"),
    logo2: text("logo_2"),
    isShowLogoFooter: smallint("is_show_logo_footer").notNull().default(0),
    description: text("description").notNull().default(""),
    city: varchar("city", { length: 120 }),
    subdomain: varchar("subdomain", { length: 63 }).unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("institutions_type_known", sql`${t.type} in (1, 2, 3, 4, 5, 6, 7, 8, 9, 101, 102)`),
    check("institutions_show_logo_flag", sql`${t.isShowLogoFooter} in (0, 1)`),
    index("institutions_type_idx").on(t.type),
  ],
);
