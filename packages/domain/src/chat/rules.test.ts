import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAT_MEMBER_NAMES_MAX, CHAT_MESSAGES, CHAT_ROOM_NAME_MAX } from "./contracts";
import { canDeleteMessage, chatFileKind, cutText, isRoomFullMessage, memberLine, messageToSend } from "./rules";

describe("canDeleteMessage", () => {
  it("lets anyone delete their own messages", () => {
    expect(canDeleteMessage(5, 5, [])).toBe(true);
  });

  it("lets Super Admin, Admin Sekolahmu and Fasilitator delete others' messages", () => {
    for (const role of ["Super Admin", "Admin Sekolahmu", "Fasilitator"]) {
      expect(canDeleteMessage(5, 6, [role])).toBe(true);
    }
    expect(canDeleteMessage(5, 6, ["Asesor", "Fasilitator"])).toBe(true);
  });

  it("refuses others' messages to learners and other roles (the role name must match exactly)", () => {
    expect(canDeleteMessage(5, 6, [])).toBe(false);
    expect(canDeleteMessage(5, 6, ["Asesor", "fasilitator", "Admin"])).toBe(false);
  });
});

describe("messageToSend", () => {
  it("sends the trimmed text", () => {
    expect(messageToSend("  halo \n")).toBe("halo");
    expect(messageToSend("baris 1\nbaris 2")).toBe("baris 1\nbaris 2");
  });

  it("sends nothing for empty or blank text", () => {
    expect(messageToSend("")).toBeNull();
    expect(messageToSend(" \n\t ")).toBeNull();
  });

  it("never sends text with surrounding blanks, and sends whatever has a non-blank character", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const sent = messageToSend(text);
        if (text.trim() === "") expect(sent).toBeNull();
        else expect(sent).toBe(text.trim());
      }),
    );
  });
});

describe("chatFileKind", () => {
  it("shows images, audio and video inline by extension", () => {
    expect(["a.jpeg", "a.jpg", "a.gif", "a.png"].map(chatFileKind)).toEqual(["image", "image", "image", "image"]);
    expect(["a.m4a", "a.mp3", "a.ogg"].map(chatFileKind)).toEqual(["audio", "audio", "audio"]);
    expect(["a.mp4", "a.avi", "a.3gp"].map(chatFileKind)).toEqual(["video", "video", "video"]);
  });

  it("reads the extension case-insensitively, from the last dot", () => {
    expect(chatFileKind("Foto.Liburan.JPG")).toBe("image");
    expect(chatFileKind("rekaman.MP3")).toBe("audio");
  });

  it("marks svg apart and everything else as a download", () => {
    expect(chatFileKind("logo.svg")).toBe("svg");
    expect(chatFileKind("logo.SVG")).toBe("svg");
    expect(chatFileKind("tugas.pdf")).toBe("other");
    expect(chatFileKind("tanpa-ekstensi")).toBe("other");
    expect(chatFileKind("gambar.png.exe")).toBe("other");
    expect(chatFileKind("webp.webp")).toBe("other");
  });
});

describe("cutText", () => {
  it("keeps text up to the limit and cuts a longer one with an ellipsis", () => {
    expect(cutText("Belajar Excel", CHAT_ROOM_NAME_MAX)).toBe("Belajar Excel");
    expect(cutText("123456789012345678", CHAT_ROOM_NAME_MAX)).toBe("123456789012345678");
    expect(cutText("Belajar Excel Dasar untuk Pemula", CHAT_ROOM_NAME_MAX)).toBe("Belajar Excel Dasa...");
  });

  it("counts characters, not UTF-16 units, so an emoji is never split", () => {
    expect(cutText("😀😀😀", 2)).toBe("😀😀...");
  });

  it("keeps at most `max` characters of the text", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 40 }), (text, max) => {
        const cut = cutText(text, max);
        if (Array.from(text).length <= max) expect(cut).toBe(text);
        else expect(cut).toBe(`${Array.from(text).slice(0, max).join("")}...`);
      }),
    );
  });
});

describe("memberLine", () => {
  it("joins names with commas, cut at 30 characters", () => {
    expect(memberLine(["Budi", "Siti"], CHAT_MEMBER_NAMES_MAX)).toBe("Budi, Siti");
    expect(memberLine(["Budi Santoso", "Siti Rahma", "Andi Wijaya"], CHAT_MEMBER_NAMES_MAX)).toBe(
      "Budi Santoso, Siti Rahma, Andi...",
    );
    expect(memberLine([], CHAT_MEMBER_NAMES_MAX)).toBe("");
  });
});

describe("isRoomFullMessage", () => {
  it("recognises the server's room-full text by its part", () => {
    expect(isRoomFullMessage("room participants can't more than 50")).toBe(true);
    expect(isRoomFullMessage(`Error: ${CHAT_MESSAGES.roomFullPart} 1000 participants`)).toBe(true);
  });

  it("does not take other refusals for it", () => {
    expect(isRoomFullMessage(CHAT_MESSAGES.notMember)).toBe(false);
    expect(isRoomFullMessage("Room participants can't more than 50")).toBe(false);
    expect(isRoomFullMessage("")).toBe(false);
  });
});
