import { PROFESSIONS, type Profession } from "@app/domain/account/constants";
import { hash } from "@node-rs/argon2";
import { eq, inArray } from "drizzle-orm";
import { roles, userChildren, userRoles, users, yearLevels } from "../db/schema/account";
import type { Db } from "../platform/db";

export const DEMO_PASSWORD = "Demo12345";

type DemoUser = {
  key: Profession | "admin" | "asesor" | "fasilitator" | "baru" | "sari" | "rudi";
  name: string;
  profession: Profession | null;
  yearLevel?: string;
  city?: string;
  occupation?: string;
  isAdmin?: boolean;
  isAsesor?: boolean;
  roles?: string[];
  verified?: boolean;
  prakerjaId?: string;
};

/** One account per profession plus staff roles; all share the demo password; `baru` is unverified. */
export const DEMO_USERS: readonly DemoUser[] = [
  { key: "murid", name: "Rafi Pratama", profession: "murid", yearLevel: "Kelas 10", city: "Yogyakarta" },
  { key: "guru", name: "Sri Wahyuni", profession: "guru", city: "Malang", occupation: "Guru SD" },
  { key: "orangtua", name: "Dewi Lestari", profession: "orangtua", city: "Bandung" },
  { key: "mahasiswa", name: "Andi Saputra", profession: "mahasiswa", yearLevel: "Mahasiswa", city: "Semarang" },
  {
    key: "profesional",
    name: "Rina Kartika",
    profession: "profesional",
    city: "Jakarta",
    occupation: "Analis Pemasaran",
  },
  {
    key: "prakerja",
    name: "Joko Susilo",
    profession: "prakerja",
    city: "Surabaya",
    occupation: "Wirausaha",
    prakerjaId: "PK-2026-000123",
  },
  // two more Prakerja participants of the 10-session webinar (demo-prakerja.ts): 90 % and 70 % attendance
  {
    key: "sari",
    name: "Sari Wulandari",
    profession: "prakerja",
    city: "Medan",
    occupation: "Pemilik Usaha Katering",
    prakerjaId: "PK-2026-000456",
  },
  {
    key: "rudi",
    name: "Rudi Hartono",
    profession: "prakerja",
    city: "Makassar",
    occupation: "Penjual Daring",
    prakerjaId: "PK-2026-000789",
  },
  { key: "admin", name: "Admin Karirmu", profession: null, isAdmin: true, roles: ["Super Admin"] },
  { key: "asesor", name: "Bambang Hartono", profession: null, isAsesor: true, roles: ["Asesor"] },
  { key: "fasilitator", name: "Nurul Hidayah", profession: null, roles: ["Fasilitator"] },
  { key: "baru", name: "Putri Ayu", profession: "murid", yearLevel: "Kelas 8", verified: false },
];

export function demoEmail(key: string): string {
  return `${key}@demo.test`;
}

export async function seedDemoUsers(db: Db): Promise<void> {
  const levels = await db.select().from(yearLevels);
  const levelId = (name?: string) => levels.find((l) => l.name === name)?.id ?? null;
  const rows = [];
  for (const u of DEMO_USERS) {
    rows.push({
      name: u.name,
      email: demoEmail(u.key),
      username: u.key,
      passwordHash: await hash(DEMO_PASSWORD),
      professionName: u.profession,
      yearLevelId: levelId(u.yearLevel),
      city: u.city ?? null,
      occupation: u.occupation ?? null,
      isAdmin: u.isAdmin ?? false,
      isAsesor: u.isAsesor ?? false,
      isEmailVerified: u.verified ?? true,
      prakerjaId: u.prakerjaId ?? null,
      source: "web-karirmu",
    });
  }
  const inserted = await db.insert(users).values(rows).returning({ id: users.id, username: users.username });
  const idOf = (key: string) => inserted.find((u) => u.username === key)?.id;

  const roleRows = await db
    .select()
    .from(roles)
    .where(
      inArray(
        roles.label,
        DEMO_USERS.flatMap((u) => u.roles ?? []),
      ),
    );
  const links = DEMO_USERS.flatMap((u) =>
    (u.roles ?? []).map((label) => ({ userId: idOf(u.key), roleId: roleRows.find((r) => r.label === label)?.id })),
  ).filter((l): l is { userId: number; roleId: number } => l.userId !== undefined && l.roleId !== undefined);
  if (links.length) await db.insert(userRoles).values(links);

  const parent = idOf("orangtua");
  const child = idOf("murid");
  if (parent && child) await db.insert(userChildren).values({ parentId: parent, childId: child });
}

export async function demoUsersExist(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail(PROFESSIONS[0])))
    .limit(1);
  return Boolean(row);
}
