import { categoryLabel } from "@app/domain/catalogue/category-label";
import { careerCategory, PRAKERJA_CATEGORY, programCategories } from "@app/domain/catalogue/constants";
import { LEARNING_LEVELS } from "@app/domain/catalogue/learning-levels";
import type { SearchTypeOption } from "../../features/discovery/public";
import { type AppConfig, getAppConfig, productMu } from "../../shared/lib/app-config";

export interface NavItem {
  label: string;
  to: string;
}

/** Home, Learn and Profile of the navigation bar (spec 000 section 2.3). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: "Beranda", to: "/" },
  { label: "Belajar", to: "/programmu" },
  { label: "Profil", to: "/account" },
];

export const HELP_PATH = "/bantuan";

/** The About Us dropdown. */
export function aboutNav(config: AppConfig = getAppConfig()): NavItem[] {
  const mu = productMu(config);
  return [
    { label: `Profil ${config.brandName}`, to: `/profil-${mu}` },
    { label: "Kontak", to: `/kontak-${mu}` },
    { label: "Kebijakan Privasi", to: "/kebijakan-privasi" },
    { label: "Syarat & Ketentuan", to: "/syarat-ketentuan" },
  ];
}

/** The search results page narrowed to one catalogue category. */
export function categoryPath(category: string): string {
  return `/program?${new URLSearchParams({ category }).toString()}`;
}

/** 'Kelas Prakerja' of the work-card menus. */
export const PRAKERJA_PROGRAMS_PATH = categoryPath(PRAKERJA_CATEGORY);

/** Catalogue categories, in the home page's order. */
export function categoryNav(config: AppConfig = getAppConfig()): NavItem[] {
  return programCategories(config.productSlug).map((category) => ({
    label: categoryLabel(category),
    to: categoryPath(category),
  }));
}

/** The learning-level menu (spec 002, Menus): each level's page /jenjang/{level}. */
export function levelNav(): NavItem[] {
  return LEARNING_LEVELS.map((level) => ({ label: level.label, to: `/jenjang/${level.slug}` }));
}

/** My programmes (Programmu), a separate entry of a logged-in user's navbar. */
export const CART_PATH = "/daftar-pilihan";
/** Lihat Profil (the avatar menu and the sidebar): the own portfolio page, route name Profile (issue 20). */
export const PROFILE_PATH = "/profile";
/** The learner's add-ons and what they unlock (spec 002 route table; issue 20). */
export const ADDON_PATH = "/addon";

/** The search type selector of a logged-in user (spec 000 section 2.3): Semua, Kelasmu, Ujianmu, {Product}mu. */
export function searchTypes(config: AppConfig = getAppConfig()): SearchTypeOption[] {
  return [
    { value: "", label: "Semua" },
    ...["KELASMU", "UJIANMU", careerCategory(config.productSlug)].map((category) => ({
      value: category,
      label: categoryLabel(category),
    })),
  ];
}

/** The round icon buttons and links of the navigation bar (menu, search, cart, bell). */
export const NAV_ICON_BUTTON =
  "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600";
