import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FORBIDDEN_CHARACTER_MESSAGE,
  hasForbiddenCharacter,
  visibleFieldName,
  withoutForbiddenCharacters,
} from "./text-input";

const FORBIDDEN_CODES = [
  ...Array.from({ length: 0x20 }, (_, c) => c).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  0x7f,
];

describe("S10/input: forbidden characters in text sent to the API", () => {
  it("has the Indonesian message", () => {
    expect(FORBIDDEN_CHARACTER_MESSAGE).toBe("Teks berisi karakter yang tidak diizinkan");
  });

  it.each(FORBIDDEN_CODES)("refuses the control character %i", (code) => {
    expect(hasForbiddenCharacter(`a${String.fromCharCode(code)}b`)).toBe(true);
  });

  it("keeps tab, newline, carriage return, markup, entities, C1 controls and every paired surrogate", () => {
    for (const text of ["a\tb\nc\r\nd", "<svg onload=alert(19)>", "&#60;b&#62; &amp;", "\u0080\u009f", "😀 ẞ ﷽", ""]) {
      expect(hasForbiddenCharacter(text)).toBe(false);
      expect(withoutForbiddenCharacters(text)).toBe(text);
    }
  });

  it("refuses a surrogate without its pair, on either side", () => {
    expect(hasForbiddenCharacter("a\ud83d")).toBe(true);
    expect(hasForbiddenCharacter("\ude00a")).toBe(true);
    expect(hasForbiddenCharacter("\ude00\ud83d")).toBe(true);
    expect(withoutForbiddenCharacters("x\ud83d😀\ude00y")).toBe("x😀y");
  });

  it("removes exactly the characters it refuses", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const clean = withoutForbiddenCharacters(text);
        expect(hasForbiddenCharacter(clean)).toBe(false);
        expect(clean === text).toBe(!hasForbiddenCharacter(text));
        expect(withoutForbiddenCharacters(clean)).toBe(clean);
      }),
    );
  });

  it("leaves text made only of allowed characters unchanged", () => {
    const allowed = fc
      .string({ unit: "grapheme", maxLength: 40 })
      // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping the refused characters is the point
      .map((s) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""));
    fc.assert(
      fc.property(allowed, (text) => {
        expect(hasForbiddenCharacter(text)).toBe(false);
        expect(withoutForbiddenCharacters(text)).toBe(text);
      }),
    );
  });

  it("writes field names with their forbidden characters escaped", () => {
    expect(visibleFieldName("body.a\u0000b")).toBe("body.a\\u0000b");
    expect(visibleFieldName("body.a\u001bb\ud800")).toBe("body.a\\u001bb\\ud800");
    expect(visibleFieldName("body.nama")).toBe("body.nama");
  });
});
