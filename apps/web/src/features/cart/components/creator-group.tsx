import type { CartAddonItem, CartCreatorGroup, CartProgramItem } from "@app/domain/cart/contracts";
import { isAddonSelectable, isProgramSelectable } from "@app/domain/cart/selection";
import { formatAddonPrice } from "@app/domain/catalogue/addon";
import { formatRupiah } from "@app/domain/shared/currency";
import { useId } from "react";
import { AppLink } from "../../../shared/ui/app-link";
import { Spinner } from "../../../shared/ui/spinner";
import type { DeleteCartItem } from "../api";
import { CartThumbnail } from "./cart-thumbnail";

export const CART_TEXTS = {
  enrolled: "Sudah terdaftar",
  soldOut: "Kuota habis",
  unavailable: "Program tidak tersedia",
  remove: (name: string) => `Hapus ${name}`,
} as const;

export interface CartGroupActions {
  onCreatorChange: (creatorId: number, choice: boolean) => void;
  onProgramChange: (programId: number, choice: boolean) => void;
  onAddonChange: (addonId: number, choice: boolean) => void;
  onRemove: (item: DeleteCartItem, name: string) => void;
  /** The item being removed (its button spins); the others wait so the list changes one step at a time. */
  removing: DeleteCartItem | null;
}

const CHECKBOX = "size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed disabled:opacity-50";

function TrashIcon() {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function RemoveButton({ name, busy, disabled, onClick }: RemoveButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-label={CART_TEXTS.remove(name)}
      className="-mt-2.5 -mr-2.5 -mb-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {busy ? <Spinner size="sm" label="Menghapus" /> : <TrashIcon />}
    </button>
  );
}

interface RemoveButtonProps {
  name: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

function isRemoving(removing: DeleteCartItem | null, item: DeleteCartItem): boolean {
  return removing !== null && removing.program_id === item.program_id && removing.addon_id === item.addon_id;
}

/** Price 0 reads 'Gratis'; a higher normal price is struck through before the price. */
function ProgramPrice({ price, priceNormal }: { price: number; priceNormal: number }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      {priceNormal > price ? (
        <s className="text-xs text-slate-600">
          <span className="sr-only">Harga normal</span> {formatRupiah(priceNormal)}
        </s>
      ) : null}
      {price === 0 ? (
        <span className="font-bold text-green-700">Gratis</span>
      ) : (
        <span className="font-bold text-slate-900">
          {priceNormal > price ? <span className="sr-only">Harga </span> : null}
          {formatRupiah(price)}
        </span>
      )}
    </p>
  );
}

function AddonRow({
  program,
  addon,
  actions,
}: {
  program: CartProgramItem;
  addon: CartAddonItem;
  actions: CartGroupActions;
}) {
  const id = useId();
  const soldOut = !isAddonSelectable(addon);
  const item = { program_id: program.id, addon_id: addon.id };
  return (
    <li className="flex items-start gap-3 rounded-xl bg-slate-50 py-2.5 pr-3 pl-3">
      <input
        id={`${id}-choice`}
        type="checkbox"
        className={`${CHECKBOX} mt-0.5`}
        checked={addon.is_choice}
        disabled={soldOut || !isProgramSelectable(program)}
        aria-describedby={soldOut ? `${id}-sold-out` : undefined}
        onChange={(event) => actions.onAddonChange(addon.id, event.target.checked)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-start sm:gap-3">
        <div className="flex min-w-0 flex-1 flex-col">
          <label
            htmlFor={`${id}-choice`}
            className={`cursor-pointer text-sm font-medium break-words ${soldOut ? "text-slate-600" : "text-slate-900"}`}
          >
            {addon.title}
          </label>
          {soldOut ? (
            <span id={`${id}-sold-out`} className="text-xs font-semibold text-red-700">
              {CART_TEXTS.soldOut}
            </span>
          ) : null}
        </div>
        <span className={`shrink-0 text-sm font-semibold ${soldOut ? "text-slate-600" : "text-slate-900"}`}>
          {formatAddonPrice(addon.price)}
        </span>
      </div>
      <RemoveButton
        name={addon.title}
        busy={isRemoving(actions.removing, item)}
        disabled={actions.removing !== null}
        onClick={() => actions.onRemove(item, addon.title)}
      />
    </li>
  );
}

function ProgramRow({ program, actions }: { program: CartProgramItem; actions: CartGroupActions }) {
  const id = useId();
  const selectable = isProgramSelectable(program);
  const item = { program_id: program.id };
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="flex gap-3">
        {/* the whole square around the box answers a tap; the name link is the box's label */}
        <label className="-m-3 flex shrink-0 cursor-pointer self-start p-3 has-disabled:cursor-not-allowed">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={program.is_choice}
            disabled={!selectable}
            aria-labelledby={`${id}-name`}
            aria-describedby={selectable ? undefined : `${id}-unavailable`}
            onChange={(event) => actions.onProgramChange(program.id, event.target.checked)}
          />
        </label>
        <CartThumbnail name={program.name} src={program.avatar} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <AppLink
            id={`${id}-name`}
            to={`/program/${encodeURIComponent(program.slug)}`}
            className="text-sm font-semibold break-words text-slate-900 hover:text-brand-700 sm:text-base hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {program.name}
          </AppLink>
          {program.enrolled ? (
            <p>
              <span className="inline-flex rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
                {CART_TEXTS.enrolled}
              </span>
            </p>
          ) : (
            <ProgramPrice price={program.price} priceNormal={program.price_normal} />
          )}
          {selectable ? null : (
            <p id={`${id}-unavailable`} className="text-xs font-semibold text-red-700">
              {CART_TEXTS.unavailable}
            </p>
          )}
        </div>
        <RemoveButton
          name={program.name}
          busy={isRemoving(actions.removing, item)}
          disabled={actions.removing !== null}
          onClick={() => actions.onRemove(item, program.name)}
        />
      </div>
      {program.addons.length > 0 ? (
        // under the programme, indented past its box (and, with room for it, past its picture)
        <ul aria-label={`Add-on ${program.name}`} className="ml-8 flex flex-col gap-2 sm:ml-[6.75rem]">
          {program.addons.map((addon) => (
            <AddonRow key={addon.id} program={program} addon={addon} actions={actions} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** One creator's programmes (spec 002 section 4): the creator's box chooses all that can be chosen. */
export function CreatorGroup({ group, actions }: { group: CartCreatorGroup; actions: CartGroupActions }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-creator`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50/60 px-4 py-3 sm:px-5">
        <input
          id={`${id}-choice`}
          type="checkbox"
          className={CHECKBOX}
          checked={group.is_choice}
          disabled={group.is_disabled}
          onChange={(event) => actions.onCreatorChange(group.creator_id, event.target.checked)}
        />
        <CartThumbnail name={group.creator_name} src={group.creator_logo} shape="creator" />
        <h2 id={`${id}-creator`} className="min-w-0 flex-1 text-base font-bold text-slate-900">
          <label htmlFor={`${id}-choice`} className="cursor-pointer">
            {group.creator_name}
          </label>
        </h2>
      </div>
      <ul aria-label={`Program dari ${group.creator_name}`} className="divide-y divide-slate-100">
        {group.programs.map((program) => (
          <ProgramRow key={program.id} program={program} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
