import { useState } from "react";

const SHAPES = {
  program: "size-12 rounded-xl text-lg sm:size-16 sm:text-xl",
  creator: "size-8 rounded-full text-sm",
} as const;

/**
 * A programme's image or a creator's logo; without one, or when it fails to load, the first letter of the
 * name. Decorative: the name next to it is what is read.
 */
export function CartThumbnail({
  name,
  src,
  shape = "program",
}: {
  name: string;
  src: string | null;
  shape?: keyof typeof SHAPES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = `inline-flex shrink-0 items-center justify-center overflow-hidden ${SHAPES[shape]}`;
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        className={`${box} bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} bg-brand-100 font-bold text-brand-800 select-none`}>
      {[...name.trim()][0]?.toUpperCase() ?? "?"}
    </span>
  );
}
