import { z } from "zod";

/** The selection list's calls (spec 002 section 7, payment service; shapes of issue 5 where the spec shows none). */

export const CART_LIMITS = {
  /** Programmes and add-ons one learner's selection list holds. */
  maxItems: 50,
  maxAddonsPerCall: 50,
  maxProgramsPerCall: 50,
  maxCheckedAddons: 100,
} as const;

/** The Indonesian texts of the selection list's refusals. */
export const CART_MESSAGES = {
  added: "Program berhasil ditambahkan ke daftar pilihan",
  /** Adding what is on the list already: nothing is added twice, and no success is claimed. */
  alreadyInCart: "Program sudah ada di daftar pilihan",
  removed: "Program dihapus dari daftar pilihan",
  programNotFound: "Program tidak ditemukan",
  addonNotFound: "Add-on tidak ditemukan pada program ini",
  alreadyEnrolled: "Anda sudah terdaftar di program ini",
  addonOwned: "Anda sudah memiliki add-on ini",
  addonSoldOut: "Kuota add-on sudah habis",
  cartFull: `Daftar pilihan sudah penuh (maksimal ${CART_LIMITS.maxItems} item)`,
  itemNotInCart: "Item tidak ada di daftar pilihan",
} as const;

const id = z.number().int().positive().max(2_147_483_647);

export const addToCartBody = z.object({
  program_id: id,
  addon_ids: z.array(id).max(CART_LIMITS.maxAddonsPerCall).optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const addListToCartBody = z.object({
  items: z.array(addToCartBody).min(1).max(CART_LIMITS.maxProgramsPerCall),
});

/** Without `addon_id` the programme leaves the list with its add-ons; with it, that add-on only. */
export const deleteCartItemBody = z.object({ program_id: id, addon_id: id.optional() });

export const checkCartItemsBody = z.object({
  list_addon_id: z.array(id).max(CART_LIMITS.maxCheckedAddons).default([]),
  list_addon_resource_id: z.array(id).max(CART_LIMITS.maxCheckedAddons).default([]),
});

export const cartAddonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  chapter_id: z.number().int().nullable(),
  resource_id: z.number().int().nullable(),
  quota_remaining: z.number().int().nullable(),
  is_stock: z.boolean(),
  is_choice: z.boolean(),
});
export type CartAddonItem = z.infer<typeof cartAddonSchema>;

export const cartProgramSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  category_name: z.string(),
  price: z.number().int(),
  price_normal: z.number().int(),
  creator_id: z.number().int(),
  enrolled: z.boolean(),
  is_stock: z.boolean(),
  is_choice: z.boolean(),
  /**
   * Spec 000 section 4.8: false when the purchase-type rule forbids buying it (a boolean here; validate's
   * purchase_type is 'prakerja' | 'regular' and its is_purchase_allowed is this value).
   */
  purchase_type: z.boolean(),
  has_redeem_program: z.boolean(),
  /** The partner's course id of the programme's redemption programme, or null when it has none. */
  redemption_program: z.string().nullable(),
  addons: z.array(cartAddonSchema),
});
export type CartProgramItem = z.infer<typeof cartProgramSchema>;

export const creatorGroupSchema = z.object({
  creator_id: z.number().int(),
  creator_name: z.string(),
  creator_slug: z.string(),
  creator_logo: z.string().nullable(),
  programs: z.array(cartProgramSchema),
  is_choice: z.boolean(),
  is_disabled: z.boolean(),
});
export type CartCreatorGroup = z.infer<typeof creatorGroupSchema>;

/** GET /payment/v3/get_cart/ (and what adding or removing answers): the list, grouped by creator. */
export const cartAnswer = z.array(creatorGroupSchema);

export const checkedAddonSchema = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  chapter_id: z.number().int().nullable(),
  resource_id: z.number().int().nullable(),
  in_cart: z.boolean(),
  owned: z.boolean(),
  is_stock: z.boolean(),
});
/** POST /payment/check_cart_items/: where each asked add-on stands for this learner. */
export const checkCartItemsAnswer = z.array(checkedAddonSchema);
