import type { CartAddonItem, CartCreatorGroup, CartProgramItem } from "@app/domain/cart/contracts";

export function cartAddon(id: number, overrides: Partial<CartAddonItem> = {}): CartAddonItem {
  return {
    id,
    title: `Add-on ${id}`,
    price: 50000,
    chapter_id: null,
    resource_id: id * 10,
    quota_remaining: null,
    is_stock: true,
    is_choice: true,
    ...overrides,
  };
}

export function cartProgram(id: number, overrides: Partial<CartProgramItem> = {}): CartProgramItem {
  return {
    id,
    slug: `program-${id}`,
    name: `Program ${id}`,
    avatar: null,
    category_name: "KARIRMU",
    price: 99000,
    price_normal: 99000,
    creator_id: 7,
    enrolled: false,
    is_stock: true,
    is_choice: true,
    purchase_type: true,
    has_redeem_program: false,
    redemption_program: null,
    addons: [],
    ...overrides,
  };
}

export function creatorGroup(
  creatorId: number,
  name: string,
  programs: CartProgramItem[],
  overrides: Partial<CartCreatorGroup> = {},
): CartCreatorGroup {
  return {
    creator_id: creatorId,
    creator_name: name,
    creator_slug: name.toLowerCase().replaceAll(" ", "-"),
    creator_logo: null,
    programs: programs.map((program) => ({ ...program, creator_id: creatorId })),
    is_choice: true,
    is_disabled: false,
    ...overrides,
  };
}

/**
 * Two creators: Lembaga Kursus Maju with a discounted programme (an add-on in stock and one sold out) and a
 * programme without add-ons; Universitas Teknologi Nusantara with a programme the learner is enrolled in,
 * listed for its add-on. Everything that can be chosen is chosen, as the server answers it.
 */
export function demoCart(): CartCreatorGroup[] {
  return [
    creatorGroup(7, "Lembaga Kursus Maju", [
      cartProgram(1, {
        slug: "belajar-excel-dasar",
        name: "Belajar Excel Dasar",
        price: 99000,
        price_normal: 150000,
        addons: [
          cartAddon(11, { title: "Sesi Konsultasi Privat", price: 50000, quota_remaining: 2 }),
          cartAddon(12, {
            title: "Review CV oleh Praktisi",
            price: 40000,
            quota_remaining: 0,
            is_stock: false,
            is_choice: false,
          }),
        ],
      }),
      cartProgram(2, {
        slug: "menulis-laporan-bisnis",
        name: "Menulis Laporan Bisnis",
        price: 75000,
        price_normal: 75000,
      }),
    ]),
    creatorGroup(9, "Universitas Teknologi Nusantara", [
      cartProgram(3, {
        slug: "statistika-terapan",
        name: "Statistika Terapan",
        price: 200000,
        price_normal: 200000,
        enrolled: true,
        addons: [
          cartAddon(31, { title: "Topik Tambahan: Mentoring Proyek", price: 99000, chapter_id: 5, resource_id: null }),
        ],
      }),
    ]),
  ];
}
