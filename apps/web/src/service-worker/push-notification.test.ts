import { describe, expect, it } from "vitest";
import { FALLBACK_NOTIFICATION_TITLE, pushNotificationOf, sameOriginLink } from "./push-notification";

const ORIGIN = "https://karirmu.id";

function data(text: string) {
  return {
    json: () => JSON.parse(text) as unknown,
    text: () => text,
  };
}

describe("pushNotificationOf", () => {
  it("shows the pushed title, body and link of this site", () => {
    expect(
      pushNotificationOf(data('{"title":"Pengumuman","body":"Kelas dimulai","link":"/pengumuman/a?x=1"}'), ORIGIN),
    ).toEqual({ title: "Pengumuman", body: "Kelas dimulai", link: `${ORIGIN}/pengumuman/a?x=1` });
  });

  it("still shows a payload that is not a JSON object, as its text, under the fallback title", () => {
    expect(pushNotificationOf(data("halo"), ORIGIN)).toEqual({
      title: FALLBACK_NOTIFICATION_TITLE,
      body: "halo",
      link: `${ORIGIN}/`,
    });
    expect(pushNotificationOf(data('"teks"'), ORIGIN).title).toBe(FALLBACK_NOTIFICATION_TITLE);
    expect(pushNotificationOf(null, ORIGIN)).toEqual({
      title: FALLBACK_NOTIFICATION_TITLE,
      body: "",
      link: `${ORIGIN}/`,
    });
    expect(pushNotificationOf(data('{"title":"  "}'), ORIGIN).title).toBe(FALLBACK_NOTIFICATION_TITLE);
  });
});

describe("sameOriginLink", () => {
  it("follows only a path of this site", () => {
    expect(sameOriginLink("/notifikasi", ORIGIN)).toBe(`${ORIGIN}/notifikasi`);
    for (const link of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "notifikasi", 42, undefined]) {
      expect(sameOriginLink(link, ORIGIN), String(link)).toBe(`${ORIGIN}/`);
    }
  });
});
