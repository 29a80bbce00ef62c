import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { mockFetch } from "../../test/render";
import { ApiError, apiGet } from "./api-client";
import { lazyContract, lazyEnvelope } from "./lazy-contract";

const programs = z.array(z.object({ id: z.number(), name: z.string() }));

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    mockFetch({
      "/api/program/list/KELASMU/1/8": () => ({
        body: { status: 200, message: "OK", data: [{ id: 1, name: "Excel" }] },
      }),
      "/api/program/list/KARIRMU/1/8": () => ({ body: { status: 200, message: "OK", data: [{ id: "1" }] } }),
    }).fn,
  );
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("lazy contracts", () => {
  it("imports the contract once, with the first call, and checks the answer against it", async () => {
    const load = vi.fn(async () => programs);
    const contract = lazyEnvelope(load);
    expect(load).not.toHaveBeenCalled();
    const answer = await apiGet("/program/list/KELASMU/1/8", contract);
    expect(answer.data).toEqual([{ id: 1, name: "Excel" }]);
    await apiGet("/program/list/KELASMU/1/8", contract);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("refuses an answer that does not match, as a schema passed directly does", async () => {
    await expect(
      apiGet(
        "/program/list/KARIRMU/1/8",
        lazyEnvelope(async () => programs),
      ),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("tries a failed import again on the next call", async () => {
    const load = vi.fn<() => Promise<z.ZodUnknown>>().mockRejectedValueOnce(new Error("chunk failed"));
    load.mockResolvedValue(z.unknown());
    const contract = lazyContract(load);
    await expect(apiGet("/program/list/KELASMU/1/8", contract)).rejects.toThrow("chunk failed");
    await expect(apiGet("/program/list/KELASMU/1/8", contract)).resolves.toMatchObject({ status: 200 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
