import { INSTITUTION_CHOICE_MESSAGES, type MyInstitution } from "@app/domain/account/institution-choice";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, envelopeOf, renderVerification } from "../verification/verification-test-harness";
import { AccountInstitutionPage } from "./account-institution-page";

const MINE = "/api/v2/user/institution";
const LIST = "/api/user/institution/1/20";
const REFERENCE = "/api/user/reference/";

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

const none: MyInstitution = {
  institution: null,
  institution_detail: null,
  detail_label: null,
  is_platinum_user: false,
};
const item = (id: number, name: string, type: number, typeLabel: string) => ({
  id,
  name,
  slug: `lembaga-${id}`,
  logo: null,
  type,
  type_label: typeLabel,
  city: "Bandung",
  program_count: 2,
  prakerja_program_count: 0,
});
const page = (list: ReturnType<typeof item>[]) => ({
  list,
  total: list.length,
  page: 1,
  per_page: 20,
  total_page: 1,
  next_url: null,
});
const school = item(11, "SMA Cendekia Nusantara", 1, "Sekolah");
const museum = item(12, "Museum Bahari Nusantara", 8, "Museum");
const saved: MyInstitution = {
  institution: {
    id: 11,
    name: school.name,
    slug: school.slug,
    logo: null,
    type: 1,
    type_label: "Sekolah",
    city: "Bandung",
    parent: { id: 3, name: "Yayasan Pendidikan Nusantara" },
  },
  institution_detail: "XI IPA 2",
  detail_label: "Kelas",
  is_platinum_user: true,
};

function renderPage(answers: Parameters<typeof renderVerification>[1] = {}) {
  return renderVerification(<AccountInstitutionPage />, { initialEntry: "/account/institution", ...answers });
}

describe("AccountInstitutionPage (/account/institution)", () => {
  it("searches, picks a school, asks its class and saves it", async () => {
    let current = none;
    const view = renderPage({
      answers: {
        [MINE]: () => ({ body: envelopeOf(current, 200, INSTITUTION_CHOICE_MESSAGES.saved) }),
        [LIST]: (url) => ({ body: envelopeOf(page(url.searchParams.get("search") ? [school] : [school, museum])) }),
        [REFERENCE]: () => ({ body: envelopeOf({ institution_type: [{ value: 1, label: "Sekolah" }] }) }),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Anda belum memilih lembaga.")).toBeTruthy();
    await screen.findByText(museum.name);
    await user.type(screen.getByLabelText("Cari nama lembaga"), "cendekia");
    await user.click(screen.getByRole("button", { name: "Cari" }));
    await waitFor(() => expect(screen.queryByText(museum.name)).toBeNull());
    expect(callsTo(view.calls, LIST).at(-1)?.url.searchParams.get("search")).toBe("cendekia");

    await user.click(screen.getByRole("button", { name: `Pilih ${school.name}` }));
    const form = screen.getByRole("form", { name: `Simpan ${school.name}` });
    await user.type(within(form).getByLabelText(/Kelas/), "XI IPA 2");
    current = saved;
    await user.click(within(form).getByRole("button", { name: "Simpan Lembaga" }));
    await waitFor(() =>
      expect(callsTo(view.calls, MINE).find((c) => c.body)?.body).toEqual({
        institution_id: 11,
        institution_detail: "XI IPA 2",
      }),
    );
    expect(await screen.findByText(INSTITUTION_CHOICE_MESSAGES.saved)).toBeTruthy();
    expect(await screen.findByText("Mitra Platinum")).toBeTruthy();
    expect(screen.getByText("XI IPA 2")).toBeTruthy();
  });

  it("asks no class for a museum, filters by type from the built-in list, and shows the server's refusal", async () => {
    let mineCalls = 0;
    const view = renderPage({
      answers: {
        [MINE]: () => {
          mineCalls += 1;
          return mineCalls === 1
            ? { body: envelopeOf(none) }
            : { status: 400, body: envelopeOf(null, 400, INSTITUTION_CHOICE_MESSAGES.institutionNotFound) };
        },
        [LIST]: () => ({ body: envelopeOf(page([museum])) }),
        [REFERENCE]: () => ({ status: 500, body: envelopeOf(null, 500, "Terjadi kesalahan") }),
      },
    });
    const user = userEvent.setup();
    await screen.findByText(museum.name);
    const type = screen.getByLabelText("Jenis lembaga");
    // the built-in types (spec 000 7.2) fill the filter when GET /user/reference/ fails
    await waitFor(() => expect(within(type).getByRole("option", { name: "Perguruan Tinggi" })).toBeTruthy());
    await user.selectOptions(type, "8");
    await waitFor(() => expect(callsTo(view.calls, LIST).at(-1)?.url.searchParams.get("type")).toBe("8"));
    await user.click(screen.getByRole("button", { name: `Pilih ${museum.name}` }));
    const form = screen.getByRole("form", { name: `Simpan ${museum.name}` });
    expect(within(form).queryByRole("textbox")).toBeNull();
    await user.click(within(form).getByRole("button", { name: "Simpan Lembaga" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(INSTITUTION_CHOICE_MESSAGES.institutionNotFound);
    expect(callsTo(view.calls, MINE).at(-1)?.body).toEqual({ institution_id: 12, institution_detail: null });
  });

  it("says when no institution matches, and removes the current one after confirming", async () => {
    let current = saved;
    const view = renderPage({
      answers: {
        [MINE]: () => ({ body: envelopeOf(current) }),
        "/api/v2/user/institution/remove": () => {
          current = none;
          return { body: envelopeOf(none, 200, INSTITUTION_CHOICE_MESSAGES.removed) };
        },
        [LIST]: () => ({ body: envelopeOf(page([])) }),
        [REFERENCE]: () => ({ body: envelopeOf({ institution_type: [] }) }),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(school.name)).toBeTruthy();
    expect(await screen.findByText("Lembaga tidak ditemukan. Coba kata kunci atau jenis lain.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hapus Lembaga" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Hapus Lembaga" }));
    expect(await screen.findByText(INSTITUTION_CHOICE_MESSAGES.removed)).toBeTruthy();
    expect(await screen.findByText("Anda belum memilih lembaga.")).toBeTruthy();
    expect(callsTo(view.calls, "/api/v2/user/institution/remove")).toHaveLength(1);
  });

  it("offers a retry when the institution cannot be loaded", async () => {
    renderPage({
      answers: {
        [MINE]: () => ({ status: 500, body: envelopeOf(null, 500, "Terjadi kesalahan pada server") }),
        [LIST]: () => ({ body: envelopeOf(page([])) }),
      },
    });
    expect(await screen.findByText(/Data lembaga belum dapat dimuat/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
  });
});
