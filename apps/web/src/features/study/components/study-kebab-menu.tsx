import type { ReactNode } from "react";
import { useDisclosureMenu } from "../../../shared/ui/use-disclosure-menu";
import { STUDY_TEXTS } from "../study-texts";
import { CompassIcon, GroupIcon, HelpIcon, KebabIcon, ShareIcon } from "./study-icons";

export interface StudyKebabMenuProps {
  /** has_program_study_group_activity: Kelompok Belajar Program is offered. */
  showStudyGroup: boolean;
  onStudyGroup: () => void;
  onShare: () => void;
  onTour: () => void;
  /** Panduan: the FAQ (the configured help site). */
  helpHref: string;
  /** The guided tour holds the menu open while it points at an item in it. */
  pinnedOpen?: boolean;
}

const ITEM =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

function Item({
  icon,
  label,
  onSelect,
  tour,
}: {
  icon: ReactNode;
  label: string;
  onSelect: () => void;
  tour?: string;
}) {
  return (
    <li>
      <button type="button" className={ITEM} onClick={onSelect} data-tour={tour}>
        {icon}
        {label}
      </button>
    </li>
  );
}

/** The top bar's kebab menu (spec 001 section 2). */
export function StudyKebabMenu({
  showStudyGroup,
  onStudyGroup,
  onShare,
  onTour,
  helpHref,
  pinnedOpen = false,
}: StudyKebabMenuProps) {
  const menu = useDisclosureMenu<HTMLUListElement>();
  const open = menu.open || pinnedOpen;
  const select = (action: () => void) => () => {
    menu.close(false);
    action();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling of the disclosure lives on its wrapper
    <div
      ref={menu.rootRef}
      className="relative shrink-0"
      onKeyDown={menu.onRootKeyDown}
      onBlur={pinnedOpen ? undefined : menu.onRootBlur}
    >
      <button
        ref={menu.buttonRef}
        type="button"
        aria-label={STUDY_TEXTS.moreMenu}
        aria-expanded={open}
        aria-controls={menu.listId}
        data-tour="menu-lainnya"
        onClick={() => menu.setOpen((v) => !v)}
        onKeyDown={menu.onButtonKeyDown}
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <KebabIcon />
      </button>
      <ul
        ref={menu.listRef}
        id={menu.listId}
        hidden={!open}
        onKeyDown={menu.onListKeyDown}
        className="absolute right-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {showStudyGroup ? (
          <Item icon={<GroupIcon />} label={STUDY_TEXTS.studyGroup} onSelect={select(onStudyGroup)} />
        ) : null}
        <Item icon={<ShareIcon />} label={STUDY_TEXTS.shareActivity} onSelect={select(onShare)} />
        <Item
          icon={<CompassIcon />}
          label={STUDY_TEXTS.exploreTour}
          onSelect={select(onTour)}
          tour="eksplorasi-halaman-belajar"
        />
        <li>
          <a href={helpHref} target="_blank" rel="noopener noreferrer" className={ITEM}>
            <HelpIcon />
            {STUDY_TEXTS.guide}
            <span className="sr-only"> {STUDY_TEXTS.newTab}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
