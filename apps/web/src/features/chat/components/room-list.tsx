import type { Room } from "@app/domain/chat/contracts";
import { CHAT_ROOM_NAME_MAX } from "@app/domain/chat/contracts";
import { cutText } from "@app/domain/chat/rules";
import { badgeText } from "@app/domain/notification/contracts";
import { CHAT_TEXTS } from "../chat-texts";
import { chatTime } from "../chat-time";
import { messagePreview } from "./message-item";

const LAST_MESSAGE_MAX = 60;

export interface RoomListProps {
  rooms: readonly Room[];
  selectedId: number | null;
  ownId: string | null;
  onSelect: (roomId: number) => void;
}

/** The learner's rooms: name (cut at 18), last message and time, unread count; the open room is marked current. */
export function RoomList({ rooms, selectedId, ownId, onSelect }: RoomListProps) {
  return (
    <ul aria-label={CHAT_TEXTS.roomList} className="flex flex-col divide-y divide-slate-100">
      {rooms.map((room) => {
        const last = room.last_comment;
        const current = room.id === selectedId;
        const sender = last ? (last.email === ownId ? CHAT_TEXTS.you : last.username) : null;
        return (
          <li key={room.id}>
            <button
              type="button"
              onClick={() => onSelect(room.id)}
              aria-current={current ? "true" : undefined}
              className={`flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 ${
                current ? "bg-brand-50" : ""
              }`}
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              >
                {Array.from(room.name.trim())[0]?.toUpperCase() ?? "#"}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-bold text-slate-900" title={room.name}>
                    {cutText(room.name, CHAT_ROOM_NAME_MAX)}
                  </span>
                  {last ? (
                    <time dateTime={last.timestamp} className="shrink-0 text-xs text-slate-600">
                      {chatTime(last.timestamp)}
                    </time>
                  ) : null}
                </span>
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
                    {last ? `${sender}: ${cutText(messagePreview(last), LAST_MESSAGE_MAX)}` : CHAT_TEXTS.noMessageYet}
                  </span>
                  {room.unread_count > 0 ? (
                    <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{badgeText(room.unread_count)}</span>
                      <span className="sr-only">{CHAT_TEXTS.unread(room.unread_count)}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
