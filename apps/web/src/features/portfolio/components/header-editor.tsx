import { headerBody, PORTFOLIO_LIMITS } from "@app/domain/portfolio/contracts";
import { type FormEvent, useId, useState } from "react";
import { formFieldErrors } from "../../../shared/lib/field-errors";
import { Button } from "../../../shared/ui/button";
import { useToast } from "../../../shared/ui/toast";
import { type PortfolioHeader, useSaveHeader } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";
import { fieldClass } from "./field-style";

type Fields = "description" | "content_url";

/** The portfolio header (spec 002 section 3): description, content link, and whether the public profile shows it. */
export function HeaderEditor({ header }: { header: PortfolioHeader | null }) {
  const id = useId();
  const toast = useToast();
  const save = useSaveHeader();
  const [description, setDescription] = useState(header?.description ?? "");
  const [contentUrl, setContentUrl] = useState(header?.content_url ?? "");
  const [publish, setPublish] = useState(header?.is_publish ?? false);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...(header ? { id: header.id } : {}),
      description,
      content_url: contentUrl,
      is_publish: publish,
    };
    const parsed = headerBody.safeParse(body);
    const next: Partial<Record<Fields, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "description" || field === "content_url") && !next[field]) next[field] = issue.message;
      }
    }
    setErrors(next);
    if (next.description || next.content_url) {
      document.getElementById(next.description ? `${id}-description` : `${id}-url`)?.focus();
      return;
    }
    save.mutate(body, {
      onSuccess: () => toast.show(PORTFOLIO_TEXTS.saved, { tone: "success" }),
      onError: (error) => {
        const fields = formFieldErrors(error, ["description", "content_url"] as const);
        setErrors(fields);
        if (!fields.description && !fields.content_url) toast.show(PORTFOLIO_TEXTS.saveFailed, { tone: "error" });
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {PORTFOLIO_TEXTS.about}
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-description`} className="text-sm font-semibold text-slate-800">
            {PORTFOLIO_TEXTS.description}
          </label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={PORTFOLIO_LIMITS.headerDescription + 100}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${id}-description-hint${errors.description ? ` ${id}-description-error` : ""}`}
            className={fieldClass(Boolean(errors.description), true)}
          />
          <p id={`${id}-description-hint`} className="text-xs text-slate-600">
            {PORTFOLIO_TEXTS.descriptionHint}
          </p>
          {errors.description ? (
            <p id={`${id}-description-error`} className="text-sm text-red-700">
              {errors.description}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-slate-800">
            {PORTFOLIO_TEXTS.contentUrl}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={contentUrl}
            onChange={(e) => setContentUrl(e.target.value)}
            aria-invalid={errors.content_url ? true : undefined}
            aria-describedby={`${id}-url-hint${errors.content_url ? ` ${id}-url-error` : ""}`}
            className={fieldClass(Boolean(errors.content_url))}
          />
          <p id={`${id}-url-hint`} className="text-xs text-slate-600">
            {PORTFOLIO_TEXTS.contentUrlHint}
          </p>
          {errors.content_url ? (
            <p id={`${id}-url-error`} className="text-sm text-red-700">
              {errors.content_url}
            </p>
          ) : null}
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={publish}
            aria-checked={publish}
            onChange={(e) => setPublish(e.target.checked)}
            aria-describedby={`${id}-publish-hint`}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="font-semibold">{PORTFOLIO_TEXTS.publishHeader}</span>
            <span id={`${id}-publish-hint`} className="block text-xs text-slate-600">
              {PORTFOLIO_TEXTS.publishHeaderHint}
            </span>
          </span>
        </label>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {PORTFOLIO_TEXTS.saveHeader}
          </Button>
        </div>
      </form>
    </section>
  );
}
