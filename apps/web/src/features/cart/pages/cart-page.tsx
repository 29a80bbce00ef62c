import type { CartCreatorGroup } from "@app/domain/cart/contracts";
import { setAddonChoice, setCreatorChoice, setProgramChoice } from "@app/domain/cart/selection";
import { type ReactNode, type Ref, useRef, useState } from "react";
import { ApiError } from "../../../shared/lib/api-client";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { checkoutPath } from "../../checkout/public";
import { type DeleteCartItem, useCart, useDeleteCartItem } from "../api";
import { cartSummary, mergeChoices } from "../cart-selection";
import { CartSummaryPanel } from "../components/cart-summary-panel";
import { type CartGroupActions, CreatorGroup } from "../components/creator-group";

export const CART_TITLE = "Daftar Pilihan";
export const CART_EMPTY = {
  title: "Daftar pilihan masih kosong",
  text: "Yuk, cari program yang ingin Anda ikuti.",
  action: "Cari Program",
} as const;
/** The server answers every removal with the programme's message; an add-on gets its own. */
const ADDON_REMOVED = "Add-on dihapus dari daftar pilihan";

function PageFrame({ children, headingRef }: { children: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    // under 1024 px the page fills the screen, so the summary bar sits at its bottom even for a short list
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-6xl flex-col gap-5 px-4 pt-6 sm:px-6 lg:min-h-0 lg:pt-10 lg:pb-12">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none lg:text-3xl">
        {CART_TITLE}
      </h1>
      {children}
    </div>
  );
}

/** The selection list (/daftar-pilihan, a login route; spec 002 sections 2 and 4). */
export function CartPage() {
  usePageTitle(CART_TITLE);
  const cart = useCart();

  if (cart.data) return <CartContent server={cart.data} />;
  if (cart.isError) {
    const error = cart.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : undefined}
        message={error instanceof ApiError ? error.message : null}
        onAcknowledge={() => void cart.refetch()}
      />
    );
  }
  return <CartSkeleton />;
}

function CartContent({ server }: { server: CartCreatorGroup[] }) {
  // The ticks are the learner's; a new answer from the server keeps them for what is still listed.
  const [state, setState] = useState(() => ({ source: server, groups: mergeChoices(server, null) }));
  let groups = state.groups;
  if (state.source !== server) {
    groups = mergeChoices(server, state.groups);
    setState({ source: server, groups });
  }
  const update = (change: (current: CartCreatorGroup[]) => CartCreatorGroup[]) =>
    setState((current) => ({ ...current, groups: change(current.groups) }));

  const toast = useToast();
  const navigate = useAppNavigate();
  const remove = useDeleteCartItem();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summary = cartSummary(groups);

  const actions: CartGroupActions = {
    onCreatorChange: (creatorId, choice) => update((current) => setCreatorChoice(current, creatorId, choice)),
    onProgramChange: (programId, choice) => update((current) => setProgramChoice(current, programId, choice)),
    onAddonChange: (addonId, choice) => update((current) => setAddonChoice(current, addonId, choice)),
    onRemove: (item: DeleteCartItem) =>
      remove.mutate(item, {
        onSuccess: (change) => {
          toast.show(item.addon_id === undefined ? change.message : ADDON_REMOVED);
          // the button that had focus is gone: the page heading takes it, the toast says what happened
          headingRef.current?.focus();
        },
        onError: (error) => toast.show(error.message, { tone: "error" }),
      }),
    removing: remove.isPending ? (remove.variables ?? null) : null,
  };

  if (groups.length === 0) {
    return (
      <PageFrame headingRef={headingRef}>
        <EmptyState
          title={CART_EMPTY.title}
          description={CART_EMPTY.text}
          action={
            <AppLink to="/program" className={buttonClasses("primary", "md", "min-w-40")}>
              {CART_EMPTY.action}
            </AppLink>
          }
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame headingRef={headingRef}>
      <div className="flex flex-1 flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start lg:gap-8">
        <div className="flex flex-col gap-4">
          {groups.map((group) => (
            <CreatorGroup key={group.creator_id} group={group} actions={actions} />
          ))}
        </div>
        <CartSummaryPanel
          count={summary.count}
          total={summary.total}
          onCheckout={() => navigate(checkoutPath(summary))}
        />
      </div>
    </PageFrame>
  );
}

function CartSkeleton() {
  return (
    <PageFrame>
      <div aria-busy="true" className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
        <span className="sr-only" role="status">
          Memuat daftar pilihan
        </span>
        <div className="flex flex-col gap-4">
          {[0, 1].map((n) => (
            <div key={n} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4">
              <Skeleton className="h-6 w-48" />
              <div className="flex gap-3">
                <Skeleton className="size-16 rounded-xl" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
            </div>
          ))}
        </div>
        <Skeleton className="hidden h-48 rounded-2xl lg:block" />
      </div>
    </PageFrame>
  );
}
