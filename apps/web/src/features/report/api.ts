import { type Verification, verificationAnswer } from "@app/domain/report/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../shared/lib/api-client";

export type { Verification };

/** The public verification page the QR code and the printed number lead to (issue 20). */
export function certificateVerificationPath(number: string): string {
  return `/verifikasi-sertifikat/${encodeURIComponent(number)}`;
}

export const reportKeys = {
  all: ["report"] as const,
  verification: (number: string) => ["report", "verification", number] as const,
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
