import { z } from "zod";

/**
 * GET /user/avatar/{id}/{size} (decisions/025): read loosely, so that a malformed address is answered 404 like a
 * missing one (avatarIdOf and avatarSizeOf in ./avatar tell them apart). Kept apart from ./avatar so that the web
 * app's shell, which reads only the helpers, does not carry a schema.
 */
export const avatarParams = z.object({ id: z.string().max(64), size: z.string().max(8) });
