import type { ReactNode } from "react";
import { UserAvatar } from "../../account/public";
import type { PublicProfile } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";

/** Name, username, profession and institution, and what the portfolio holds: never a private field. */
export function ProfileCard({ user, actions }: { user: PublicProfile; actions?: ReactNode }) {
  const facts = [user.profession_name, user.institution?.name].filter((v): v is string => Boolean(v));
  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center"
    >
      <UserAvatar name={user.name} avatar={user.avatar} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 id="profile-name" className="text-xl font-bold break-words text-slate-900 sm:text-2xl">
          {user.name}
        </h1>
        <p className="text-sm break-all text-slate-600">@{user.username}</p>
        {facts.length ? <p className="mt-1 text-sm text-slate-700">{facts.join(" · ")}</p> : null}
        <p className="mt-2 text-sm font-semibold text-slate-800">
          {PORTFOLIO_TEXTS.items(user.counts.items)} · {PORTFOLIO_TEXTS.certificates(user.counts.certificates)}
        </p>
      </div>
      {actions ? <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">{actions}</div> : null}
    </section>
  );
}
