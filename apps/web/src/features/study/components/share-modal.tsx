import { SHARE_COPY_TOAST, type ShareTargetKey, shareLinks } from "@app/domain/study/share-links";
import type { ReactNode } from "react";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { STUDY_TEXTS } from "../study-texts";

const ICONS: Record<ShareTargetKey, { colour: string; glyph: ReactNode }> = {
  copy: {
    colour: "bg-slate-700",
    glyph: (
      <path
        d="M9 9h10v10H9zM5 15V5h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  whatsapp: {
    colour: "bg-emerald-700",
    glyph: (
      <path
        d="M5 19l1.2-3.6A7 7 0 1 1 9 18.3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    ),
  },
  line: {
    colour: "bg-green-700",
    glyph: (
      <path
        d="M4 11c0-3.9 3.6-7 8-7s8 3.1 8 7-3.6 7-8 7l-4 3v-4c-2.4-1.2-4-3.4-4-6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    ),
  },
  linkedin: {
    colour: "bg-sky-800",
    glyph: (
      <path
        d="M7 10v8M7 6v.01M11 18v-5a2.5 2.5 0 0 1 5 0v5M11 10v8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    ),
  },
  facebook: {
    colour: "bg-blue-700",
    glyph: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" fill="currentColor" />,
  },
  twitter: {
    colour: "bg-slate-900",
    glyph: <path d="M5 5l14 14M19 5 5 19" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
};

function TargetIcon({ target }: { target: ShareTargetKey }) {
  const icon = ICONS[target];
  return (
    <span className={`inline-flex size-12 items-center justify-center rounded-full text-white ${icon.colour}`}>
      <svg className="size-6" viewBox="0 0 24 24" aria-hidden="true">
        {icon.glyph}
      </svg>
    </span>
  );
}

export interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  /** The absolute address that is shared. */
  url: string;
  title: string;
}

/** Bagikan Aktivitas (spec 001 section 2): copy the link, WhatsApp, Line, LinkedIn, Facebook, Twitter. */
export function ShareModal({ open, onClose, url, title }: ShareModalProps) {
  const toast = useToast();
  const links = shareLinks(url, title);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast.show(SHARE_COPY_TOAST);
    } catch {
      toast.show("Link tidak dapat disalin", { tone: "error" });
    }
  }

  const item =
    "flex w-full flex-col items-center gap-2 rounded-xl p-2 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-600";
  return (
    <Modal open={open} onClose={onClose} title={STUDY_TEXTS.shareTitle} size="md">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {links.map((link) => (
          <li key={link.key}>
            {link.key === "copy" ? (
              <button type="button" className={item} onClick={() => void copy(link.href)}>
                <TargetIcon target={link.key} />
                {link.label}
              </button>
            ) : (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={item}>
                <TargetIcon target={link.key} />
                {link.label}
                <span className="sr-only"> {STUDY_TEXTS.newTab}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 truncate rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" title={url}>
        {url}
      </p>
    </Modal>
  );
}
