/**
 * The profile photo's stored sizes and addresses (issue 21, decisions/025). The web app's shell reads these (the
 * navbar picks a size), so what only the upload needs is in ./avatar-upload.
 */

/**
 * The square sizes stored, in pixels: 64 for the navbar and lists (36-48 CSS px at 1.5x), 160 for the 100x100
 * avatar of spec 000 section 9 (96 CSS px on the account page at 1.6x), 400 for a large view on a dense screen.
 */
export const AVATAR_SIZES = [64, 160, 400] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The size `users.avatar` (and so me-v2, the login answer and the `avatar` cookie) points at. */
export const AVATAR_DEFAULT_SIZE: AvatarSize = 160;

const AVATAR_PATH = /^\/api\/user\/avatar\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d+)$/;

/** Where one size of an uploaded avatar is served (an immutable address: a new upload gets a new id). */
export function avatarUrl(avatarId: string, size: AvatarSize = AVATAR_DEFAULT_SIZE): string {
  return `/api/user/avatar/${avatarId}/${size}`;
}

/**
 * Another size of an avatar address. An address that is not one of ours (an older seeded or external picture)
 * is given back as it is.
 */
export function avatarVariant(url: string, size: AvatarSize): string {
  const match = AVATAR_PATH.exec(url);
  return match?.[1] ? avatarUrl(match[1], size) : url;
}

const AVATAR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function avatarIdOf(value: string): string | null {
  return AVATAR_ID.test(value) ? value : null;
}

export function avatarSizeOf(value: string): AvatarSize | null {
  return AVATAR_SIZES.find((size) => String(size) === value) ?? null;
}
