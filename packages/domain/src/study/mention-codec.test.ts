import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CommentSegment,
  type EditorMention,
  fromEditorText,
  MENTION_PATTERN,
  mentionedUserIds,
  normaliseMentionSegments,
  parseMentions,
  sanitiseMentionName,
  serializeMentions,
  toEditorText,
} from "./mention-codec";

/** Characters that make the codec's edge cases likely: the syntax, digits, line breaks, astral letters. */
const tricky = fc.constantFrom("@", "[", "]", "|", "0", "1", "7", "9", "a", "B", " ", "\n", "\r", "é", "😀", "\u2028");
const trickyString = fc.string({ unit: tricky, maxLength: 40 });
/** Strings built from mention-like fragments, so many of them hold real and almost-real mentions. */
const fragmentString = fc
  .array(
    fc.oneof(
      trickyString,
      fc.constantFrom("@[", "@[1|", "@[12|Budi]", "@[0|x]", "@[01|x]", "@[|x]", "@[3|]", "@[9007199254740993|x]"),
      fc.tuple(fc.integer({ min: 1 }), fc.string()).map(([id, name]) => `@[${id}|${name}]`),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));
const anyString = fc.oneof(fc.string(), fc.string({ unit: "binary" }), trickyString, fragmentString);

const userId = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }));
const anyName = fc.oneof(fc.string(), trickyString);
const anySegments: fc.Arbitrary<CommentSegment[]> = fc.array(
  fc.oneof(
    anyString.map((text): CommentSegment => ({ type: "text", text })),
    fc.record({ type: fc.constant("mention" as const), userId, name: anyName }),
  ),
  { maxLength: 8 },
);

/** Text that holds no mention, and names that need no sanitising: what an editor session produces. */
const plainText = anyString.filter((s) => !MENTION_PATTERN.test(s));
const cleanName = anyName.map(sanitiseMentionName);

describe("parseMentions and serializeMentions (spec 001 section 5)", () => {
  it("reads @[userId|displayName] as a mention between text", () => {
    expect(parseMentions("Halo @[12|Budi Santoso], cek ini @[7|Sari]!")).toEqual([
      { type: "text", text: "Halo " },
      { type: "mention", userId: 12, name: "Budi Santoso" },
      { type: "text", text: ", cek ini " },
      { type: "mention", userId: 7, name: "Sari" },
      { type: "text", text: "!" },
    ]);
    expect(parseMentions("")).toEqual([]);
    expect(parseMentions("@[3|A]@[4|B]")).toEqual([
      { type: "mention", userId: 3, name: "A" },
      { type: "mention", userId: 4, name: "B" },
    ]);
  });

  it("keeps anything that is not a valid mention as text", () => {
    for (const text of [
      "pakai @[ ini",
      "@[0|nol]",
      "@[01|lead]",
      "@[-1|neg]",
      "@[x|huruf]",
      "@[5|a\nb]",
      "@[5|tanpa tutup",
      "@[9007199254740993|terlalu besar]",
      "email@[host]",
    ]) {
      expect(parseMentions(text)).toEqual([{ type: "text", text }]);
    }
  });

  it("finds a mention right after an unfinished one", () => {
    expect(parseMentions("@[1|@[2|b]")).toEqual([
      { type: "text", text: "@[1|" },
      { type: "mention", userId: 2, name: "b" },
    ]);
  });

  it("accepts any character but |, ] and line breaks in a name, and sanitises names when writing", () => {
    expect(parseMentions("@[5|Dr. A@[b] (😀)]")).toEqual([
      { type: "mention", userId: 5, name: "Dr. A@[b" },
      { type: "text", text: " (😀)]" },
    ]);
    expect(serializeMentions([{ type: "mention", userId: 5, name: "a|b]c\nd" }])).toBe("@[5|abcd]");
    expect(sanitiseMentionName("x\r\n|]y\u2029")).toBe("xy");
  });

  it("refuses to write an id that is not a positive integer", () => {
    expect(() => serializeMentions([{ type: "mention", userId: 0, name: "a" }])).toThrow(RangeError);
    expect(() => serializeMentions([{ type: "mention", userId: 1.5, name: "a" }])).toThrow(RangeError);
  });

  it("writes back any stored string unchanged", () => {
    fc.assert(
      fc.property(anyString, (stored) => {
        expect(serializeMentions(parseMentions(stored))).toBe(stored);
      }),
      { numRuns: 500 },
    );
  });

  it("reads written segments back as their normal form", () => {
    fc.assert(
      fc.property(anySegments, (segments) => {
        const parsed = parseMentions(serializeMentions(segments));
        expect(parsed).toEqual(normaliseMentionSegments(segments));
        // The normal form has no empty text and no two texts side by side.
        parsed.forEach((segment, i) => {
          if (segment.type === "text") {
            expect(segment.text).not.toBe("");
            expect(parsed[i + 1]?.type).not.toBe("text");
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it("reads written mentions back exactly when the text holds no mention syntax", () => {
    /** Empty text dropped, neighbouring text merged: what the stored form is read back as. */
    const merged = (segments: readonly CommentSegment[]) => {
      const result: CommentSegment[] = [];
      for (const segment of segments) {
        const last = result[result.length - 1];
        if (segment.type === "text" && segment.text === "") continue;
        if (segment.type === "text" && last?.type === "text") last.text += segment.text;
        else result.push({ ...segment });
      }
      return result;
    };
    // no mention syntax in any text as stored: two texts side by side ("@[1|" then "]") may spell one
    const clean = fc
      .array(
        fc.oneof(
          plainText.map((text): CommentSegment => ({ type: "text", text })),
          fc.record({ type: fc.constant("mention" as const), userId, name: cleanName }),
        ),
        { maxLength: 8 },
      )
      .filter((segments) => merged(segments).every((s) => s.type === "mention" || !MENTION_PATTERN.test(s.text)));
    fc.assert(
      fc.property(clean, (segments) => {
        expect(parseMentions(serializeMentions(segments))).toEqual(merged(segments));
      }),
      { numRuns: 300 },
    );
  });
});

describe("mentionedUserIds", () => {
  it("lists each mentioned user once, in order", () => {
    expect(mentionedUserIds("@[7|A] @[3|B] @[7|A lagi] @[0|x]")).toEqual([7, 3]);
    expect(mentionedUserIds("tanpa mention")).toEqual([]);
  });
});

describe("toEditorText and fromEditorText", () => {
  it("shows mentions as @name with their ranges", () => {
    expect(toEditorText("Hai @[12|Budi], @[7|Sari]")).toEqual({
      text: "Hai @Budi, @Sari",
      mentions: [
        { userId: 12, name: "Budi", start: 4, end: 9 },
        { userId: 7, name: "Sari", start: 11, end: 16 },
      ],
    });
  });

  it("stores editor text with its mentions, in any order given", () => {
    const mentions: EditorMention[] = [
      { userId: 7, name: "Sari", start: 11, end: 16 },
      { userId: 12, name: "Budi", start: 4, end: 9 },
    ];
    expect(fromEditorText("Hai @Budi, @Sari", mentions)).toBe("Hai @[12|Budi], @[7|Sari]");
  });

  it("keeps a mention whose range still reads @name, even with text typed right after it", () => {
    expect(fromEditorText("Hai @Budiman", [{ userId: 12, name: "Budi", start: 4, end: 9 }])).toBe("Hai @[12|Budi]man");
  });

  it("keeps a mention the learner edited, or one out of range, overlapping or without a valid id, as plain text", () => {
    expect(fromEditorText("Hai @Bud", [{ userId: 12, name: "Budi", start: 4, end: 9 }])).toBe("Hai @Bud");
    expect(fromEditorText("Hai @Budi", [{ userId: 12, name: "Budi", start: 3, end: 8 }])).toBe("Hai @Budi");
    expect(
      fromEditorText("@Budi", [
        { userId: 12, name: "Budi", start: 0, end: 5 },
        { userId: 13, name: "Bu", start: 0, end: 3 },
      ]),
    ).toBe("@[13|Bu]di");
    expect(fromEditorText("@Budi", [{ userId: 0, name: "Budi", start: 0, end: 5 }])).toBe("@Budi");
  });

  it("returns any stored string unchanged through the editor", () => {
    fc.assert(
      fc.property(anyString, (stored) => {
        const { text, mentions } = toEditorText(stored);
        expect(fromEditorText(text, mentions)).toBe(stored);
      }),
      { numRuns: 500 },
    );
  });

  it("returns what an editor holds unchanged through the stored form", () => {
    const pieces = fc.array(fc.tuple(plainText, fc.record({ userId, name: cleanName })), { maxLength: 6 });
    fc.assert(
      fc.property(pieces, plainText, (parts, tail) => {
        let text = "";
        const mentions: EditorMention[] = [];
        for (const [before, { userId: id, name }] of parts) {
          text += before;
          const start = text.length;
          text += `@${name}`;
          mentions.push({ userId: id, name, start, end: text.length });
        }
        text += tail;
        expect(toEditorText(fromEditorText(text, mentions))).toEqual({ text, mentions });
      }),
      { numRuns: 300 },
    );
  });
});
