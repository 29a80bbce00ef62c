import { describe, expect, it } from "vitest";
import { pmoResetBody, pmoSubmissionStatusOf } from "./progress";

describe("pmoSubmissionStatusOf", () => {
  it("answers the spec's internal-pending for a queued submission and passes the partner's outcomes", () => {
    expect(pmoSubmissionStatusOf("internal_pending")).toBe("internal-pending");
    for (const status of ["pending", "accepted", "rejected", "failed"] as const) {
      expect(pmoSubmissionStatusOf(status)).toBe(status);
    }
  });

  it("answers nothing for none, a reset, or an unknown value", () => {
    expect(pmoSubmissionStatusOf(null)).toBeNull();
    expect(pmoSubmissionStatusOf("reset")).toBeNull();
    expect(pmoSubmissionStatusOf("diproses")).toBeNull();
  });
});

describe("pmoResetBody", () => {
  it("needs both ids, with Indonesian messages", () => {
    expect(pmoResetBody.safeParse({ program_id: 3, activity_id: "7" }).data).toEqual({ program_id: 3, activity_id: 7 });
    const missing = pmoResetBody.safeParse({ program_id: 3 });
    expect(missing.error?.issues[0]?.message).toBe("Aktivitas wajib dipilih");
    expect(pmoResetBody.safeParse({ program_id: -1, activity_id: 1 }).error?.issues[0]?.message).toBe(
      "Program wajib dipilih",
    );
  });
});
