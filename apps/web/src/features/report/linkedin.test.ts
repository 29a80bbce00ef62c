import type { Certificate } from "@app/domain/report/contracts";
import { describe, expect, it } from "vitest";
import { linkedInAddToProfileUrl } from "./linkedin";

const certificate: Certificate = {
  number: "KARIR-2027-000042-7QX2",
  program_user_id: 7,
  holder_name: "Ani Lestari",
  program: { id: 1, name: "Analisis Data & Visualisasi", slug: "analisis-data" },
  institution: { id: 2, name: "Lembaga Data Nusantara", slug: "ldn", logo: null },
  hours: 12,
  final_score: 88,
  // 1 January 2027, 01.30 WIB: LinkedIn must say January 2027, not December 2026
  issued_at: "2026-12-31T18:30:00.000Z",
  verification_url: "https://karirmu.id/verifikasi-sertifikat/KARIR-2027-000042-7QX2",
  revocation: null,
  is_holder: true,
  addon: null,
};

describe("linkedInAddToProfileUrl", () => {
  it("prefills LinkedIn's certification form with the name, issuer, WIB month and year, number and verification link", () => {
    const url = new URL(linkedInAddToProfileUrl(certificate));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Analisis Data & Visualisasi",
      organizationName: "Lembaga Data Nusantara",
      issueYear: "2027",
      issueMonth: "1",
      certUrl: "https://karirmu.id/verifikasi-sertifikat/KARIR-2027-000042-7QX2",
      certId: "KARIR-2027-000042-7QX2",
    });
  });
});
