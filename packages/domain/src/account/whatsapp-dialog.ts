import type { WhatsappDialogPage } from "./contracts";

export interface PhoneDialogFacts {
  is_phone_refilled: number;
  is_phone_dismissed_payment: number;
  is_phone_dismissed_profile: number;
  is_phone_dismissed_programmu: number;
}

const DISMISS_FLAG: Record<WhatsappDialogPage, keyof PhoneDialogFacts> = {
  payment: "is_phone_dismissed_payment",
  profile: "is_phone_dismissed_profile",
  programmu: "is_phone_dismissed_programmu",
};

/** Spec 000 section 4.6: open when the phone is not refilled and this page's dismissal flag is 0. */
export function shouldOpenWhatsappDialog(user: PhoneDialogFacts, page: WhatsappDialogPage): boolean {
  return user.is_phone_refilled === 0 && user[DISMISS_FLAG[page]] === 0;
}

export function dismissFlagFor(page: WhatsappDialogPage): keyof PhoneDialogFacts {
  return DISMISS_FLAG[page];
}
