import { isRoomFullMessage } from "@app/domain/chat/rules";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { useIsDesktop } from "../../../shared/lib/media";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Skeleton } from "../../../shared/ui/skeleton";
import { Spinner } from "../../../shared/ui/spinner";
import { PROGRAMMU_PATH } from "../../learning/public";
import { useJoinedRoom, useRooms } from "../api";
import { CHAT_TEXTS } from "../chat-texts";
import { ChatRoom } from "../components/chat-room";
import { RoomFullModal } from "../components/room-full-modal";
import { RoomList } from "../components/room-list";
import { useChatLive } from "../use-chat-live";
import { useOwnId } from "../use-own-id";

/** ?initRoom= as a room id; anything else is no room. */
export function readInitRoom(params: URLSearchParams): number | null {
  const raw = params.get("initRoom") ?? "";
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function BackIcon() {
  return (
    <svg className="size-5" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M12.5 4.5 7 10l5.5 5.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * /tanyamu (route name tanyamu, parameter initRoom; spec 001 section 1): the learner's discussion rooms with their
 * unread counts and last messages, and the open room beside them. The open room is the address's `initRoom`, so
 * the study page's Tanyamu button and the chat box's 'Diskusi Program' open it directly and the back button
 * works; a room the learner is not in yet (the programme's discussion room) is joined first. Under 1024 px the list
 * and the room take the whole width one at a time, the room with a back button to the list.
 */
export function TanyamuPage() {
  usePageTitle(CHAT_TEXTS.pageTitle);
  const [params, setParams] = useSearchParams();
  const selected = readInitRoom(params);
  const desktop = useIsDesktop();
  const ownId = useOwnId();
  const rooms = useRooms();
  const headingId = useId();
  const list = rooms.data ?? [];
  useChatLive(
    list.map((room) => room.id),
    ownId,
  );
  const listed = selected !== null && list.some((room) => room.id === selected);
  const join = useJoinedRoom(selected !== null && rooms.isSuccess && !listed ? selected : null);
  const roomFull = join.isError && join.error instanceof ApiError && isRoomFullMessage(join.error.message);
  const roomShown = selected !== null && (listed || join.isSuccess);

  const select = (roomId: number) => setParams({ initRoom: String(roomId) });
  const backToList = () => setParams({});

  const showList = desktop || selected === null;
  const showRoom = desktop || selected !== null;

  let roomPane = null;
  if (showRoom) {
    if (roomShown && selected !== null) {
      roomPane = (
        <ChatRoom
          key={selected}
          roomId={selected}
          ownId={ownId}
          leading={
            desktop ? null : (
              <button
                type="button"
                onClick={backToList}
                aria-label={CHAT_TEXTS.backToList}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                <BackIcon />
              </button>
            )
          }
        />
      );
    } else if (selected !== null && (rooms.isPending || join.isPending)) {
      roomPane = (
        <div className="flex h-full items-center justify-center text-brand-700">
          <Spinner label={CHAT_TEXTS.loadingRoom} />
        </div>
      );
    } else if (selected !== null && join.isError && !roomFull) {
      roomPane = (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-sm text-slate-700">
            {join.error instanceof ApiError && join.error.status === 403 ? join.error.message : CHAT_TEXTS.roomFailed}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={backToList}>
              {CHAT_TEXTS.back}
            </Button>
            <Button size="sm" onClick={() => void join.refetch()}>
              {CHAT_TEXTS.retry}
            </Button>
          </div>
        </div>
      );
    } else if (list.length > 0) {
      roomPane = (
        <div className="flex h-full items-center justify-center p-6 text-center">
          <p className="text-sm text-slate-600">{CHAT_TEXTS.chooseRoom}</p>
        </div>
      );
    }
  }

  const empty = rooms.isSuccess && list.length === 0 && selected === null;

  return (
    // the page fills the screen below the navbar (3.5rem on phones; on desktops its two rows, 4rem + 2.75rem, and
    // their borders), so the composer stays on screen and only the messages scroll
    <div className="mx-auto flex h-[calc(100dvh-3.5rem)] min-h-[28rem] w-full max-w-7xl flex-col lg:h-[calc(100dvh-6.875rem)] lg:px-6 lg:py-4">
      <h1
        id={headingId}
        className={showList ? "px-4 pt-4 pb-2 text-xl font-bold text-slate-900 lg:px-0 lg:pt-0" : "sr-only"}
      >
        {CHAT_TEXTS.pageTitle}
      </h1>
      {empty ? (
        <div className="p-4 lg:p-0">
          <EmptyState
            title={CHAT_TEXTS.noRooms}
            description={CHAT_TEXTS.noRoomsBody}
            action={
              <AppLink to={PROGRAMMU_PATH} className={buttonClasses("primary", "md")}>
                {CHAT_TEXTS.toProgrammu}
              </AppLink>
            }
          />
        </div>
      ) : (
        <div className="flex min-h-0 flex-1 overflow-hidden bg-white lg:rounded-2xl lg:ring-1 lg:ring-slate-200">
          {showList ? (
            <nav
              aria-labelledby={headingId}
              className="min-h-0 w-full overflow-y-auto lg:w-[360px] lg:shrink-0 lg:border-r lg:border-slate-200"
            >
              {rooms.isPending ? (
                <div aria-busy="true" className="flex flex-col gap-3 p-4">
                  <span className="sr-only">{CHAT_TEXTS.roomList}</span>
                  {[0, 1, 2].map((n) => (
                    <Skeleton key={n} className="h-14 rounded-xl" />
                  ))}
                </div>
              ) : rooms.isError ? (
                <div className="flex flex-col items-center gap-3 p-6 text-center">
                  <p className="text-sm text-slate-700">{CHAT_TEXTS.roomsFailed}</p>
                  <Button variant="secondary" size="sm" onClick={() => void rooms.refetch()}>
                    {CHAT_TEXTS.retry}
                  </Button>
                </div>
              ) : (
                <RoomList rooms={list} selectedId={selected} ownId={ownId} onSelect={select} />
              )}
            </nav>
          ) : null}
          {showRoom ? <section className="flex min-h-0 min-w-0 flex-1 flex-col">{roomPane}</section> : null}
        </div>
      )}
      <RoomFullModal open={roomFull} onClose={backToList} />
    </div>
  );
}
