/**
 * The route rule into an activity (spec 001 section 4 'Route rule into an activity', spec 000 section 2.7):
 * where the study page sends the learner after the validate call answers.
 */

/** Validate answers with these statuses mean the activity or programme is gone (or never existed). */
export const ACTIVITY_NOT_FOUND_STATUSES: readonly number[] = [400, 114, 122];

/** The facts the rule reads, from the validate call's status and validate object (spec 001 section 3). */
export type ActivityRouteInput = {
  /** The validate answer's `status`. */
  status: number;
  /** validate.activity_id; null when the answer names no activity. */
  activityId: number | null;
  /** validate.is_joined: the learner is enrolled in the programme. */
  isJoined: boolean;
  /** validate.has_user_group: the programme is given to a user group (an institution's cohort). */
  hasUserGroup: boolean;
  /** Whether the learner has joined that user group; only read when hasUserGroup. */
  isUserGroupJoined: boolean;
  /** validate.is_external: the activity lives outside the study page. */
  isExternal: boolean;
  /** The programme is still in its registration stage. */
  isRegistrationStage: boolean;
  /** The user's is_admin flag. */
  isAdmin: boolean;
  /** validate.is_asesor. */
  isAsesor: boolean;
};

export type ActivityRouteDecision =
  | { kind: "not-found" }
  | { kind: "program-page" }
  | { kind: "kelasku" }
  | { kind: "study" };

/**
 * The spec lists the outcomes in this order and the order is the precedence: a removed programme is not found
 * even for a learner who could not enter it anyway, and a learner who may not enter never learns that the
 * activity id is empty. A null activity id goes to Kelasku like 0 does, because there is nothing to open.
 */
export function activityRouteDecision(input: ActivityRouteInput): ActivityRouteDecision {
  if (ACTIVITY_NOT_FOUND_STATUSES.includes(input.status)) return { kind: "not-found" };
  const blockedByUserGroup = input.hasUserGroup && !input.isUserGroupJoined;
  const blockedByRegistration = input.isRegistrationStage && !input.isAdmin && !input.isAsesor;
  if (!input.isJoined || blockedByUserGroup || input.isExternal || blockedByRegistration) {
    return { kind: "program-page" };
  }
  if (input.activityId === null || input.activityId === 0) return { kind: "kelasku" };
  return { kind: "study" };
}
