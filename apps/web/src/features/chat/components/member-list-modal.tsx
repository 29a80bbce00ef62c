import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { Spinner } from "../../../shared/ui/spinner";
import { useParticipants } from "../api";
import { CHAT_TEXTS } from "../chat-texts";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? "")
    .join("")
    .toUpperCase();
}

/** The room's members, 100 a page (spec 001 section 9), with their chat roles. */
export function MemberListModal({ roomId, open, onClose }: { roomId: number; open: boolean; onClose: () => void }) {
  const query = useParticipants(roomId, open);
  const members = query.data?.pages.flatMap((page) => page.participants) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Modal open={open} onClose={onClose} title={CHAT_TEXTS.memberList}>
      {query.isPending ? (
        <div className="flex justify-center py-6 text-brand-700">
          <Spinner label={CHAT_TEXTS.memberList} />
        </div>
      ) : query.isError && members.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-sm text-slate-700">{CHAT_TEXTS.roomFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {CHAT_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">{CHAT_TEXTS.memberCount(total)}</p>
          <ul className="flex flex-col divide-y divide-slate-100">
            {members.map((member) => (
              <li key={member.email} className="flex items-center gap-3 py-2">
                {member.avatar_url ? (
                  <img src={member.avatar_url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
                  >
                    {initials(member.username)}
                  </span>
                )}
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{member.username}</span>
                {member.role ? (
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    {member.role}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {CHAT_TEXTS.loadMoreMembers}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Modal>
  );
}
