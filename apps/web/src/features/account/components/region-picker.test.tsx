import type { Regency } from "@app/domain/account/region";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { type PreferenceValue, ProfilePreferenceFields } from "./profile-preference-fields";
import { EMPTY_REGION, RegionPicker, type RegionValue } from "./region-picker";

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => ({ body: { status: 200, message: "OK", data } });
const fault = () => ({ status: 500, body: { status: 500, message: "Terjadi kesalahan", data: null } });

const PROVINCES = [
  { id: 31, code: "31", name: "DKI Jakarta" },
  { id: 32, code: "32", name: "Jawa Barat" },
];
const REGENCIES = [
  { id: 3201, code: "32.01", name: "Kabupaten Bogor", province_id: 32 },
  { id: 3273, code: "32.73", name: "Kota Bandung", province_id: 32 },
];
const DISTRICTS = [
  { id: 327301, code: "32.73.01", name: "Sukasari", regency_id: 3273, province_id: 32 },
  { id: 327302, code: "32.73.02", name: "Coblong", regency_id: 3273, province_id: 32 },
];
const districtPage = { list: DISTRICTS, total: 2, page: 1, per_page: 100, total_page: 1, next_url: null };

function Harness({ initial, onRegency }: { initial: RegionValue; onRegency: (r: Regency | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RegionPicker
        value={value}
        onChange={(next, regency) => {
          setValue(next);
          onRegency(regency);
        }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function setup(answers: Parameters<typeof mockFetch>[0], initial: RegionValue = EMPTY_REGION) {
  const fake = mockFetch(answers);
  vi.stubGlobal("fetch", fake.fn);
  const onRegency = vi.fn();
  renderWithRouter(<Harness initial={initial} onRegency={onRegency} />);
  return { fake, onRegency };
}

const regionAnswers = {
  "/api/user/provinces": () => ok(PROVINCES),
  "/api/user/regencies": () => ok(REGENCIES),
  "/api/user/get-all-district/1/100": () => ok(districtPage),
};

describe("RegionPicker", () => {
  it("province → regency/city → district, each list loaded once the one before is chosen", async () => {
    const user = userEvent.setup();
    const { fake, onRegency } = setup(regionAnswers);
    const province = screen.getByRole("combobox", { name: "Provinsi" });
    const regency = screen.getByRole("combobox", { name: "Kabupaten/Kota" });
    const district = screen.getByRole("combobox", { name: "Kecamatan" });
    expect(regency).toHaveProperty("disabled", true);
    expect(district).toHaveProperty("disabled", true);
    await within(province).findByRole("option", { name: "Jawa Barat" });

    await user.selectOptions(province, "32");
    await within(regency).findByRole("option", { name: "Kota Bandung" });
    expect(fake.calls.find((c) => c.url.pathname === "/api/user/regencies")?.url.searchParams.get("province_id")).toBe(
      "32",
    );
    expect(regency).toHaveProperty("disabled", false);

    await user.selectOptions(regency, "3273");
    expect(onRegency).toHaveBeenLastCalledWith(REGENCIES[1]);
    await within(district).findByRole("option", { name: "Coblong" });
    const districtCall = fake.calls.find((c) => c.url.pathname === "/api/user/get-all-district/1/100");
    expect(districtCall?.url.searchParams.get("regency_id")).toBe("3273");

    await user.selectOptions(district, "327302");
    expect(JSON.parse(screen.getByTestId("value").textContent ?? "")).toEqual({
      province_id: "32",
      regency_id: "3273",
      district_id: "327302",
    });

    // another province clears the regency and district below it
    await user.selectOptions(province, "31");
    expect(JSON.parse(screen.getByTestId("value").textContent ?? "")).toEqual({
      province_id: "31",
      regency_id: "",
      district_id: "",
    });
  });

  it("shows a saved region once its lists have loaded", async () => {
    setup(regionAnswers, { province_id: "32", regency_id: "3273", district_id: "327301" });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Kecamatan" })).toHaveProperty("value", "327301"));
    expect(screen.getByRole("combobox", { name: "Kabupaten/Kota" })).toHaveProperty("value", "3273");
    expect(screen.getByRole("combobox", { name: "Provinsi" })).toHaveProperty("value", "32");
  });

  it("says when a list failed and loads it again on request", async () => {
    const user = userEvent.setup();
    let failing = true;
    setup({ ...regionAnswers, "/api/user/provinces": () => (failing ? fault() : ok(PROVINCES)) });
    expect(await screen.findByText("Daftar provinsi gagal dimuat.")).toBeTruthy();
    const province = screen.getByRole("combobox", { name: "Provinsi" });
    expect(province.getAttribute("aria-invalid")).toBe("true");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Muat ulang provinsi" }));
    await within(province).findByRole("option", { name: "Jawa Barat" });
    expect(screen.queryByText("Daftar provinsi gagal dimuat.")).toBeNull();
  });
});

function PreferenceHarness() {
  const [value, setValue] = useState<PreferenceValue>({
    bidang_studi_interests: ["Matematika"],
    learning_objective_ids: [],
    preference_content_ids: [],
  });
  return (
    <>
      <ProfilePreferenceFields value={value} onChange={setValue} />
      <output data-testid="prefs">{JSON.stringify(value)}</output>
    </>
  );
}

describe("ProfilePreferenceFields", () => {
  const subjects = [
    { id: 1, name: "Matematika", slug: "matematika" },
    { id: 2, name: "Informatika", slug: "informatika" },
  ];
  const objectives = [
    { id: 1, name: "Persiapan ujian" },
    { id: 4, name: "Mencari kerja" },
  ];

  it("interests, objectives and content preferences are checkbox chips that toggle", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/program/subject/list/": () => ok(subjects),
        "/api/user/learning-objective": () => ok(objectives),
        "/api/v2/user/preference-content": () => ok([{ id: 2, name: "Bacaan" }]),
      }).fn,
    );
    renderWithRouter(<PreferenceHarness />);
    await screen.findByRole("checkbox", { name: "Informatika" });
    const interests = screen.getByRole("group", { name: /Bidang Studi yang Diminati/ });
    expect(within(interests).getByRole("checkbox", { name: "Matematika" })).toHaveProperty("checked", true);
    await user.click(within(interests).getByRole("checkbox", { name: "Informatika" }));
    await user.click(within(interests).getByRole("checkbox", { name: "Matematika" }));
    await user.click(await screen.findByRole("checkbox", { name: "Mencari kerja" }));
    // by keyboard: Space checks the focused chip
    (await screen.findByRole("checkbox", { name: "Bacaan" })).focus();
    await user.keyboard(" ");
    expect(JSON.parse(screen.getByTestId("prefs").textContent ?? "")).toEqual({
      bidang_studi_interests: ["Informatika"],
      learning_objective_ids: [4],
      preference_content_ids: [2],
    });
  });

  it("leaves the content preferences out when their call fails (spec 000: an empty list)", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/program/subject/list/": () => ok(subjects),
        "/api/user/learning-objective": () => ok(objectives),
        "/api/v2/user/preference-content": fault,
      }).fn,
    );
    renderWithRouter(<PreferenceHarness />);
    await screen.findByRole("checkbox", { name: "Mencari kerja" });
    await waitFor(() => expect(screen.queryByRole("group", { name: /Preferensi Konten/ })).toBeNull());
    expect(screen.queryByText(/gagal dimuat/)).toBeNull();
  });
});
