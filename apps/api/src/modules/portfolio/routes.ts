import {
  bulkParams,
  bulkUsersAnswer,
  deletedAnswer,
  headerAnswer,
  headerBody,
  itemAnswer,
  itemBody,
  itemDetailAnswer,
  PORTFOLIO_MESSAGES,
  portfolioFileParams,
  portfolioItemParams,
  portfolioModeQuery,
  portfolioViewAnswer,
  portfolioViewParams,
  publicProfileAnswer,
  publicUserParams,
  publicUserQuery,
  sourcesAnswer,
} from "@app/domain/portfolio/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import { attachmentDisposition } from "../../platform/file-names";
import { sendStoredFile } from "../../platform/file-upload";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import type { FileStorage } from "../../platform/storage";
import {
  bulkUsers,
  deleteItem,
  itemDetail,
  itemFile,
  itemSources,
  portfolioView,
  publicProfile,
  saveHeader,
  saveItem,
} from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

/**
 * Public lookups per client IP a minute: a visitor opens a few profiles; a script walking usernames (to learn who
 * has an account) or ids is slowed down. One rule for the profile, the public views and the bulk call.
 */
export const PUBLIC_PROFILE_RULE = { name: "public-profile", limit: 60, windowSeconds: 60 } satisfies RateRule;

const viewerOf = (request: FastifyRequest) => (request.auth.kind === "user" ? request.auth.userId : null);

/** Portfolios and public profiles (spec 002 section 7 "User and portfolio"; docs/api.md, decisions/022). */
export const portfolioRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  storage: FileStorage;
}> = async (app, { db, clock, limiter, storage }) => {
  /** Public-mode calls count against the IP's rule; the owner's own calls are not limited here. */
  const limitPublic = async (request: FastifyRequest) => {
    if (viewerOf(request) === null) await limiter.hit(PUBLIC_PROFILE_RULE, request.ip);
  };

  app.get(
    "/user/public/get/:username",
    {
      schema: {
        tags: ["portfolio"],
        summary: "A public profile by username (is_username=1) or user id (is_username=0): public fields only",
        params: publicUserParams,
        querystring: publicUserQuery,
        response: { 200: envelope(publicProfileAnswer), ...refusals },
      },
    },
    async (request) => {
      await limiter.hit(PUBLIC_PROFILE_RULE, request.ip);
      const user = await publicProfile(
        db,
        request.params.username,
        request.query.is_username === "1",
        viewerOf(request),
      );
      return ok({ user });
    },
  );

  app.get(
    "/user/view/get_bulk/:ids",
    {
      schema: {
        tags: ["portfolio"],
        summary: "Public fields (name, username, avatar, profession) of up to 50 users by id, comma-separated",
        params: bulkParams,
        querystring: callContextQuery,
        response: { 200: envelope(bulkUsersAnswer), ...refusals },
      },
    },
    async (request) => {
      await limitPublic(request);
      return ok({ users: await bulkUsers(db, request.params.ids) });
    },
  );

  app.get(
    "/portofolio/view/:userId",
    {
      schema: {
        tags: ["portfolio"],
        summary:
          "A portfolio: public=1 for anyone (published header and items only), public=0 for its owner (everything)",
        params: portfolioViewParams,
        querystring: portfolioModeQuery,
        response: { 200: envelope(portfolioViewAnswer), ...refusals },
      },
    },
    async (request) => {
      const publicView = request.query.public;
      if (publicView) await limitPublic(request);
      return ok(await portfolioView(db, request.params.userId, { publicView, viewerId: viewerOf(request) }));
    },
  );

  app.get(
    "/portofolio/detail/:id",
    {
      schema: {
        tags: ["portfolio"],
        summary: "One item with the learner's work: public=1 for anyone (published only), public=0 for its owner",
        params: portfolioItemParams,
        querystring: portfolioModeQuery,
        response: { 200: envelope(itemDetailAnswer), ...refusals },
      },
    },
    async (request) => {
      const publicView = request.query.public;
      if (publicView) await limitPublic(request);
      return ok(await itemDetail(db, request.params.id, { publicView, viewerId: viewerOf(request) }));
    },
  );

  app.get(
    "/portofolio/file/:id/:uploadId",
    {
      schema: {
        tags: ["portfolio"],
        summary: "A file answer of an item: to its owner, or to anyone when the item and the portfolio are published",
        params: portfolioFileParams,
        querystring: callContextQuery,
        // no answer schema: the 200 is the file itself, a refusal the usual envelope
      },
    },
    async (request, reply) => {
      await limitPublic(request);
      const row = await itemFile(db, request.params.id, request.params.uploadId, viewerOf(request));
      const file = await storage.open(row.storageKey);
      if (!file) throw errors.notFound(PORTFOLIO_MESSAGES.itemNotFound);
      // a download, never a page of this origin (RELIABILITY S11)
      return sendStoredFile(reply, file, {
        type: row.mime,
        disposition: attachmentDisposition(row.originalName),
        cacheControl: "private, no-store",
      });
    },
  );

  app.get(
    "/portofolio/manage/sources",
    {
      schema: {
        tags: ["portfolio"],
        summary: "The caller's finished work that can become an item (not yet in the portfolio)",
        querystring: callContextQuery,
        response: { 200: envelope(sourcesAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ sources: await itemSources(db, userId) });
    },
  );

  app.post(
    "/portofolio/manage/header",
    {
      schema: {
        tags: ["portfolio"],
        summary: "Creates or changes the caller's portfolio header (description, content_url, is_publish)",
        body: headerBody,
        querystring: callContextQuery,
        response: { 200: envelope(headerAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ header: await saveHeader(db, userId, request.body, clock()) });
    },
  );

  app.post(
    "/portofolio/manage/item",
    {
      schema: {
        tags: ["portfolio"],
        summary: "Changes the caller's item (id), or adds one from their finished attempt or written reflection",
        body: itemBody,
        querystring: callContextQuery,
        response: { 200: envelope(itemAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ item: await saveItem(db, userId, request.body, clock()) });
    },
  );

  app.delete(
    "/portofolio/manage/item/:id",
    {
      schema: {
        tags: ["portfolio"],
        summary: "Removes the caller's item (the work itself stays in the programme)",
        params: portfolioItemParams,
        querystring: callContextQuery,
        response: { 200: envelope(deletedAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await deleteItem(db, userId, request.params.id));
    },
  );
};
