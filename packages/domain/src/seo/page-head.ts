import type { ProgramDescription, ProgramDetail } from "../catalogue/contracts";
import { PROGRAM_LIST_FILTER_KEYS } from "../catalogue/list-filters";
import type { InstitutionDetail } from "../institution/contracts";

/**
 * What a public page puts in its <head> for search engines and link previews (issue 24), built from the data the
 * page already has. Pure: the server renderer calls these with the answer it fetched and renderHeadTags
 * (render-head-tags.ts) turns the result into HTML. Titles follow the router rule '<title> - <brand>', the same
 * title the page sets in the browser (apps/web/src/shared/lib/use-page-title.ts).
 */
export type OpenGraph = {
  type: "website" | "product" | "profile";
  title: string;
  description: string;
  /** Absolute URL of the share card. */
  image: string;
  imageAlt: string;
  url: string;
  siteName: string;
  locale: "id_ID";
};

export type TwitterCard = {
  card: "summary_large_image";
  title: string;
  description: string;
  image: string;
  imageAlt: string;
};

export type PageHead = {
  /** The whole title, brand included. */
  title: string;
  /** Plain text, at most META_DESCRIPTION_LENGTH characters. */
  description: string;
  /** Absolute URL without paging or tracking noise. */
  canonical: string;
  /** e.g. 'noindex, follow'; absent: indexable. */
  robots?: string;
  openGraph: OpenGraph;
  twitter: TwitterCard;
  /** A programme's price (og product:price:amount / product:price:currency). */
  product?: { priceAmount: number; priceCurrency: "IDR" };
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd: Record<string, unknown>[];
};

/** Where the page is served and under which name: the request's site origin (main or partner host) and the brand. */
export type SiteContext = {
  /** e.g. https://karirmu.id or https://ui.karirmu.id, without a trailing slash. */
  origin: string;
  brandName: string;
};

export const META_DESCRIPTION_LENGTH = 160;
export const OG_LOCALE = "id_ID";

/** The router rule (spec 002): '<title> - <brand>'. */
export function headTitle(title: string, brandName: string): string {
  return `${title} - ${brandName}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#")) {
      const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[lower] ?? whole;
  });
}

/** Rich text (the server's sanitised HTML) as one line of plain text: tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ");
  // every tag becomes a space, so '<p>a</p><p>b</p>' reads 'a b', not 'ab'
  const withoutTags = withoutCode.replace(/<\/?[a-z!][^>]*>/gi, " ");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis when cut. */
export function truncateText(text: string, max: number = META_DESCRIPTION_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  const cut = space >= head.length * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** The meta description from the first non-empty of the given texts (HTML allowed). */
export function metaDescription(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const text = candidate ? plainText(candidate) : "";
    if (text) return truncateText(text);
  }
  return "";
}

/**
 * An absolute URL for a stored address: kept when it is already http(s), joined to the origin when it is a path;
 * anything else (data:, javascript:, empty) gives null.
 */
export function absoluteUrl(origin: string, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return `${origin}${value}`;
  return null;
}

export function programPath(slug: string): string {
  return `/program/${encodeURIComponent(slug)}`;
}

export function institutionPath(slug: string): string {
  return `/mitra/${encodeURIComponent(slug)}`;
}

/** The share cards (another route draws them): one PNG per programme and per institution. */
export function programShareImage(origin: string, slug: string): string {
  return `${origin}/share/program/${encodeURIComponent(slug)}.png`;
}

export function institutionShareImage(origin: string, slug: string): string {
  return `${origin}/share/institution/${encodeURIComponent(slug)}.png`;
}

/** The card of pages without one of their own (home, lists, campaigns). */
export function siteShareImage(origin: string): string {
  return `${origin}/share/site.png`;
}

function socialParts(
  site: SiteContext,
  parts: { title: string; description: string; canonical: string; image: string; imageAlt: string },
  type: OpenGraph["type"],
): Pick<PageHead, "openGraph" | "twitter"> {
  return {
    openGraph: {
      type,
      title: parts.title,
      description: parts.description,
      image: parts.image,
      imageAlt: parts.imageAlt,
      url: parts.canonical,
      siteName: site.brandName,
      locale: OG_LOCALE,
    },
    twitter: {
      card: "summary_large_image",
      title: parts.title,
      description: parts.description,
      image: parts.image,
      imageAlt: parts.imageAlt,
    },
  };
}

// ---- breadcrumbs ---------------------------------------------------------------------------------------------

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList: the crumbs in order, each with its absolute URL. */
export function breadcrumbList(origin: string, items: readonly Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

/** Beranda > Program > <programme>. */
export function programCrumbs(program: Pick<ProgramDetail, "name" | "slug">): Crumb[] {
  return [
    { name: "Beranda", path: "/" },
    { name: "Program", path: "/program" },
    { name: program.name, path: programPath(program.slug) },
  ];
}

/** Beranda > Mitra > <institution>. */
export function institutionCrumbs(institution: Pick<InstitutionDetail, "name" | "slug">): Crumb[] {
  return [
    { name: "Beranda", path: "/" },
    { name: "Mitra", path: "/mitra/all" },
    { name: institution.name, path: institutionPath(institution.slug) },
  ];
}

// ---- programme -----------------------------------------------------------------------------------------------

const SCHEMA = "https://schema.org";

/** schema.org availability of a programme's offer. */
export type OfferAvailability = "InStock" | "SoldOut" | "Discontinued" | "PreOrder";

export type ProgramHeadOptions = {
  /** The description call's answer (HTML), used when the short description is empty. */
  description?: Pick<ProgramDescription, "description"> | null;
  /** Defaults to InStock: the detail call answers only programmes that are on sale. */
  availability?: OfferAvailability;
};

/** Offline (luring) programmes meet in a place; every other type is studied online. */
function courseMode(programType: number): "Onsite" | "Online" {
  return programType === 1 ? "Onsite" : "Online";
}

/**
 * The programme page (/program/{slug}, GET /program_activity/v2/product_detail/{id}): a product card with its price,
 * schema.org Course with its provider, offer and (when rated) aggregate rating, and its breadcrumbs.
 */
export function programHead(site: SiteContext, program: ProgramDetail, options: ProgramHeadOptions = {}): PageHead {
  const canonical = `${site.origin}${programPath(program.slug)}`;
  const title = headTitle(program.name, site.brandName);
  const description =
    metaDescription(program.short_description, options.description?.description) ||
    truncateText(`${program.name} dari ${program.creator.name} di ${site.brandName}.`);
  const image = programShareImage(site.origin, program.slug);
  const providerUrl = `${site.origin}${institutionPath(program.creator.slug)}`;
  const providerLogo = absoluteUrl(site.origin, program.creator.logo);
  const longDescription = plainText(program.short_description) || plainText(options.description?.description ?? "");
  const course: Record<string, unknown> = {
    "@context": SCHEMA,
    "@type": "Course",
    name: program.name,
    description: truncateText(longDescription || description, 500),
    url: canonical,
    image,
    inLanguage: "id",
    provider: {
      "@type": "Organization",
      name: program.creator.name,
      url: providerUrl,
      ...(providerLogo ? { logo: providerLogo } : {}),
    },
    offers: {
      "@type": "Offer",
      price: program.price,
      priceCurrency: "IDR",
      category: program.price > 0 ? "Paid" : "Free",
      availability: `${SCHEMA}/${options.availability ?? "InStock"}`,
      url: canonical,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: courseMode(program.program_type),
      ...(program.schedule_start ? { startDate: program.schedule_start } : {}),
      ...(program.schedule_end ? { endDate: program.schedule_end } : {}),
      ...(program.location && program.program_type === 1
        ? { location: { "@type": "Place", name: program.location, address: program.location } }
        : {}),
    },
  };
  if (program.reviewers > 0 && program.rating > 0) {
    course.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: program.rating,
      ratingCount: program.reviewers,
      reviewCount: program.reviewers,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    title,
    description,
    canonical,
    ...socialParts(site, { title, description, canonical, image, imageAlt: program.name }, "product"),
    product: { priceAmount: program.price, priceCurrency: "IDR" },
    jsonLd: [course, breadcrumbList(site.origin, programCrumbs(program))],
  };
}

// ---- institution ---------------------------------------------------------------------------------------------

/** The institution page (/mitra/{slug}, GET /user/institution/get/{slug}): schema.org Organization and breadcrumbs. */
export function institutionHead(site: SiteContext, institution: InstitutionDetail): PageHead {
  const canonical = `${site.origin}${institutionPath(institution.slug)}`;
  const title = headTitle(institution.name, site.brandName);
  const description =
    metaDescription(institution.description, institution.landing_description) ||
    truncateText(`Program dari ${institution.name} di ${site.brandName}.`);
  const image = institutionShareImage(site.origin, institution.slug);
  const logo = absoluteUrl(site.origin, institution.logo);
  const organization: Record<string, unknown> = {
    "@context": SCHEMA,
    "@type": "Organization",
    name: institution.name,
    url: canonical,
    ...(logo ? { logo } : {}),
    image,
    ...(plainText(institution.description)
      ? { description: truncateText(plainText(institution.description), 500) }
      : {}),
    ...(institution.website && /^https?:\/\//i.test(institution.website) ? { sameAs: [institution.website] } : {}),
    ...(institution.city
      ? { address: { "@type": "PostalAddress", addressLocality: institution.city, addressCountry: "ID" } }
      : {}),
    ...(institution.parent
      ? {
          parentOrganization: {
            "@type": "Organization",
            name: institution.parent.name,
            url: `${site.origin}${institutionPath(institution.parent.slug)}`,
          },
        }
      : {}),
  };
  return {
    title,
    description,
    canonical,
    ...socialParts(site, { title, description, canonical, image, imageAlt: institution.name }, "profile"),
    jsonLd: [organization, breadcrumbList(site.origin, institutionCrumbs(institution))],
  };
}

// ---- listings ------------------------------------------------------------------------------------------------

/**
 * Query parameters that choose what a list shows and so belong in its canonical address. Everything else (page,
 * sort, ref, platform, source, utm_*) is noise: the same list under another address.
 */
export const LISTING_CANONICAL_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/program": PROGRAM_LIST_FILTER_KEYS,
  "/mitra/all": ["type", "search"],
  "/mitra/sekolah": ["type", "search"],
  "/mitra/perguruan-tinggi": ["type", "search"],
  "/mitra/industri": ["type", "search"],
};

export type ListingHeadInput = {
  /** The page's own title (what it passes to usePageTitle), without the brand. */
  title: string;
  /** The path as served, e.g. '/program', '/mitra/all', '/kartuprakerja'. */
  path: string;
  /** The query string (with or without '?') or its parameters. */
  query?: string | URLSearchParams;
  /** Plain text or HTML; a general line about the site when absent. */
  description?: string | null;
  /** The page's share card; the site's card when absent. */
  image?: string | null;
  /** Breadcrumbs of the page; none when absent (the home page has none). */
  crumbs?: readonly Crumb[];
};

/** The canonical address of a listing: its path and, sorted, only the parameters that choose its content. */
export function listingCanonical(origin: string, path: string, query: string | URLSearchParams = ""): string {
  const params = typeof query === "string" ? new URLSearchParams(query.replace(/^\?/, "")) : query;
  const normalizedPath = path.length > 1 ? path.replace(/\/+$/, "") : path;
  // /ikutprogram?id=<category> is the category's list (router.tsx): one address for both
  if (normalizedPath === "/ikutprogram") {
    const id = params.get("id")?.trim().toUpperCase();
    return id ? listingCanonical(origin, "/program", new URLSearchParams({ category: id })) : `${origin}/program`;
  }
  const keep = LISTING_CANONICAL_PARAMS[normalizedPath] ?? [];
  const kept = new URLSearchParams();
  for (const key of [...keep].sort()) {
    const value = params.get(key)?.trim();
    if (value) kept.set(key, value);
  }
  const search = kept.toString();
  return `${origin}${normalizedPath}${search ? `?${search}` : ""}`;
}

/**
 * Home, category landings, the programme list and search results, institution lists, campaign and company pages.
 * Every listing is indexed, a keyword search too: 'kursus excel' is what learners type into a search engine, and
 * the results page is the answer. Its canonical address keeps only the keyword (and filters), so the variants of
 * paging and sorting fold into one.
 */
export function listingHead(site: SiteContext, input: ListingHeadInput): PageHead {
  const canonical = listingCanonical(site.origin, input.path, input.query);
  const title = headTitle(input.title, site.brandName);
  const description =
    metaDescription(input.description) ||
    truncateText(
      `${input.title} di ${site.brandName}: program belajar, kelas, ujian, dan pelatihan karier dari mitra terpercaya.`,
    );
  const image = absoluteUrl(site.origin, input.image) ?? siteShareImage(site.origin);
  const page: Record<string, unknown> = {
    "@context": SCHEMA,
    "@type": input.path === "/" ? "WebSite" : "CollectionPage",
    name: input.path === "/" ? site.brandName : input.title,
    url: canonical,
    description,
    inLanguage: "id",
    ...(input.path === "/"
      ? {
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: `${site.origin}/program?search={search_term_string}` },
            "query-input": "required name=search_term_string",
          },
        }
      : {}),
  };
  return {
    title,
    description,
    canonical,
    ...socialParts(site, { title, description, canonical, image, imageAlt: input.title }, "website"),
    jsonLd: [page, ...(input.crumbs?.length ? [breadcrumbList(site.origin, input.crumbs)] : [])],
  };
}
