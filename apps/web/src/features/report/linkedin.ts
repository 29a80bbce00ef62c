import type { Certificate } from "@app/domain/report/contracts";

/** Month and year of an instant in WIB (UTC+7, no daylight saving). */
function wibMonthYear(iso: string): { year: number; month: number } {
  const wib = new Date(Date.parse(iso) + 7 * 3_600_000);
  return { year: wib.getUTCFullYear(), month: wib.getUTCMonth() + 1 };
}

/**
 * LinkedIn's add-to-profile link for a certification (its documented parameters): the programme as the
 * certificate's name, the institution as the issuing organisation, the issue month and year in WIB, the number as
 * the credential id and the public verification page as the credential URL. Opens LinkedIn's own form, prefilled.
 */
export function linkedInAddToProfileUrl(certificate: Certificate): string {
  const { year, month } = wibMonthYear(certificate.issued_at);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.addon ? `${certificate.addon.title} (${certificate.program.name})` : certificate.program.name,
    organizationName: certificate.institution.name,
    issueYear: String(year),
    issueMonth: String(month),
    certUrl: certificate.verification_url,
    certId: certificate.number,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
