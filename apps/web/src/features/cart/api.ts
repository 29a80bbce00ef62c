import type { AddToCartBody, CartCreatorGroup } from "@app/domain/cart/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../shared/lib/api-client";
import { lazyEnvelope } from "../../shared/lib/lazy-contract";

/** The selection list's page, where buying a programme leads. */
export const CART_PAGE_PATH = "/daftar-pilihan";

/** Query keys of the selection list; its mutations set or invalidate by these. */
export const cartKeys = {
  all: ["cart"] as const,
  list: ["cart", "list"] as const,
};

/** Adding, listing and removing all answer the whole list (docs/api.md, "Selection list (cart)"). */
/** Imported by the first call (the navbar's cart count is on every page: lazy-contract.ts). */
const cartEnvelope = lazyEnvelope(async () => (await import("@app/domain/cart/contracts")).cartAnswer);

export type CartChange = { message: string; groups: CartCreatorGroup[] };

// ---- GET /payment/v3/get_cart/ ---------------------------------------------------------------------

export async function fetchCart(signal?: AbortSignal): Promise<CartCreatorGroup[]> {
  return (await apiGet("/payment/v3/get_cart/", cartEnvelope, signal ? { signal } : {})).data;
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.list, queryFn: ({ signal }) => fetchCart(signal) });
}

/** The logged-in learner's list; the page is a login route, so it is only asked for with a session. */
export function useCart() {
  return useQuery(cartQueryOptions());
}

// ---- POST /payment/add_to_cart/ --------------------------------------------------------------------

export async function addToCart(body: AddToCartBody): Promise<CartChange> {
  const answer = await apiSend("/payment/add_to_cart/", cartEnvelope, { body });
  return { message: answer.message, groups: answer.data };
}

// ---- POST /payment/v3/delete_cart_item/ ------------------------------------------------------------

/** Without `addon_id` the programme leaves with its add-ons; with it, only that add-on. */
export type DeleteCartItem = { program_id: number; addon_id?: number };

export async function deleteCartItem(body: DeleteCartItem): Promise<CartChange> {
  const answer = await apiSend("/payment/v3/delete_cart_item/", cartEnvelope, { body });
  return { message: answer.message, groups: answer.data };
}

/**
 * A change answers the whole list, which becomes the cached list at once (no second call); a refusal may mean
 * the list changed elsewhere (another tab, a purchase), so the cached one is refetched.
 */
function useCartMutation<V>(mutationFn: (variables: V) => Promise<CartChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (change) => queryClient.setQueryData(cartKeys.list, change.groups),
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.list }),
  });
}

export function useAddToCart() {
  return useCartMutation(addToCart);
}

export function useDeleteCartItem() {
  return useCartMutation(deleteCartItem);
}
