import { describe, expect, it } from "vitest";
import { deleteAccountBody, exportFileName, privacySettingsBody, undoAccountDeletionBody } from "./privacy";

describe("privacy contracts (decisions/026)", () => {
  it("names the download after the brand, the username and the day, with nothing unsafe in it", () => {
    expect(exportFileName("karirmu", "siti.rahma_01", "2026-12-01T03:00:00.000Z")).toBe(
      "karirmu-data-sitirahma_01-2026-12-01.json",
    );
    expect(exportFileName("Karirmu", '../"x"', "2026-12-01T03:00:00.000Z")).toBe("karirmu-data-x-2026-12-01.json");
    expect(exportFileName("karirmu", "…", "2026-12-01")).toBe("karirmu-data-pengguna-2026-12-01.json");
  });

  it("a switch change names at least one known switch", () => {
    expect(privacySettingsBody.safeParse({ is_public: false }).success).toBe(true);
    expect(privacySettingsBody.safeParse({}).success).toBe(false);
    expect(privacySettingsBody.safeParse({ is_admin: true }).success).toBe(false);
    expect(privacySettingsBody.safeParse({ show_avatar: "ya" }).success).toBe(false);
  });

  it("deletion needs a password; the undo a well-formed token", () => {
    expect(deleteAccountBody.safeParse({ password: "" }).error?.issues[0]?.message).toBe("Kata sandi wajib diisi");
    expect(undoAccountDeletionBody.safeParse({ token: "pendek" }).success).toBe(false);
    expect(undoAccountDeletionBody.safeParse({ token: "a".repeat(43) }).success).toBe(true);
  });
});
