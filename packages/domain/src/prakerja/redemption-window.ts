/**
 * When a Prakerja redemption code may be redeemed, from the work-card date offsets (spec 002 section 9; the remote
 * config's dev or live variant). Decisions/029 says how each offset is read; every boundary is inclusive.
 */

export type PrakerjaDateOffsets = {
  /** An online (webinar) programme's purchase closes this long before its schedule starts. */
  onlinePurchaseEnd: number;
  offlinePurchaseEnd: number;
  /** Online: redemption opens this long before the schedule start … */
  onlineRedemptionStart: number;
  /** … and ends this long after it, plus the tolerance. */
  onlineRedemptionEnd: number;
  onlineRedemptionToleranceEnd: number;
  offlineRedemptionStart: number;
  offlineRedemptionEnd: number;
  offlineRedemptionToleranceEnd: number;
  /** Self-paced and regular programmes (no session schedule): from the enrolment, this long plus the tolerance. */
  specialRedemptionEnd: number;
  specialRedemptionToleranceEnd: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The spec's numbers (ms). */
const LIVE: PrakerjaDateOffsets = {
  onlinePurchaseEnd: 259_200_000,
  offlinePurchaseEnd: 259_200_000,
  onlineRedemptionStart: 3_600_000,
  onlineRedemptionEnd: 3_600_000,
  onlineRedemptionToleranceEnd: 300_000,
  offlineRedemptionStart: 3_600_000,
  offlineRedemptionEnd: 7_200_000,
  offlineRedemptionToleranceEnd: 300_000,
  specialRedemptionEnd: 1_296_000_000,
  specialRedemptionToleranceEnd: 86_400_000,
};

/**
 * Development: the same shape, wide enough that the demo's scheduled programmes (seeded relative to the start of
 * the server) stay redeemable for a developer's whole day; the purchase limits are the live ones.
 */
const DEV: PrakerjaDateOffsets = {
  ...LIVE,
  onlineRedemptionStart: 30 * DAY,
  onlineRedemptionEnd: 30 * DAY,
  offlineRedemptionStart: 30 * DAY,
  offlineRedemptionEnd: 30 * DAY,
  specialRedemptionEnd: 365 * DAY,
};

export const PRAKERJA_DATE_OFFSETS: Readonly<Record<"dev" | "live", Readonly<PrakerjaDateOffsets>>> = {
  dev: DEV,
  live: LIVE,
};

/** Programme type (spec 000 section 3): 0 regular, 1 offline, 2 webinar, 3 self-paced. */
export type RedemptionProgram = {
  programType: number;
  /** The first session's start; null for a programme without a schedule. */
  scheduleStart: Date | null;
  /** When the participant enrolled (bought the programme). */
  enrolledAt: Date;
};

export type RedemptionWindowKind = "online" | "offline" | "special";
export type RedemptionWindow = { kind: RedemptionWindowKind; opensAt: Date; closesAt: Date };

/** The window a code of this enrolment may be redeemed in. Offline and webinar without a schedule count as special. */
export function redemptionWindow(program: RedemptionProgram, offsets: PrakerjaDateOffsets): RedemptionWindow {
  const start = program.scheduleStart?.getTime();
  if (start !== undefined && program.programType === 2) {
    return {
      kind: "online",
      opensAt: new Date(start - offsets.onlineRedemptionStart),
      closesAt: new Date(start + offsets.onlineRedemptionEnd + offsets.onlineRedemptionToleranceEnd),
    };
  }
  if (start !== undefined && program.programType === 1) {
    return {
      kind: "offline",
      opensAt: new Date(start - offsets.offlineRedemptionStart),
      closesAt: new Date(start + offsets.offlineRedemptionEnd + offsets.offlineRedemptionToleranceEnd),
    };
  }
  const enrolled = program.enrolledAt.getTime();
  return {
    kind: "special",
    opensAt: new Date(enrolled),
    closesAt: new Date(enrolled + offsets.specialRedemptionEnd + offsets.specialRedemptionToleranceEnd),
  };
}

export type WindowState = "not_open" | "open" | "closed";

/** Where `now` is against the window; both ends belong to it. */
export function windowState(window: { opensAt: Date; closesAt: Date }, now: Date): WindowState {
  const t = now.getTime();
  if (t < window.opensAt.getTime()) return "not_open";
  if (t > window.closesAt.getTime()) return "closed";
  return "open";
}

/**
 * Until when a scheduled programme may be bought with the work card: its purchase end before the schedule start
 * (online and offline alike); null (no limit of this rule) for a programme without a schedule or self-paced.
 */
export function purchaseClosesAt(
  program: Pick<RedemptionProgram, "programType" | "scheduleStart">,
  offsets: PrakerjaDateOffsets,
): Date | null {
  if (program.scheduleStart === null) return null;
  if (program.programType === 2) return new Date(program.scheduleStart.getTime() - offsets.onlinePurchaseEnd);
  if (program.programType === 1) return new Date(program.scheduleStart.getTime() - offsets.offlinePurchaseEnd);
  return null;
}
