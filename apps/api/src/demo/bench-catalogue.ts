import { sql } from "drizzle-orm";
import type { Db } from "../platform/db";

/**
 * A large generated catalogue for benchmarks: `count` programmes over 200 institutions, each with two topics
 * of three activities. Built with set-based SQL so 100,000 programmes take seconds, not a query per row.
 */
export async function generateBenchCatalogue(db: Db, count: number, careerCategory: string): Promise<void> {
  await db.transaction(async (tx) => {
    // set-based inserts of 100,000 rows (each through the search trigger) outlast the pool's statement timeout
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into institutions (name, slug, type, city)
      select 'Lembaga Bench ' || g, 'lembaga-bench-' || g,
             (array[1, 2, 3, 4, 5, 6, 7, 8, 9, 101, 102])[1 + g % 11], 'Jakarta'
      from generate_series(1, 200) g`);
    await tx.execute(sql`
      insert into programs (slug, name, category_name, program_type, price, price_normal, creator_id, level, tags,
        short_description, description, learning_objectives, reviewers_five_star, reviewers_four_star,
        reviewers_three_star, reviewers_two_star, reviewers_one_star, enrolled_count, total_resources,
        total_duration, published_at)
      select 'bench-program-' || g,
             (array['Dasar', 'Mahir', 'Praktis', 'Intensif', 'Lengkap'])[1 + g % 5] || ' ' ||
             (array['Excel', 'Pemasaran Digital', 'Desain Grafis', 'Matematika', 'Bahasa Inggris', 'Akuntansi',
                    'Fotografi', 'Pemrograman Web', 'Public Speaking', 'Kewirausahaan'])[1 + (g / 5) % 10] || ' ' || g,
             (array['KELASMU', 'UJIANMU', ${careerCategory}, 'PRAKERJA'])[1 + g % 4],
             g % 4,
             case when g % 5 = 0 then 0 else (49 + (g * 37) % 950) * 1000 end,
             case when g % 5 = 0 then 0 else (49 + (g * 37) % 950) * 1000 end,
             (select min(id) from institutions) + g % 200,
             (array['SD', 'SMP', 'SMA/SMK', 'Mahasiswa', 'Profesional', 'Umum'])[1 + g % 6],
             array['bench', 'tag-' || (g % 50)],
             'Program hasil generator untuk pengukuran kinerja.',
             '<p>Deskripsi program untuk pengukuran kinerja.</p>',
             array['Tujuan belajar pertama', 'Tujuan belajar kedua'],
             g % 300, g % 120, g % 30, g % 7, g % 5,
             (g * 7919) % 10000,
             6, 180,
             timestamptz '2025-01-01' + (g || ' minutes')::interval
      from generate_series(1, ${count}) g`);
    await tx.execute(sql`
      insert into chapters (program_id, title, session, duration)
      select p.id, 'Topik ' || s, s, 90
      from programs p cross join generate_series(1, 2) s
      where p.slug like 'bench-program-%'`);
    await tx.execute(sql`
      insert into resources (chapter_id, program_id, slug, title, type, activity_type, order_id, duration)
      select c.id, c.program_id, 'bench-activity-' || c.id || '-' || k, 'Aktivitas ' || k,
             (array['html', 'quiz', 'document'])[k], case when k = 2 then 2 else 0 end, k, 30
      from chapters c cross join generate_series(1, 3) k
      where c.title like 'Topik %' and c.program_id in (select id from programs where slug like 'bench-program-%')`);
  });
  await db.execute(sql`analyze`);
}
