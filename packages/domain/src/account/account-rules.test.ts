import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "./constants";
import { emailChangeProblem, emailChangeServerMessage } from "./email-change";
import { isProfileComplete, missingProfileFields, type ProfileFacts } from "./profile-completeness";
import { isStrongEnoughPassword, isValidEmail, OTP_PATTERN, PHONE_PATTERN } from "./validation";
import { shouldOpenWhatsappDialog } from "./whatsapp-dialog";

const full: ProfileFacts = {
  profession_name: "murid",
  email: "a@b.id",
  name: "Ani",
  year_level_id: 3,
  city: "Solo",
  occupation: "Pelajar",
};

describe("password rule (spec 000 section 5)", () => {
  it("needs 8 characters with a lowercase letter, an uppercase letter and a digit", () => {
    expect(isStrongEnoughPassword("Abcdefg1")).toBe(true);
    for (const weak of ["Abcdef1", "abcdefg1", "ABCDEFG1", "Abcdefgh", ""])
      expect(isStrongEnoughPassword(weak)).toBe(false);
  });

  it("holds for any password built from the three kinds, and fails without any one of them", () => {
    const part = (chars: string) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(part("abcxyz"), part("ABCXYZ"), part("0123456789"), (lower, upper, digits) => {
        const password = `${lower}${upper}${digits}`;
        expect(isStrongEnoughPassword(password)).toBe(password.length >= 8);
        expect(isStrongEnoughPassword(`${lower}${upper}`.padEnd(8, "x"))).toBe(false);
        expect(isStrongEnoughPassword(`${upper}${digits}`.padEnd(8, "X"))).toBe(false);
      }),
    );
  });
});

describe("patterns", () => {
  it("phone: 9 to 15 digits with an optional leading plus", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 20 }),
        (plus, digits) => {
          expect(PHONE_PATTERN.test(`${plus ? "+" : ""}${digits}`)).toBe(digits.length >= 9 && digits.length <= 15);
        },
      ),
    );
    expect(PHONE_PATTERN.test("0812-3456-789")).toBe(false);
  });

  it("OTP: exactly six digits", () => {
    expect(OTP_PATTERN.test("012345")).toBe(true);
    for (const bad of ["12345", "1234567", "12a456", " 123456"]) expect(OTP_PATTERN.test(bad)).toBe(false);
  });

  it("email", () => {
    expect(isValidEmail("siti.aminah@sekolah.sch.id")).toBe(true);
    for (const bad of ["siti", "siti@", "@a.id", "siti@a", "si ti@a.id"]) expect(isValidEmail(bad)).toBe(false);
  });
});

describe("profile completeness (spec 000 4.7)", () => {
  it("asks each profession for its own fields", () => {
    expect(missingProfileFields({ ...full, year_level_id: null })).toEqual(["year_level"]);
    expect(missingProfileFields({ ...full, profession_name: "guru", year_level_id: null })).toEqual([]);
    expect(missingProfileFields({ ...full, profession_name: "prakerja", city: " ", occupation: null })).toEqual([
      "city",
      "occupation",
    ]);
    for (const p of ["guru", "orangtua", "mahasiswa", "profesional"]) {
      expect(
        isProfileComplete({ ...full, profession_name: p, year_level_id: null, city: null, occupation: null }),
      ).toBe(true);
      expect(missingProfileFields({ ...full, profession_name: p, name: "" })).toEqual(["name"]);
    }
  });

  it("a profile missing email or name is never complete, whatever the profession", () => {
    fc.assert(
      fc.property(fc.constantFrom("murid", "guru", "orangtua", "mahasiswa", "profesional", "prakerja", null), (p) => {
        expect(isProfileComplete({ ...full, profession_name: p, email: null })).toBe(false);
        expect(isProfileComplete({ ...full, profession_name: p, name: "  " })).toBe(false);
      }),
    );
  });
});

describe("WhatsApp number dialog (spec 000 4.6)", () => {
  const user = {
    is_phone_refilled: 0,
    is_phone_dismissed_payment: 0,
    is_phone_dismissed_profile: 1,
    is_phone_dismissed_programmu: 0,
  };
  it("opens when the phone is not refilled and this page was not dismissed", () => {
    expect(shouldOpenWhatsappDialog(user, "programmu")).toBe(true);
    expect(shouldOpenWhatsappDialog(user, "profile")).toBe(false);
    expect(shouldOpenWhatsappDialog({ ...user, is_phone_refilled: 1 }, "payment")).toBe(false);
  });
});

describe("change email (spec 000 section 5)", () => {
  it("says nothing for an empty field, refuses the current email and a bad format", () => {
    expect(emailChangeProblem("ani@b.id", "")).toBeNull();
    expect(emailChangeProblem("ani@b.id", " ANI@b.id ")).toBe(ACCOUNT_TEXTS.sameEmail);
    expect(emailChangeProblem("ani@b.id", "ani@")).toBe(ACCOUNT_TEXTS.badEmailFormat);
    expect(emailChangeProblem("ani@b.id", "ani.baru@b.id")).toBeNull();
  });

  it("shows 'Email ini sudah terdaftar.' for a server message containing 'email telah terdaftar'", () => {
    expect(emailChangeServerMessage("Email telah terdaftar")).toBe("Email ini sudah terdaftar.");
    expect(emailChangeServerMessage("Maaf, email telah terdaftar di sistem")).toBe("Email ini sudah terdaftar.");
    expect(emailChangeServerMessage("Terlalu banyak permintaan")).toBe("Terlalu banyak permintaan");
  });
});
