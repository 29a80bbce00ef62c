import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { type RegisterBody, registerBody } from "@app/domain/account/contracts";
import { isStrongEnoughPassword, PASSWORD_RULE_TEXT } from "@app/domain/account/validation";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { formFieldErrors } from "../../../shared/lib/field-errors";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { register, useProfessions, useSessionStarted } from "../api";
import {
  FieldError,
  FormAlert,
  PasswordField,
  PasswordRule,
  SelectField,
  TextButton,
  TextField,
} from "./account-form-fields";
import { refusalText } from "./login-modal";
import { YearLevelField } from "./year-level-field";

export interface RegisterModalProps {
  dialog: Extract<AccountDialog, { name: "register" }>;
  onClose: () => void;
}

export const REGISTER_FIELDS = [
  "name",
  "email",
  "password",
  "profession_name",
  "year_level_id",
  "phone",
  "terms_accepted",
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

function isRegisterField(value: unknown): value is RegisterField {
  return typeof value === "string" && (REGISTER_FIELDS as readonly string[]).includes(value);
}

/** The register form checked with the shared contract; the first message of each field. */
export function validateRegister(values: RegisterValues): { body: RegisterBody } | { errors: RegisterErrors } {
  const phone = values.phone.trim();
  // a pupil's year level is asked at once (spec 000 section 4.7); for other professions it is not sent
  const pupil = values.profession_name === "murid";
  const result = registerBody.safeParse({
    name: values.name,
    email: values.email,
    password: values.password,
    profession_name: values.profession_name,
    ...(phone ? { phone } : {}),
    ...(pupil && values.year_level_id !== "" ? { year_level_id: Number(values.year_level_id) } : {}),
    terms_accepted: values.terms_accepted === "true",
  });
  if (result.success) return { body: result.data };
  const errors: RegisterErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isRegisterField(field) && !errors[field]) errors[field] = issue.message;
  }
  if (values.profession_name === "") errors.profession_name = "Profesi wajib dipilih";
  return { errors };
}

/** A refusal of the register call, put on the field it is about (spec 000 section 5 for a used email). */
export function registerRefusal(error: unknown): { field?: RegisterErrors; form?: string } {
  if (!(error instanceof ApiError) || error.status !== 400) return { form: refusalText(error) };
  if (/email telah terdaftar/i.test(error.message)) return { field: { email: ACCOUNT_TEXTS.emailTaken } };
  if (error.message === ACCOUNT_SERVER_MESSAGES.passwordCommon) return { field: { password: error.message } };
  const mapped = formFieldErrors(error, REGISTER_FIELDS);
  if (Object.keys(mapped).length > 0) return { field: mapped };
  return { form: refusalText(error) };
}

const EMPTY: RegisterValues = {
  name: "",
  email: "",
  password: "",
  profession_name: "",
  year_level_id: "",
  phone: "",
  terms_accepted: "",
};

/** The register modal, Daftar (spec 000 section 2.6). */
export function RegisterModal({ onClose }: RegisterModalProps) {
  const { open } = useAccountDialogs();
  const sessionStarted = useSessionStarted();
  const professions = useProfessions();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (body: RegisterBody) => register(body),
    onSuccess: async (_answer, body) => {
      await sessionStarted(body.email);
      open({ name: "verification-invitation" });
    },
    onError: (error) => {
      const refusal = registerRefusal(error);
      setServerErrors(refusal.field ?? {});
      setFormError(refusal.form ?? null);
      if (refusal.field) focusFirstError(Object.keys(refusal.field));
    },
  });

  // Before the first attempt only the password rule speaks; afterwards every field is checked as it changes.
  const checked = validateRegister(values);
  const clientErrors: RegisterErrors = submitted && "errors" in checked ? checked.errors : {};
  const errors: RegisterErrors = { ...clientErrors, ...serverErrors };

  function focusFirstError(fields: string[]) {
    const first = REGISTER_FIELDS.find((f) => fields.includes(f));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function set(field: RegisterField) {
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
    mutation.mutate(checked.body);
  }

  return (
    <Modal open onClose={onClose} title="Daftar" size="md">
      <p className="mb-4 text-sm leading-6 text-slate-700">Buat akun untuk membeli dan mengikuti program.</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Nama Lengkap"
          name="name"
          autoComplete="name"
          placeholder="Masukkan nama lengkap"
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Masukkan email"
          value={values.email}
          onChange={(e) => set("email")(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label="Kata Sandi"
          name="password"
          autoComplete="new-password"
          placeholder="Buat kata sandi"
          value={values.password}
          onChange={(e) => set("password")(e.target.value)}
          error={errors.password && errors.password !== PASSWORD_RULE_TEXT ? errors.password : Boolean(errors.password)}
          hint={
            <PasswordRule
              met={isStrongEnoughPassword(values.password)}
              touched={values.password.length > 0}
              text={PASSWORD_RULE_TEXT}
              errored={Boolean(errors.password)}
            />
          }
        />
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
        {values.profession_name === "murid" ? (
          <YearLevelField value={values.year_level_id} onChange={set("year_level_id")} error={errors.year_level_id} />
        ) : null}
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
        <TermsConsent
          checked={values.terms_accepted === "true"}
          onChange={(checked) => set("terms_accepted")(checked ? "true" : "")}
          error={errors.terms_accepted}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          Daftar
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-700">
        Sudah punya akun? <TextButton onClick={() => open({ name: "login" })}>Masuk</TextButton>
      </p>
    </Modal>
  );
}

const consentLink = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * The required consent of registration (issue 23). The terms and the privacy policy open in a new tab: following
 * a link in this tab would close the dialog and lose what was typed.
 */
function TermsConsent({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2 text-sm leading-6 text-slate-800">
        <input
          id={id}
          type="checkbox"
          name="terms_accepted"
          required
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id}>
          Saya menyetujui{" "}
          <a href="/syarat-ketentuan" target="_blank" rel="noopener" className={consentLink}>
            Syarat &amp; Ketentuan
          </a>{" "}
          dan{" "}
          <a href="/kebijakan-privasi" target="_blank" rel="noopener" className={consentLink}>
            Kebijakan Privasi
          </a>
        </label>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
