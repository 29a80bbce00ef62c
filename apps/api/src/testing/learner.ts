import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export type Learner = { token: string; userId: number; email: string };

/** A freshly registered learner and their session token, through the register call the web app makes. */
export async function registerLearner(app: FastifyInstance, name = "Pelajar Uji"): Promise<Learner> {
  const email = `pelajar.${randomUUID().slice(0, 12)}@contoh.id`;
  const res = await app.inject({
    method: "POST",
    url: "/api/user/register/",
    headers: { "x-requested-with": "XMLHttpRequest" },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { name, email, password: "Belajar2026ok", terms_accepted: true, profession_name: "profesional" },
  });
  const body = res.json<{ token?: { token?: string }; data?: { id?: number } }>();
  const token = body.token?.token;
  if (!token) throw new Error(`register failed: ${res.body}`);
  const me = await app.inject({
    method: "POST",
    url: "/api/auth/me-v2",
    headers: { authorization: `Bearer ${token}` },
  });
  const userId = me.json<{ data: { id: number } }>().data.id;
  return { token, userId, email };
}

/** A call as the learner's browser makes it (token and the CSRF header). */
export function asLearner(app: FastifyInstance, learner: Learner | null) {
  return (method: "GET" | "POST" | "DELETE", url: string, body?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: {
        "x-requested-with": "XMLHttpRequest",
        ...(learner ? { authorization: `Bearer ${learner.token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}
