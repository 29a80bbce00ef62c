import { itemBody, PORTFOLIO_LIMITS } from "@app/domain/portfolio/contracts";
import { PORTFOLIO_KIND_LABELS } from "@app/domain/portfolio/rules";
import { type FormEvent, useId, useState } from "react";
import { firstFieldError, formFieldErrors } from "../../../shared/lib/field-errors";
import { formatWibDateTime } from "../../../shared/lib/format";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { Spinner } from "../../../shared/ui/spinner";
import { useToast } from "../../../shared/ui/toast";
import { type PortfolioItem, type PortfolioSource, useSaveItem, useSources } from "../api";
import { PORTFOLIO_TEXTS } from "../texts";
import { fieldClass } from "./field-style";

type Fields = "caption" | "description" | "source";

const sourceKey = (s: PortfolioSource) =>
  s.attempt_id !== null ? `attempt-${s.attempt_id}` : `activity-${s.user_activity_id ?? 0}`;

/**
 * Adds an item from one of the learner's finished activities (`item` null), or changes an item's caption,
 * description and publication. The rules are the contract's (itemBody), the refusals the API's words.
 */
export function ItemFormDialog({
  open,
  item,
  onClose,
}: {
  open: boolean;
  item: PortfolioItem | null;
  onClose: () => void;
}) {
  if (!open) return null;
  return <ItemForm item={item} onClose={onClose} />;
}

function ItemForm({ item, onClose }: { item: PortfolioItem | null; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const save = useSaveItem();
  const sources = useSources(item === null);
  const [caption, setCaption] = useState(item?.caption ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [publish, setPublish] = useState(item?.is_publish ?? true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const source = sources.data?.find((s) => sourceKey(s) === chosen) ?? null;

  function choose(s: PortfolioSource) {
    setChosen(sourceKey(s));
    if (caption.trim() === "") setCaption(s.activity.title.slice(0, PORTFOLIO_LIMITS.caption));
    setErrors((e) => ({ ...e, source: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const body = {
      ...(item ? { id: item.id } : {}),
      caption,
      description,
      is_publish: publish,
      ...(source?.attempt_id ? { attempt_id: source.attempt_id } : {}),
      ...(source?.user_activity_id ? { user_activity_id: source.user_activity_id } : {}),
    };
    const parsed = itemBody.safeParse(body);
    const next: Partial<Record<Fields, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "caption" || field === "description") && !next[field]) next[field] = issue.message;
      }
    }
    if (!item && !source) next.source = PORTFOLIO_TEXTS.sourceRequired;
    setErrors(next);
    if (Object.keys(next).length) {
      const first = next.source ? `${id}-sources` : next.caption ? `${id}-caption` : `${id}-description`;
      document.getElementById(first)?.focus();
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        toast.show(PORTFOLIO_TEXTS.itemSaved, { tone: "success" });
        onClose();
      },
      onError: (error) => {
        const fields = formFieldErrors(error, ["caption", "description"] as const);
        setErrors(fields);
        setProblem(Object.keys(fields).length ? null : (firstFieldError(error) ?? messageOf(error)));
      },
    });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={item ? PORTFOLIO_TEXTS.editTitle : PORTFOLIO_TEXTS.addTitle}
      size="lg"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {PORTFOLIO_TEXTS.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {PORTFOLIO_TEXTS.save}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {item === null ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">{PORTFOLIO_TEXTS.chooseSource}</legend>
            {sources.isPending ? <Spinner label={PORTFOLIO_TEXTS.loading} /> : null}
            {sources.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {PORTFOLIO_TEXTS.loadFailed}
              </p>
            ) : null}
            {sources.data?.length === 0 ? (
              <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
                <p className="font-semibold text-slate-900">{PORTFOLIO_TEXTS.noSources}</p>
                <p className="mt-1">{PORTFOLIO_TEXTS.noSourcesNote}</p>
                <AppLink to="/programmu" className={buttonClasses("secondary", "sm", "mt-3")}>
                  {PORTFOLIO_TEXTS.toProgrammu}
                </AppLink>
              </div>
            ) : null}
            {sources.data?.length ? (
              <ul
                id={`${id}-sources`}
                tabIndex={-1}
                aria-describedby={errors.source ? `${id}-source-error` : undefined}
                className="flex max-h-72 flex-col gap-2 overflow-y-auto"
              >
                {sources.data.map((s) => {
                  const key = sourceKey(s);
                  return (
                    <li key={key}>
                      <label
                        className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${
                          chosen === key ? "border-brand-600 bg-brand-50" : "border-slate-200"
                        }`}
                      >
                        <input
                          type="radio"
                          name={`${id}-source`}
                          value={key}
                          checked={chosen === key}
                          onChange={() => choose(s)}
                          className="mt-1 size-4 accent-brand-700"
                        />
                        <span className="min-w-0 text-sm">
                          <span className="block font-semibold break-words text-slate-900">{s.activity.title}</span>
                          <span className="block break-words text-slate-700">{s.program.name}</span>
                          <span className="block text-slate-600">
                            {PORTFOLIO_KIND_LABELS[s.kind]} · {formatWibDateTime(s.finished_at)}
                            {s.score !== null ? ` · ${PORTFOLIO_TEXTS.score(String(s.score))}` : ""}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {errors.source ? (
              <p id={`${id}-source-error`} className="text-sm text-red-700">
                {errors.source}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-caption`} className="text-sm font-semibold text-slate-800">
            {PORTFOLIO_TEXTS.caption}
          </label>
          <input
            id={`${id}-caption`}
            value={caption}
            maxLength={PORTFOLIO_LIMITS.caption + 20}
            onChange={(e) => setCaption(e.target.value)}
            aria-invalid={errors.caption ? true : undefined}
            aria-describedby={errors.caption ? `${id}-caption-error` : undefined}
            className={fieldClass(Boolean(errors.caption))}
          />
          {errors.caption ? (
            <p id={`${id}-caption-error`} className="text-sm text-red-700">
              {errors.caption}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-description`} className="text-sm font-semibold text-slate-800">
            {PORTFOLIO_TEXTS.itemDescription}
          </label>
          <textarea
            id={`${id}-description`}
            value={description}
            rows={4}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            className={fieldClass(Boolean(errors.description), true)}
          />
          {errors.description ? (
            <p id={`${id}-description-error`} className="text-sm text-red-700">
              {errors.description}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={publish}
            onChange={(e) => setPublish(e.target.checked)}
            className="size-5 accent-brand-700"
          />
          {PORTFOLIO_TEXTS.publishNew}
        </label>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : PORTFOLIO_TEXTS.saveFailed;
}
