import type { District, Regency } from "@app/domain/account/region";
import { useDistricts, useProvinces, useRegencies } from "../region-api";
import { SelectField } from "./account-form-fields";

/** The chosen region as the form keeps it: ids as texts, "" for none. */
export type RegionValue = { province_id: string; regency_id: string; district_id: string };
export type RegionErrors = Partial<Record<keyof RegionValue, string>>;

export const EMPTY_REGION: RegionValue = { province_id: "", regency_id: "", district_id: "" };

const idOf = (text: string) => (text === "" ? null : Number(text));

/**
 * Province → regency/city → district (issue 21): three native selects, so phones show their own pickers and the
 * keyboard's type-ahead finds a name. Each list loads once the one before is chosen; a failed list says so and
 * offers a retry. Choosing a regency passes its name along (the form's city follows it).
 */
export function RegionPicker({
  value,
  onChange,
  errors = {},
}: {
  value: RegionValue;
  onChange: (next: RegionValue, regency: Regency | null) => void;
  errors?: RegionErrors;
}) {
  const provinceId = idOf(value.province_id);
  const regencyId = idOf(value.regency_id);
  const provinces = useProvinces();
  const regencies = useRegencies(provinceId);
  const districts = useDistricts(regencyId);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        Wilayah <span className="font-normal text-slate-600">(opsional)</span>
      </legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <ListSelect
          label="Provinsi"
          name="province_id"
          value={value.province_id}
          placeholder="Pilih provinsi"
          loadingText="Memuat provinsi…"
          failedText="Daftar provinsi gagal dimuat."
          retryText="Muat ulang provinsi"
          query={provinces}
          error={errors.province_id}
          onChange={(id) => onChange({ province_id: id, regency_id: "", district_id: "" }, null)}
        />
        <ListSelect
          label="Kabupaten/Kota"
          name="regency_id"
          value={value.regency_id}
          placeholder={provinceId === null ? "Pilih provinsi dahulu" : "Pilih kabupaten/kota"}
          loadingText="Memuat kabupaten/kota…"
          failedText="Daftar kabupaten/kota gagal dimuat."
          retryText="Muat ulang kabupaten/kota"
          query={regencies}
          disabled={provinceId === null}
          error={errors.regency_id}
          onChange={(id) =>
            onChange(
              { ...value, regency_id: id, district_id: "" },
              regencies.data?.find((r) => String(r.id) === id) ?? null,
            )
          }
        />
        <ListSelect<District>
          label="Kecamatan"
          name="district_id"
          value={value.district_id}
          placeholder={regencyId === null ? "Pilih kabupaten/kota dahulu" : "Pilih kecamatan"}
          loadingText="Memuat kecamatan…"
          failedText="Daftar kecamatan gagal dimuat."
          retryText="Muat ulang kecamatan"
          query={districts}
          disabled={regencyId === null}
          error={errors.district_id}
          onChange={(id) => onChange({ ...value, district_id: id }, null)}
        />
      </div>
    </fieldset>
  );
}

type ListQuery<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  fetchStatus: string;
  refetch: () => unknown;
};

function ListSelect<T extends { id: number; name: string }>({
  label,
  name,
  value,
  placeholder,
  loadingText,
  failedText,
  retryText,
  query,
  disabled = false,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  placeholder: string;
  loadingText: string;
  failedText: string;
  retryText: string;
  query: ListQuery<T>;
  disabled?: boolean;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const loading = !disabled && query.isPending && query.fetchStatus !== "idle";
  const failed = !disabled && query.isError;
  const options = query.data ?? [];
  return (
    <div>
      <SelectField
        label={label}
        name={name}
        value={options.some((o) => String(o.id) === value) ? value : ""}
        disabled={disabled}
        aria-busy={loading || undefined}
        onChange={(e) => onChange(e.target.value)}
        error={error ?? (failed ? failedText : undefined)}
      >
        <option value="">{loading ? loadingText : placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {failed ? (
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-1 text-sm font-semibold text-brand-700 underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          {retryText}
        </button>
      ) : null}
    </div>
  );
}
