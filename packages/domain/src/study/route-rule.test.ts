import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVITY_NOT_FOUND_STATUSES, type ActivityRouteInput, activityRouteDecision } from "./route-rule";

const enrolled: ActivityRouteInput = {
  status: 200,
  activityId: 42,
  isJoined: true,
  hasUserGroup: false,
  isUserGroupJoined: false,
  isExternal: false,
  isRegistrationStage: false,
  isAdmin: false,
  isAsesor: false,
};

const anyInput: fc.Arbitrary<ActivityRouteInput> = fc.record({
  status: fc.oneof(fc.constantFrom(200, 400, 114, 122, 401, 404), fc.integer({ min: 0, max: 999 })),
  activityId: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  isJoined: fc.boolean(),
  hasUserGroup: fc.boolean(),
  isUserGroupJoined: fc.boolean(),
  isExternal: fc.boolean(),
  isRegistrationStage: fc.boolean(),
  isAdmin: fc.boolean(),
  isAsesor: fc.boolean(),
});

describe("activityRouteDecision (spec 001 section 4, spec 000 section 2.7)", () => {
  it("opens the study page for an enrolled learner and a real activity", () => {
    expect(activityRouteDecision(enrolled)).toEqual({ kind: "study" });
  });

  it.each([400, 114, 122])("sends status %i to not-found", (status) => {
    expect(activityRouteDecision({ ...enrolled, status })).toEqual({ kind: "not-found" });
  });

  it.each<[string, Partial<ActivityRouteInput>]>([
    ["not enrolled", { isJoined: false }],
    ["in a user group not yet joined", { hasUserGroup: true, isUserGroupJoined: false }],
    ["an external activity", { isExternal: true }],
    ["the registration stage for a plain learner", { isRegistrationStage: true }],
  ])("sends %s to the programme page", (_, change) => {
    expect(activityRouteDecision({ ...enrolled, ...change })).toEqual({ kind: "program-page" });
  });

  it("lets a joined user-group member, an admin or an assessor in during registration", () => {
    expect(activityRouteDecision({ ...enrolled, hasUserGroup: true, isUserGroupJoined: true })).toEqual({
      kind: "study",
    });
    expect(activityRouteDecision({ ...enrolled, isRegistrationStage: true, isAdmin: true })).toEqual({ kind: "study" });
    expect(activityRouteDecision({ ...enrolled, isRegistrationStage: true, isAsesor: true })).toEqual({
      kind: "study",
    });
  });

  it("ignores isUserGroupJoined when there is no user group", () => {
    expect(activityRouteDecision({ ...enrolled, hasUserGroup: false, isUserGroupJoined: false })).toEqual({
      kind: "study",
    });
  });

  it("sends activity id 0 (and a missing one) to Kelasku", () => {
    expect(activityRouteDecision({ ...enrolled, activityId: 0 })).toEqual({ kind: "kelasku" });
    expect(activityRouteDecision({ ...enrolled, activityId: null })).toEqual({ kind: "kelasku" });
  });

  it("checks not-found before the programme page, and the programme page before Kelasku", () => {
    const barred = { ...enrolled, isJoined: false, isExternal: true, activityId: 0 };
    expect(activityRouteDecision({ ...barred, status: 114 })).toEqual({ kind: "not-found" });
    expect(activityRouteDecision(barred)).toEqual({ kind: "program-page" });
    expect(activityRouteDecision({ ...enrolled, isRegistrationStage: true, activityId: 0 })).toEqual({
      kind: "program-page",
    });
  });

  it("always answers not-found for 400, 114 and 122, whatever else holds", () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom(...ACTIVITY_NOT_FOUND_STATUSES), (input, status) => {
        expect(activityRouteDecision({ ...input, status })).toEqual({ kind: "not-found" });
      }),
    );
  });

  it("opens the study page only when every condition lets the learner in", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const allowed =
          !ACTIVITY_NOT_FOUND_STATUSES.includes(input.status) &&
          input.isJoined &&
          (!input.hasUserGroup || input.isUserGroupJoined) &&
          !input.isExternal &&
          (!input.isRegistrationStage || input.isAdmin || input.isAsesor) &&
          input.activityId !== null &&
          input.activityId !== 0;
        expect(activityRouteDecision(input).kind === "study").toBe(allowed);
      }),
    );
  });
});
