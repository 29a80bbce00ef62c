import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { ERASED_USER_NAME, PRIVACY_MESSAGES, type PrivacySettings } from "@app/domain/account/privacy";
import type { PublicProfile, PublicUser } from "@app/domain/portfolio/contracts";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { programReviews } from "../../db/schema/catalogue";
import { chatRooms, programFacilitators } from "../../db/schema/chat";
import { invoices } from "../../db/schema/checkout";
import { payments } from "../../db/schema/payment";
import { portfolios } from "../../db/schema/portfolio";
import { accountDeletions } from "../../db/schema/privacy";
import { userActivities } from "../../db/schema/study";
import { caller, type DevMail, mailbox, STRONG_PASSWORD } from "../../testing/account-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { rowsOf } from "../../testing/payment-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { anonymisedMentions, eraseDueAccounts } from "./account-deletion";
import { EXPORT_LEFT_OUT, EXPORT_PARTS, exportedTableNames } from "./data-export";

/** Issue 21 /account/privacy (decisions/026): the public profile's switches, the download, account deletion. */

const clock = testClock(new Date("2026-12-01T03:00:00Z"));
const DAY_MS = 24 * 3600_000;
let t: TestApp;
let ani: Learner; // the owner
let budi: Learner; // another learner
let aniUsername: string;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const body = <T>(res: { json(): unknown }) => res.json() as Body<T>;

async function usernameOf(userId: number): Promise<string> {
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error("user missing");
  return row.username;
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock, env: { LOG_LEVEL: "error" } });
  ani = await registerLearner(t.app, "Ani Lestari");
  budi = await registerLearner(t.app, "Budi Santoso");
  aniUsername = await usernameOf(ani.userId);
  await t.database.db.update(users).set({ phone: "081234567890", city: "Bandung" }).where(eq(users.id, ani.userId));
});
afterAll(() => t.close());

describe("privacy switches and the public profile", () => {
  it("answers the defaults, saves a switch, refuses an empty change and a visitor", async () => {
    const first = await call(ani)("GET", "/api/user/privacy/");
    expect(first.statusCode).toBe(200);
    expect(body<PrivacySettings>(first).data).toEqual({
      is_public: true,
      show_avatar: true,
      show_profession: true,
      show_institution: true,
      show_certificates: true,
    });
    const saved = await call(ani)("POST", "/api/user/privacy/", { show_profession: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).message).toBe(PRIVACY_MESSAGES.saved);
    expect(body<PrivacySettings>(saved).data).toMatchObject({ is_public: true, show_profession: false });
    const empty = await call(ani)("POST", "/api/user/privacy/", {});
    expect(empty.statusCode).toBe(400);
    const unknownField = await call(ani)("POST", "/api/user/privacy/", { is_admin: true });
    expect(unknownField.statusCode).toBe(400);
    expect((await call(null)("GET", "/api/user/privacy/")).statusCode).toBe(401);
    expect((await call(null)("POST", "/api/user/privacy/", { is_public: false })).statusCode).toBe(401);
  });

  it("hides a switched-off field from visitors", async () => {
    const res = await call(null)("GET", `/api/user/public/get/${aniUsername}?is_username=1`);
    expect(res.statusCode).toBe(200);
    const user = body<{ user: PublicProfile }>(res).data.user;
    expect(user.profession_name).toBeNull();
    expect(user.is_private).toBeUndefined();
    await call(ani)("POST", "/api/user/privacy/", { show_profession: true });
    const again = await call(null)("GET", `/api/user/public/get/${aniUsername}?is_username=1`);
    expect(body<{ user: PublicProfile }>(again).data.user.profession_name).not.toBeNull();
  });

  it("a reviewer's photo shows beside their review only where their switches show it", async () => {
    const db = t.database.db;
    const institution = await makeInstitution(db, "Lembaga Ulasan Uji");
    const program = await makeProgram(db, {
      name: "Program Ulasan Uji",
      creatorId: institution.id,
      topics: [{ activities: [{ title: "Materi 1" }] }],
    });
    const hidden = await registerLearner(t.app, "Hana Foto Tersembunyi");
    const shown = await registerLearner(t.app, "Indra Foto Terlihat");
    for (const who of [hidden, shown]) {
      await db
        .update(users)
        .set({ avatar: `/api/user/avatar/foto-${who.userId}/160` })
        .where(eq(users.id, who.userId));
    }
    await call(hidden)("POST", "/api/user/privacy/", { show_avatar: false });
    const [first, second] = await db
      .insert(programReviews)
      .values([
        { programId: program.id, userId: hidden.userId, rating: 5, comment: "Bagus" },
        { programId: program.id, userId: shown.userId, rating: 4, comment: "Cukup" },
      ])
      .returning({ id: programReviews.id });
    const list = await call(null)("GET", `/api/program_activity/v2/product_detail/${program.slug}/review/1`);
    expect(list.statusCode, list.body).toBe(200);
    const avatars = Object.fromEntries(
      body<{ list: { name: string; avatar: string | null }[] }>(list).data.list.map((r) => [r.name, r.avatar]),
    );
    expect(avatars).toEqual({
      "Hana Foto Tersembunyi": null,
      "Indra Foto Terlihat": `/api/user/avatar/foto-${shown.userId}/160`,
    });
    const page = await call(null)("GET", `/api/program/review/${first?.id}`);
    expect(body<{ avatar: string | null }>(page).data.avatar).toBeNull();
    const other = await call(null)("GET", `/api/program/review/${second?.id}`);
    expect(body<{ avatar: string | null }>(other).data.avatar).toBe(`/api/user/avatar/foto-${shown.userId}/160`);
  });

  it("a private profile: the owner sees it, a visitor and another learner learn only that it is private", async () => {
    expect((await call(ani)("POST", "/api/user/privacy/", { is_public: false })).statusCode).toBe(200);
    await call(ani)("POST", "/api/portofolio/manage/header", { description: "Tentang Ani", is_publish: true });

    const own = await call(ani)("GET", `/api/user/public/get/${aniUsername}?is_username=1`);
    expect(own.statusCode).toBe(200);
    expect(body<{ user: PublicProfile }>(own).data.user).toMatchObject({ name: "Ani Lestari", is_private: true });
    const ownView = await call(ani)("GET", `/api/portofolio/view/${ani.userId}?public=1`);
    expect(ownView.statusCode).toBe(200);

    for (const who of [null, budi]) {
      for (const url of [
        `/api/user/public/get/${aniUsername}?is_username=1`,
        `/api/user/public/get/${ani.userId}?is_username=0`,
        `/api/portofolio/view/${ani.userId}?public=1`,
      ]) {
        const res = await call(who)("GET", url);
        expect(res.statusCode, url).toBe(403);
        expect(body(res)).toEqual({ status: 403, message: PRIVACY_MESSAGES.profilePrivate, data: null });
        expect(res.body).not.toContain("Ani Lestari");
        expect(res.body).not.toContain("Tentang Ani");
      }
      // the owner's own mode stays the owner's
      expect((await call(who)("GET", `/api/portofolio/view/${ani.userId}?public=0`)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
    }
    // the bulk call keeps the name (it shows where Ani wrote) but not the avatar or profession
    await t.database.db.update(users).set({ avatar: "/api/avatar/ani.webp" }).where(eq(users.id, ani.userId));
    const bulk = await call(budi)("GET", `/api/user/view/get_bulk/${ani.userId}`);
    expect(body<{ users: PublicUser[] }>(bulk).data.users[0]).toMatchObject({ avatar: null, profession_name: null });

    await call(ani)("POST", "/api/user/privacy/", { is_public: true });
    expect((await call(budi)("GET", `/api/user/public/get/${aniUsername}?is_username=1`)).statusCode).toBe(200);
  });

  it("a published item of a private profile: the owner reads it, others learn only that the profile is private", async () => {
    const db = t.database.db;
    const creator = await makeInstitution(db, "Lembaga Privasi");
    const kelas = await makeProgram(db, {
      name: "Kelas Privasi",
      creatorId: creator.id,
      topics: [{ activities: [{ title: "Refleksi Privasi", type: "refleksi" }] }],
    });
    const enrolment = await enrol(db, ani.userId, kelas.id, clock());
    const [activity] = await db
      .insert(userActivities)
      .values({
        programUserId: enrolment,
        resourceId: kelas.activity("Refleksi Privasi").id,
        startedAt: clock(),
        finishedAt: clock(),
        reflection: "Refleksi pribadi Ani",
      })
      .returning({ id: userActivities.id });
    const added = await call(ani)("POST", "/api/portofolio/manage/item", {
      caption: "Refleksiku",
      is_publish: true,
      user_activity_id: activity?.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const itemId = body<{ item: { id: number } }>(added).data.item.id;
    const url = `/api/portofolio/detail/${itemId}?public=1`;
    expect((await call(budi)("GET", url)).statusCode).toBe(200);

    await call(ani)("POST", "/api/user/privacy/", { is_public: false });
    for (const who of [null, budi]) {
      const res = await call(who)("GET", url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain("Refleksi pribadi Ani");
    }
    expect((await call(ani)("GET", url)).statusCode).toBe(200);
    await call(ani)("POST", "/api/user/privacy/", { is_public: true });
  });
});

describe("the data download", () => {
  it("is the caller's own data as a JSON file, without secrets and without another person's data", async () => {
    await call(budi)("POST", "/api/portofolio/manage/header", { description: "Rahasia Budi", is_publish: true });
    const res = await call(ani)("GET", "/api/user/export");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(String(res.headers["content-disposition"])).toMatch(
      new RegExp(`^attachment; filename="karirmu-data-${aniUsername}-2026-12-01\\.json"`),
    );
    const file = res.json<{ user_id: number; tables: Record<string, Record<string, unknown>[]> }>();
    expect(file.user_id).toBe(ani.userId);
    expect(file.tables.users?.[0]).toMatchObject({ email: ani.email, phone: "081234567890", city: "Bandung" });
    expect(file.tables.sessions?.length).toBeGreaterThan(0);
    expect(file.tables.portfolios?.[0]).toMatchObject({ description: "Tentang Ani" });
    expect(file.tables.privacy_settings?.[0]).toMatchObject({ user_id: ani.userId });
    // nothing of Budi's, no secret
    expect(res.body).not.toContain(budi.email);
    expect(res.body).not.toContain("Rahasia Budi");
    const keys = Object.values(file.tables).flatMap((rows) => rows.flatMap((r) => Object.keys(r)));
    expect(keys.filter((k) => /hash|token|password/.test(k))).toEqual([]);
    for (const rows of Object.values(file.tables)) {
      for (const row of rows) if ("user_id" in row) expect(row.user_id).toBe(ani.userId);
    }
  });

  it("does not tell a parent which of their requests reached an account (no existence oracle)", async () => {
    const parent = await registerLearner(t.app, "Ibu Sari");
    await t.database.db
      .update(users)
      .set({ professionName: "orangtua", isEmailVerified: true })
      .where(eq(users.id, parent.userId));
    for (const identifier of [budi.email, "tidak.ada.akun@contoh.id"]) {
      const sent = await call(parent)("POST", "/api/v2/user/relation_user/request", { identifier });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const res = await call(parent)("GET", "/api/user/export");
    const requests = res.json<{ tables: Record<string, Record<string, unknown>[]> }>().tables.relation_requests ?? [];
    expect(requests).toHaveLength(2);
    for (const row of requests) {
      expect(row).not.toHaveProperty("target_id");
      expect(row).not.toHaveProperty("identifier");
    }
    expect(res.body).not.toContain(budi.email);
  });

  it("needs a session and is rate-limited", async () => {
    expect((await call(null)("GET", "/api/user/export")).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(budi)("GET", "/api/user/export")).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it("covers every table that names a user (or leaves it out with a reason)", async () => {
    const dir = join(import.meta.dirname, "../../db/schema");
    const named = new Set<string>();
    for (const file of await readdir(dir)) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const mod = (await import(join(dir, file))) as Record<string, unknown>;
      for (const value of Object.values(mod)) {
        if (!is(value, PgTable)) continue;
        const config = getTableConfig(value);
        const refersToUsers = config.foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === "users");
        const hasUserColumn = config.columns.some((c) => c.name === "user_id");
        if (refersToUsers || hasUserColumn || config.name === "users") named.add(config.name);
      }
    }
    const exported = exportedTableNames();
    const missing = [...named].filter((n) => !exported.has(n) && !(n in EXPORT_LEFT_OUT));
    expect(missing, "tables with a user id in neither EXPORT_PARTS nor EXPORT_LEFT_OUT").toEqual([]);
    expect(EXPORT_PARTS.length).toBe(new Set(EXPORT_PARTS.map((p) => p.key)).size);
  });
});

describe("account deletion", () => {
  const post = () => caller(t.app);

  async function login(email: string, password = STRONG_PASSWORD) {
    return post()("/api/user/login/", { body: { email, password } });
  }

  async function deletionMail(email: string): Promise<DevMail | undefined> {
    await t.app.mailOutbox.runOnce();
    return (await mailbox(t.app, email)).find((m) => m.subject.startsWith("Permintaan penghapusan akun"));
  }

  function undoToken(mail: DevMail | undefined): string {
    const match = /undo-account-deletion\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    if (!match?.[1]) throw new Error(`no undo link in mail: ${mail?.subject}`);
    return match[1];
  }

  it("refuses a wrong password (the account stays) and a visitor", async () => {
    const carol = await registerLearner(t.app, "Carol Wijaya");
    const wrong = await call(carol)("POST", "/api/user/delete_account/", { password: "Salah2026xx" });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toEqual({ status: 400, message: PRIVACY_MESSAGES.passwordWrong, data: { field: "password" } });
    expect((await post()("/api/auth/me-v2", { token: carol.token })).statusCode).toBe(200);
    expect((await call(null)("POST", "/api/user/delete_account/", { password: STRONG_PASSWORD })).statusCode).toBe(401);
    const empty = await call(carol)("POST", "/api/user/delete_account/", {});
    expect(empty.statusCode).toBe(400);
  });

  it("disables at once, says so at login, and the mailed link undoes it within 14 days", async () => {
    const dina = await registerLearner(t.app, "Dina Putri");
    const res = await call(dina)("POST", "/api/user/delete_account/", { password: STRONG_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ erase_after: string }>(res).data.erase_after).toBe(
      new Date(clock().getTime() + 14 * DAY_MS).toISOString(),
    );
    expect(String(res.headers["set-cookie"])).toContain("access-token=;");
    expect((await post()("/api/auth/me-v2", { token: dina.token })).statusCode).toBe(401);
    const refused = await login(dina.email);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe(PRIVACY_MESSAGES.deletionPending);
    // the wrong password says nothing about the deletion
    expect(body(await login(dina.email, "Salah2026xx")).message).toBe(ACCOUNT_TEXTS.loginWrong);
    // registering the address again is refused while the account exists
    const again = await post()("/api/user/register/", {
      body: {
        name: "Dina Lain",
        email: dina.email,
        password: STRONG_PASSWORD,
        terms_accepted: true,
        profession_name: "profesional",
      },
    });
    expect(again.statusCode).toBe(400);

    const token = undoToken(await deletionMail(dina.email));
    clock.advance(13 * DAY_MS);
    const undone = await post()("/api/user/undo_account_deletion/", { body: { token } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(body<{ email: string }>(undone).data.email).toBe(`${dina.email.slice(0, 2)}***@contoh.id`);
    expect((await login(dina.email)).statusCode).toBe(200);
    // single use
    expect((await post()("/api/user/undo_account_deletion/", { body: { token } })).statusCode).toBe(400);
    expect((await post()("/api/user/undo_account_deletion/", { body: { token: "x" } })).statusCode).toBe(400);
  });

  it("after 14 days erases the personal data, keeps the payments, frees the address; the link is dead", async () => {
    const db = t.database.db;
    const eko = await registerLearner(t.app, "Eko Prasetyo");
    const ekoName = await usernameOf(eko.userId);
    await db.update(users).set({ phone: "089876543210", city: "Surabaya" }).where(eq(users.id, eko.userId));
    await call(eko)("POST", "/api/portofolio/manage/header", { description: "Karya Eko", is_publish: true });
    const [invoice] = await db
      .insert(invoices)
      .values({ userId: eko.userId, status: "paid", subtotal: 150_000, expiresAt: clock() })
      .returning({ id: invoices.id });
    if (!invoice) throw new Error("invoice");
    await db.insert(payments).values({
      invoiceId: invoice.id,
      userId: eko.userId,
      orderId: `ERASE-${eko.userId}`,
      methodFullId: "bca_va",
      status: 2,
      grossAmount: 154_000,
      fee: 4_000,
      expiresAt: clock(),
      paidAt: clock(),
    });
    const totals = sql`select count(*)::int as n, coalesce(sum(gross_amount), 0)::int as total from payments`;
    const [before] = await rowsOf(db, totals);

    expect((await call(eko)("POST", "/api/user/delete_account/", { password: STRONG_PASSWORD })).statusCode).toBe(200);
    const token = undoToken(await deletionMail(eko.email));
    // not yet due: nothing erased
    clock.advance(14 * DAY_MS - 60_000);
    await eraseDueAccounts(db, clock());
    const [still] = await db.select().from(users).where(eq(users.id, eko.userId));
    expect(still?.name).toBe("Eko Prasetyo");

    clock.advance(2 * 60_000);
    // two sweeps at once (two processes): each account is erased once
    const [a, b] = await Promise.all([eraseDueAccounts(db, clock()), eraseDueAccounts(db, clock())]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect(await eraseDueAccounts(db, clock())).toBe(0);

    const [erased] = await db.select().from(users).where(eq(users.id, eko.userId));
    expect(erased).toMatchObject({ name: ERASED_USER_NAME, phone: null, city: null, birthDate: null, avatar: null });
    expect(erased?.email).toMatch(/@pengguna-terhapus\.invalid$/);
    expect(erased?.username).not.toBe(ekoName);
    expect(erased?.disabledAt).not.toBeNull();
    expect(await db.select().from(portfolios).where(eq(portfolios.userId, eko.userId))).toEqual([]);
    const [deletion] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, eko.userId));
    expect(deletion?.erasedAt).not.toBeNull();
    // the books are as they were, tied to the anonymised id
    const [after] = await rowsOf(db, totals);
    expect(after).toEqual(before);
    const kept = await db.select().from(payments).where(eq(payments.userId, eko.userId));
    expect(kept).toHaveLength(1);
    // the old public address is gone, the link is dead, the address is free again
    expect((await call(null)("GET", `/api/user/public/get/${ekoName}?is_username=1`)).statusCode).toBe(404);
    const late = await post()("/api/user/undo_account_deletion/", { body: { token } });
    expect(late.statusCode).toBe(400);
    expect(body(late).message).toBe(PRIVACY_MESSAGES.undoLinkInvalid);
    expect(body(await login(eko.email)).message).toBe(ACCOUNT_TEXTS.loginWrong);
    const fresh = await post()("/api/user/register/", {
      body: {
        name: "Eko Baru",
        email: eko.email,
        password: STRONG_PASSWORD,
        terms_accepted: true,
        profession_name: "profesional",
      },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await login(eko.email)).statusCode).toBe(200);
  });

  it("takes the person out of others' rows: notifications, personal rooms, staff lists, the mail outbox", async () => {
    const db = t.database.db;
    const gina = await registerLearner(t.app, "Gina Maharani");
    const facilitator = await registerLearner(t.app, "Fasilitator Hadi");
    await db.update(users).set({ professionName: "orangtua", isEmailVerified: true }).where(eq(users.id, gina.userId));
    const ginaUsername = await usernameOf(gina.userId);
    // a family request names her in Budi's notifications
    const sent = await call(gina)("POST", "/api/v2/user/relation_user/request", { identifier: budi.email });
    expect(sent.statusCode, sent.body).toBe(200);
    // a personal room carries both names; she also facilitates a programme
    const institution = await makeInstitution(db, "Lembaga Hapus Uji");
    const program = await makeProgram(db, {
      name: "Program Hapus Uji",
      creatorId: institution.id,
      topics: [{ activities: [{ title: "Materi 1" }] }],
    });
    await db.insert(chatRooms).values({
      kind: "personal",
      programId: program.id,
      name: "Gina Maharani & Fasilitator Hadi",
      capacity: 2,
      learnerId: gina.userId,
      facilitatorId: facilitator.userId,
    });
    await db.insert(programFacilitators).values({ programId: program.id, userId: gina.userId });
    const budiNotes = sql`select title, body from notifications where user_id = ${budi.userId} and actor_id = ${gina.userId}`;
    expect(JSON.stringify(await rowsOf(db, budiNotes))).toContain("Gina Maharani");

    expect((await call(gina)("POST", "/api/user/delete_account/", { password: STRONG_PASSWORD })).statusCode).toBe(200);
    await t.app.mailOutbox.runOnce();
    const outboxTo = sql`select count(*)::int as n from mail_outbox where lower("to") = lower(${gina.email})`;
    expect((await rowsOf(db, outboxTo))[0]?.n).toBeGreaterThan(0);
    clock.advance(14 * DAY_MS + 60_000);
    expect(await eraseDueAccounts(db, clock())).toBe(1);

    const notes = JSON.stringify(await rowsOf(db, budiNotes));
    expect(notes).not.toContain("Gina Maharani");
    expect(notes).toContain(ERASED_USER_NAME);
    const [room] = await db
      .select({ name: chatRooms.name })
      .from(chatRooms)
      .where(eq(chatRooms.learnerId, gina.userId));
    expect(room?.name).toBe(`${ERASED_USER_NAME} & Fasilitator Hadi`);
    expect(await db.select().from(programFacilitators).where(eq(programFacilitators.userId, gina.userId))).toEqual([]);
    expect((await rowsOf(db, outboxTo))[0]?.n).toBe(0);
    expect(JSON.stringify(await rowsOf(db, sql`select title, body from notifications`))).not.toContain(ginaUsername);
  });

  it("renames the erased person's mentions in others' text, and only theirs", async () => {
    const text = "halo @[5|Eko Prasetyo], lihat @[55|Lain] dan @[5|Eko] juga @[5 bukan";
    const [row] = await rowsOf(t.database.db, sql`select ${anonymisedMentions(sql`${text}::text`, 5)} as t`);
    expect((row as unknown as { t: string }).t).toBe(
      "halo @[5|Pengguna Terhapus], lihat @[55|Lain] dan @[5|Pengguna Terhapus] juga @[5 bukan",
    );
  });

  it("a link past its 14 days is refused even before the sweep ran", async () => {
    const fajar = await registerLearner(t.app, "Fajar Nugroho");
    expect((await call(fajar)("POST", "/api/user/delete_account/", { password: STRONG_PASSWORD })).statusCode).toBe(
      200,
    );
    const token = undoToken(await deletionMail(fajar.email));
    clock.advance(14 * DAY_MS + 1000);
    const res = await post()("/api/user/undo_account_deletion/", { body: { token } });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(PRIVACY_MESSAGES.undoLinkInvalid);
  });
});
