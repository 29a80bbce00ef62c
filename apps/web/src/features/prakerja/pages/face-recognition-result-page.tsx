import type { CheckUpdateBody } from "@app/domain/prakerja/contracts";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Spinner } from "../../../shared/ui/spinner";
import { PROGRAMMU_PATH } from "../../learning/public";
import { redeemErrorText, useCheckUpdate } from "../api";
import { PRAKERJA_TEXTS } from "../prakerja-texts";
import { safeProgramPath } from "../redeem-rule";

const text = (params: URLSearchParams, key: string): string | null => {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, 500) : null;
};

/** The check-update body from the result page's query, or null when the query has no state. */
export function checkUpdateBodyFrom(params: URLSearchParams): CheckUpdateBody | null {
  const state = text(params, "state");
  if (!state) return null;
  return {
    state_redemption_code: state.slice(0, 200),
    error: text(params, "error"),
    error_code: text(params, "error_code"),
    error_description: text(params, "error_description"),
  };
}

/**
 * /face-recognition-result (spec 001 sections 2 and 8; layout face-recognition-result): where the partner's
 * verification page redirects, and where the study page goes when the partner's window reports back. It sends
 * the query to check-update, which stores the outcome, and shows it: success, or the failure from error,
 * error_code and error_description.
 */
export function FaceRecognitionResultPage() {
  usePageTitle(PRAKERJA_TEXTS.resultTitle);
  const [params] = useSearchParams();
  const body = checkUpdateBodyFrom(params);
  const backHref = safeProgramPath(params.get("url-program"));
  const check = useCheckUpdate(body);

  let content: ReactNode;
  if (!body) {
    content = <ResultMessage tone="error" title={PRAKERJA_TEXTS.resultTitle} body={PRAKERJA_TEXTS.resultIncomplete} />;
  } else if (check.isPending) {
    content = (
      <div className="flex flex-col items-center gap-3 py-6 text-center text-brand-700">
        <Spinner size="lg" label={PRAKERJA_TEXTS.resultChecking} />
        <p className="text-sm text-slate-700" aria-hidden="true">
          {PRAKERJA_TEXTS.resultChecking}
        </p>
      </div>
    );
  } else if (check.isError) {
    const failure = redeemErrorText(check.error);
    content = (
      <ResultMessage tone="error" title={PRAKERJA_TEXTS.resultTitle} body={failure}>
        {/* only an outage passes: an unknown or foreign state stays unknown */}
        {failure === PRAKERJA_TEXTS.redeemUnavailable ? (
          <Button type="button" variant="secondary" onClick={() => void check.refetch()} loading={check.isFetching}>
            {PRAKERJA_TEXTS.retry}
          </Button>
        ) : null}
      </ResultMessage>
    );
  } else if (check.data.success) {
    // a later session's verification records attendance; sequence 1 is the redeem itself
    const text = (check.data.sequence ?? 1) > 1 ? PRAKERJA_TEXTS.attendanceSuccessBody : PRAKERJA_TEXTS.successBody;
    content = <ResultMessage tone="success" title={PRAKERJA_TEXTS.successTitle} body={text} />;
  } else if (check.data.sequence_status === "pending" && !check.data.error && !check.data.error_code) {
    // the partner has not decided yet (an asynchronous check): not a failure; the learner asks again
    content = (
      <ResultMessage tone="pending" title={PRAKERJA_TEXTS.pendingTitle} body={PRAKERJA_TEXTS.pendingBody}>
        <Button type="button" variant="secondary" onClick={() => void check.refetch()} loading={check.isFetching}>
          {PRAKERJA_TEXTS.checkAgain}
        </Button>
      </ResultMessage>
    );
  } else {
    const description = check.data.error_description ?? check.data.error ?? body.error_description ?? body.error;
    const code = check.data.error_code ?? body.error_code;
    content = (
      <ResultMessage
        tone="error"
        title={PRAKERJA_TEXTS.failureTitle}
        body={description ?? PRAKERJA_TEXTS.failureFallback}
      >
        {code ? (
          <p className="text-sm text-slate-700">
            {PRAKERJA_TEXTS.errorCodeLine}
            <span className="font-mono font-semibold">{code}</span>
          </p>
        ) : null}
      </ResultMessage>
    );
  }

  const programPath =
    backHref ?? (check.data ? `/program/${encodeURIComponent(check.data.program_slug)}` : PROGRAMMU_PATH);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <h1 className="sr-only">{PRAKERJA_TEXTS.resultTitle}</h1>
      <section aria-live="polite" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {content}
      </section>
      {check.isPending && body ? null : (
        <AppLink to={programPath} className={buttonClasses("primary", "md", "w-full")}>
          {PRAKERJA_TEXTS.backToProgram}
        </AppLink>
      )}
    </div>
  );
}

function ResultMessage({
  tone,
  title,
  body,
  children,
}: {
  tone: "success" | "error" | "pending";
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span
        aria-hidden="true"
        className={`inline-flex size-14 items-center justify-center rounded-full ${
          tone === "success"
            ? "bg-emerald-50 text-emerald-700"
            : tone === "pending"
              ? "bg-amber-50 text-amber-800"
              : "bg-red-50 text-red-700"
        }`}
      >
        <svg className="size-7" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          {tone === "success" ? (
            <path
              d="m5 12 5 5 9-10"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <path d="M12 7v6m0 4h.01" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          )}
        </svg>
      </span>
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-700">{body}</p>
      {children}
    </div>
  );
}
