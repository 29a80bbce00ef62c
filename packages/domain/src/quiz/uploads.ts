/**
 * What a file answer may be (RELIABILITY S11): the extension and the content's detected type must both be on this
 * list and agree. The browser uses it for the picker's accept list and a first size check; the server decides.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Extension → the MIME type the content must be detected as. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
};

/**
 * The accepted types as a learner reads them ('PDF, JPG, PNG, ... atau MP4'), made from the list above: the hint under
 * the upload and the refusal say exactly what the server takes (issue 23). JPEG is JPG's other spelling.
 */
export const UPLOAD_TYPE_NAMES: string = (() => {
  const names = Object.keys(UPLOAD_TYPES)
    .filter((ext) => ext !== "jpeg")
    .map((ext) => ext.toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} atau ${names.at(-1)}` : (names[0] ?? "");
})();

/** The picker's accept attribute. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

/** The lower-case extension of a file name, or '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Whether a declared name and a detected MIME type agree with the list. */
export function uploadTypeMatches(name: string, detectedMime: string | null): boolean {
  const expected = UPLOAD_TYPES[extensionOf(name)];
  return expected !== undefined && detectedMime === expected;
}

/** "1,2 MB" / "850 KB": a file's size as the learner reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString("id-ID", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("id-ID")} KB`;
}
