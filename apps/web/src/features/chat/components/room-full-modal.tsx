import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { CHAT_TEXTS } from "../chat-texts";

/** Spec 001 section 8: the room is full; the learner may try again later. */
export function RoomFullModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={CHAT_TEXTS.roomFullTitle}
      size="sm"
      footer={
        <Button size="lg" className="w-full" onClick={onClose}>
          {CHAT_TEXTS.back}
        </Button>
      }
    >
      <p className="text-sm leading-6 text-slate-700">{CHAT_TEXTS.roomFullBody}</p>
    </Modal>
  );
}
