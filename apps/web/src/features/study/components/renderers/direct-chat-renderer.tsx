import type { ActivityFocus } from "@app/domain/study/contracts";
import { useNavigate } from "react-router";
import { Button } from "../../../../shared/ui/button";
import { RichText } from "../../../../shared/ui/rich-text";
import { Spinner } from "../../../../shared/ui/spinner";
import { useFacilitatorDescription, usePersonalChat } from "../../activity-api";
import { STUDY_TEXTS } from "../../study-texts";
import { tanyamuHref } from "../../tanyamu-rule";

export interface DirectChatRendererProps {
  activity: ActivityFocus;
  /** Opens the room in the page's chat box; without it 'Chat Fasilitator' goes to the discussion page. */
  onOpenFacilitatorChat?: ((roomId: number) => void) | undefined;
}

/**
 * direct_chat: a conversation with the facilitator, when the programme has a facilitator room. 'Chat Fasilitator'
 * asks for the learner's own room with the facilitator (personal_chat) and opens it.
 */
export function DirectChatRenderer({ activity, onOpenFacilitatorChat }: DirectChatRendererProps) {
  const description = useFacilitatorDescription(activity.resource_detail.id);
  const personal = usePersonalChat();
  const navigate = useNavigate();
  const content = activity.resource_detail.content ?? "";
  const roomId = description.data?.room_id ?? 0;

  const openChat = () =>
    personal.mutate(activity.resource_detail.id, {
      onSuccess: (personalRoomId) =>
        onOpenFacilitatorChat ? onOpenFacilitatorChat(personalRoomId) : navigate(tanyamuHref(personalRoomId)),
    });

  return (
    <section
      aria-label="Chat fasilitator"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      {content.trim() ? <RichText html={content} /> : null}
      <p className="text-sm text-slate-700">
        Pada aktivitas ini Anda berdiskusi langsung dengan fasilitator program melalui chat.
      </p>
      {description.isPending ? (
        <Spinner label="Memuat ketersediaan fasilitator" />
      ) : description.isError ? (
        <p className="text-sm text-slate-700">Ketersediaan fasilitator belum dapat dimuat.</p>
      ) : roomId === 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Chat fasilitator tidak tersedia untuk program ini.
        </p>
      ) : (
        <>
          <p className="text-sm font-medium text-emerald-800">Fasilitator tersedia untuk diajak berdiskusi.</p>
          <Button className="self-start" loading={personal.isPending} onClick={openChat}>
            {STUDY_TEXTS.facilitatorChat}
          </Button>
          {personal.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {personal.error.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
