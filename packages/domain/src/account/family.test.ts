import { describe, expect, it } from "vitest";
import {
  canRequestFamilyLink,
  familyRelationLabel,
  familyRequestBody,
  isFamilyIdentifier,
  normaliseFamilyIdentifier,
} from "./family";
import { institutionChoiceBody, institutionDetailLabel } from "./institution-choice";

describe("family links (decisions/027)", () => {
  it("lets only guru and orangtua send a request", () => {
    expect(["orangtua", "guru"].every(canRequestFamilyLink)).toBe(true);
    expect(["murid", "mahasiswa", "profesional", "prakerja", null].some(canRequestFamilyLink)).toBe(false);
    expect(familyRelationLabel("guru")).toBe("Guru");
    expect(familyRelationLabel("murid")).toBe("Pendamping");
  });

  it("takes an email or a username (a leading @ dropped), lower-cased", () => {
    expect(normaliseFamilyIdentifier("  Anak@Contoh.ID ")).toBe("anak@contoh.id");
    expect(normaliseFamilyIdentifier("@Dimas.Putra")).toBe("dimas.putra");
    for (const ok of ["anak@contoh.id", "dimas_putra", "@dimas.putra"]) expect(isFamilyIdentifier(ok), ok).toBe(true);
    for (const bad of ["", "ab", "a b", "x@", "@", "<script>", "anak@contoh"]) {
      expect(isFamilyIdentifier(bad), bad).toBe(false);
    }
    expect(familyRequestBody.safeParse({ identifier: "" }).error?.issues[0]?.message).toBe(
      "Email atau username wajib diisi",
    );
  });
});

describe("the institution's detail field (decisions/027)", () => {
  it("is a class for schools, a faculty for universities, a division for corporations, else none", () => {
    expect([1, 102, 6, 5, 2, 8, 101].map(institutionDetailLabel)).toEqual([
      "Kelas",
      "Kelas",
      "Fakultas / Jurusan",
      "Divisi",
      null,
      null,
      null,
    ]);
  });

  it("checks the id and the detail", () => {
    expect(institutionChoiceBody.safeParse({ institution_id: 3, institution_detail: " XI IPA 2 " }).data).toEqual({
      institution_id: 3,
      institution_detail: "XI IPA 2",
    });
    for (const bad of [{}, { institution_id: "abc" }, { institution_id: 0 }, { institution_id: 1.5 }]) {
      expect(institutionChoiceBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(institutionChoiceBody.safeParse({ institution_id: 1, institution_detail: "a".repeat(121) }).success).toBe(
      false,
    );
    expect(institutionChoiceBody.safeParse({ institution_id: 1, institution_detail: "<b>" }).success).toBe(false);
  });
});
