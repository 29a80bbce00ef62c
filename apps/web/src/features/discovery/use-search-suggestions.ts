import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { prakerjaSuggestionHref, prakerjaSuggestionText } from "@app/domain/discovery/prakerja-suggestion";
import { isSameSearch, normalizeKeyword, SEARCH_BUSY_MS } from "@app/domain/discovery/search-keyword";
import { SEARCH_LIST_ALL } from "@app/domain/discovery/search-list";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usePartnerInstitutionSlug } from "../../shared/lib/site";
import { useInstitutionAds, usePopularKeywords, useProgramAds, useSearchList } from "./api";
import { usePrakerjaSession } from "./prakerja-session";
import { programSearchHref } from "./search-href";
import { isSearchableKeyword } from "./searchable-keyword";
import { useDebouncedValue } from "./use-debounced-value";

/** Typing pauses this long before the live search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How many live results of each kind the dropdown shows; 'Lihat semua' leads to the rest. */
export const LIVE_PROGRAMS_SHOWN = 5;
export const LIVE_INSTITUTIONS_SHOWN = 3;

export type SuggestionKind = "keyword" | "program" | "institution" | "see-all" | "prakerja";

export interface SuggestionOption {
  /** Unique within the dropdown; also the end of the option's element id. */
  key: string;
  kind: SuggestionKind;
  href: string;
  label: string;
  /** A second line (the creator of a programme, the Prakerja count of an institution). */
  detail?: string;
  image?: string | null;
  /** Read after the label by screen readers only ('Lihat semua' of which group). */
  srSuffix?: string;
}

export interface SuggestionSection {
  key: string;
  /** Sections without a title hold one stand-alone option (the Prakerja link). */
  title?: string;
  layout: "chips" | "rows";
  options: SuggestionOption[];
  /** A line shown instead of (or before) the options: loading, nothing found, failed. */
  note?: { tone: "loading" | "empty" | "error"; text: string };
  /** Placeholders while the group loads. */
  skeleton?: boolean;
}

export interface SearchSuggestions {
  sections: SuggestionSection[];
  /** Every option, in the order arrow keys walk them. */
  options: SuggestionOption[];
  /** The search-busy flag: set when a search is sent, cleared SEARCH_BUSY_MS later (spec 000 §9). */
  busy: boolean;
  /** What a screen reader is told about the live results. */
  status: string;
}

export { programSearchHref } from "./search-href";

function institutionHref(slug: string): string {
  return `/mitra/${encodeURIComponent(slug)}`;
}

function programHref(slug: string): string {
  return `/program/${encodeURIComponent(slug)}`;
}

interface SentSearch {
  category: string;
  keyword: string;
}

/**
 * The live search sent from what is typed: debounced, never for text without a letter or digit
 * (isSearchableKeyword), and skipped when it is the same search as the last one sent (isSameSearch: case,
 * accents and spaces do not make a new search). Each search sent raises the busy flag for SEARCH_BUSY_MS.
 */
function useSentSearch(text: string, category: string, enabled: boolean) {
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef<SentSearch>({ category, keyword: "" });
  const [sent, setSent] = useState<SentSearch>(lastSent.current);
  const [busySince, setBusySince] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled || !isSearchableKeyword(debounced)) return;
    const last = lastSent.current;
    if (last.category === category && isSameSearch(last.keyword, debounced)) return;
    const next = { category, keyword: debounced };
    lastSent.current = next;
    setSent(next);
    setBusySince(Date.now());
  }, [debounced, category, enabled]);

  useEffect(() => {
    if (busySince === null) return;
    const timer = window.setTimeout(() => setBusySince(null), SEARCH_BUSY_MS);
    return () => window.clearTimeout(timer);
  }, [busySince]);

  return { sent, busy: busySince !== null };
}

/**
 * The contents of the search dropdown (spec 000 section 2.4). With an empty box: popular keywords, then the
 * recommended programmes and favourite institutions for a Prakerja session, or the Prakerja suggestion link
 * for any other session. While typing: the live results of the search-list call, and for a non-Prakerja
 * session the Prakerja link with the wording of the typed keyword. Text without a letter or digit counts as an
 * empty box. On a partner site the live results are the partner's own (the search-list call carries its
 * institution), the institutions group holds the partner at most (so it has no 'Lihat semua'), and the main
 * site's Prakerja link is left out; the popular keywords stay, as they lead to /program, which the partner site
 * keeps to its programmes.
 */
export function useSearchSuggestions({
  text,
  category,
  enabled,
}: {
  text: string;
  /** A catalogue category code, or "" for every category (Semua). */
  category: string;
  enabled: boolean;
}): SearchSuggestions {
  const prakerja = usePrakerjaSession();
  const partner = usePartnerInstitutionSlug() !== null;
  const location = useLocation();
  const listCategory = category || SEARCH_LIST_ALL;
  const { sent, busy } = useSentSearch(text, listCategory, enabled);
  const typing = isSearchableKeyword(text);

  const keywords = usePopularKeywords({ enabled: enabled && !typing });
  const programAds = useProgramAds({ enabled: enabled && prakerja && !typing });
  const institutionAds = useInstitutionAds({ enabled: enabled && prakerja && !typing });
  const live = useSearchList(sent.category, enabled && typing ? sent.keyword : "", location.pathname);

  const sections: SuggestionSection[] = [];
  let status = "";

  if (!typing) {
    if (keywords.isPending) {
      sections.push({ key: "keywords", title: "Pencarian Populer", layout: "chips", options: [], skeleton: true });
    } else if (keywords.data && keywords.data.length > 0) {
      sections.push({
        key: "keywords",
        title: "Pencarian Populer",
        layout: "chips",
        options: [
          ...keywords.data.map((k) => ({
            key: `keyword-${normalizeKeyword(k.keyword)}`,
            kind: "keyword" as const,
            href: programSearchHref(k.keyword),
            label: k.keyword,
          })),
          { key: "keywords-all", kind: "see-all", href: "/program", label: "Lihat semua", srSuffix: "program" },
        ],
      });
    }
    if (prakerja) {
      if (programAds.isPending) {
        sections.push({
          key: "program-ads",
          title: "Program Rekomendasi",
          layout: "rows",
          options: [],
          skeleton: true,
        });
      } else if (programAds.data && programAds.data.length > 0) {
        sections.push({
          key: "program-ads",
          title: "Program Rekomendasi",
          layout: "rows",
          options: [
            ...programAds.data.map((p) => ({
              key: `ad-program-${p.id}`,
              kind: "program" as const,
              href: programHref(p.slug),
              label: p.name,
              detail: p.creator.name,
              image: p.avatar,
            })),
            {
              key: "program-ads-all",
              kind: "see-all",
              href: programSearchHref("", PRAKERJA_CATEGORY),
              label: "Lihat semua",
              srSuffix: "program rekomendasi",
            },
          ],
        });
      }
      if (institutionAds.isPending) {
        sections.push({
          key: "institution-ads",
          title: "Lembaga Favorit",
          layout: "rows",
          options: [],
          skeleton: true,
        });
      } else if (institutionAds.data && institutionAds.data.length > 0) {
        sections.push({
          key: "institution-ads",
          title: "Lembaga Favorit",
          layout: "rows",
          options: [
            ...institutionAds.data.map((i) => ({
              key: `ad-institution-${i.id}`,
              kind: "institution" as const,
              href: institutionHref(i.slug),
              label: i.name,
              detail: `${i.prakerja_program_count} kelas Prakerja`,
              image: i.logo,
            })),
            {
              key: "institution-ads-all",
              kind: "see-all",
              href: "/mitra/all",
              label: "Lihat semua",
              srSuffix: "lembaga",
            },
          ],
        });
      }
    }
  } else {
    const answer = live.data;
    const stale = live.isPlaceholderData || !isSameSearch(sent.keyword, text) || sent.category !== listCategory;
    if (!answer) {
      sections.push({
        key: "live-programs",
        title: "Program",
        layout: "rows",
        options: [],
        note: live.isError
          ? { tone: "error", text: "Hasil pencarian belum dapat dimuat. Tekan Enter untuk mencari." }
          : { tone: "loading", text: "Mencari…" },
      });
      if (live.isError) status = "Hasil pencarian belum dapat dimuat";
    } else if (answer.program.length === 0 && answer.institution.length === 0) {
      sections.push({
        key: "live-programs",
        title: "Program",
        layout: "rows",
        note: { tone: "empty", text: `Tidak ada program atau lembaga untuk "${sent.keyword.trim()}".` },
        options: [
          {
            key: "live-search-all",
            kind: "see-all",
            href: programSearchHref(text, listCategory),
            label: `Cari "${text.trim()}" di semua program`,
          },
        ],
      });
      status = "Tidak ada hasil";
    } else {
      if (answer.program.length > 0) {
        sections.push({
          key: "live-programs",
          title: "Program",
          layout: "rows",
          ...(stale ? { note: { tone: "loading" as const, text: "Mencari…" } } : {}),
          options: [
            ...answer.program.slice(0, LIVE_PROGRAMS_SHOWN).map((p) => ({
              key: `program-${p.id}`,
              kind: "program" as const,
              href: programHref(p.slug),
              label: p.name,
              detail: p.creator.name,
              image: p.avatar,
            })),
            {
              key: "live-programs-all",
              kind: "see-all",
              href: programSearchHref(sent.keyword, sent.category),
              label: "Lihat semua",
              srSuffix: "program",
            },
          ],
        });
      }
      if (answer.institution.length > 0) {
        sections.push({
          key: "live-institutions",
          title: "Lembaga",
          layout: "rows",
          options: [
            ...answer.institution.slice(0, LIVE_INSTITUTIONS_SHOWN).map((i) => ({
              key: `institution-${i.id}`,
              kind: "institution" as const,
              href: institutionHref(i.slug),
              label: i.name,
              ...(i.prakerja_program_count > 0 ? { detail: `${i.prakerja_program_count} kelas Prakerja` } : {}),
              image: i.logo,
            })),
            ...(partner
              ? []
              : [
                  {
                    key: "live-institutions-all",
                    kind: "see-all" as const,
                    href: `/mitra/all?${new URLSearchParams({ search: sent.keyword.trim() }).toString()}`,
                    label: "Lihat semua",
                    srSuffix: "lembaga",
                  },
                ]),
          ],
        });
      }
      status = `${answer.program.length} program dan ${answer.institution.length} lembaga teratas ditemukan`;
    }
  }

  if (!prakerja && !partner) {
    const keyword = typing ? text : "";
    sections.push({
      key: "prakerja",
      layout: "rows",
      options: [
        {
          key: "prakerja-suggestion",
          kind: "prakerja",
          href: prakerjaSuggestionHref(keyword),
          label: prakerjaSuggestionText(keyword),
        },
      ],
    });
  }

  return { sections, options: sections.flatMap((s) => s.options), busy, status };
}
