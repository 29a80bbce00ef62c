import {
  type Certificate,
  certificateAnswer,
  credentialAnswer,
  type MyAddon,
  myAddonsAnswer,
  type Verification,
  verificationAnswer,
} from "@app/domain/report/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { API_BASE, ApiError, apiGet } from "../../shared/lib/api-client";

export type { Certificate, MyAddon, Verification };

/** The public verification page the QR code and the printed number lead to (issue 20). */
export function certificateVerificationPath(number: string): string {
  return `/verifikasi-sertifikat/${encodeURIComponent(number)}`;
}

export const reportKeys = {
  all: ["report"] as const,
  verification: (number: string) => ["report", "verification", number] as const,
  certificate: (programUserId: number) => ["report", "certificate", programUserId] as const,
  addonCertificate: (addonUserId: number) => ["report", "addon-certificate", addonUserId] as const,
  myAddons: ["report", "my-addons"] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// ---- GET /certificates/verify/:number --------------------------------------------------------------------------

const verificationEnvelope = envelope(verificationAnswer);

export async function fetchCertificateVerification(number: string, signal?: AbortSignal): Promise<Verification> {
  const path = `/certificates/verify/${encodeURIComponent(number)}`;
  return (await apiGet(path, verificationEnvelope, withSignal(signal))).data;
}

export function certificateVerificationQueryOptions(number: string) {
  return queryOptions({
    queryKey: reportKeys.verification(number),
    queryFn: ({ signal }) => fetchCertificateVerification(number, signal),
    // an unknown or malformed number stays so, and a rate limit is not lifted by asking again at once
    retry: false,
  });
}

/** A certificate as anyone may check it (no login); `enabled` false for a number the API would refuse anyway. */
export function useCertificateVerification(number: string, enabled = true) {
  return useQuery({ ...certificateVerificationQueryOptions(number), enabled });
}

// ---- GET /program_activity/certificate/regular/:id ---------------------------------------------------------------

const certificateEnvelope = envelope(certificateAnswer);

/** The certificate page of an enrolment (the Penilaian tab and the assessor's shortcut open it). */
export const certificatePagePath = (programUserId: number) => `/sertifikat/${programUserId}`;
/** The certificate's PDF (cookie session; `download` makes it an attachment). */
export const certificatePdfHref = (number: string, download = true) =>
  `${API_BASE}/certificates/${encodeURIComponent(number)}/pdf${download ? "?download=1" : ""}`;
export const certificateQrSrc = (number: string) => `${API_BASE}/certificates/${encodeURIComponent(number)}/qr.svg`;

export async function fetchCertificate(programUserId: number, signal?: AbortSignal): Promise<Certificate> {
  const path = `/program_activity/certificate/regular/${programUserId}`;
  return (await apiGet(path, certificateEnvelope, withSignal(signal))).data.certificate;
}

/** Issued on the first view once the report allows it; a refusal (not finished, not assessed) is not retried. */
export function useCertificate(programUserId: number) {
  return useQuery({
    queryKey: reportKeys.certificate(programUserId),
    queryFn: ({ signal }) => fetchCertificate(programUserId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus < 500) && count < 2,
  });
}

/** An add-on's certificate page (the /addon page opens it). */
export const addonCertificatePagePath = (addonUserId: number) => `/sertifikat/addon/${addonUserId}`;

export async function fetchAddonCertificate(addonUserId: number, signal?: AbortSignal): Promise<Certificate> {
  const path = `/program_activity/certificate/addon/${addonUserId}`;
  return (await apiGet(path, certificateEnvelope, withSignal(signal))).data.certificate;
}

export function useAddonCertificate(addonUserId: number) {
  return useQuery({
    queryKey: reportKeys.addonCertificate(addonUserId),
    queryFn: ({ signal }) => fetchAddonCertificate(addonUserId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus < 500) && count < 2,
  });
}

// ---- GET /addon/my -------------------------------------------------------------------------------------------------

const myAddonsEnvelope = envelope(myAddonsAnswer);

export function useMyAddons() {
  return useQuery({
    queryKey: reportKeys.myAddons,
    queryFn: async ({ signal }) => (await apiGet("/addon/my", myAddonsEnvelope, withSignal(signal))).data.addons,
  });
}

// ---- GET /certificates/:number/credential ------------------------------------------------------------------------

const credentialEnvelope = envelope(credentialAnswer);

/** The holder's Open Badges 3.0 credential, a VC-JWT, saved as a file the holder can import into a wallet. */
export async function downloadCredential(number: string): Promise<void> {
  const { jwt } = (await apiGet(`/certificates/${encodeURIComponent(number)}/credential`, credentialEnvelope)).data;
  const url = URL.createObjectURL(new Blob([jwt], { type: "application/vc+jwt" }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = `open-badge-${number.toLowerCase()}.jwt`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // after the click has handed the file to the browser
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}
