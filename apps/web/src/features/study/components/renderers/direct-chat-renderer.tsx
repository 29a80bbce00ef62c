import type { ActivityFocus } from "@app/domain/study/contracts";
import { RichText } from "../../../../shared/ui/rich-text";
import { Spinner } from "../../../../shared/ui/spinner";
import { useFacilitatorDescription } from "../../activity-api";

export interface DirectChatRendererProps {
  activity: ActivityFocus;
}

/**
 * direct_chat: a conversation with the facilitator, when the programme has a facilitator room. The chat itself
 * and the button that opens it come with the discussion pages (issue 19); until then it says whether the
 * programme's facilitator is there.
 */
export function DirectChatRenderer({ activity }: DirectChatRendererProps) {
  const description = useFacilitatorDescription(activity.resource_detail.id);
  const content = activity.resource_detail.content ?? "";
  const roomId = description.data?.room_id ?? 0;

  return (
    <section
      aria-label="Chat fasilitator"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      {content.trim() ? <RichText html={content} /> : null}
      <p className="text-sm text-slate-700">
        Pada aktivitas ini kamu berdiskusi langsung dengan fasilitator program melalui chat.
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
        <p className="text-sm font-medium text-emerald-800">Fasilitator tersedia untuk diajak berdiskusi.</p>
      )}
    </section>
  );
}
