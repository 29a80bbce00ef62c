import { formatAddonPrice } from "@app/domain/catalogue/addon";
import type { ProgramActivityAnswer } from "@app/domain/catalogue/contracts";
import { QuotaNote } from "./chapter-list";

export interface AddonItem {
  key: string;
  title: string;
  price: number | null;
  /** null: no limit. */
  quota: number | null;
  kind: "topik" | "aktivitas";
}

/** Every add-on of a programme: add-on topics and add-on activities inside regular topics. */
export function addonItems(activity: ProgramActivityAnswer): AddonItem[] {
  const items: AddonItem[] = [];
  for (const chapter of activity.chapter_list) {
    if (chapter.is_addon) {
      items.push({
        key: `chapter-${chapter.id}`,
        title: chapter.addon_title ?? chapter.title,
        price: chapter.addon_prices,
        quota: chapter.addon_quota_remaining,
        kind: "topik",
      });
      continue;
    }
    for (const resource of chapter.resources) {
      if (!resource.is_addon_resource || !resource.addon_resource_detail) continue;
      items.push({
        key: `resource-${resource.id}`,
        title: resource.title,
        price: resource.addon_resource_detail.price,
        quota: resource.addon_resource_detail.current_quota,
        kind: "aktivitas",
      });
    }
  }
  return items;
}

/** The add-ons a buyer can add, with price and remaining quota ('Sisa kuota N', 'Kuota Habis'). */
export function AddonSummary({ items }: { items: AddonItem[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-sm font-semibold text-slate-900">{item.title}</span>
            <span className="text-xs text-slate-600">
              {item.kind === "topik" ? "Topik tambahan" : "Aktivitas tambahan"}
            </span>
          </span>
          {item.price !== null ? (
            <span className="text-sm font-bold text-slate-900">{formatAddonPrice(item.price)}</span>
          ) : null}
          <QuotaNote remaining={item.quota} />
        </li>
      ))}
    </ul>
  );
}
