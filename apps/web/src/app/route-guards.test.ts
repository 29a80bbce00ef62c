import { describe, expect, it } from "vitest";
import { FORGOT_PIN_TARGET, forgotPinPaymentTarget, loginRouteRedirect } from "./route-guards";

describe("loginRouteRedirect", () => {
  it("sends a visitor home with redirect-path (path and query) and redirect-name", () => {
    const to = loginRouteRedirect({ pathname: "/account/pin", search: "?type=new&field=pin" }, "Profile", false);
    expect(to).not.toBeNull();
    const url = new URL(to ?? "", "https://x.test");
    expect(url.pathname).toBe("/");
    expect(url.searchParams.get("redirect-path")).toBe("/account/pin?type=new&field=pin");
    expect(url.searchParams.get("redirect-name")).toBe("Profile");
  });

  it("lets a session through", () => {
    expect(loginRouteRedirect({ pathname: "/programmu", search: "" }, "Programmu", true)).toBeNull();
  });
});

describe("forgotPinPaymentTarget", () => {
  it("keeps pkey and goes to the new-PIN page", () => {
    expect(forgotPinPaymentTarget("?pkey=abc123")).toEqual({ pkey: "abc123", to: "/account/pin?type=new&field=pin" });
    expect(forgotPinPaymentTarget("")).toEqual({ pkey: null, to: FORGOT_PIN_TARGET });
  });
});
