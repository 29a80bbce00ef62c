import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cartAddon, cartProgram, creatorGroup } from "../../features/cart/test-fixtures";
import { setSessionCookie } from "../../test/account-fixtures";
import { envelope } from "../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../test/render";
import { cartItemCount, useShellCounts } from "./use-shell-counts";

const GET_CART = "/api/payment/v3/get_cart/";

function Counts() {
  const counts = useShellCounts();
  return <output data-testid="cart-count">{counts.cart}</output>;
}

const list = () => [
  creatorGroup(7, "Lembaga Kursus Maju", [
    cartProgram(1, { addons: [cartAddon(11), cartAddon(12, { is_stock: false, is_choice: false })] }),
    cartProgram(2),
  ]),
  // enrolled: listed only for its add-on
  creatorGroup(9, "Universitas Teknologi Nusantara", [cartProgram(3, { enrolled: true, addons: [cartAddon(31)] })]),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useShellCounts", () => {
  it("counts the learner's selection list: programmes bought themselves and every add-on", async () => {
    setSessionCookie();
    vi.stubGlobal("fetch", mockFetch({ [GET_CART]: () => ({ body: envelope(list()) }) }).fn);
    renderWithRouter(<Counts />);
    await waitFor(() => expect(screen.getByTestId("cart-count").textContent).toBe("5"));
  });

  it("is 0 for a visitor, who has no list to ask for", () => {
    const fake = mockFetch({ [GET_CART]: () => ({ body: envelope(list()) }) });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<Counts />);
    expect(screen.getByTestId("cart-count").textContent).toBe("0");
    expect(fake.calls.filter((c) => c.url.pathname === GET_CART)).toHaveLength(0);
  });

  it("cartItemCount of an empty list is 0", () => {
    expect(cartItemCount([])).toBe(0);
  });
});
