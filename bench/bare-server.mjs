// The ceiling: a bare Fastify route answering a small fixed envelope, on the same machine.
import Fastify from "fastify";

const app = Fastify({ logger: false });
const body = { status: 200, message: "OK", data: [] };
app.get("/bare", async () => body);
await app.listen({ port: Number(process.env.PORT ?? 3901), host: "127.0.0.1" });
