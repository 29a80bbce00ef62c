import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_MIME_TYPES } from "@app/domain/account/avatar-upload";

/** The square a person chose, in the photo's own pixels (react-easy-crop's croppedAreaPixels). */
export type CropArea = { x: number; y: number; width: number; height: number };

/** The largest side sent: the server keeps at most 400 px, so 800 leaves room and keeps the upload small. */
export const CROP_OUTPUT_MAX = 800;

/** The browser's check before anything is read (the server checks again, by content). */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  if (file.size === 0) return AVATAR_MESSAGES.unreadable;
  return null;
}

/** The centre square of a photo of this size (what is cut when the person does not move anything). */
export function centreSquare(width: number, height: number): CropArea {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(AVATAR_MESSAGES.unreadable));
    image.src = src;
  });
}

/**
 * Cuts the chosen square out of the photo (the browser has already turned it upright by its EXIF orientation)
 * and encodes it as a JPEG on white, so a transparent PNG does not turn black.
 */
export async function cropToBlob(src: string, area: CropArea | null): Promise<Blob> {
  const image = await loadImage(src);
  const square = area ?? centreSquare(image.naturalWidth, image.naturalHeight);
  const side = Math.max(1, Math.min(CROP_OUTPUT_MAX, Math.round(square.width)));
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(AVATAR_MESSAGES.unreadable);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, square.x, square.y, square.width, square.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(AVATAR_MESSAGES.unreadable))), "image/jpeg", 0.9);
  });
}
