import { describe, expect, it } from "vitest";
import {
  extensionOf,
  formatFileSize,
  UPLOAD_ACCEPT,
  UPLOAD_TYPE_NAMES,
  UPLOAD_TYPES,
  uploadTypeMatches,
} from "./uploads";

describe("upload types (RELIABILITY S11)", () => {
  it("need the extension and the detected content to agree", () => {
    expect(uploadTypeMatches("tugas.pdf", "application/pdf")).toBe(true);
    expect(uploadTypeMatches("TUGAS.PDF", "application/pdf")).toBe(true);
    expect(uploadTypeMatches("foto.jpeg", "image/jpeg")).toBe(true);
    expect(uploadTypeMatches("tugas.pdf", "image/png")).toBe(false);
    expect(uploadTypeMatches("tugas.pdf", null)).toBe(false);
    expect(uploadTypeMatches("skrip.html", "text/html")).toBe(false);
    expect(uploadTypeMatches("tanpa-ekstensi", "application/pdf")).toBe(false);
  });

  it("read the extension after the last dot only", () => {
    expect(extensionOf("laporan.final.docx")).toBe("docx");
    expect(extensionOf(".pdf")).toBe("");
    expect(extensionOf("nama.")).toBe("");
    expect(UPLOAD_ACCEPT).toContain(".pdf");
  });

  it("show sizes in Indonesian", () => {
    expect(formatFileSize(1_258_291)).toBe("1,2 MB");
    expect(formatFileSize(870_400)).toBe("850 KB");
    expect(formatFileSize(10)).toBe("1 KB");
  });
});

describe("UPLOAD_TYPE_NAMES (issue 23)", () => {
  it("names every accepted type once, as the learner reads them, from the one list", () => {
    expect(UPLOAD_TYPE_NAMES).toBe("PDF, JPG, PNG, DOCX, XLSX, PPTX, MP3 atau MP4");
    for (const ext of Object.keys(UPLOAD_TYPES)) {
      if (ext !== "jpeg") expect(UPLOAD_TYPE_NAMES).toContain(ext.toUpperCase());
    }
  });
});
