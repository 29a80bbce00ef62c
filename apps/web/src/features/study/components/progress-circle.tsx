import type { ActivityDashboard } from "@app/domain/study/contracts";
import { formatProgressOneDecimal } from "@app/domain/study/presence";
import { type KeyboardEvent, useId, useState } from "react";
import { formatMinutes } from "../../../shared/lib/format";
import { useIsDesktop } from "../../../shared/lib/media";
import { Modal } from "../../../shared/ui/modal";
import { STUDY_TEXTS } from "../study-texts";

type ProgressFacts = Pick<
  ActivityDashboard,
  | "percentage_progress"
  | "completed_resources"
  | "total_resources"
  | "using_presence_participation"
  | "percentage_presence_participation"
  | "completed_presence_resource"
  | "total_presence_participation_resource"
  | "duration_completed_program"
>;

const percent = (value: number) => `${formatProgressOneDecimal(value)}%`;
const clamp = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

function Ring({
  radius,
  value,
  className,
  width,
}: {
  radius: number;
  value: number;
  className: string;
  width: number;
}) {
  const circumference = 2 * Math.PI * radius;
  return (
    <>
      <circle
        cx="24"
        cy="24"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeWidth={width}
        className="text-slate-200"
      />
      <circle
        cx="24"
        cy="24"
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeWidth={width}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - clamp(value) / 100)}
        transform="rotate(-90 24 24)"
        className={className}
      />
    </>
  );
}

function ProgressDetail({ facts }: { facts: ProgressFacts }) {
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="font-semibold text-slate-900">{STUDY_TEXTS.progress}</dt>
        <dd className="text-slate-700">
          {percent(facts.percentage_progress)} ·{" "}
          {STUDY_TEXTS.activitiesDone(facts.completed_resources, facts.total_resources)}
        </dd>
      </div>
      {facts.using_presence_participation ? (
        <div>
          <dt className="font-semibold text-slate-900">{STUDY_TEXTS.presence}</dt>
          <dd className="text-slate-700">
            {percent(facts.percentage_presence_participation)} ·{" "}
            {STUDY_TEXTS.presenceDone(facts.completed_presence_resource, facts.total_presence_participation_resource)}
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold text-slate-900">{STUDY_TEXTS.studyTime}</dt>
        <dd className="text-slate-700">{formatMinutes(facts.duration_completed_program)}</dd>
      </div>
    </dl>
  );
}

/**
 * The top bar's progress (spec 001 section 2): one decimal, the presence ring inside it only for programmes with
 * attendance; the detail is a tooltip on desktop (hover or focus, Esc hides it) and a bottom sheet on mobile.
 */
export function ProgressCircle({ facts }: { facts: ProgressFacts }) {
  const desktop = useIsDesktop();
  const [tooltip, setTooltip] = useState(false);
  const [sheet, setSheet] = useState(false);
  const tooltipId = useId();
  const label = `${STUDY_TEXTS.progress} ${percent(facts.percentage_progress)}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "Escape" && tooltip) {
      event.stopPropagation();
      setTooltip(false);
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering is the pointer's way to the tooltip; focus on the button is the keyboard's
    <div
      className="relative shrink-0"
      onMouseEnter={() => desktop && setTooltip(true)}
      onMouseLeave={() => setTooltip(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={desktop && tooltip ? tooltipId : undefined}
        aria-haspopup={desktop ? undefined : "dialog"}
        onFocus={() => desktop && setTooltip(true)}
        onBlur={() => setTooltip(false)}
        onKeyDown={onKeyDown}
        onClick={() => (desktop ? setTooltip((v) => !v) : setSheet(true))}
        className="relative inline-flex size-10 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 min-[453px]:size-12"
      >
        <svg viewBox="0 0 48 48" className="absolute inset-0 size-full" aria-hidden="true">
          <Ring radius={21} width={4} value={facts.percentage_progress} className="text-brand-700" />
          {facts.using_presence_participation ? (
            <Ring radius={15} width={3} value={facts.percentage_presence_participation} className="text-emerald-600" />
          ) : null}
        </svg>
        <span
          aria-hidden="true"
          className="relative text-[9px] font-bold tracking-tight text-slate-900 min-[453px]:text-[10px]"
        >
          {percent(facts.percentage_progress)}
        </span>
      </button>
      {desktop && tooltip ? (
        <div
          id={tooltipId}
          role="tooltip"
          className="absolute top-full right-0 z-50 mt-2 w-72 rounded-xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
        >
          <ProgressDetail facts={facts} />
        </div>
      ) : null}
      <Modal open={!desktop && sheet} onClose={() => setSheet(false)} title={STUDY_TEXTS.progressDetail}>
        <ProgressDetail facts={facts} />
      </Modal>
    </div>
  );
}
