import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

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
    /** The group an institution belongs to (/mitra-group/{slug} lists the children). */
    parentId: integer("parent_id").references((): AnyPgColumn => institutions.id),
    /** Partner-site branding: the main colour (#rrggbb) and the landing page's words. */
    brandColor: varchar("brand_color", { length: 7 }),
    landingHeadline: varchar("landing_headline", { length: 200 }),
    landingDescription: text("landing_description"),
    website: text("website"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("institutions_type_known", sql`${t.type} in (1, 2, 3, 4, 5, 6, 7, 8, 9, 101, 102)`),
    check("institutions_show_logo_flag", sql`${t.isShowLogoFooter} in (0, 1)`),
    check("institutions_brand_color_hex", sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
    // shown as a link: only web addresses, never javascript: or data:
    check("institutions_website_http", sql`${t.website} ~ '^https?://'`),
    check("institutions_subdomain_label", sql`${t.subdomain} ~ '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$'`),
    index("institutions_type_idx").on(t.type),
    index("institutions_parent_idx").on(t.parentId),
    index("institutions_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
