import { AppLink } from "../../shared/ui/app-link";
import { ChevronIcon } from "../../shared/ui/chevron-icon";
import { useDisclosureMenu } from "../../shared/ui/use-disclosure-menu";
import { aboutNav } from "./nav-items";

/**
 * The About Us dropdown (Tentang Kami): a disclosure button and a list of links. Arrow keys move between
 * the links, Esc closes and returns focus to the button, leaving it by Tab or a click outside closes it.
 */
export function AboutMenu() {
  const menu = useDisclosureMenu<HTMLUListElement>();
  const items = aboutNav();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling of the disclosure lives on its wrapper
    <div ref={menu.rootRef} className="relative" onKeyDown={menu.onRootKeyDown} onBlur={menu.onRootBlur}>
      <button
        ref={menu.buttonRef}
        type="button"
        aria-expanded={menu.open}
        aria-controls={menu.listId}
        onClick={() => menu.setOpen((v) => !v)}
        onKeyDown={menu.onButtonKeyDown}
        className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        Tentang Kami
        <ChevronIcon open={menu.open} className="size-4" />
      </button>
      <ul
        ref={menu.listRef}
        id={menu.listId}
        hidden={!menu.open}
        onKeyDown={menu.onListKeyDown}
        className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {items.map((item) => (
          <li key={item.to}>
            <AppLink
              to={item.to}
              className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
