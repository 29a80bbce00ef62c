import type { FaceRecognitionMessage } from "./use-face-recognition-window";

/** Spec 001 section 2: the result page, with query state, url-program, success and the error fields. */
export const FACE_RECOGNITION_RESULT_PATH = "/face-recognition-result";

export function faceRecognitionResultHref(message: FaceRecognitionMessage, programPath: string): string {
  const params = new URLSearchParams({ state: message.state, "url-program": programPath });
  if (message.success !== null) params.set("success", String(message.success));
  if (message.error !== null) params.set("error", message.error);
  if (message.error_code !== null) params.set("error_code", message.error_code);
  if (message.error_description !== null) params.set("error_description", message.error_description);
  return `${FACE_RECOGNITION_RESULT_PATH}?${params.toString()}`;
}
