import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { REGION_MESSAGES } from "@app/domain/account/region";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { PersonalPage } from "./personal-page";
import { preferenceBodyOf, preferenceValuesOf } from "./personal-preferences";

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => ({ body: { status: 200, message: "OK", data } });
const DISTRICTS = [{ id: 327301, code: "32.73.01", name: "Sukasari", regency_id: 3273, province_id: 32 }];

function renderPage(save: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  setSessionCookie();
  const user = meUserFixture({ profession_name: "mahasiswa", year_level_id: null, city: null });
  const fake = mockFetch({
    "/api/auth/me-v2": meAnswer(user),
    "/api/user/provinces": () => ok([{ id: 32, code: "32", name: "Jawa Barat" }]),
    "/api/user/regencies": () => ok([{ id: 3273, code: "32.73", name: "Kota Bandung", province_id: 32 }]),
    "/api/user/get-all-district/1/100": () =>
      ok({ list: DISTRICTS, total: 1, page: 1, per_page: 100, total_page: 1, next_url: null }),
    "/api/program/subject/list/": () => ok([{ id: 1, name: "Matematika", slug: "matematika" }]),
    "/api/user/learning-objective": () => ok([{ id: 4, name: "Mencari kerja" }]),
    "/api/v2/user/preference-content": () => ok([{ id: 1, name: "Video" }]),
    "/api/v2/user/manage-profile": () => save(JSON.parse(String(fake.calls.at(-1)?.init?.body ?? "{}"))),
  });
  vi.stubGlobal("fetch", fake.fn);
  renderWithRouter(<PersonalPage />, { initialEntry: "/account/personal" });
  return { fake, user };
}

describe("the personal form's region and preferences", () => {
  it("a chosen regency fills the city; the save sends the region and the chips with the rest", async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const { user: me } = renderPage((body) => {
      sent.push(body);
      return { body: { status: 200, message: ACCOUNT_TEXTS.profileSaved, data: { ...me, ...body } } };
    });
    const province = await screen.findByRole("combobox", { name: "Provinsi" });
    await within(province).findByRole("option", { name: "Jawa Barat" });
    await user.selectOptions(province, "32");
    const regency = screen.getByRole("combobox", { name: "Kabupaten/Kota" });
    await within(regency).findByRole("option", { name: "Kota Bandung" });
    await user.selectOptions(regency, "3273");
    expect(screen.getByLabelText(/^Kota/)).toHaveProperty("value", "Kota Bandung");
    const district = screen.getByRole("combobox", { name: "Kecamatan" });
    await within(district).findByRole("option", { name: "Sukasari" });
    await user.selectOptions(district, "327301");
    await user.click(await screen.findByRole("checkbox", { name: "Matematika" }));
    await user.click(screen.getByRole("checkbox", { name: "Mencari kerja" }));
    await user.click(screen.getByRole("checkbox", { name: "Video" }));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText(ACCOUNT_TEXTS.profileSaved)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      city: "Kota Bandung",
      province_id: 32,
      regency_id: 3273,
      district_id: 327301,
      bidang_studi_interests: ["Matematika"],
      learning_objective_ids: [4],
      preference_content_ids: [1],
    });
  });

  it("shows the server's refusal of a half-chosen region under the form", async () => {
    const user = userEvent.setup();
    renderPage(() => ({
      status: 400,
      body: {
        status: 400,
        message: REGION_MESSAGES.regionIncomplete,
        data: { fields: [{ field: "body.regency_id", message: REGION_MESSAGES.regionIncomplete }] },
      },
    }));
    const province = await screen.findByRole("combobox", { name: "Provinsi" });
    await within(province).findByRole("option", { name: "Jawa Barat" });
    await user.selectOptions(province, "32");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect((await screen.findByRole("alert")).textContent).toBe(REGION_MESSAGES.regionIncomplete);
  });
});

describe("preferenceBodyOf", () => {
  it("sends ids as numbers, none as null, and the lists as they are", () => {
    const user = meUserFixture({ province_id: 32, regency_id: 3273, district_id: 327301, learning_objective_ids: [2] });
    expect(preferenceBodyOf(preferenceValuesOf(user))).toEqual({
      province_id: 32,
      regency_id: 3273,
      district_id: 327301,
      bidang_studi_interests: [],
      learning_objective_ids: [2],
      preference_content_ids: [],
    });
    expect(preferenceBodyOf(preferenceValuesOf(meUserFixture()))).toMatchObject({
      province_id: null,
      regency_id: null,
      district_id: null,
    });
  });
});
