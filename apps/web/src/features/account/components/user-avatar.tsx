import { type AvatarSize, avatarVariant } from "@app/domain/account/avatar";
import { useState } from "react";

/** Up to two initials of a name: 'Siti Nurhaliza' -> 'SN', 'budi' -> 'B'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

const SIZES = { sm: "size-9 text-sm", md: "size-12 text-base", lg: "size-24 text-2xl" } as const;

/** The stored size each box loads (decisions/025): 64 px for 36-48 CSS px, 160 px for 96 CSS px, on 1.5-2x screens. */
const STORED_SIZE: Record<keyof typeof SIZES, AvatarSize> = { sm: 64, md: 64, lg: 160 };

export interface UserAvatarProps {
  name: string;
  avatar: string | null;
  size?: keyof typeof SIZES;
}

/**
 * The user's picture (a 100x100 image, spec 000 section 9) or, without one or when it fails to load, the
 * initials. Decorative: the control or heading next to it carries the name.
 */
export function UserAvatar({ name, avatar, size = "sm" }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${SIZES[size]}`;
  if (avatar && failed !== avatar) {
    return (
      <img
        src={avatarVariant(avatar, STORED_SIZE[size])}
        alt=""
        width={100}
        height={100}
        onError={() => setFailed(avatar)}
        className={`${box} bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} bg-brand-100 font-bold text-brand-800 select-none`}>
      {initialsOf(name)}
    </span>
  );
}
