import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/render";
import { BUILT_IN_PROFESSIONS, fetchProfessions, professionsQueryOptions } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const answer = {
  status: 200,
  message: "OK",
  data: [
    { id: 1, name: "murid", label: "Murid" },
    { id: 2, name: "guru", label: "Guru / Pendidik" },
    { id: 9, name: "astronaut", label: "Astronaut" },
  ],
};

describe("GET /user/profession/ (cached in the browser)", () => {
  it("offers the server's professions the app knows, and keeps the answer in local storage", async () => {
    const { fn, calls } = mockFetch({ "/api/user/profession/": () => ({ body: answer }) });
    vi.stubGlobal("fetch", fn);
    expect(await fetchProfessions()).toEqual([
      { name: "murid", label: "Murid" },
      { name: "guru", label: "Guru / Pendidik" },
    ]);
    expect(calls).toHaveLength(1);
    // the next page load starts from the stored list, without waiting for the call
    const initial = professionsQueryOptions().initialData;
    expect(typeof initial === "function" ? initial() : initial).toEqual([
      { name: "murid", label: "Murid" },
      { name: "guru", label: "Guru / Pendidik" },
    ]);
  });

  it("has nothing stored at first, so the built-in list shows; a broken store is ignored", () => {
    const initial = () => {
      const data = professionsQueryOptions().initialData;
      return typeof data === "function" ? data() : data;
    };
    expect(initial()).toBeUndefined();
    window.localStorage.setItem("professions", "{not json");
    expect(initial()).toBeUndefined();
    expect(BUILT_IN_PROFESSIONS.map((p) => p.name)).toEqual([
      "murid",
      "guru",
      "orangtua",
      "mahasiswa",
      "profesional",
      "prakerja",
    ]);
  });
});
