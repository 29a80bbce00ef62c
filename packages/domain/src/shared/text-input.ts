/**
 * Characters no text sent to the API may carry (RELIABILITY S10, issue 17): the C0 control characters but tab,
 * newline and carriage return, DEL, and UTF-16 surrogates without their pair. PostgreSQL refuses NUL in text and
 * lone surrogates in jsonb (a 500), and none of them is something a person types. The API refuses them in every
 * query, path and body field in one place (apps/api/src/platform/text-input.ts).
 */
export const FORBIDDEN_CHARACTER_MESSAGE = "Teks berisi karakter yang tidak diizinkan";

// with the u flag a surrogate range matches only a surrogate that is not half of a pair
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/gu;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The text without its forbidden characters; everything else, markup included, is kept as it is. */
export function withoutForbiddenCharacters(text: string): string {
  return text.replace(FORBIDDEN_ALL, "");
}

/** A field name safe to show and log: forbidden characters written as \uXXXX escapes. */
export function visibleFieldName(name: string): string {
  return name.replace(FORBIDDEN_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
