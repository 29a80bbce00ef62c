import {
  addListToCartBody,
  addToCartBody,
  CART_MESSAGES,
  cartAnswer,
  checkCartItemsAnswer,
  checkCartItemsBody,
  deleteCartItemBody,
} from "@app/domain/cart/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { addListToCart, addToCart, checkCartItems, getCart, removeFromCart } from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };
const cartEnvelope = envelope(cartAnswer);

/** The selection list (spec 002 sections 2 and 4): a logged-in learner's own list only. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/payment/add_to_cart/",
    {
      schema: {
        tags: ["cart"],
        summary: "Put a programme and/or some of its add-ons on the selection list",
        querystring: callContextQuery,
        body: addToCartBody,
        response: { 200: cartEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const fresh = await addToCart(db, userId, request.body);
      // asking again is no error, but it must not claim an addition (no duplicate is made either)
      const message = fresh > 0 ? CART_MESSAGES.added : CART_MESSAGES.alreadyInCart;
      return { status: 200, message, data: await getCart(db, userId) };
    },
  );

  app.post(
    "/payment/add_list_to_cart/",
    {
      schema: {
        tags: ["cart"],
        summary: "Put several programmes on the selection list at once (all or none)",
        querystring: callContextQuery,
        body: addListToCartBody,
        response: { 200: cartEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const fresh = await addListToCart(db, userId, request.body.items);
      const message = fresh > 0 ? CART_MESSAGES.added : CART_MESSAGES.alreadyInCart;
      return { status: 200, message, data: await getCart(db, userId) };
    },
  );

  app.get(
    "/payment/v3/get_cart/",
    {
      schema: {
        tags: ["cart"],
        summary: "The selection list, grouped by creator",
        querystring: callContextQuery,
        response: { 200: cartEnvelope, ...refusals },
      },
    },
    async (request) => ok(await getCart(db, requireUser(request).userId)),
  );

  app.post(
    "/payment/v3/delete_cart_item/",
    {
      schema: {
        tags: ["cart"],
        summary: "Take a programme (with its add-ons) or one add-on off the selection list",
        querystring: callContextQuery,
        body: deleteCartItemBody,
        response: { 200: cartEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await removeFromCart(db, userId, request.body);
      return { status: 200, message: CART_MESSAGES.removed, data: await getCart(db, userId) };
    },
  );

  app.post(
    "/payment/check_cart_items/",
    {
      schema: {
        tags: ["cart"],
        summary: "Whether add-ons (by id or by their activity) are on the list, owned, in stock",
        querystring: callContextQuery,
        body: checkCartItemsBody,
        response: { 200: envelope(checkCartItemsAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { list_addon_id, list_addon_resource_id } = request.body;
      return ok(await checkCartItems(db, userId, list_addon_id, list_addon_resource_id));
    },
  );
};
