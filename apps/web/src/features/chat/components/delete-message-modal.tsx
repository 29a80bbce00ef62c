import type { Comment } from "@app/domain/chat/contracts";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { CHAT_TEXTS } from "../chat-texts";

export interface DeleteMessageModalProps {
  comment: Comment | null;
  pending: boolean;
  error: string | null;
  onConfirm: (comment: Comment) => void;
  onClose: () => void;
}

/** Deleting removes the message for every member, so it is asked first. */
export function DeleteMessageModal({ comment, pending, error, onConfirm, onClose }: DeleteMessageModalProps) {
  return (
    <Modal
      open={comment !== null}
      onClose={onClose}
      title={CHAT_TEXTS.deleteTitle}
      size="sm"
      footer={
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {CHAT_TEXTS.cancel}
          </Button>
          <Button variant="danger" className="flex-1" loading={pending} onClick={() => comment && onConfirm(comment)}>
            {CHAT_TEXTS.delete}
          </Button>
        </div>
      }
    >
      <p className="text-sm leading-6 text-slate-700">{CHAT_TEXTS.deleteBody}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
