import { ACCOUNT_TEXTS, GENDER_LABELS, GENDERS, PROFILE_LIMITS } from "@app/domain/account/constants";
import type { MeUser } from "@app/domain/account/contracts";
import { type ManageProfileChange, manageProfileBody } from "@app/domain/account/manage-profile";
import { isProfileComplete } from "@app/domain/account/profile-completeness";
import { BIRTH_DATE_MIN, USERNAME_PATTERN, wibToday } from "@app/domain/account/validation";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formFieldErrors } from "../../../shared/lib/field-errors";
import { REDIRECT_PATH_QUERY, safeRedirectPath } from "../../../shared/lib/redirect-path";
import { useAppNavigate } from "../../../shared/lib/ref-navigation";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button } from "../../../shared/ui/button";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { manageProfile, useProfessions, useSessionUser, useSetMe } from "../api";
import { FormAlert, SelectField, TextField } from "../components/account-form-fields";
import { AvatarEditor } from "../components/avatar-editor";
import { ProfileCompletenessNotice } from "../components/profile-completeness-notice";
import { ProfilePreferenceFields } from "../components/profile-preference-fields";
import { RegionPicker } from "../components/region-picker";
import { YearLevelField } from "../components/year-level-field";
import { preferenceBodyOf, preferenceValuesOf } from "./personal-preferences";

export const PERSONAL_TITLE = "Data Pribadi";

/** The form's fields, in the order they are shown (the first invalid one gets the focus). */
export const PERSONAL_FIELDS = [
  "name",
  "username",
  "gender",
  "birth_date",
  "phone",
  "profession_name",
  "year_level_id",
  "city",
  "occupation",
  "desired_company",
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
export type PersonalValues = Record<PersonalField, string>;
export type PersonalErrors = Partial<Record<PersonalField, string>>;

const isPersonalField = (value: unknown): value is PersonalField =>
  typeof value === "string" && (PERSONAL_FIELDS as readonly string[]).includes(value);

export function personalValuesOf(user: MeUser): PersonalValues {
  return {
    name: user.name,
    username: user.username,
    gender: user.gender ?? "",
    birth_date: user.birth_date ?? "",
    phone: user.phone ?? "",
    profession_name: user.profession_name ?? "",
    year_level_id: user.year_level_id === null ? "" : String(user.year_level_id),
    city: user.city ?? "",
    occupation: user.occupation ?? "",
    desired_company: user.desired_company ?? "",
  };
}

/**
 * The form checked with the shared contract (the API checks the same): the body to send, or the first message of
 * each field. The year level goes only with a pupil (murid); for others it is left as it is.
 */
export function validatePersonal(values: PersonalValues): { body: ManageProfileChange } | { errors: PersonalErrors } {
  const pupil = values.profession_name === "murid";
  const result = manageProfileBody.safeParse({
    name: values.name,
    username: values.username,
    gender: values.gender === "" ? null : values.gender,
    birth_date: values.birth_date === "" ? null : values.birth_date,
    phone: values.phone,
    profession_name: values.profession_name,
    ...(pupil ? { year_level_id: values.year_level_id === "" ? null : Number(values.year_level_id) } : {}),
    city: values.city,
    occupation: values.occupation,
    desired_company: values.desired_company,
  });
  const errors: PersonalErrors = {};
  if (values.profession_name === "") errors.profession_name = "Profesi wajib dipilih";
  if (result.success && Object.keys(errors).length === 0) return { body: result.data };
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (isPersonalField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** Where the save's refusal goes: on the fields it names, else one message (a server fault: spec 002 section 5). */
export function personalRefusal(error: unknown): { fields?: PersonalErrors; form?: string } {
  const fields = formFieldErrors(error, PERSONAL_FIELDS);
  if (Object.keys(fields).length > 0) return { fields };
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500 && error.message) {
    return { form: error.message };
  }
  return { form: ACCOUNT_TEXTS.profileSaveFailed };
}

/** /account/personal (issue 21): the learner edits their own personal data. */
export function PersonalPage() {
  usePageTitle(PERSONAL_TITLE);
  const { user, query } = useSessionUser();
  if (user) return <PersonalForm key={user.id} user={user} />;
  if (query.isError) {
    const error = query.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status !== 0 ? error.status : undefined}
        message={error.message}
        onAcknowledge={() => void query.refetch()}
      />
    );
  }
  return (
    <PageFrame>
      <div role="status" aria-live="polite" className="flex flex-col gap-4">
        <span className="sr-only">Memuat data pribadi</span>
        {PERSONAL_FIELDS.slice(0, 6).map((field) => (
          <div key={field} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
    </PageFrame>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: "Profil", to: "/account" }, { label: PERSONAL_TITLE }]} />
      <h1 className="-mt-2 text-2xl font-bold text-slate-900">{PERSONAL_TITLE}</h1>
      {children}
    </div>
  );
}

function PersonalForm({ user }: { user: MeUser }) {
  const setMe = useSetMe();
  const toast = useToast();
  const professions = useProfessions();
  const [values, setValues] = useState<PersonalValues>(() => personalValuesOf(user));
  // region and preferences (decisions/024): kept beside the text fields, sent with them in one save
  const [extra, setExtra] = useState(() => preferenceValuesOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PersonalErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pupil = values.profession_name === "murid";
  const [params] = useSearchParams();
  const returnTo = safeRedirectPath(params.get(REDIRECT_PATH_QUERY));
  const navigate = useAppNavigate();

  const mutation = useMutation({
    mutationFn: manageProfile,
    onSuccess: (saved) => {
      // the navbar and every reader of the session user change at once
      setMe(saved);
      setValues(personalValuesOf(saved));
      setExtra(preferenceValuesOf(saved));
      setSubmitted(false);
      toast.show(ACCOUNT_TEXTS.profileSaved);
      // sent here by a page that waits for a complete profile: back to it once nothing is missing
      if (returnTo && isProfileComplete(saved)) navigate(returnTo, { replace: true });
    },
    onError: (error) => {
      const refusal = personalRefusal(error);
      setServerErrors(refusal.fields ?? {});
      setFormError(refusal.form ?? null);
      if (refusal.fields) focusFirstError(Object.keys(refusal.fields));
      else toast.show(refusal.form ?? ACCOUNT_TEXTS.profileSaveFailed, { tone: "error" });
    },
  });

  const checked = validatePersonal(values);
  const clientErrors: PersonalErrors = submitted && "errors" in checked ? checked.errors : {};
  const errors: PersonalErrors = { ...clientErrors, ...serverErrors };

  function focusFirstError(fields: string[]) {
    const first = PERSONAL_FIELDS.find((f) => fields.includes(f));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function set(field: PersonalField) {
    return (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setServerErrors(({ [field]: _gone, ...rest }) => rest);
      setFormError(null);
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    if ("errors" in checked) {
      focusFirstError(Object.keys(checked.errors));
      return;
    }
    setServerErrors({});
    setFormError(null);
    mutation.mutate({ ...checked.body, ...preferenceBodyOf(extra) });
  }

  const typedUsername = values.username.trim().toLowerCase();

  return (
    <PageFrame>
      {returnTo ? <ProfileCompletenessNotice user={user} returnNote /> : null}
      <AvatarEditor user={user} />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={PERSONAL_TITLE}
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <TextField
          label="Nama Lengkap"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(e) => set("username")(e.target.value)}
          error={errors.username}
          hint={
            <>
              Alamat profil publik Anda:{" "}
              <AppLink
                to={`/u/${encodeURIComponent(user.username)}`}
                className="break-all font-semibold text-brand-700 underline"
              >
                /u/{user.username}
              </AppLink>
              {typedUsername !== user.username && USERNAME_PATTERN.test(typedUsername) ? (
                <span className="block">
                  Setelah disimpan: <span className="break-all font-semibold text-slate-800">/u/{typedUsername}</span>
                </span>
              ) : null}
            </>
          }
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Jenis Kelamin"
            optional
            name="gender"
            value={values.gender}
            onChange={(e) => set("gender")(e.target.value)}
            error={errors.gender}
          >
            <option value="">Pilih jenis kelamin</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Tanggal Lahir"
            optional
            type="date"
            name="birth_date"
            autoComplete="bday"
            min={BIRTH_DATE_MIN}
            max={wibToday()}
            value={values.birth_date}
            onChange={(e) => set("birth_date")(e.target.value)}
            error={errors.birth_date}
          />
        </div>
        <TextField
          label="Nomor WhatsApp"
          optional
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder="Contoh: 081234567890"
          value={values.phone}
          onChange={(e) => set("phone")(e.target.value)}
          error={errors.phone}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Profesi"
            name="profession_name"
            value={values.profession_name}
            onChange={(e) => set("profession_name")(e.target.value)}
            error={errors.profession_name}
          >
            <option value="" disabled>
              Pilih profesi
            </option>
            {professions.map((profession) => (
              <option key={profession.name} value={profession.name}>
                {profession.label}
              </option>
            ))}
          </SelectField>
          {pupil ? (
            <YearLevelField
              value={values.year_level_id}
              onChange={set("year_level_id")}
              error={errors.year_level_id}
              savedName={user.year_level_name}
              savedId={user.year_level_id}
            />
          ) : null}
        </div>
        <RegionPicker
          value={extra.region}
          onChange={(region, regency) => {
            setExtra((e) => ({ ...e, region }));
            setFormError(null);
            // the city follows a newly chosen regency; the learner may still word it their own way
            if (regency) set("city")(regency.name);
          }}
        />
        <TextField
          label="Kota"
          optional
          name="city"
          autoComplete="address-level2"
          maxLength={PROFILE_LIMITS.city}
          value={values.city}
          onChange={(e) => set("city")(e.target.value)}
          error={errors.city}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Pekerjaan"
            optional
            name="occupation"
            autoComplete="organization-title"
            maxLength={PROFILE_LIMITS.occupation}
            value={values.occupation}
            onChange={(e) => set("occupation")(e.target.value)}
            error={errors.occupation}
          />
          <TextField
            label="Perusahaan Impian"
            optional
            name="desired_company"
            maxLength={PROFILE_LIMITS.desiredCompany}
            value={values.desired_company}
            onChange={(e) => set("desired_company")(e.target.value)}
            error={errors.desired_company}
          />
        </div>
        <ProfilePreferenceFields
          value={extra.preferences}
          onChange={(preferences) => setExtra((e) => ({ ...e, preferences }))}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="flex justify-end">
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-40" loading={mutation.isPending}>
            Simpan
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
