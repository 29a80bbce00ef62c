import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../shared/ui/toast";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { Certificate } from "../api";
import { CertificatePage } from "./certificate-page";

const NUMBER = "KARIR-2026-000042-7QXM";
const certificatePath = "/api/program_activity/certificate/regular/31";

function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    number: NUMBER,
    program_user_id: 31,
    holder_name: "Ani Pelajar",
    program: { id: 4, name: "Belajar Excel Dasar untuk Pemula", slug: "excel-dasar" },
    institution: { id: 2, name: "Lembaga Kursus Maju", slug: "lkm", logo: null },
    hours: 12.5,
    final_score: 86.4,
    issued_at: "2026-11-20T03:00:00.000Z",
    verification_url: `https://karirmu.test/verifikasi-sertifikat/${NUMBER}`,
    revocation: null,
    is_holder: true,
    addon: null,
    ...overrides,
  };
}

function renderPage(path = "/sertifikat/31") {
  return renderWithRouter(
    <ToastProvider>
      <Routes>
        <Route path="/sertifikat/:programUserId" element={<CertificatePage />} />
        <Route path="*" element={null} />
      </Routes>
    </ToastProvider>,
    { initialEntry: path },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("CertificatePage", () => {
  it("shows the certificate as printed, with the PDF, LinkedIn and Open Badge for its holder", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({ [certificatePath]: () => ({ body: envelope({ certificate: certificate() }) }) }).fn,
    );
    renderPage();
    expect(await screen.findByTestId("certificate-holder")).toHaveProperty("textContent", "Ani Pelajar");
    expect(screen.getByText("Belajar Excel Dasar untuk Pemula")).toBeTruthy();
    expect(screen.getByText("12,5 jam")).toBeTruthy();
    expect(screen.getByText("86,4")).toBeTruthy();
    expect(screen.getByText("20 November 2026")).toBeTruthy();
    expect(screen.getByTestId("certificate-number").textContent).toBe(NUMBER);
    const qr = screen.getByRole("img", { name: `Kode QR verifikasi sertifikat ${NUMBER}` });
    expect(qr.getAttribute("src")).toBe(`/api/certificates/${NUMBER}/qr.svg`);
    expect(screen.getByRole("link", { name: "Unduh PDF" }).getAttribute("href")).toBe(
      `/api/certificates/${NUMBER}/pdf?download=1`,
    );
    const linkedIn = screen.getByRole("link", { name: /Tambahkan ke LinkedIn/ });
    expect(linkedIn.getAttribute("href")).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?/);
    expect(linkedIn.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("button", { name: "Unduh Open Badge" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /verifikasi/i })[0]?.getAttribute("href")).toBe(
      `/verifikasi-sertifikat/${NUMBER}`,
    );
    await waitFor(() => expect(document.title).toBe("Sertifikat Belajar Excel Dasar untuk Pemula - Karirmu"));
  });

  it("to the programme's staff: the certificate and its PDF, not the holder's LinkedIn entry or credential", async () => {
    const staffView = certificate({ is_holder: false, final_score: null });
    vi.stubGlobal("fetch", mockFetch({ [certificatePath]: () => ({ body: envelope({ certificate: staffView }) }) }).fn);
    renderPage();
    await screen.findByTestId("certificate-holder");
    expect(screen.getByRole("link", { name: "Unduh PDF" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /LinkedIn/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unduh Open Badge" })).toBeNull();
    expect(screen.queryByText("Nilai Akhir")).toBeNull();
  });

  it("a revoked certificate says so with the date in WIB and the reason, and offers no LinkedIn entry", async () => {
    const revoked = certificate({ revocation: { revoked_at: "2026-11-25T07:05:00.000Z", reason: "Plagiarisme" } });
    vi.stubGlobal("fetch", mockFetch({ [certificatePath]: () => ({ body: envelope({ certificate: revoked }) }) }).fn);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Sertifikat ini telah dicabut" })).toBeTruthy();
    expect(screen.getByText("Dicabut pada 25 November 2026, 14.05 WIB.")).toBeTruthy();
    expect(screen.getByText("Plagiarisme")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /LinkedIn/ })).toBeNull();
  });

  it("not yet assessed (status 401 in a 400): says so, with the way back", async () => {
    const refusal = {
      status: 401,
      message: "Sertifikat belum tersedia karena tugas Anda belum dinilai asesor",
      data: null,
    };
    vi.stubGlobal("fetch", mockFetch({ [certificatePath]: () => ({ status: 400, body: refusal }) }).fn);
    renderPage();
    expect(await screen.findByText("Sertifikat belum tersedia karena tugas Anda belum dinilai asesor")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ke Programmu/ }).getAttribute("href")).toBe("/programmu");
  });

  it("someone else's or an unknown enrolment, and a malformed id: 'Sertifikat tidak ditemukan'", async () => {
    const refusal = { status: 403, message: "Sertifikat tidak ditemukan", data: null };
    vi.stubGlobal("fetch", mockFetch({ [certificatePath]: () => ({ status: 403, body: refusal }) }).fn);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Sertifikat tidak ditemukan" })).toBeTruthy();
  });

  it("a malformed id is not asked for", async () => {
    const fetched = mockFetch({});
    vi.stubGlobal("fetch", fetched.fn);
    renderPage("/sertifikat/abc");
    expect(await screen.findByRole("heading", { name: "Sertifikat tidak ditemukan" })).toBeTruthy();
    expect(fetched.calls).toHaveLength(0);
  });
});
