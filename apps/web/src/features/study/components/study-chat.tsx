import type { ActivityDashboard } from "@app/domain/study/contracts";
import { lazy, Suspense } from "react";
import { useFacilitatorDescription } from "../activity-api";
import { STUDY_TEXTS } from "../study-texts";
import { showsTanyamu, tanyamuHref } from "../tanyamu-rule";
import { ChatIcon } from "./study-icons";

// The chat (its list virtualiser, composer and realtime handling) loads when a learner first opens it.
const ChatBox = lazy(() => import("../../chat/public").then((m) => ({ default: m.ChatBox })));

export interface StudyChatProps {
  activityId: number;
  dashboard: ActivityDashboard;
  /** The room open in the box, or null when it is closed (the page owns it: the direct_chat activity opens rooms). */
  roomId: number | null;
  onOpen: (roomId: number) => void;
  onClose: () => void;
}

/**
 * The study page's floating discussion (spec 001 sections 2 and 4): a button that opens the programme's facilitator
 * room (from the activity's facilitator description) in the chat box, and the box itself. Neither shows when the
 * programme is closed to discussion or is a child programme, nor without a facilitator room; a failed description
 * call changes nothing on the screen (spec 001 section 8). 'Diskusi Program' in the box leads to the programme's
 * discussion room when the Tanyamu rule holds.
 */
export function StudyChat({ activityId, dashboard, roomId, onOpen, onClose }: StudyChatProps) {
  const hidden = dashboard.is_tanyamu_closed || dashboard.is_child;
  const description = useFacilitatorDescription(activityId);
  const facilitatorRoom = hidden ? 0 : (description.data?.room_id ?? 0);
  const discussionHref = showsTanyamu(dashboard) ? tanyamuHref(dashboard.room_id) : null;

  return (
    <>
      {facilitatorRoom > 0 ? (
        // stays while the box is open (it closes it again, and focus returns to it); a phone's box covers it. It sits
        // above the bottom bars of the page (the quiz's navigation), not on them.
        <button
          type="button"
          onClick={() => (roomId === null ? onOpen(facilitatorRoom) : onClose())}
          aria-label={roomId === null ? STUDY_TEXTS.openChat : STUDY_TEXTS.closeChat}
          aria-expanded={roomId !== null}
          className={`fixed right-4 bottom-24 z-30 size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:right-6 ${
            roomId === null ? "inline-flex" : "hidden lg:inline-flex"
          }`}
        >
          {roomId === null ? (
            <ChatIcon className="size-6" />
          ) : (
            <svg className="size-6" viewBox="0 0 20 20" fill="none" aria-hidden="true">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          )}
        </button>
      ) : null}
      {roomId !== null ? (
        <Suspense fallback={null}>
          <ChatBox key={roomId} roomId={roomId} onClose={onClose} discussionHref={discussionHref} />
        </Suspense>
      ) : null}
    </>
  );
}
