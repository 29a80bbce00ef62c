import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import type { MeUser } from "@app/domain/account/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { accountKeys } from "../api";
import { PersonalPage, validatePersonal } from "./personal-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const YEARS = {
  body: {
    status: 200,
    message: "OK",
    data: [
      { id: 10, name: "Kelas 10", slug: "kelas-10", sequence: 10 },
      { id: 11, name: "Kelas 11", slug: "kelas-11", sequence: 11 },
    ],
  },
};

type SaveAnswer = (body: Record<string, unknown>) => { status?: number; body: unknown };

function renderPage(overrides: Partial<MeUser> = {}, save?: SaveAnswer) {
  setSessionCookie();
  const user = meUserFixture(overrides);
  const fake = mockFetch({
    "/api/auth/me-v2": meAnswer(user),
    "/api/user/year/list": () => YEARS,
    "/api/v2/user/manage-profile": () => {
      const call = fake.calls.at(-1);
      const body = JSON.parse(String(call?.init?.body ?? "{}")) as Record<string, unknown>;
      return save
        ? save(body)
        : { body: { status: 200, message: ACCOUNT_TEXTS.profileSaved, data: { ...user, ...body } } };
    },
  });
  vi.stubGlobal("fetch", fake.fn);
  const view = renderWithRouter(<PersonalPage />, { initialEntry: "/account/personal" });
  return { ...view, fake, user };
}

const savedBodies = (fake: ReturnType<typeof mockFetch>) =>
  fake.calls
    .filter((c) => c.url.pathname === "/api/v2/user/manage-profile")
    .map((c) => JSON.parse(String(c.init?.body)) as Record<string, unknown>);

describe("PersonalPage", () => {
  it("shows a loading state, then the form prefilled from the session user", async () => {
    renderPage({ gender: "P", birth_date: "2008-04-02", occupation: null });
    expect(screen.getByText("Memuat data pribadi")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Data Pribadi", level: 1 })).toBeTruthy();
    expect(((await screen.findByLabelText("Nama Lengkap")) as HTMLInputElement).value).toBe("Siti Rahma");
    expect(screen.queryByText("Memuat data pribadi")).toBeNull();
    expect((screen.getByLabelText("Username") as HTMLInputElement).value).toBe("siti");
    expect((screen.getByLabelText(/Jenis Kelamin/) as HTMLSelectElement).value).toBe("P");
    expect((screen.getByLabelText(/Tanggal Lahir/) as HTMLInputElement).value).toBe("2008-04-02");
    expect((screen.getByLabelText(/Nomor WhatsApp/) as HTMLInputElement).value).toBe("081234567890");
    expect((screen.getByLabelText("Profesi") as HTMLSelectElement).value).toBe("murid");
    await waitFor(() => expect((screen.getByLabelText("Jenjang Kelas") as HTMLSelectElement).value).toBe("10"));
    expect((screen.getByLabelText(/^Kota/) as HTMLInputElement).value).toBe("Bandung");
    // the public address, a link while it is the saved one
    expect(screen.getByRole("link", { name: "/u/siti" }).getAttribute("href")).toBe("/u/siti");
  });

  it("shows the year level only for a pupil", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText("Jenjang Kelas");
    await user.selectOptions(screen.getByLabelText("Profesi"), "profesional");
    expect(screen.queryByLabelText("Jenjang Kelas")).toBeNull();
  });

  it("saves: sends the shared schema's body, toasts the spec's text and refreshes the session user", async () => {
    const user = userEvent.setup();
    const { fake, queryClient } = renderPage();
    const name = await screen.findByLabelText("Nama Lengkap");
    await user.clear(name);
    await user.type(name, "Siti Nurhaliza");
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "Siti.Baru");
    expect(screen.getByText("/u/siti.baru")).toBeTruthy();
    await user.clear(screen.getByLabelText(/Nomor WhatsApp/));
    await user.type(screen.getByLabelText(/Nomor WhatsApp/), "+628111222333");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText(ACCOUNT_TEXTS.profileSaved)).toBeTruthy();
    expect(savedBodies(fake)).toEqual([
      {
        name: "Siti Nurhaliza",
        username: "siti.baru",
        gender: null,
        birth_date: null,
        phone: "+628111222333",
        profession_name: "murid",
        year_level_id: 10,
        city: "Bandung",
        occupation: null,
        desired_company: null,
        // region and preferences (decisions/024): none chosen
        province_id: null,
        regency_id: null,
        district_id: null,
        bidang_studi_interests: [],
        learning_objective_ids: [],
        preference_content_ids: [],
      },
    ]);
    expect(queryClient.getQueryData<MeUser>(accountKeys.me)?.name).toBe("Siti Nurhaliza");
    expect(screen.getByRole("link", { name: "/u/siti.baru" })).toBeTruthy();
  });

  it("checks the fields before sending and focuses the first invalid one", async () => {
    const user = userEvent.setup();
    const { fake } = renderPage();
    const name = await screen.findByLabelText("Nama Lengkap");
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "a b");
    await user.clear(screen.getByLabelText(/Nomor WhatsApp/));
    await user.type(screen.getByLabelText(/Nomor WhatsApp/), "12ab");
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Nama wajib diisi")).toBeTruthy();
    expect(screen.getByText(/Username hanya boleh berisi huruf kecil/)).toBeTruthy();
    expect(screen.getByText("Nomor telepon harus 9-15 angka, boleh diawali tanda +")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(savedBodies(fake)).toEqual([]);
  });

  it("puts a taken username on its field and focuses it", async () => {
    const user = userEvent.setup();
    renderPage({}, () => ({
      status: 400,
      body: {
        status: 400,
        message: "Username sudah dipakai",
        data: { fields: [{ field: "body.username", message: "Username sudah dipakai" }] },
      },
    }));
    const username = await screen.findByLabelText("Username");
    await user.clear(username);
    await user.type(username, "murid");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Username sudah dipakai")).toBeTruthy();
    expect(document.activeElement).toBe(username);
    // typing again clears the server's message
    await user.type(username, "2");
    expect(screen.queryByText("Username sudah dipakai")).toBeNull();
  });

  it("says the data was not saved when the server fails", async () => {
    const user = userEvent.setup();
    renderPage({}, () => ({
      status: 500,
      body: { status: 500, message: "Terjadi kesalahan pada server", data: null },
    }));
    await screen.findByLabelText("Nama Lengkap");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findAllByText(ACCOUNT_TEXTS.profileSaveFailed)).not.toHaveLength(0);
  });
});

describe("validatePersonal", () => {
  const base = {
    name: "Ani",
    username: "ani",
    gender: "",
    birth_date: "",
    phone: "",
    profession_name: "murid",
    year_level_id: "",
    city: "",
    occupation: "",
    desired_company: "",
  };

  it("asks a pupil for the year level, nobody else", () => {
    expect(validatePersonal(base)).toEqual({ errors: { year_level_id: "Jenjang wajib dipilih untuk murid" } });
    const other = validatePersonal({ ...base, profession_name: "guru" });
    expect("body" in other && other.body).toMatchObject({ profession_name: "guru" });
    expect("body" in other && "year_level_id" in other.body).toBe(false);
  });

  it("refuses a birth date in the future", () => {
    const result = validatePersonal({ ...base, year_level_id: "10", birth_date: "2999-01-01" });
    expect(result).toEqual({ errors: { birth_date: "Tanggal lahir tidak boleh di masa depan" } });
  });
});
