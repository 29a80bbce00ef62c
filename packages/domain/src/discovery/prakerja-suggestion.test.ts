import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prakerjaSuggestionHref, prakerjaSuggestionKind, prakerjaSuggestionText } from "./prakerja-suggestion";

describe("Prakerja suggestion wording", () => {
  it("uses the default wording under 3 characters, the Prakerja wording for a prefix, else the general one", () => {
    expect(prakerjaSuggestionKind("")).toBe("default");
    expect(prakerjaSuggestionKind("pr")).toBe("default");
    expect(prakerjaSuggestionKind("prak")).toBe("prakerja");
    expect(prakerjaSuggestionKind("PRAKERJA")).toBe("prakerja");
    expect(prakerjaSuggestionKind("prakerjaa")).toBe("general");
    expect(prakerjaSuggestionKind("data")).toBe("general");
    expect(prakerjaSuggestionText("data")).toBe('Cari "data" di kelas Kartu Prakerja');
    expect(prakerjaSuggestionHref("data")).toBe("/program?category=PRAKERJA&search=data");
    expect(prakerjaSuggestionHref("prak")).toBe("/program?category=PRAKERJA");
  });

  it("decides every keyword of 3 or more characters by the prefix test alone", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 20 }), (keyword) => {
        fc.pre(keyword.trim().length >= 3);
        const expected = "prakerja".startsWith(keyword.trim().toLowerCase()) ? "prakerja" : "general";
        expect(prakerjaSuggestionKind(keyword)).toBe(expected);
      }),
    );
  });
});
