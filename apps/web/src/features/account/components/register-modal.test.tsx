import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../shared/lib/api-client";
import { mockFetch, OpenDialog, renderWithRouter } from "../../../test/render";
import { registerRefusal, validateRegister } from "./register-modal";

afterEach(() => vi.unstubAllGlobals());

/** The register calls among those made (the form also loads the professions). */
const registerCalls = (calls: { url: URL; init: RequestInit | undefined }[]) =>
  calls.filter((c) => c.url.pathname === "/api/user/register/");

const valid = {
  name: "Siti Aminah",
  email: "siti@demo.test",
  password: "Rahasia123",
  profession_name: "murid",
  year_level_id: "3",
  phone: "",
  terms_accepted: "true",
};

const CONSENT = "Saya menyetujui Syarat & Ketentuan dan Kebijakan Privasi";

/** GET /user/year/list, which the pupil's year level field reads. */
const YEAR_LIST = {
  "/api/user/year/list": () => ({
    body: {
      status: 200,
      message: "OK",
      data: [
        { id: 3, name: "Kelas 10", slug: "kelas-10", sequence: 10 },
        { id: 4, name: "Kelas 11", slug: "kelas-11", sequence: 11 },
      ],
    },
  }),
};

describe("validateRegister", () => {
  it("accepts a complete form and drops an empty phone", () => {
    const result = validateRegister(valid);
    expect(result).toEqual({
      body: {
        name: "Siti Aminah",
        email: "siti@demo.test",
        password: "Rahasia123",
        profession_name: "murid",
        year_level_id: 3,
        remember: false,
        terms_accepted: true,
      },
    });
  });

  it("asks a pupil's year level and sends it only for a pupil", () => {
    const missing = validateRegister({ ...valid, year_level_id: "" });
    expect("errors" in missing && missing.errors).toEqual({ year_level_id: "Jenjang wajib dipilih untuk murid" });
    const student = validateRegister({ ...valid, profession_name: "mahasiswa" });
    expect("body" in student && student.body).not.toHaveProperty("year_level_id");
  });

  it("names what is wrong with each field", () => {
    const result = validateRegister({
      name: " ",
      email: "siti@",
      password: "pendek",
      profession_name: "",
      year_level_id: "",
      phone: "12ab",
      terms_accepted: "",
    });
    expect("errors" in result && result.errors).toEqual({
      name: "Nama wajib diisi",
      email: "Pastikan format email yang Anda masukkan sudah benar.",
      password: "Minimal 8 karakter, mengandung huruf kecil, huruf besar, dan angka",
      profession_name: "Profesi wajib dipilih",
      phone: "Nomor telepon harus 9-15 angka, boleh diawali tanda +",
      terms_accepted: "Anda perlu menyetujui Syarat & Ketentuan dan Kebijakan Privasi",
    });
  });
});

async function fill(values: Partial<typeof valid>) {
  const v = { ...valid, ...values };
  if (v.name) await userEvent.type(screen.getByLabelText("Nama Lengkap"), v.name);
  if (v.email) await userEvent.type(screen.getByLabelText("Email"), v.email);
  if (v.password) await userEvent.type(screen.getByLabelText("Kata Sandi"), v.password);
  if (v.profession_name) await userEvent.selectOptions(screen.getByLabelText("Profesi"), v.profession_name);
  if (v.profession_name === "murid" && v.year_level_id) {
    const level = screen.getByLabelText("Jenjang Kelas");
    await waitFor(() => expect(within(level).getByRole("option", { name: "Kelas 10" })).toBeTruthy());
    await userEvent.selectOptions(level, v.year_level_id);
  }
  if (v.phone) await userEvent.type(screen.getByLabelText(/Nomor WhatsApp/), v.phone);
  if (v.terms_accepted === "true") await userEvent.click(screen.getByRole("checkbox", { name: CONSENT }));
}

describe("registerRefusal", () => {
  it("puts the API's field list on the fields", () => {
    const error = new ApiError(400, "Data yang dikirim tidak valid", {
      fields: [
        { field: "body.phone", message: "Nomor telepon harus 9-15 angka, boleh diawali tanda +" },
        { field: "body.password", message: "Kata sandi ini terlalu umum. Gunakan kata sandi lain." },
      ],
    });
    expect(registerRefusal(error)).toEqual({
      field: {
        phone: "Nomor telepon harus 9-15 angka, boleh diawali tanda +",
        password: "Kata sandi ini terlalu umum. Gunakan kata sandi lain.",
      },
    });
    expect(registerRefusal(new ApiError(429, "Terlalu banyak permintaan, coba beberapa saat lagi"))).toEqual({
      form: "Terlalu banyak permintaan, coba beberapa saat lagi",
    });
  });
});

describe("register modal (Daftar)", () => {
  it("checks the password rule live and shows every field's error on submit, without calling", async () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "register" }} />);
    const dialog = await screen.findByRole("dialog", { name: "Daftar" });
    const password = within(dialog).getByLabelText("Kata Sandi");
    await userEvent.type(password, "Rahasia1");
    expect(within(dialog).getByText(/\(terpenuhi\)/)).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, "rahasia");
    expect(within(dialog).getByText(/\(belum terpenuhi\)/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Daftar" }));
    expect(within(dialog).getByText("Nama wajib diisi")).toBeTruthy();
    expect(within(dialog).getByText("Email wajib diisi")).toBeTruthy();
    expect(within(dialog).getByText("Profesi wajib dipilih")).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByLabelText("Nama Lengkap")).toBe(document.activeElement);
    expect(registerCalls(fake.calls)).toHaveLength(0);
  });

  it("shows a used email as 'Email ini sudah terdaftar.' on the email field", async () => {
    const fake = mockFetch({
      ...YEAR_LIST,
      "/api/user/register/": () => ({
        status: 400,
        body: { status: 400, message: "Email telah terdaftar", data: null },
      }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "register" }} />);
    await screen.findByRole("dialog", { name: "Daftar" });
    await fill({ phone: "081234567890" });
    await userEvent.click(screen.getByRole("button", { name: "Daftar" }));
    const message = await screen.findByText("Email ini sudah terdaftar.");
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(message.closest("p")?.id ?? "missing");
    const body = JSON.parse(String(registerCalls(fake.calls)[0]?.init?.body));
    expect(body).toEqual({ ...valid, year_level_id: 3, phone: "081234567890", remember: false, terms_accepted: true });
  });

  it("refuses without the consent to the terms: says so on the box and calls nothing (issue 23)", async () => {
    const fake = mockFetch({ ...YEAR_LIST });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "register" }} />);
    const dialog = await screen.findByRole("dialog", { name: "Daftar" });
    // the terms and the privacy policy are the site's own pages, opened beside the form
    expect(within(dialog).getByRole("link", { name: "Syarat & Ketentuan" }).getAttribute("href")).toBe(
      "/syarat-ketentuan",
    );
    expect(within(dialog).getByRole("link", { name: "Kebijakan Privasi" }).getAttribute("href")).toBe(
      "/kebijakan-privasi",
    );
    await fill({ terms_accepted: "" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Daftar" }));
    const consent = within(dialog).getByRole("checkbox", { name: CONSENT });
    expect(within(dialog).getByText("Anda perlu menyetujui Syarat & Ketentuan dan Kebijakan Privasi")).toBeTruthy();
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(consent);
    expect(registerCalls(fake.calls)).toHaveLength(0);
  });

  it("registers, logs in and opens the verification invitation", async () => {
    const fake = mockFetch({
      ...YEAR_LIST,
      "/api/user/register/": () => ({
        body: {
          status: 200,
          message: "Pendaftaran berhasil",
          token: { token: "t" },
          data: { id: 9, name: "Siti Aminah", avatar: null, profession_name: "murid" },
        },
      }),
      "/api/auth/me-v2": () => ({ status: 500, body: { status: 500, message: "fault", data: null } }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderWithRouter(<OpenDialog dialog={{ name: "register" }} />);
    await screen.findByRole("dialog", { name: "Daftar" });
    await fill({});
    await userEvent.click(screen.getByRole("button", { name: "Daftar" }));
    expect(await screen.findByRole("dialog", { name: "Verifikasi Akun" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Daftar" })).toBeNull());
    const sent = JSON.parse(String(registerCalls(fake.calls)[0]?.init?.body));
    expect(sent).not.toHaveProperty("phone");
    expect(sent).toMatchObject({ profession_name: "murid", year_level_id: 3, terms_accepted: true });
  });
});
