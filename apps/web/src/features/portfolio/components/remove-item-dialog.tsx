import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { type PortfolioItem, useDeleteItem } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";

/** 'Hapus item ini?': removes the item from the portfolio (the work stays in the programme). */
export function RemoveItemDialog({ item, onClose }: { item: PortfolioItem | null; onClose: () => void }) {
  const remove = useDeleteItem();
  const toast = useToast();
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={PORTFOLIO_TEXTS.removeTitle}
      size="sm"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {PORTFOLIO_TEXTS.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              item &&
              remove.mutate(item.id, {
                onSuccess: () => {
                  toast.show(PORTFOLIO_TEXTS.removed, { tone: "success" });
                  onClose();
                },
                onError: () => toast.show(PORTFOLIO_TEXTS.saveFailed, { tone: "error" }),
              })
            }
          >
            {PORTFOLIO_TEXTS.remove}
          </Button>
        </div>
      }
    >
      <p className="text-slate-800">
        <strong className="break-words">{item?.caption}</strong>
      </p>
      <p className="mt-2 text-sm text-slate-700">{PORTFOLIO_TEXTS.removeNote}</p>
    </Modal>
  );
}
