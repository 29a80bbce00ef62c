import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { Verification } from "../api";
import { CertificateVerificationPage } from "./certificate-verification-page";

const NUMBER = "KARIR-2026-000042-7QXM";
const verifyPath = (number: string) => `/api/certificates/verify/${number}`;

function verification(overrides: Partial<Verification> = {}): Verification {
  return {
    number: NUMBER,
    valid: true,
    status: "valid",
    holder_name: "Ani Pelajar",
    program_name: "Belajar Excel Dasar untuk Pemula",
    institution_name: "Lembaga Kursus Maju",
    issued_at: "2026-11-20T03:00:00.000Z",
    revocation: null,
    ...overrides,
  };
}

function renderPage(number = NUMBER) {
  return renderWithRouter(
    <Routes>
      <Route path="/verifikasi-sertifikat/:number" element={<CertificateVerificationPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: `/verifikasi-sertifikat/${number}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("CertificateVerificationPage", () => {
  it("a valid certificate: the status, holder, programme, institution, number and issue date in WIB", async () => {
    vi.stubGlobal("fetch", mockFetch({ [verifyPath(NUMBER)]: () => ({ body: envelope(verification()) }) }).fn);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Sertifikat valid", level: 2 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Verifikasi Sertifikat", level: 1 })).toBeTruthy();
    expect(screen.getByText("Ani Pelajar")).toBeTruthy();
    expect(screen.getByText("Belajar Excel Dasar untuk Pemula")).toBeTruthy();
    expect(screen.getByText("Lembaga Kursus Maju")).toBeTruthy();
    expect(screen.getByText(NUMBER)).toBeTruthy();
    expect(screen.getByText("20 November 2026, 10.00 WIB")).toBeTruthy();
    expect(screen.queryByText("Sertifikat dicabut")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Verifikasi Sertifikat - Karirmu"));
  });

  it("a revoked certificate: 'Sertifikat dicabut' with the date in WIB and the reason", async () => {
    const revoked = verification({
      valid: false,
      status: "revoked",
      revocation: { revoked_at: "2026-11-25T07:05:00.000Z", reason: "Ditemukan plagiarisme pada tugas akhir" },
    });
    vi.stubGlobal("fetch", mockFetch({ [verifyPath(NUMBER)]: () => ({ body: envelope(revoked) }) }).fn);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Sertifikat dicabut", level: 2 })).toBeTruthy();
    expect(screen.getByText("Dicabut pada 25 November 2026, 14.05 WIB.")).toBeTruthy();
    expect(screen.getByText(/Ditemukan plagiarisme pada tugas akhir/)).toBeTruthy();
    expect(screen.getByText("Ani Pelajar")).toBeTruthy();
    expect(screen.queryByText("Sertifikat valid")).toBeNull();
  });

  it("an unknown number reads 'Sertifikat tidak ditemukan', without 'Coba Lagi'", async () => {
    const unknown = "KARIR-2026-999999-ABCD";
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [verifyPath(unknown)]: () => ({
          status: 404,
          body: { status: 404, message: "Sertifikat tidak ditemukan", data: null },
        }),
      }).fn,
    );
    renderPage(unknown);
    expect(await screen.findByRole("heading", { name: "Sertifikat tidak ditemukan", level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Beranda" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Sertifikat tidak ditemukan - Karirmu"));
  });

  it("a malformed number is not asked for: not found, 'Nomor sertifikat tidak valid'", async () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    renderPage("bukan-nomor");
    expect(await screen.findByRole("heading", { name: "Sertifikat tidak ditemukan", level: 1 })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Nomor sertifikat tidak valid");
    expect(fake.calls.filter((c) => c.url.pathname.startsWith("/api/certificates"))).toEqual([]);
  });

  it("a rate limit shows the server's words with 'Coba Lagi'", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [verifyPath(NUMBER)]: () => ({
          status: 429,
          body: { status: 429, message: "Terlalu banyak permintaan, coba lagi nanti", data: null },
        }),
      }).fn,
    );
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("Terlalu banyak permintaan, coba lagi nanti");
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
  });
});
