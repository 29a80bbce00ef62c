import {
  certificateAnswer,
  certificateNumberParams,
  certificatePreviewAnswer,
  credentialAnswer,
  enrolmentParams,
  generateFileAnswer,
  generateFileBody,
  myAddonsAnswer,
  REPORT_MESSAGES,
  revokeAnswer,
  revokeBody,
  verificationAnswer,
} from "@app/domain/report/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import QRCode from "qrcode";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { addonCertificate } from "./addon-certificate";
import { certificateFileName, certificatePdf, certificatePdfPath } from "./certificate-pdf";
import { credentialJwt } from "./credential";
import { myAddons } from "./my-addons";
import {
  certificatePreview,
  holdersCertificate,
  readableCertificate,
  regularCertificate,
  revokeCertificate,
  verificationUrl,
  verifyCertificate,
} from "./service";
import type { SigningKey } from "./signing";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

/** Public verifications per client IP a minute: a person checks a few numbers; a script would walk them. */
export const VERIFY_RULE = { name: "certificate-verify", limit: 30, windowSeconds: 60 } satisfies RateRule;

const jwkSchema = z.object({
  kty: z.literal("OKP"),
  crv: z.literal("Ed25519"),
  x: z.string(),
  kid: z.string(),
  alg: z.literal("EdDSA"),
  use: z.literal("sig"),
});

/** The certificate calls (spec 002 section 7 "Certificates", issue 20; docs/api.md "Certificates"). */
export const reportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  signingKey: SigningKey;
  productSlug: string;
  publicUrl: string;
  brandName: string;
}> = async (app, { db, clock, limiter, signingKey, productSlug, publicUrl, brandName }) => {
  const ctx = { productSlug, publicUrl };

  app.get(
    "/program_activity/certificate/regular/:id",
    {
      schema: {
        tags: ["report"],
        summary:
          "The enrolment's certificate, issued on the first call once can_view_certificate holds (400 status 401: not yet assessed)",
        params: enrolmentParams,
        querystring: callContextQuery,
        response: { 200: envelope(certificateAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ certificate: await regularCertificate(db, userId, request.params.id, clock(), ctx) });
    },
  );

  app.get(
    "/program_activity/certificate/addon/:id",
    {
      schema: {
        tags: ["report"],
        summary:
          "An add-on's certificate ({id}: the learner's add-on), issued on the first call once every activity it unlocks is done",
        params: enrolmentParams,
        querystring: callContextQuery,
        response: { 200: envelope(certificateAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ certificate: await addonCertificate(db, userId, request.params.id, clock(), ctx) });
    },
  );

  app.get(
    "/addon/my",
    {
      schema: {
        tags: ["report"],
        summary: "The learner's add-ons, what each unlocks and how much is done, and their certificates",
        querystring: callContextQuery,
        response: { 200: envelope(myAddonsAnswer), ...refusals },
      },
    },
    async (request) => ok({ addons: await myAddons(db, requireUser(request).userId) }),
  );

  app.get(
    "/program_activity/certificate_preview/:id",
    {
      schema: {
        tags: ["report"],
        summary: "What the enrolment's certificate says or would say, and whether it may be issued; issues nothing",
        params: enrolmentParams,
        querystring: callContextQuery,
        response: { 200: envelope(certificatePreviewAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await certificatePreview(db, userId, request.params.id, clock(), ctx));
    },
  );

  app.post(
    "/program_activity/certificate/generate_file/",
    {
      schema: {
        tags: ["report"],
        summary:
          "Issues the enrolment's certificate if it is not yet (as GET …/regular/{id}) and answers where its PDF is",
        body: generateFileBody,
        querystring: callContextQuery,
        response: { 200: envelope(generateFileAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const certificate = await regularCertificate(db, userId, request.body.program_user_id, clock(), ctx);
      return ok({
        number: certificate.number,
        file_url: certificatePdfPath(certificate.number),
        file_name: certificateFileName(certificate.number),
      });
    },
  );

  app.get(
    "/certificates/:number/pdf",
    {
      schema: {
        tags: ["report"],
        summary: "The certificate as an A4 landscape PDF (whoever may read it: the holder, staff, admins)",
        params: certificateNumberParams,
        querystring: callContextQuery.extend({ download: z.enum(["0", "1"]).optional() }),
        // no response schema: the answer is the PDF (refusals are the usual envelopes)
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const certificate = await readableCertificate(db, userId, request.params.number, publicUrl);
      const disposition = request.query.download === "1" ? "attachment" : "inline";
      return reply
        .type("application/pdf")
        .header("content-disposition", `${disposition}; filename="${certificateFileName(certificate.number)}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(await certificatePdf(certificate, brandName)));
    },
  );

  app.get(
    "/certificates/:number/qr.svg",
    {
      schema: {
        tags: ["report"],
        summary: "The QR code of the certificate's verification page as SVG (whoever may read the certificate)",
        params: certificateNumberParams,
        querystring: callContextQuery,
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const certificate = await readableCertificate(db, userId, request.params.number, publicUrl);
      const svg = await QRCode.toString(certificate.verification_url, {
        type: "svg",
        errorCorrectionLevel: "M",
        margin: 2,
      });
      return reply.type("image/svg+xml").header("cache-control", "private, max-age=3600").send(svg);
    },
  );

  app.get(
    "/certificates/verify/:number",
    {
      schema: {
        tags: ["report"],
        summary: "Public verification of a certificate number: valid or revoked, holder, programme, institution",
        params: certificateNumberParams,
        querystring: callContextQuery,
        response: { 200: envelope(verificationAnswer), ...refusals },
      },
    },
    async (request) => {
      await limiter.hit(VERIFY_RULE, request.ip);
      return ok(await verifyCertificate(db, request.params.number));
    },
  );

  app.post(
    "/certificates/:number/revoke",
    {
      schema: {
        tags: ["report"],
        summary: "Revokes a certificate (the institution's admins, platform admins); the holder is notified",
        params: certificateNumberParams,
        body: revokeBody,
        querystring: callContextQuery,
        response: { 200: envelope(revokeAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await revokeCertificate(db, userId, request.params.number, request.body.reason, clock()));
    },
  );

  app.get(
    "/certificates/:number/credential",
    {
      schema: {
        tags: ["report"],
        summary: "The holder's Open Badges 3.0 credential as a VC-JWT (EdDSA), verifiable with /certificates/issuer",
        params: certificateNumberParams,
        querystring: callContextQuery,
        response: { 200: envelope(credentialAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const row = await holdersCertificate(db, userId, request.params.number);
      if (row.certificate.revokedAt) throw errors.refused(REPORT_MESSAGES.revoked);
      const jwt = credentialJwt(
        signingKey,
        { ...row.certificate, programSlug: row.programSlug },
        { publicUrl, brandName, verificationUrl: verificationUrl(publicUrl, row.certificate.number) },
      );
      return ok({ format: "vc+jwt" as const, kid: signingKey.kid, jwt });
    },
  );

  app.get(
    "/certificates/issuer",
    {
      schema: {
        tags: ["report"],
        summary: "The issuer's public keys as a JWK Set (the current one first, then retired ones still valid)",
        response: { 200: z.object({ keys: z.array(jwkSchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return signingKey.jwks;
    },
  );
};
