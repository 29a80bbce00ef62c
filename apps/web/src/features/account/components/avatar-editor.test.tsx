import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@app/domain/account/avatar-upload";
import type { MeUser } from "@app/domain/account/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../shared/ui/toast";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { AvatarEditor } from "./avatar-editor";

// jsdom draws nothing on a canvas: the crop itself is checked in the browser (e2e/account-avatar.spec.ts)
const cropToBlob = vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" }));
vi.mock("./avatar-crop", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./avatar-crop")>()),
  cropToBlob: (...args: unknown[]) => cropToBlob(...(args as [])),
}));

const NEW_AVATAR = "/api/user/avatar/0b5e5a52-6a35-4b7e-9a60-3f0e2c1d4a10/160";

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:foto-pilihan");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  cropToBlob.mockClear();
});

type Answer = { status?: number; body: unknown };

function renderEditor(overrides: Partial<MeUser> = {}, answers: { upload?: () => Answer; remove?: () => Answer } = {}) {
  setSessionCookie();
  const user = meUserFixture(overrides);
  const fake = mockFetch({
    "/api/auth/me-v2": meAnswer(user),
    "/api/user/manage/": () =>
      answers.upload?.() ?? {
        body: {
          status: 200,
          message: "Perubahan data profil berhasil disimpan",
          data: { ...user, avatar: NEW_AVATAR },
        },
      },
    "/api/user/avatar/": () =>
      answers.remove?.() ?? {
        body: { status: 200, message: AVATAR_MESSAGES.removed, data: { ...user, avatar: null } },
      },
  });
  vi.stubGlobal("fetch", fake.fn);
  const view = renderWithRouter(
    <ToastProvider>
      <AvatarEditor user={user} />
    </ToastProvider>,
  );
  return { ...view, fake };
}

const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return input;
};

const photo = (type = "image/png", size = 2048) => new File([new Uint8Array(size)], "foto.png", { type });

describe("AvatarEditor", () => {
  it("shows the initials with 'Ubah Foto', accepts only jpeg, png and webp, and no 'Hapus Foto' without a photo", () => {
    const { container } = renderEditor({ avatar: null });
    expect(screen.getByRole("button", { name: "Ubah Foto" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Hapus Foto" })).toBeNull();
    expect(screen.getByText("SR")).toBeTruthy();
    expect(fileInput(container).accept).toBe("image/jpeg,image/png,image/webp");
  });

  it("refuses a file of another type, and one over 5 MB, before anything is uploaded", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container, fake } = renderEditor();
    await user.upload(fileInput(container), new File(["halo"], "catatan.txt", { type: "text/plain" }));
    expect((await screen.findByRole("alert")).textContent).toBe(AVATAR_MESSAGES.wrongType);
    await user.upload(fileInput(container), photo("image/jpeg", AVATAR_MAX_BYTES + 1));
    expect((await screen.findByRole("alert")).textContent).toBe(AVATAR_MESSAGES.tooLarge);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.calls.some((c) => c.url.pathname === "/api/user/manage/")).toBe(false);
  });

  it("crops the chosen photo in a dialog, uploads the square and shows the new picture at once", async () => {
    const user = userEvent.setup();
    const { container, fake, queryClient } = renderEditor({ avatar: null });
    await user.upload(fileInput(container), photo());
    const dialog = await screen.findByRole("dialog", { name: "Atur Foto Profil" });
    expect(within(dialog).getByLabelText("Perbesar")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Simpan Foto" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cropToBlob).toHaveBeenCalledWith("blob:foto-pilihan", null);
    const sent = fake.calls.find((c) => c.url.pathname === "/api/user/manage/");
    expect(sent?.init?.method).toBe("POST");
    const body = sent?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get("file") as File).type).toBe("image/jpeg");
    expect(container.querySelector("img")?.getAttribute("src")).toBe(NEW_AVATAR);
    expect((queryClient.getQueryData(["account", "me"]) as MeUser | undefined)?.avatar).toBe(NEW_AVATAR);
    expect(await screen.findByText("Perubahan data profil berhasil disimpan")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Ubah Foto" }));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(
      {},
      { upload: () => ({ status: 400, body: { status: 400, message: AVATAR_MESSAGES.unreadable, data: null } }) },
    );
    await user.upload(fileInput(container), photo("image/webp"));
    const dialog = await screen.findByRole("dialog", { name: "Atur Foto Profil" });
    await user.click(within(dialog).getByRole("button", { name: "Simpan Foto" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(AVATAR_MESSAGES.unreadable);
    expect(within(dialog).getByRole("button", { name: "Simpan Foto" })).toBeTruthy();
  });

  it("'Hapus Foto' asks first, then goes back to the initials", async () => {
    const user = userEvent.setup();
    const { container, fake } = renderEditor({ avatar: NEW_AVATAR });
    expect(container.querySelector("img")?.getAttribute("src")).toBe(NEW_AVATAR);
    await user.click(screen.getByRole("button", { name: "Hapus Foto" }));
    const dialog = await screen.findByRole("dialog", { name: "Hapus foto profil?" });
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    expect(fake.calls.some((c) => c.url.pathname === "/api/user/avatar/")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Hapus Foto" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Hapus foto profil?" })).getByRole("button", {
        name: "Hapus Foto",
      }),
    );
    await waitFor(() => expect(container.querySelector("img")).toBeNull());
    expect(fake.calls.find((c) => c.url.pathname === "/api/user/avatar/")?.init?.method).toBe("DELETE");
    expect(screen.getByText("SR")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Hapus Foto" })).toBeNull();
  });
});
