import { Button } from "../../../shared/ui/button";
import { useToast } from "../../../shared/ui/toast";
import { type PortfolioItem, useSaveItem } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";

/** The owner's controls on an item card: the publish switch, Ubah and Hapus. */
export function OwnerItemControls({
  item,
  onEdit,
  onRemove,
}: {
  item: PortfolioItem;
  onEdit: (item: PortfolioItem) => void;
  onRemove: (item: PortfolioItem) => void;
}) {
  const save = useSaveItem();
  const toast = useToast();
  function toggle(publish: boolean) {
    save.mutate(
      { id: item.id, caption: item.caption, description: item.description, is_publish: publish },
      { onError: () => toast.show(PORTFOLIO_TEXTS.saveFailed, { tone: "error" }) },
    );
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
      <label className="mr-auto inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          role="switch"
          checked={item.is_publish}
          aria-checked={item.is_publish}
          disabled={save.isPending}
          onChange={(e) => toggle(e.target.checked)}
          aria-label={PORTFOLIO_TEXTS.publishItem(item.caption)}
          className="size-5 accent-brand-700"
        />
        <span aria-hidden="true">{PORTFOLIO_TEXTS.published}</span>
      </label>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onEdit(item)}
        aria-label={PORTFOLIO_TEXTS.editItem(item.caption)}
      >
        {PORTFOLIO_TEXTS.edit}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onRemove(item)}
        aria-label={PORTFOLIO_TEXTS.removeItem(item.caption)}
      >
        {PORTFOLIO_TEXTS.remove}
      </Button>
    </div>
  );
}
