import { useToast } from "../../../shared/ui/toast";
import { useDisclosureMenu } from "../../../shared/ui/use-disclosure-menu";

export interface ShareTarget {
  label: string;
  href: string;
}

/** Where a programme can be shared: each network's own share address, opened in a new tab. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { label: "WhatsApp", href: `https://wa.me/?text=${text}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X (Twitter)", href: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "Line", href: `https://social-plugins.line.me/lineit/share?url=${u}` },
  ];
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const itemClass =
  "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * 'Bagikan': the device's own share sheet where the browser has one (Web Share API), otherwise a menu to copy
 * the link (toast 'Link berhasil disalin') or share it to WhatsApp, Facebook, X/Twitter, LinkedIn or Line.
 * The menu is a disclosure: arrow keys move between its items, Esc closes it and returns to the button.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const menu = useDisclosureMenu<HTMLUListElement>();
  const toast = useToast();

  async function onShare() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // the person closed the sheet: nothing to do; any other failure falls back to the menu
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    menu.setOpen((v) => !v);
  }

  async function onCopy() {
    const copied = await copyText(url);
    menu.close();
    if (copied) toast.show("Link berhasil disalin");
    else toast.show("Link gagal disalin. Salin dari kolom alamat browser.", { tone: "error" });
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling of the disclosure lives on its wrapper
    <div ref={menu.rootRef} className="relative" onKeyDown={menu.onRootKeyDown} onBlur={menu.onRootBlur}>
      <button
        ref={menu.buttonRef}
        type="button"
        aria-expanded={menu.open}
        aria-controls={menu.listId}
        onClick={() => void onShare()}
        onKeyDown={(event) => {
          // with the device's share sheet there is no menu to move into
          if (typeof navigator.share !== "function") menu.onButtonKeyDown(event);
        }}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <circle cx="15" cy="4.5" r="2.5" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="5" cy="10" r="2.5" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="15" cy="15.5" r="2.5" stroke="currentColor" strokeWidth="1.8" />
          <path d="m7.2 8.8 5.6-3M7.2 11.2l5.6 3" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        Bagikan
      </button>
      <ul
        ref={menu.listRef}
        id={menu.listId}
        hidden={!menu.open}
        aria-label="Bagikan program"
        onKeyDown={menu.onListKeyDown}
        className="absolute right-0 z-50 mt-2 grid w-72 grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <li>
          <button type="button" className={itemClass} onClick={() => void onCopy()}>
            Salin Link
          </button>
        </li>
        {shareTargets(url, title).map((target) => (
          <li key={target.label}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClass}
              onClick={() => menu.setOpen(false)}
            >
              {target.label}
              <span className="sr-only"> (membuka tab baru)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
