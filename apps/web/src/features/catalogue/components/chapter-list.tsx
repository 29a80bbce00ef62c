import { addonQuotaState, formatAddonPrice } from "@app/domain/catalogue/addon";
import { ACTIVITY_TYPE_LABELS, type ActivityType, RESOURCE_TYPE_LABELS } from "@app/domain/catalogue/constants";
import type { ActivitySummary, ProgramActivityAnswer } from "@app/domain/catalogue/contracts";
import { formatCount, formatMinutes } from "../../../shared/lib/format";
import { AccordionItem } from "../../../shared/ui/accordion";

type Chapter = ProgramActivityAnswer["chapter_list"][number];

/** 'Kuota Habis' at 0; the warning colour at 5 or fewer (spec 001, Add-ons). */
export function QuotaNote({ remaining }: { remaining: number | null }) {
  const state = addonQuotaState(remaining);
  if (state === "unlimited" || remaining === null) return null;
  if (state === "sold-out") {
    return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Kuota Habis</span>;
  }
  const tone = state === "low" ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      Sisa kuota {formatCount(remaining)}
    </span>
  );
}

function activityTypeLabel(activity: ActivitySummary): string | null {
  if (activity.activity_type === 0) return null;
  return activity.activity_type_label || ACTIVITY_TYPE_LABELS[activity.activity_type as ActivityType] || null;
}

function ActivityRow({ activity }: { activity: ActivitySummary }) {
  const typeLabel = activityTypeLabel(activity);
  const addon = activity.is_addon_resource ? activity.addon_resource_detail : null;
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path d="M5 3h7l3 3v11H5z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M8 10h4M8 13h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-medium text-slate-900">{activity.title}</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <span>{RESOURCE_TYPE_LABELS[activity.type]}</span>
          {activity.duration > 0 ? (
            <>
              <span aria-hidden="true">•</span>
              <span>{formatMinutes(activity.duration)}</span>
            </>
          ) : null}
          {typeLabel ? (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-900">{typeLabel}</span>
          ) : null}
          {activity.is_addon_resource ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              Aktivitas Tambahan
            </span>
          ) : activity.bobot_percentage > 0 ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">Aktivitas Wajib</span>
          ) : null}
          {addon ? (
            <>
              <span className="font-semibold text-slate-900">{formatAddonPrice(addon.price)}</span>
              <QuotaNote remaining={addon.current_quota} />
            </>
          ) : null}
        </span>
      </span>
    </li>
  );
}

function ChapterHeader({ chapter, index }: { chapter: Chapter; index: number }) {
  const title = chapter.is_addon ? (chapter.addon_title ?? chapter.title) : chapter.title;
  return (
    <span className="flex flex-col gap-1">
      <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {chapter.is_addon ? "Topik Tambahan" : `Topik ${index + 1}`}
      </span>
      <span className="text-[15px] font-semibold text-slate-900">{title}</span>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span>{formatCount(chapter.total_resource)} aktivitas</span>
        {chapter.duration > 0 ? (
          <>
            <span aria-hidden="true">•</span>
            <span>{formatMinutes(chapter.duration)}</span>
          </>
        ) : null}
        {chapter.is_addon && chapter.addon_prices !== null ? (
          <span className="font-semibold text-slate-900">{formatAddonPrice(chapter.addon_prices)}</span>
        ) : null}
        {chapter.is_addon ? <QuotaNote remaining={chapter.addon_quota_remaining} /> : null}
      </span>
    </span>
  );
}

/** The programme's topics as an accordion, each listing its activities. */
export function ChapterList({ chapters }: { chapters: Chapter[] }) {
  let regular = 0;
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {chapters.map((chapter) => {
        const index = chapter.is_addon ? -1 : regular++;
        return (
          <AccordionItem
            key={chapter.id}
            header={<ChapterHeader chapter={chapter} index={index} />}
            defaultOpen={index === 0}
          >
            {chapter.is_addon && chapter.addon_description ? (
              <p className="mb-2 text-sm text-slate-700">{chapter.addon_description}</p>
            ) : null}
            {chapter.resources.length === 0 ? (
              <p className="py-2 text-sm text-slate-600">Belum ada aktivitas di topik ini.</p>
            ) : (
              <ol className="divide-y divide-slate-100">
                {chapter.resources.map((activity) => (
                  <ActivityRow key={activity.id} activity={activity} />
                ))}
              </ol>
            )}
          </AccordionItem>
        );
      })}
    </div>
  );
}
