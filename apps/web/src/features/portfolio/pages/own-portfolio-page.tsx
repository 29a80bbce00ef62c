import { publicProfilePath } from "@app/domain/portfolio/rules";
import { useState } from "react";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { useSessionUser } from "../../account/public";
import { type PortfolioItem, usePortfolioView } from "../api";
import { HeaderEditor } from "../components/header-editor";
import { ItemCard } from "../components/item-card";
import { ItemFormDialog } from "../components/item-form-dialog";
import { OwnerItemControls } from "../components/owner-item-controls";
import { ProfileCard } from "../components/profile-card";
import { RemoveItemDialog } from "../components/remove-item-dialog";
import { PORTFOLIO_TEXTS } from "../texts";

/** Copies the public profile's address; a browser without a clipboard gets the address to copy by hand. */
function ShareButton({ username }: { username: string }) {
  const toast = useToast();
  const url = `${window.location.origin}/u/${encodeURIComponent(username)}`;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        const copy = navigator.clipboard?.writeText(url);
        if (!copy) {
          toast.show(`${PORTFOLIO_TEXTS.shareFailed}${url}`, { tone: "info", durationMs: 8000 });
          return;
        }
        copy.then(
          () => toast.show(PORTFOLIO_TEXTS.shared, { tone: "success" }),
          () => toast.show(`${PORTFOLIO_TEXTS.shareFailed}${url}`, { tone: "info", durationMs: 8000 }),
        );
      }}
    >
      {PORTFOLIO_TEXTS.share}
    </Button>
  );
}

/**
 * /profile (route name Profile, issue 20): the learner's own portfolio in non-public mode. The profile card with
 * the share link, the header, and every item (published or not) with its publish switch, Ubah and Hapus; items are
 * added from the learner's finished activities.
 */
export function OwnPortfolioPage() {
  usePageTitle(PORTFOLIO_TEXTS.ownTitle);
  const session = useSessionUser();
  const userId = session.user?.id ?? null;
  const view = usePortfolioView(userId, false);
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PortfolioItem | null>(null);

  const failed = session.query.isError || view.isError;
  const loading = !failed && (userId === null || view.isPending);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      {failed ? (
        <ProblemPanel
          title={PORTFOLIO_TEXTS.ownTitle}
          message={PORTFOLIO_TEXTS.loadFailed}
          onRetry={() => {
            void session.query.refetch();
            void view.refetch();
          }}
        />
      ) : loading || !view.data ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            {PORTFOLIO_TEXTS.loading}
          </span>
          <Skeleton className="h-36 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      ) : (
        <>
          <ProfileCard
            user={view.data.user}
            actions={
              <>
                <ShareButton username={view.data.user.username} />
                <AppLink to={publicProfilePath(view.data.user.username)} className={buttonClasses("ghost", "sm")}>
                  {PORTFOLIO_TEXTS.viewPublic}
                </AppLink>
              </>
            }
          />
          {/* keyed by the saved header: after a save the form starts from what the server kept */}
          <HeaderEditor key={view.data.header?.updated_at ?? "new"} header={view.data.header} />
          <section aria-labelledby="own-items" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="own-items" className="text-lg font-bold text-slate-900">
                {PORTFOLIO_TEXTS.karya}
              </h2>
              {view.data.items.length ? (
                <Button onClick={() => setAdding(true)}>{PORTFOLIO_TEXTS.addItem}</Button>
              ) : null}
            </div>
            {view.data.header?.is_publish ? null : (
              <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{PORTFOLIO_TEXTS.publicOff}</p>
            )}
            {view.data.items.length === 0 ? (
              <EmptyState
                title={PORTFOLIO_TEXTS.emptyOwn}
                description={PORTFOLIO_TEXTS.emptyOwnNote}
                headingLevel={3}
                action={<Button onClick={() => setAdding(true)}>{PORTFOLIO_TEXTS.addItem}</Button>}
              />
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {view.data.items.map((item) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    username={null}
                    controls={<OwnerItemControls item={item} onEdit={setEditing} onRemove={setRemoving} />}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <ItemFormDialog
        open={adding || editing !== null}
        item={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <RemoveItemDialog item={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
