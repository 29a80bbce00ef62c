/** The share modal of the study page (spec 001 section 2, Study-page top bar). */

export const SHARE_COPY_TOAST = "Berhasil menyalin link program";

export type ShareTargetKey = "copy" | "whatsapp" | "line" | "linkedin" | "facebook" | "twitter";

export type ShareLink = {
  key: ShareTargetKey;
  label: string;
  /** For "copy" this is the link itself, which goes to the clipboard rather than being opened. */
  href: string;
};

/** The six targets in the order the modal shows them. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = title.trim();
  // WhatsApp takes one text field, so the title travels in it ahead of the link.
  const message = encodeURIComponent(text === "" ? url : `${text} ${url}`);
  return [
    { key: "copy", label: "Salin Link", href: url },
    { key: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${message}` },
    { key: "line", label: "Line", href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { key: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { key: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      key: "twitter",
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    },
  ];
}
