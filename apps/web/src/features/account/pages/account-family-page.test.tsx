import { FAMILY_MESSAGES, type FamilyOverview } from "@app/domain/account/family";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, envelopeOf, meUser, renderVerification } from "../verification/verification-test-harness";
import { AccountChildProgramsPage } from "./account-child-programs-page";
import { AccountFamilyPage } from "./account-family-page";

const OVERVIEW = "/api/v2/user/relation_user";
const INCOMING = "/api/user/relation_user/get/request/";
const REQUEST = "/api/v2/user/relation_user/request";

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

const person = (id: number, name: string, username: string, profession: string) => ({
  id,
  name,
  username,
  avatar: null,
  profession_name: profession,
});
const parentView = (over: Partial<FamilyOverview> = {}): FamilyOverview => ({
  children: [],
  parents: [],
  sent: [],
  can_request: true,
  ...over,
});

describe("AccountFamilyPage (/account/family)", () => {
  it("a parent sends a request, sees it waiting, and is told of a refusal in the server's words", async () => {
    let overview = parentView();
    let sends = 0;
    const view = renderVerification(<AccountFamilyPage />, {
      initialEntry: "/account/family",
      user: meUser({ profession_name: "orangtua", is_email_verified: true }),
      answers: {
        [OVERVIEW]: () => ({ body: envelopeOf(overview) }),
        [INCOMING]: () => ({ body: envelopeOf([]) }),
        [REQUEST]: () => {
          sends += 1;
          if (sends > 1) return { status: 400, body: envelopeOf(null, 400, FAMILY_MESSAGES.duplicate) };
          overview = parentView({
            sent: [{ id: 4, identifier: "anak@contoh.id", created_at: "2026-11-27T03:00:00.000Z" }],
          });
          return { body: envelopeOf(overview, 200, FAMILY_MESSAGES.requestSent) };
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Tidak ada permintaan yang menunggu jawaban Anda.")).toBeTruthy();
    expect(screen.getByText("Belum ada akun anak atau murid yang terhubung.")).toBeTruthy();
    const field = screen.getByLabelText("Email atau username");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(screen.getByText(FAMILY_MESSAGES.identifierRequired)).toBeTruthy();
    expect(callsTo(view.calls, REQUEST)).toHaveLength(0);

    await user.type(field, "anak@contoh.id");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect(await screen.findByText(FAMILY_MESSAGES.requestSent)).toBeTruthy();
    expect(callsTo(view.calls, REQUEST)[0]?.body).toEqual({ identifier: "anak@contoh.id" });
    expect(screen.getByText("Menunggu Persetujuan")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Batalkan permintaan ke anak@contoh.id" })).toBeTruthy();

    await user.type(field, "anak@contoh.id");
    await user.click(screen.getByRole("button", { name: "Kirim Permintaan" }));
    expect((await screen.findByRole("alert")).textContent).toBe(FAMILY_MESSAGES.duplicate);
  });

  it("asks a parent with an unverified email to verify before sending a request", async () => {
    const view = renderVerification(<AccountFamilyPage />, {
      initialEntry: "/account/family",
      user: meUser({ profession_name: "orangtua", is_email_verified: false }),
      answers: {
        [OVERVIEW]: () => ({ body: envelopeOf(parentView()) }),
        [INCOMING]: () => ({ body: envelopeOf([]) }),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(`${FAMILY_MESSAGES.emailNotVerified}.`)).toBeTruthy();
    expect(screen.queryByLabelText("Email atau username")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Verifikasi Email" }));
    expect(await screen.findByRole("dialog", { name: "Verifikasi Akun" })).toBeTruthy();
    expect(callsTo(view.calls, REQUEST)).toHaveLength(0);
  });

  it("a child accepts a request; the parent then shows among the links and can be removed", async () => {
    const requester = person(7, "Ibu Ratna", "ratna", "orangtua");
    let overview = parentView({ can_request: false });
    let incoming = [
      { id: 9, relation: "orangtua", relation_label: "Orangtua", requester, created_at: "2026-11-27T03:00:00.000Z" },
    ];
    const view = renderVerification(<AccountFamilyPage />, {
      initialEntry: "/account/family",
      answers: {
        [OVERVIEW]: () => ({ body: envelopeOf(overview) }),
        [INCOMING]: () => ({ body: envelopeOf(incoming) }),
        "/api/v2/user/relation_user/request/9/accept": () => {
          incoming = [];
          overview = parentView({ can_request: false, parents: [{ ...requester, relation_label: "Orangtua" }] });
          return { body: envelopeOf(overview, 200, FAMILY_MESSAGES.accepted) };
        },
        "/api/v2/user/relation_user/remove/7": () => {
          overview = parentView({ can_request: false });
          return { body: envelopeOf(overview, 200, FAMILY_MESSAGES.removed) };
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Sebagai Orangtua/)).toBeTruthy();
    // a child cannot send requests: no form, and the page says who can
    expect(screen.queryByRole("button", { name: "Kirim Permintaan" })).toBeNull();
    expect(screen.getByText(/Hanya akun guru atau orangtua/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Terima permintaan Ibu Ratna" }));
    expect(await screen.findByText(FAMILY_MESSAGES.accepted)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Tidak ada permintaan yang menunggu jawaban Anda.")).toBeTruthy());
    const parents = screen.getByRole("region", { name: "Orangtua dan Guru" });
    expect(within(parents).getByText("Ibu Ratna")).toBeTruthy();

    await user.click(within(parents).getByRole("button", { name: "Hapus hubungan dengan Ibu Ratna" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Hapus" }));
    expect(await screen.findByText(FAMILY_MESSAGES.removed)).toBeTruthy();
    expect(callsTo(view.calls, "/api/v2/user/relation_user/remove/7")).toHaveLength(1);
  });

  it("links a parent's children to their read-only programme page", async () => {
    renderVerification(<AccountFamilyPage />, {
      initialEntry: "/account/family",
      answers: {
        [OVERVIEW]: () => ({
          body: envelopeOf(
            parentView({ children: [{ ...person(8, "Dimas", "dimas", "murid"), relation_label: "Anak" }] }),
          ),
        }),
        [INCOMING]: () => ({ body: envelopeOf([]) }),
      },
    });
    const link = await screen.findByRole("link", { name: "Lihat Program Dimas" });
    expect(link.getAttribute("href")).toBe("/account/family/8");
  });

  it("offers a retry when the family cannot be loaded", async () => {
    renderVerification(<AccountFamilyPage />, {
      initialEntry: "/account/family",
      answers: {
        [OVERVIEW]: () => ({ status: 500, body: envelopeOf(null, 500, "Terjadi kesalahan pada server") }),
        [INCOMING]: () => ({ body: envelopeOf([]) }),
      },
    });
    expect(await screen.findByText(/Data keluarga belum dapat dimuat/)).toBeTruthy();
  });
});

describe("AccountChildProgramsPage (/account/family/{childId})", () => {
  const program = {
    program_user_id: 31,
    id: 5,
    slug: "fisika-dasar",
    name: "Fisika Dasar SMA Kelas 10",
    avatar: null,
    category_name: "KELASMU",
    training_type: 3,
    creator: { name: "SMA Cendekia Nusantara", slug: "sma-cendekia" },
    folder_id: null,
    percentage_progress: 40,
    completed_resources: 2,
    total_resources: 5,
    progress: "ongoing",
    enrolled_at: "2026-11-20T03:00:00.000Z",
    last_activity_at: null,
  };

  it("shows the child's programmes with progress and no link into the study pages", async () => {
    renderVerification(null, {
      initialEntry: "/account/family/8",
      routes: [{ path: "/account/family/:childId", element: <AccountChildProgramsPage /> }],
      answers: {
        "/api/v2/user/relation_user/child/8/program/1": () => ({
          body: envelopeOf({ child: person(8, "Dimas", "dimas", "murid"), list: [program], page: 1, has_more: false }),
        }),
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Program Dimas" })).toBeTruthy();
    const list = screen.getByRole("list", { name: "Program Dimas" });
    expect(within(list).getByText("Fisika Dasar SMA Kelas 10")).toBeTruthy();
    expect(
      within(list)
        .getByRole("progressbar", { name: "Kemajuan Fisika Dasar SMA Kelas 10" })
        .getAttribute("aria-valuenow"),
    ).toBe("40");
    expect(within(list).getByText(/Sedang Berjalan · 2\/5 aktivitas/)).toBeTruthy();
    expect(within(list).queryByRole("link")).toBeNull();
  });

  it("says the child is not found when the account is not linked (404)", async () => {
    renderVerification(null, {
      initialEntry: "/account/family/9",
      routes: [{ path: "/account/family/:childId", element: <AccountChildProgramsPage /> }],
      answers: {
        "/api/v2/user/relation_user/child/9/program/1": () => ({
          status: 404,
          body: envelopeOf(null, 404, FAMILY_MESSAGES.childNotFound),
        }),
      },
    });
    expect(await screen.findByRole("heading", { name: "Anak atau murid tidak ditemukan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Keluarga" }).getAttribute("href")).toBe("/account/family");
  });
});
