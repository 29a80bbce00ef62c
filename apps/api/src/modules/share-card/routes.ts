import { slugSchema } from "@app/domain/catalogue/contracts";
import { errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { createShareCards, type ShareCard, type ShareCards } from "./service";

export const SHARE_CARD_MESSAGES = {
  programNotFound: "Program tidak ditemukan",
  institutionNotFound: "Lembaga tidak ditemukan",
} as const;

/** A day: a shared link's preview may lag an edit by that much at most (a changed card has a new ETag at once). */
const CACHE_CONTROL = "public, max-age=86400";

/** Any text: a malformed slug is just an unknown card, 404 like one that is gone (not a 400). */
const cardParams = z.object({ slug: z.string() });

/** Whether If-None-Match names this ETag ('*', a list, weak or strong: RFC 9110's weak comparison). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const values = [header]
    .flat()
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().replace(/^W\//, ""));
  return values.includes("*") || values.includes(etag);
}

async function sendCard(request: FastifyRequest, reply: FastifyReply, card: ShareCard | null, notFound: string) {
  if (!card) throw errors.notFound(notFound);
  const etag = `"${card.version}"`;
  // the previews of other sites show the picture: helmet's same-origin resource policy would keep it from them
  reply
    .header("etag", etag)
    .header("cache-control", CACHE_CONTROL)
    .header("cross-origin-resource-policy", "cross-origin");
  if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
  const png = await card.png();
  return reply.type("image/png").header("content-length", png.length).send(png);
}

export type ShareCardRouteOptions = { db: Db; brandName: string; imageRoots: readonly string[] };

/**
 * The share cards (issue 24): 1200×630 PNG pictures of a programme and of an institution for the og:image of
 * their pages, and the site's own for every other page (the previews of WhatsApp, Telegram, LinkedIn, Facebook).
 * Public: only what the public pages show.
 */
export const shareCardRoutes: FastifyPluginAsyncZod<ShareCardRouteOptions & { cards?: ShareCards }> = async (
  app,
  options,
) => {
  const cards =
    options.cards ??
    createShareCards({
      db: options.db,
      brandName: options.brandName,
      imageRoots: options.imageRoots,
      onRender: (kind, times) => app.log.debug({ kind, ...times }, "share card rendered"),
    });
  // an image, not a call: no platform/source query (a crawler's URL carries none), and any other is ignored
  const slugOf = (slug: string) => (slugSchema.safeParse(slug).success ? slug : null);

  app.get(
    "/share/site.png",
    {
      schema: {
        tags: ["share-card"],
        summary: "The site's own share card: a 1200×630 PNG (og:image of every page without a card of its own)",
      },
    },
    // always there: drawn from configuration, no message for a missing one
    async (request, reply) => sendCard(request, reply, cards.site(), ""),
  );

  app.get(
    "/share/program/:slug.png",
    {
      schema: {
        tags: ["share-card"],
        summary: "A published programme's share card: a 1200×630 PNG (og:image), with an ETag of its content",
        params: cardParams,
        // no answer schema: the 200 is the image itself, a refusal the usual envelope
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const slug = slugOf(request.params.slug);
      const card = slug ? await cards.program(slug) : null;
      return sendCard(request, reply, card, SHARE_CARD_MESSAGES.programNotFound);
    },
  );

  app.get(
    "/share/institution/:slug.png",
    {
      schema: {
        tags: ["share-card"],
        summary: "An institution's share card: a 1200×630 PNG (og:image), with an ETag of its content",
        params: cardParams,
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const slug = slugOf(request.params.slug);
      const card = slug ? await cards.institution(slug) : null;
      return sendCard(request, reply, card, SHARE_CARD_MESSAGES.institutionNotFound);
    },
  );
};
