import { isPublicProfileType, publicProfilePath } from "@app/domain/portfolio/rules";
import { Navigate, useParams } from "react-router";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { EmptyState } from "../../../shared/ui/empty-state";
import { TabLinks } from "../../../shared/ui/tab-links";
import { certificateVerificationPath } from "../../report/public";
import type { PortfolioView } from "../api";
import { ItemCard } from "../components/item-card";
import { PortfolioLoading, PortfolioProblem } from "../components/portfolio-problem";
import { ProfileCard } from "../components/profile-card";
import { usePublicPortfolio } from "../components/public-portfolio";
import { PORTFOLIO_TEXTS } from "../texts";

/** rel of a link the learner typed: no referrer, no ranking credit, no access to this window. */
const USER_LINK_REL = "noopener noreferrer nofollow ugc";

/**
 * /u/{username}/{type} (public mode, issue 20): anyone, visitors included, sees the profile card and, when the
 * portfolio is published, its description and link and the tab of `type`: portofolio (published items) or
 * sertifikat (valid certificates, each with its public verification). An unknown type goes to /404.
 */
export function PublicProfilePage() {
  const { username = "", type } = useParams();
  const { profile, view } = usePublicPortfolio(username);
  const name = profile.data?.name;
  usePageTitle(profile.isError ? PORTFOLIO_TEXTS.profileNotFound : name ? PORTFOLIO_TEXTS.publicTitle(name) : null);
  if (!isPublicProfileType(type)) return <Navigate to="/404" replace />;
  const error = profile.error ?? view.error;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      {error ? (
        <PortfolioProblem
          error={error}
          notFoundTitle={PORTFOLIO_TEXTS.profileNotFound}
          notFoundNote={PORTFOLIO_TEXTS.profileNotFoundNote}
          back={{ to: "/", label: PORTFOLIO_TEXTS.toHome }}
          onRetry={() => {
            void profile.refetch();
            void view.refetch();
          }}
        />
      ) : !view.data ? (
        <PortfolioLoading />
      ) : (
        <>
          {view.data.user.is_private ? (
            // only the owner's answer carries is_private: everyone else is refused (decisions/026)
            <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {PORTFOLIO_TEXTS.ownPrivate}{" "}
              <AppLink
                to="/account/privacy"
                className="font-semibold underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {PORTFOLIO_TEXTS.toPrivacySettings}
              </AppLink>
            </p>
          ) : null}
          <ProfileCard user={view.data.user} />
          {view.data.header?.description || view.data.header?.content_url ? (
            <section aria-labelledby="public-about" className="rounded-2xl border border-slate-200 bg-white p-5">
              <h2 id="public-about" className="text-lg font-bold text-slate-900">
                {PORTFOLIO_TEXTS.about}
              </h2>
              {view.data.header.description ? (
                <p className="mt-2 whitespace-pre-line text-slate-800">{view.data.header.description}</p>
              ) : null}
              {view.data.header.content_url ? (
                <p className="mt-3 text-sm">
                  <span className="font-semibold text-slate-700">{PORTFOLIO_TEXTS.link}: </span>
                  <a
                    href={view.data.header.content_url}
                    target="_blank"
                    rel={USER_LINK_REL}
                    className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
                  >
                    {view.data.header.content_url}
                  </a>
                </p>
              ) : null}
            </section>
          ) : null}
          <TabLinks
            label={PORTFOLIO_TEXTS.tabs}
            tabs={[
              {
                key: "portofolio",
                label: PORTFOLIO_TEXTS.tabPortfolio,
                to: publicProfilePath(view.data.user.username, "portofolio"),
                current: type === "portofolio",
              },
              {
                key: "sertifikat",
                label: PORTFOLIO_TEXTS.tabCertificates,
                to: publicProfilePath(view.data.user.username, "sertifikat"),
                current: type === "sertifikat",
              },
            ]}
          />
          {type === "portofolio" ? <PublicItems view={view.data} /> : <PublicCertificates view={view.data} />}
        </>
      )}
    </div>
  );
}

function PublicItems({ view }: { view: PortfolioView }) {
  if (view.items.length === 0)
    return (
      <EmptyState title={PORTFOLIO_TEXTS.emptyPublic} description={PORTFOLIO_TEXTS.emptyPublicNote} headingLevel={2} />
    );
  return (
    <section aria-label={PORTFOLIO_TEXTS.karya}>
      <ul className="grid gap-3 md:grid-cols-2">
        {view.items.map((item) => (
          <ItemCard key={item.id} item={item} username={view.user.username} />
        ))}
      </ul>
    </section>
  );
}

function PublicCertificates({ view }: { view: PortfolioView }) {
  if (view.certificates.length === 0) return <EmptyState title={PORTFOLIO_TEXTS.noCertificates} headingLevel={2} />;
  return (
    <section aria-label={PORTFOLIO_TEXTS.tabCertificates}>
      <ul className="flex flex-col gap-3">
        {view.certificates.map((c) => (
          <li
            key={c.number}
            className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-4"
          >
            <div className="min-w-0 flex-1">
              <h2 className="font-bold break-words text-slate-900">{c.program_name}</h2>
              <p className="text-sm text-slate-700">{c.institution_name}</p>
              <p className="text-sm text-slate-600">
                {c.number} · {PORTFOLIO_TEXTS.issuedAt(formatWibDateTime(c.issued_at))}
              </p>
            </div>
            <AppLink
              to={certificateVerificationPath(c.number)}
              aria-label={PORTFOLIO_TEXTS.verifyNumber(c.number)}
              className="inline-flex min-h-10 items-center font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              {PORTFOLIO_TEXTS.verify}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
