import { addonQuotaState, formatAddonPrice } from "@app/domain/catalogue/addon";
import { ACTIVITY_TAG_LABELS } from "@app/domain/study/activity-tags";
import { Button } from "../../../shared/ui/button";
import { STUDY_TEXTS } from "../study-texts";
import { DescriptionToggle } from "./description-toggle";
import { TagIcon } from "./study-icons";

/**
 * Buying an add-on from the study page. The selection list belongs to the cart feature: app/ composes the two and
 * hands the page this (ARCHITECTURE.md, house rules), so features/study never imports features/cart.
 */
export interface AddonPurchase {
  add: (item: { programId: number; addonId: number }) => void;
  /** The add-on being added right now, if any. */
  pendingAddonId: number | null;
}

export interface AddonCardProps {
  /** 'topic': an add-on topic (Ikut Topik); 'activity': a single add-on activity (Ikut Aktivitas). */
  kind: "topic" | "activity";
  programId: number;
  addonId: number | null;
  title: string;
  description: string;
  price: number;
  /** Seats left; null for an add-on without quota. */
  quotaRemaining: number | null;
  /** false when the server says the add-on cannot be bought any more. */
  available?: boolean;
  purchase: AddonPurchase;
  /** The activity number, for an add-on activity inside a topic. */
  number?: number;
}

/** An add-on not bought yet (spec 001 section 2 and 'Add-ons'): title, description, '+Rp' price and its button. */
export function AddonCard({
  kind,
  programId,
  addonId,
  title,
  description,
  price,
  quotaRemaining,
  available = true,
  purchase,
  number,
}: AddonCardProps) {
  const quota = available ? addonQuotaState(quotaRemaining) : "sold-out";
  const soldOut = quota === "sold-out";
  const pending = addonId !== null && purchase.pendingAddonId === addonId;
  const Heading = kind === "topic" ? "h3" : "h4";
  return (
    <article
      className={`rounded-xl border border-dashed border-brand-300 bg-brand-50/60 p-4 ${kind === "activity" ? "my-1" : ""}`}
    >
      <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
        <TagIcon icon="addon" className="size-3.5" />
        {kind === "topic" ? STUDY_TEXTS.addonLabel : ACTIVITY_TAG_LABELS.addon}
      </p>
      <Heading className="mt-1 text-sm font-bold break-words text-slate-900">
        {number !== undefined ? <span className="mr-1 text-slate-600">{number}.</span> : null}
        {title}
      </Heading>
      <DescriptionToggle text={description} className="mt-1" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span className="text-base font-bold text-slate-900">{formatAddonPrice(price)}</span>
          {quota === "low" || quota === "available" ? (
            <span
              className={`text-xs font-semibold ${quota === "low" ? "text-amber-800" : "text-slate-600"}`}
              data-quota={quota}
            >
              {STUDY_TEXTS.quotaLeft(quotaRemaining ?? 0)}
            </span>
          ) : null}
        </div>
        <Button
          size="sm"
          disabled={soldOut || addonId === null || (purchase.pendingAddonId !== null && !pending)}
          loading={pending}
          onClick={() => {
            if (addonId !== null) purchase.add({ programId, addonId });
          }}
        >
          {soldOut ? STUDY_TEXTS.soldOut : kind === "topic" ? STUDY_TEXTS.joinTopic : STUDY_TEXTS.joinActivity}
        </Button>
      </div>
    </article>
  );
}
