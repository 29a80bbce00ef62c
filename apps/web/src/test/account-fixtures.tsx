import type { MeUser } from "@app/domain/account/contracts";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { type AccountDialogs, AccountDialogsContext } from "../shared/lib/account-dialogs";

/** A user as POST /auth/me-v2 answers it: a verified pupil with a complete profile and a refilled phone. */
export function meUserFixture(overrides: Partial<MeUser> = {}): MeUser {
  return {
    id: 5,
    name: "Siti Rahma",
    email: "siti@demo.test",
    phone: "081234567890",
    gender: null,
    age: null,
    birth_date: null,
    profession_name: "murid",
    year_level_id: 10,
    year_level_name: "Kelas 10",
    city: "Bandung",
    occupation: null,
    username: "siti",
    desired_company: null,
    source: null,
    bidang_studi_interests: [],
    prakerja_id: null,
    prakerja_first_transaction: null,
    prakerja_last_transaction: null,
    is_phone_refilled: 1,
    is_phone_dismissed_payment: 0,
    is_phone_dismissed_profile: 0,
    is_phone_dismissed_programmu: 0,
    is_admin: false,
    is_asesor: false,
    is_email_verified: true,
    is_have_fun_report: false,
    role: [],
    child: [],
    institution_id: null,
    is_platinum_user: false,
    user_group: [],
    avatar: null,
    province_id: null,
    regency_id: null,
    district_id: null,
    learning_objective_ids: [],
    preference_content_ids: [],
    email_verification: { frozen_until: null, resend_available_at: null, skipped: false },
    ...overrides,
  };
}

/** The readable session cookie the app takes as "logged in" (the test setup clears cookies after each test). */
export function setSessionCookie(userId = 5): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `user-id=${userId}; path=/`;
}

/** Answers me-v2 with `user` (and records every call), installed as the global fetch. */
export function meAnswer(user: MeUser) {
  return () => ({ body: { status: 200, message: "OK", data: user } });
}

/** Account dialogs that only record what was opened, for asserting which dialog a control asks for. */
export function fakeAccountDialogs(): AccountDialogs {
  return {
    dialog: null,
    open: vi.fn(),
    close: vi.fn(),
    openLogin: vi.fn(),
    verificationMandatory: false,
    setVerificationMandatory: vi.fn(),
  };
}

export function WithAccountDialogs({ value, children }: { value: AccountDialogs; children: ReactNode }) {
  return <AccountDialogsContext.Provider value={value}>{children}</AccountDialogsContext.Provider>;
}
