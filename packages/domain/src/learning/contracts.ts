import { z } from "zod";
import { RESOURCE_TYPES } from "../catalogue/constants";
import { slugSchema } from "../catalogue/contracts";
import { PROGRESS_KEYS } from "./progress";
import { TODO_SCHEDULES } from "./todo";

/** My programmes: 12 a page (spec 002 section 9); a larger page is refused. */
export const ENROLLED_PAGE_SIZE = 12;
export const LEARNING_MAX_SEARCH = 100;

export const LEARNING_MESSAGES = {
  notYours: "Anda tidak memiliki akses ke data ini",
  pageSize: `Jumlah per halaman paling banyak ${ENROLLED_PAGE_SIZE}`,
  period: "Periode tidak valid",
} as const;

const positiveInt = z.coerce.number().int().positive().max(2_147_483_647);

// ---- GET /program-activity/enrolled/{user_id}/{page}/{limit} ---------------------------------------------

export const enrolledParams = z.object({
  user_id: positiveInt,
  /** From 1; a page past the end answers an empty list. */
  page: z.coerce.number().int().min(1).max(100_000),
  limit: z.coerce.number().int().min(1).max(ENROLLED_PAGE_SIZE, { message: LEARNING_MESSAGES.pageSize }),
});

/** The sort keys of My programmes: recently enrolled (default), recently studied, name A–Z. */
export const ENROLLED_SORTS = [
  { value: "newest", label: "Terbaru Diikuti" },
  { value: "last_studied", label: "Terakhir Dipelajari" },
  { value: "name", label: "Nama (A–Z)" },
] as const;
export type EnrolledSort = (typeof ENROLLED_SORTS)[number]["value"];
const sortValues = ENROLLED_SORTS.map((s) => s.value) as [EnrolledSort, ...EnrolledSort[]];

export const enrolledQuery = z.object({
  sort: z.enum(sortValues).optional(),
  search: z.string().trim().max(LEARNING_MAX_SEARCH).optional(),
  progress: z.enum(PROGRESS_KEYS).optional(),
  /** Only the programmes of that folder (the study page's back link carries it). */
  folder: positiveInt.optional(),
  /** A partner site's learners see only that institution's programmes. */
  subdomain_slug: slugSchema.optional(),
});
export type EnrolledQuery = z.infer<typeof enrolledQuery>;

export const enrolledProgramSchema = z.object({
  /** The enrolment (program_user) id the report and certificate routes carry. */
  program_user_id: z.number().int(),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  category_name: z.string(),
  /** 0 regular, 1 offline, 2 webinar, 3 self-paced. */
  training_type: z.number().int(),
  creator: z.object({ name: z.string(), slug: z.string() }),
  folder_id: z.number().int().nullable(),
  percentage_progress: z.number().int().min(0).max(100),
  completed_resources: z.number().int(),
  total_resources: z.number().int(),
  progress: z.enum(["not_started", "ongoing", "finished"]),
  enrolled_at: z.string(),
  last_activity_at: z.string().nullable(),
});
export type EnrolledProgram = z.infer<typeof enrolledProgramSchema>;

const countedOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const enrolledAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(enrolledProgramSchema),
  /** The next page's address, or null on the last page. */
  next_url: z.string().nullable(),
  filter: z.object({
    /** The four progress keys with their labels and how many of the learner's programmes (in scope) each has. */
    progress: z.array(countedOption),
    sort: z.array(z.object({ value: z.string(), label: z.string() })),
    /** The folders the learner has programmes in. */
    folders: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  }),
});
export type EnrolledAnswer = z.infer<typeof enrolledAnswer>;

// ---- POST /program/first-activity-multi-program/ ---------------------------------------------------------

export const firstActivityBody = z.object({
  program_id_list: z.array(positiveInt).min(1).max(50),
});

/** For each asked programme the learner is enrolled in: the first activity not yet completed (or the first). */
export const firstActivityAnswer = z.array(
  z.object({
    program_id: z.number().int(),
    /** null when the programme has no activity yet. */
    slug: z.string().nullable(),
    is_complete: z.boolean(),
  }),
);
export type FirstActivity = z.infer<typeof firstActivityAnswer>[number];

// ---- POST /program-activity/group-schedule/ (bulk study-group schedule) -----------------------------------

export const groupScheduleBody = z.object({ program_ids: z.array(positiveInt).min(1).max(50) });

/** Each programme's next scheduled live session for the learner, if any (the cards' 'Sesi berikutnya'). */
export const groupScheduleAnswer = z.array(
  z.object({
    program_id: z.number().int(),
    next_session: z
      .object({ slug: z.string(), title: z.string(), start_at: z.string(), end_at: z.string().nullable() })
      .nullable(),
  }),
);
export type GroupSchedule = z.infer<typeof groupScheduleAnswer>;

// ---- GET /program_activity/my/all/[{page}] (the to-do view) -----------------------------------------------

const scheduleValues = TODO_SCHEDULES.map((s) => s.value) as [string, ...string[]];
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: LEARNING_MESSAGES.period });

export const todoParams = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional() });

export const todoQuery = z.object({
  /** Comma-separated resource types; absent = every type. */
  type: z
    .string()
    .max(300)
    .optional()
    .transform((v, ctx) => {
      if (!v) return [];
      const types = [...new Set(v.split(","))];
      if (types.some((t) => !(RESOURCE_TYPES as readonly string[]).includes(t))) {
        ctx.addIssue({ code: "custom", message: "Jenis aktivitas tidak dikenal" });
        return z.NEVER;
      }
      return types as (typeof RESOURCE_TYPES)[number][];
    }),
  schedule: z.enum(scheduleValues).optional(),
  /** 'Aktivitas Wajib' = true; 'Semua Aktivitas' = false (the default). */
  is_required: z.enum(["true", "false"]).optional(),
  /** WIB days, both included; default today to 90 days ahead. */
  start: day.optional(),
  end: day.optional(),
  search: z.string().trim().max(LEARNING_MAX_SEARCH).optional(),
});
export type TodoQuery = z.infer<typeof todoQuery>;

export const todoItemSchema = z.object({
  resource_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  type_label: z.string(),
  program: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  program_user_id: z.number().int(),
  /** A live session's start; null for a task with only a due time. */
  start_at: z.string().nullable(),
  /** A session's end or a task's due time. */
  end_at: z.string().nullable(),
  is_required: z.boolean(),
  is_complete: z.boolean(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

export const todoAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(todoItemSchema),
  next_url: z.string().nullable(),
});
