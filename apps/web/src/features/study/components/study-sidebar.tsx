import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { Modal } from "../../../shared/ui/modal";
import { STUDY_TEXTS } from "../study-texts";
import { CloseIcon } from "./study-icons";

export type SidebarTab = "aktivitas" | "pengumuman" | "penilaian";

/** Spec 001 section 2's three tabs, in its order; the announcement tab the original hid is shown (issue 19). */
const TABS: { key: SidebarTab; label: string }[] = [
  { key: "aktivitas", label: STUDY_TEXTS.tabActivity },
  { key: "pengumuman", label: STUDY_TEXTS.tabAnnouncement },
  { key: "penilaian", label: STUDY_TEXTS.tabScoring },
];

export interface StudySidebarProps {
  open: boolean;
  onClose: () => void;
  /** 992 px or more: the sidebar sits beside the page; narrower, it is a drawer over it. */
  wide: boolean;
  activities: ReactNode;
  /** The programme's announcements; rendered only once the tab is chosen, so they load only when wanted. */
  announcements: ReactNode;
  scoring: ReactNode;
  /** Told when the learner switches tab (the chat box closes then). */
  onTabChange?: (tab: SidebarTab) => void;
}

/**
 * The study page's sidebar (spec 001 section 2): tabs Aktivitas, Pengumuman and Penilaian. On a wide screen it is a column
 * beside the activity; on a narrower one a drawer that traps focus and closes on Esc (shared Modal).
 */
export function StudySidebar({
  open,
  onClose,
  wide,
  activities,
  announcements,
  scoring,
  onTabChange,
}: StudySidebarProps) {
  const [tab, setTabState] = useState<SidebarTab>("aktivitas");
  const setTab = (next: SidebarTab) => {
    if (next !== tab) onTabChange?.(next);
    setTabState(next);
  };
  const content = (
    <SidebarTabs
      tab={tab}
      onTab={setTab}
      panels={{ aktivitas: activities, pengumuman: announcements, penilaian: scoring }}
    />
  );
  if (!wide) {
    return (
      <Modal open={open} onClose={onClose} title={STUDY_TEXTS.activityList} variant="drawer">
        <div className="-mx-5 -mb-5">{content}</div>
      </Modal>
    );
  }
  if (!open) return null;
  return (
    <aside
      aria-label={STUDY_TEXTS.sidebar}
      className="sticky top-[72px] flex h-[calc(100dvh-72px)] w-[360px] shrink-0 flex-col border-r border-slate-200 bg-white"
    >
      <div className="flex items-center justify-between gap-2 px-4 pt-3 pb-1">
        <h2 className="text-base font-bold text-slate-900">{STUDY_TEXTS.activityList}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={STUDY_TEXTS.closeActivityList}
          data-tour="tutup-menu-utama"
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{content}</div>
    </aside>
  );
}

interface SidebarTabsProps {
  tab: SidebarTab;
  onTab: (tab: SidebarTab) => void;
  panels: Record<SidebarTab, ReactNode>;
}

/** WAI-ARIA tabs: arrows, Home and End move between the tabs; the selected one is the only tab stop. */
function SidebarTabs({ tab, onTab, panels }: SidebarTabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Record<SidebarTab, HTMLButtonElement | null>>({
    aktivitas: null,
    pengumuman: null,
    penilaian: null,
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((t) => t.key === tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length];
    if (!next) return;
    onTab(next.key);
    tabRefs.current[next.key]?.focus();
  }

  return (
    <div className="flex flex-col">
      <div
        role="tablist"
        aria-label={STUDY_TEXTS.tabs}
        data-tour="menu-belajar"
        onKeyDown={onKeyDown}
        className="sticky top-0 z-10 flex border-b border-slate-200 bg-white px-2"
      >
        {TABS.map((t) => {
          const selected = t.key === tab;
          return (
            <button
              key={t.key}
              ref={(el) => {
                tabRefs.current[t.key] = el;
              }}
              id={`${baseId}-tab-${t.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${t.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onTab(t.key)}
              className={`-mb-px flex-1 border-b-2 px-3 py-3 text-sm font-semibold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 ${
                selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {TABS.map((t) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`${baseId}-panel-${t.key}`}
          aria-labelledby={`${baseId}-tab-${t.key}`}
          hidden={t.key !== tab}
          data-tour={t.key === "aktivitas" ? "menu-utama" : undefined}
        >
          {t.key !== "pengumuman" || t.key === tab ? panels[t.key] : null}
        </div>
      ))}
    </div>
  );
}
