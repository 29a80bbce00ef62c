import { useYearList } from "../../institution/public";
import { SelectField } from "./account-form-fields";

/** The pupil's year level, from GET /user/year/list; the saved one stays choosable while the list loads. */
export function YearLevelField({
  value,
  onChange,
  error,
  savedId,
  savedName,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  savedId?: number | null;
  savedName?: string | null;
}) {
  const years = useYearList();
  const options = years.data ?? (savedId != null && savedName ? [{ id: savedId, name: savedName }] : []);
  const listError = years.isError ? "Daftar jenjang gagal dimuat." : null;
  return (
    <div>
      <SelectField
        label="Jenjang Kelas"
        name="year_level_id"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? listError}
        aria-busy={years.isPending || undefined}
      >
        <option value="" disabled>
          {years.isPending ? "Memuat jenjang…" : "Pilih jenjang kelas"}
        </option>
        {options.map((level) => (
          <option key={level.id} value={String(level.id)}>
            {level.name}
          </option>
        ))}
      </SelectField>
      {years.isError ? (
        <button
          type="button"
          onClick={() => void years.refetch()}
          className="mt-1 text-sm font-semibold text-brand-700 underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          Muat ulang jenjang
        </button>
      ) : null}
    </div>
  );
}
