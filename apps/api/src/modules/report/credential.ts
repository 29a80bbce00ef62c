import type { CertificateRow } from "./service";
import type { SigningKey } from "./signing";

/**
 * The certificate as an Open Badges 3.0 credential (an OpenBadgeCredential, W3C Verifiable Credential), signed as
 * a VC-JWT (OB 3.0 section 8.2: the `vc` claim, iss/jti/nbf/sub; compact JWS with EdDSA). The issuer is the
 * platform (the key's owner); the institution is the achievement's creator.
 */
export function credentialJwt(
  key: SigningKey,
  c: CertificateRow & { programSlug: string },
  ctx: { publicUrl: string; brandName: string; verificationUrl: string },
): string {
  const issuerId = `${ctx.publicUrl}/api/certificates/issuer`;
  const subjectId = `${ctx.publicUrl}/api/certificates/${encodeURIComponent(c.number)}/holder`;
  const vc = {
    "@context": [
      "https://www.w3.org/2018/credentials/v1",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ],
    id: ctx.verificationUrl,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: c.programName,
    issuer: { id: issuerId, type: ["Profile"], name: ctx.brandName, url: ctx.publicUrl },
    issuanceDate: c.issuedAt.toISOString(),
    credentialSubject: {
      id: subjectId,
      type: ["AchievementSubject"],
      name: c.holderName,
      identifier: [{ type: "IdentityObject", identityType: "name", hashed: false, identityHash: c.holderName }],
      ...(c.finalScore === null ? {} : { result: [{ type: ["Result"], value: String(Number(c.finalScore)) }] }),
      achievement: {
        id: `${ctx.publicUrl}/program/${encodeURIComponent(c.programSlug)}`,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: c.programName,
        description: `Sertifikat penyelesaian program ${c.programName} (${Number(c.hours)} jam) dari ${c.institutionName}.`,
        criteria: { narrative: "Menyelesaikan seluruh aktivitas program dan memenuhi ketentuan penilaiannya." },
        creator: {
          id: `${ctx.publicUrl}/api/user/institution/get/${c.institutionId}`,
          type: ["Profile"],
          name: c.institutionName,
        },
        ...(c.finalScore === null
          ? {}
          : {
              resultDescription: [
                { id: "urn:nilai-akhir", type: ["ResultDescription"], name: "Nilai akhir", resultType: "ScaledScore" },
              ],
            }),
      },
    },
  };
  const issuedSeconds = Math.floor(c.issuedAt.getTime() / 1000);
  return key.sign(
    { typ: "JWT" },
    { iss: issuerId, sub: subjectId, jti: ctx.verificationUrl, nbf: issuedSeconds, iat: issuedSeconds, vc },
  );
}
