import { MESSAGES } from "./errors";

/** The success envelope `{ status: 200, message: "OK", data }`. */
export function ok<T>(data: T): { status: number; message: string; data: T } {
  return { status: 200, message: MESSAGES.ok, data };
}
