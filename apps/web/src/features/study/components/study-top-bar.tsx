import type { ReactNode } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { STUDY_TEXTS } from "../study-texts";
import { tanyamuHref } from "../tanyamu-rule";
import { ProgressCircle } from "./progress-circle";
import { BackIcon, ChatIcon, ListIcon, ShareIcon } from "./study-icons";
import { StudyKebabMenu, type StudyKebabMenuProps } from "./study-kebab-menu";

export interface StudyTopBarProps {
  backHref: string;
  /** The site's logo (linking home), handed in by app/. */
  logo: ReactNode;
  programName: string;
  programHref: string;
  progress: Parameters<typeof ProgressCircle>[0]["facts"];
  /** The programme room when the Tanyamu rule holds; otherwise the share button shows. */
  tanyamuRoomId: number | null;
  onShare: () => void;
  kebab: StudyKebabMenuProps;
  /** false for business-to-business visitors, and on mobile with header_hide=true. */
  showListToggle: boolean;
  listOpen: boolean;
  onToggleList: () => void;
}

const ICON_BUTTON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600";

/** The study page's top bar (spec 001 section 2), fixed: 48 px high up to 452 px wide, else 72 px (spec 000 2.2). */
export function StudyTopBar({
  backHref,
  logo,
  programName,
  programHref,
  progress,
  tanyamuRoomId,
  onShare,
  kebab,
  showListToggle,
  listOpen,
  onToggleList,
}: StudyTopBarProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-12 border-b border-slate-200 bg-white min-[453px]:h-[72px]">
      <div className="flex h-full items-center gap-1 px-1 sm:gap-2 sm:px-3 lg:px-4">
        <AppLink to={backHref} aria-label={STUDY_TEXTS.back} className={ICON_BUTTON}>
          <BackIcon />
        </AppLink>
        <div className="hidden shrink-0 lg:flex">{logo}</div>
        <AppLink
          to={programHref}
          className="min-w-0 flex-1 truncate rounded-sm px-1 text-sm font-bold text-slate-900 hover:text-brand-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-base lg:ml-2"
        >
          {programName}
        </AppLink>
        <ProgressCircle facts={progress} />
        {tanyamuRoomId !== null ? (
          <AppLink
            to={tanyamuHref(tanyamuRoomId)}
            aria-label={STUDY_TEXTS.tanyamu}
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <ChatIcon />
            <span className="hidden md:inline">{STUDY_TEXTS.tanyamu}</span>
          </AppLink>
        ) : (
          <button type="button" aria-label={STUDY_TEXTS.share} onClick={onShare} className={ICON_BUTTON}>
            <ShareIcon />
          </button>
        )}
        <StudyKebabMenu {...kebab} />
        {showListToggle ? (
          <button
            type="button"
            aria-label={STUDY_TEXTS.activityList}
            aria-expanded={listOpen}
            onClick={onToggleList}
            data-tour="daftar-aktivitas"
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ListIcon />
            <span className="hidden md:inline">{STUDY_TEXTS.activityList}</span>
          </button>
        ) : null}
      </div>
    </header>
  );
}
