import type { z } from "zod";

/**
 * A contract (a zod schema of packages/domain) that is imported when a call first needs it. The calls the shell and
 * the home page make (me-v2, the counters, the programme shelves, search) take theirs this way, so a visitor's first
 * page — whose answers came with the server-rendered HTML — loads neither zod nor the contracts (issue 24, home page
 * JavaScript; bench/README.md). apiGet and apiSend accept one wherever they accept a schema.
 */
export class LazyContract<S extends z.ZodType> {
  #pending: Promise<S> | undefined;
  readonly #load: () => Promise<S>;

  constructor(load: () => Promise<S>) {
    this.#load = load;
  }

  /** The schema, imported once. */
  schema(): Promise<S> {
    this.#pending ??= this.#load().catch((error: unknown) => {
      // a failed chunk load (offline, a new deploy) is tried again by the next call
      this.#pending = undefined;
      throw error;
    });
    return this.#pending;
  }
}

/** `lazyContract(async () => envelope((await import("@app/domain/…/contracts")).answer))` */
export function lazyContract<S extends z.ZodType>(load: () => Promise<S>): LazyContract<S> {
  return new LazyContract(load);
}

/** The envelope schema of packages/domain around a data schema: `envelope(schema)`, both imported on first use. */
type EnvelopeOf<T extends z.ZodType> = ReturnType<typeof import("@app/domain/shared/envelope").envelope<T>>;

/** `lazyEnvelope(async () => (await import("@app/domain/…/contracts")).answer)`: `{ status, message, data }` around it. */
export function lazyEnvelope<T extends z.ZodType>(load: () => Promise<T>): LazyContract<EnvelopeOf<T>> {
  return new LazyContract(async () => {
    const [{ envelope }, data] = await Promise.all([import("@app/domain/shared/envelope"), load()]);
    return envelope(data);
  });
}
