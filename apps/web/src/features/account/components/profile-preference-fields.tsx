import { useSubjectList } from "../../institution/public";
import { useLearningObjectives, usePreferenceContents } from "../region-api";

/** The learner's interests and preferences as the form keeps them. */
export type PreferenceValue = {
  bidang_studi_interests: string[];
  learning_objective_ids: number[];
  preference_content_ids: number[];
};

/**
 * Fields of study interest (names from GET /program/subject/list/), learning objectives and content preferences
 * (issue 21) as groups of checkbox chips. The preference list is empty when its call fails (spec 000 7.2): the
 * group is then left out. A saved interest that is no longer in the subject list stays shown, so it can be removed.
 */
export function ProfilePreferenceFields({
  value,
  onChange,
}: {
  value: PreferenceValue;
  onChange: (next: PreferenceValue) => void;
}) {
  const subjects = useSubjectList();
  const objectives = useLearningObjectives();
  const preferences = usePreferenceContents();
  const subjectNames = [...new Set([...(subjects.data ?? []).map((s) => s.name), ...value.bidang_studi_interests])];

  return (
    <>
      <ChipGroup
        legend="Bidang Studi yang Diminati"
        loading={subjects.isPending}
        failed={subjects.isError ? "Daftar bidang studi gagal dimuat." : null}
        onRetry={() => void subjects.refetch()}
        options={subjectNames.map((name) => ({ key: name, label: name }))}
        isChecked={(key) => value.bidang_studi_interests.includes(key)}
        onToggle={(key) => onChange({ ...value, bidang_studi_interests: toggled(value.bidang_studi_interests, key) })}
      />
      <ChipGroup
        legend="Tujuan Belajar"
        loading={objectives.isPending}
        failed={objectives.isError ? "Daftar tujuan belajar gagal dimuat." : null}
        onRetry={() => void objectives.refetch()}
        options={(objectives.data ?? []).map((o) => ({ key: String(o.id), label: o.name }))}
        isChecked={(key) => value.learning_objective_ids.includes(Number(key))}
        onToggle={(key) =>
          onChange({ ...value, learning_objective_ids: toggled(value.learning_objective_ids, Number(key)) })
        }
      />
      {preferences.isPending || (preferences.data?.length ?? 0) > 0 ? (
        <ChipGroup
          legend="Preferensi Konten"
          loading={preferences.isPending}
          failed={null}
          onRetry={() => undefined}
          options={(preferences.data ?? []).map((o) => ({ key: String(o.id), label: o.name }))}
          isChecked={(key) => value.preference_content_ids.includes(Number(key))}
          onToggle={(key) =>
            onChange({ ...value, preference_content_ids: toggled(value.preference_content_ids, Number(key)) })
          }
        />
      ) : null}
    </>
  );
}

function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function ChipGroup({
  legend,
  loading,
  failed,
  onRetry,
  options,
  isChecked,
  onToggle,
}: {
  legend: string;
  loading: boolean;
  failed: string | null;
  onRetry: () => void;
  options: { key: string; label: string }[];
  isChecked: (key: string) => boolean;
  onToggle: (key: string) => void;
}) {
  return (
    <fieldset aria-busy={loading || undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">
        {legend} <span className="font-normal text-slate-600">(opsional)</span>
      </legend>
      {loading ? (
        <p className="text-sm text-slate-600">Memuat pilihan…</p>
      ) : failed ? (
        <p className="text-sm text-red-700">
          {failed}{" "}
          <button
            type="button"
            onClick={onRetry}
            className="font-semibold text-brand-700 underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            Muat ulang
          </button>
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {options.map((option) => {
            const checked = isChecked(option.key);
            return (
              <label
                key={option.key}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                  checked
                    ? "border-brand-600 bg-brand-50 font-semibold text-brand-800"
                    : "border-slate-300 bg-white text-slate-700 hover:border-slate-400"
                }`}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={checked}
                  onChange={() => onToggle(option.key)}
                />
                {option.label}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
