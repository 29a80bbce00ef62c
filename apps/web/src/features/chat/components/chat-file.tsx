import type { FilePayload } from "@app/domain/chat/contracts";
import { chatFileKind } from "@app/domain/chat/rules";
import { CHAT_TEXTS } from "../chat-texts";

/** Only the site's own file addresses and http(s) ones are used; anything else shows as a name only. */
export function safeFileUrl(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A file message by its extension (spec 001 section 5): images, audio and video inline; an svg is not shown (it
 * could carry script) but says so; any other file is its name with a download link.
 */
export function ChatFile({ file }: { file: FilePayload }) {
  const url = safeFileUrl(file.url);
  const kind = chatFileKind(file.file_name);
  if (kind === "svg") return <p className="text-sm text-slate-700 italic">{CHAT_TEXTS.svgHidden}</p>;
  if (url === null) return <p className="text-sm break-all text-slate-800">{file.file_name}</p>;
  switch (kind) {
    case "image":
      return (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="block focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <img
            src={url}
            alt={CHAT_TEXTS.imageOf(file.file_name)}
            loading="lazy"
            className="max-h-60 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
          />
        </a>
      );
    case "audio":
      return (
        // biome-ignore lint/a11y/useMediaCaption: learners' voice notes come without caption files
        <audio controls preload="metadata" src={url} aria-label={file.file_name} className="w-full max-w-xs" />
      );
    case "video":
      return (
        // biome-ignore lint/a11y/useMediaCaption: learners' videos come without caption files; the name is the label
        <video
          controls
          preload="metadata"
          src={url}
          aria-label={file.file_name}
          className="max-h-60 w-full max-w-xs rounded-lg bg-black"
        />
      );
    default:
      return (
        <a
          href={url}
          download={file.file_name}
          aria-label={CHAT_TEXTS.download(file.file_name)}
          className="inline-flex max-w-full items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg className="size-5 shrink-0" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M12 4v11m0 0 4-4m-4 4-4-4M5 19h14"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="truncate">{file.file_name}</span>
        </a>
      );
  }
}
