import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { manageProfileBody } from "./manage-profile";
import { isCalendarDate, USERNAME_PATTERN, usernameSchema, wibToday } from "./validation";

describe("usernameSchema", () => {
  it("lowercases and trims, then checks the one pattern", () => {
    expect(usernameSchema.parse("  Siti.Aminah_01 ")).toBe("siti.aminah_01");
    for (const bad of ["ab", ".siti", "_siti", "siti aminah", "siti-aminah", "sïti", "a".repeat(51), ""]) {
      expect(usernameSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("accepts exactly what USERNAME_PATTERN accepts after lowercasing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const lowered = raw.trim().toLowerCase();
        expect(usernameSchema.safeParse(raw).success).toBe(USERNAME_PATTERN.test(lowered));
      }),
    );
  });

  it("fits the generated usernames (up to 40 characters of the name and 6 hex characters)", () => {
    expect(usernameSchema.safeParse(`${"a".repeat(40)}0a1b2c`).success).toBe(true);
  });
});

describe("birth dates", () => {
  it("knows real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2024-13-01")).toBe(false);
    expect(isCalendarDate("2024-1-01")).toBe(false);
  });

  it("takes today's date in WIB: 17:00 UTC is already the next day", () => {
    expect(wibToday(new Date("2026-03-01T16:59:59Z"))).toBe("2026-03-01");
    expect(wibToday(new Date("2026-03-01T17:00:00Z"))).toBe("2026-03-02");
  });

  it("accepts 1900-01-01 up to today, refuses the rest", () => {
    const ok = (birth_date: string) => manageProfileBody.safeParse({ birth_date }).success;
    expect(ok("1900-01-01")).toBe(true);
    expect(ok(wibToday())).toBe(true);
    expect(ok("1899-12-31")).toBe(false);
    expect(ok("9999-01-01")).toBe(false);
  });
});

describe("manageProfileBody", () => {
  it("turns emptied texts and an empty phone into null", () => {
    expect(manageProfileBody.parse({ city: " ", phone: "", occupation: "Guru" })).toEqual({
      city: null,
      phone: null,
      occupation: "Guru",
    });
  });

  it("needs a year level when a pupil sends none", () => {
    const result = manageProfileBody.safeParse({ profession_name: "murid", year_level_id: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["year_level_id"]);
    expect(manageProfileBody.safeParse({ profession_name: "murid", year_level_id: 3 }).success).toBe(true);
  });
});
