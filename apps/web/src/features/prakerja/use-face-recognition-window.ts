import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";

/** Spec 001 section 9: the verification window is checked for closing every 500 ms. */
export const FACE_WINDOW_POLL_MS = 500;
export const FACE_MESSAGE_TYPE = "prakerja_face_recognition";

const optionalText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullish()
  .transform((value) => (value === undefined || value === null || value === "" ? null : value));

/** The message the partner's page posts to its opener (payload type, state, success, error, error_code, error_description). */
export const faceRecognitionMessage = z.object({
  type: z.literal(FACE_MESSAGE_TYPE),
  state: z.string().min(1).max(500),
  success: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  error: optionalText,
  error_code: optionalText,
  error_description: optionalText,
});
export type FaceRecognitionMessage = z.infer<typeof faceRecognitionMessage>;

export type OpenResult = "opened" | "blocked";

export interface FaceRecognitionWindowOptions {
  /** The partner's configured origin; null accepts no message at all. */
  partnerOrigin: string | null;
  /** A well-formed message from the partner's origin: the window is closed and watching stops. */
  onMessage: (message: FaceRecognitionMessage) => void;
  /** The learner (or the partner page) closed the window before any message came. */
  onClosed: () => void;
}

/**
 * Opens the partner's face-verification window and watches it (spec 001 section 4 'Face recognition'): a check
 * every 500 ms whether it was closed, and a `message` listener that takes only `prakerja_face_recognition` from
 * the partner's configured origin — anything from another origin, or of another shape, is ignored. Whatever ends
 * the watch (message, closed window, a new open, unmount) removes both.
 */
export function useFaceRecognitionWindow({ partnerOrigin, onMessage, onClosed }: FaceRecognitionWindowOptions) {
  const [watching, setWatching] = useState(false);
  const cleanupRef = useRef<(() => void) | null>(null);
  const handlersRef = useRef({ onMessage, onClosed, partnerOrigin });
  handlersRef.current = { onMessage, onClosed, partnerOrigin };

  const stop = useCallback(() => {
    cleanupRef.current?.();
    cleanupRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const open = useCallback(
    (url: string): OpenResult => {
      stop();
      const popup = window.open(url, "prakerja_face_recognition", "popup,width=480,height=720");
      if (!popup || popup.closed) return "blocked";

      const onWindowMessage = (event: MessageEvent) => {
        const origin = handlersRef.current.partnerOrigin;
        if (origin === null || event.origin !== origin) return;
        const parsed = faceRecognitionMessage.safeParse(event.data);
        if (!parsed.success) return;
        cleanup();
        if (!popup.closed) popup.close();
        handlersRef.current.onMessage(parsed.data);
      };
      const timer = window.setInterval(() => {
        if (!popup.closed) return;
        cleanup();
        handlersRef.current.onClosed();
      }, FACE_WINDOW_POLL_MS);
      const cleanup = () => {
        window.clearInterval(timer);
        window.removeEventListener("message", onWindowMessage);
        if (cleanupRef.current === cleanup) cleanupRef.current = null;
        setWatching(false);
      };
      window.addEventListener("message", onWindowMessage);
      cleanupRef.current = cleanup;
      setWatching(true);
      return "opened";
    },
    [stop],
  );

  return { open, stop, watching };
}
