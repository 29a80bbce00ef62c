import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { PersonalPage } from "./personal-page";

afterEach(() => vi.unstubAllGlobals());

const YEARS = {
  body: {
    status: 200,
    message: "OK",
    data: [{ id: 10, name: "Kelas 10", slug: "kelas-10", sequence: 10 }],
  },
};

/** A pupil without a year level, sent here by checkout (spec 000 section 4.7). */
function renderFromCheckout(redirect: string) {
  setSessionCookie();
  const user = meUserFixture({ year_level_id: null, year_level_name: null });
  const fake = mockFetch({
    "/api/auth/me-v2": meAnswer(user),
    "/api/user/year/list": () => YEARS,
    "/api/v2/user/manage-profile": () => {
      const body = JSON.parse(String(fake.calls.at(-1)?.init?.body ?? "{}")) as Record<string, unknown>;
      return {
        body: {
          status: 200,
          message: ACCOUNT_TEXTS.profileSaved,
          data: { ...user, ...body, year_level_name: "Kelas 10" },
        },
      };
    },
  });
  vi.stubGlobal("fetch", fake.fn);
  const query = new URLSearchParams({ "redirect-path": redirect });
  return renderWithRouter(<PersonalPage />, { initialEntry: `/account/personal?${query}` });
}

describe("PersonalPage sent from a page that needs a complete profile", () => {
  it("names what is missing, and goes back to checkout once the year level is saved", async () => {
    const user = userEvent.setup();
    renderFromCheckout("/checkout?program_ids=35");
    const notice = await screen.findByRole("region", { name: "Profil Anda belum lengkap" });
    expect(within(notice).getByText("Jenjang kelas")).toBeTruthy();
    expect(notice.textContent).toContain("Anda akan kembali ke halaman sebelumnya");
    const level = screen.getByLabelText("Jenjang Kelas");
    await waitFor(() => expect(within(level).getByRole("option", { name: "Kelas 10" })).toBeTruthy());
    await user.selectOptions(level, "10");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/checkout?program_ids=35"));
  });

  it("stays on the page for an address on another site", async () => {
    const user = userEvent.setup();
    renderFromCheckout("//evil.example/checkout");
    const level = await screen.findByLabelText("Jenjang Kelas");
    expect(screen.queryByRole("region", { name: "Profil Anda belum lengkap" })).toBeNull();
    await waitFor(() => expect(within(level).getByRole("option", { name: "Kelas 10" })).toBeTruthy());
    await user.selectOptions(level, "10");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText(ACCOUNT_TEXTS.profileSaved)).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toMatch(/^\/account\/personal/);
  });
});
