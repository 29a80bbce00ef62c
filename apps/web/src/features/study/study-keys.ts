/**
 * The study page's query keys, in one place: the shell (api.ts) and the focused activity (activity-api.ts)
 * both read and invalidate them — completing an activity reloads the dashboard, the topic's marks and the report.
 */
export const studyKeys = {
  all: ["study"] as const,
  validate: (slug: string) => ["study", "validate", slug] as const,
  /** Everything of one enrolment: dashboard, topics, report, activities. */
  enrolment: (programUserId: number) => ["study", "enrolment", programUserId] as const,
  dashboard: (programUserId: number) => ["study", "enrolment", programUserId, "dashboard"] as const,
  tabActivity: (programUserId: number) => ["study", "enrolment", programUserId, "tab-activity"] as const,
  chapter: (programUserId: number, chapterId: number) =>
    ["study", "enrolment", programUserId, "chapter", chapterId] as const,
  report: (programUserId: number) => ["study", "enrolment", programUserId, "report"] as const,
  activity: (programUserId: number, activityId: number) =>
    ["study", "enrolment", programUserId, "activity", activityId] as const,
  comments: (activityId: number) => ["study", "comments", activityId] as const,
  replies: (activityId: number, parentId: number) => ["study", "comments", activityId, "replies", parentId] as const,
  groups: (programId: number) => ["study", "groups", programId] as const,
  facilitator: (activityId: number) => ["study", "facilitator", activityId] as const,
};
