import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { DEMO_PASSWORD, logInAs, XHR } from "./learner";
import { putOffStudyPrompts } from "./study-prompts";

/**
 * No link in the product leads to /404 (issue 20; six did in the first wave). A learner's navbar, user menu and
 * footer, and the study page of a finished programme with its Penilaian tab: every link they show is followed,
 * and each must land on a page of its own, not on the not-found page.
 */

/** The internal addresses of the links inside `scope` (same origin, not the API's files, not anchors). */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator(selector)
    .evaluateAll((scopes) =>
      scopes.flatMap((scope) => [...scope.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href)),
    );
  return hrefs.filter((href) => {
    const url = new URL(href);
    return url.origin === origin && !url.pathname.startsWith("/api/");
  });
}

/** Paths that leave the site on purpose: /bantuan opens the external help site. */
const LEAVES_THE_SITE = new Set(["/bantuan"]);

/** One address per page kind: the study page's many activities are one page; the first three stand for them. */
function sample(hrefs: string[]): string[] {
  const seen = new Set<string>();
  let activities = 0;
  return hrefs.filter((href) => {
    const url = new URL(href);
    const key = url.pathname + url.search;
    if (seen.has(key) || LEAVES_THE_SITE.has(url.pathname)) return false;
    seen.add(key);
    if (url.pathname.startsWith("/aktivitas/")) return ++activities <= 3;
    return true;
  });
}

test("every link of the navbar, user menu, footer and study page (with its Penilaian tab) opens a page, none /404", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logInAs(context, "murid@demo.test", DEMO_PASSWORD);
  const links: string[] = [];

  // the shell, on the home page: navbar, the account menu, footer
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  links.push(...(await internalLinks(page, "header, footer, [role=contentinfo]")));
  const account = page.getByRole("button", { name: /^Menu akun / });
  await account.click();
  const menu = `#${await account.getAttribute("aria-controls")}`;
  await expect(page.locator(menu)).toBeVisible();
  await expect(page.locator(menu).getByRole("link", { name: "Lihat Profil" })).toBeVisible();
  links.push(...(await internalLinks(page, menu)));
  expect(links.length).toBeGreaterThan(20);

  // the study page of the finished programme, with every tab's links
  const first = await page.request.post("/api/program/first-activity-multi-program/", {
    headers: XHR,
    data: { program_id_list: [await finishedProgrammeId(page)] },
  });
  const [activity] = ((await first.json()) as { data: { slug: string }[] }).data;
  await page.goto(`/aktivitas/${activity?.slug}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await putOffStudyPrompts(page);
  const tab = page.getByRole("tab", { name: "Penilaian" });
  if (!(await tab.isVisible())) await page.getByRole("button", { name: "Daftar aktivitas" }).click();
  links.push(...(await internalLinks(page, "body")));
  await tab.click();
  await expect(page.getByRole("region", { name: "Laporan Belajar" })).toBeVisible();
  links.push(...(await internalLinks(page, "body")));
  // the report of the finished programme opens in a new tab (its scoring date has passed)
  const reportTab = context.waitForEvent("page");
  await page
    .getByRole("region", { name: "Laporan Belajar" })
    .getByRole("button", { name: /Laporan/ })
    .click();
  const report = await reportTab;
  await expect(report).toHaveURL(/\/laporan-belajar\/\d+\/lembaga$/);
  await expect(report.getByRole("heading", { level: 1 })).toBeVisible();
  await report.close();

  const paths = sample(links).map((href) => new URL(href).pathname + new URL(href).search);
  for (const expected of ["/profile", "/transkrip", "/programmu", `/sertifikat/`]) {
    expect(
      paths.some((p) => p.startsWith(expected)),
      `a link to ${expected}`,
    ).toBe(true);
  }

  // four tabs at a time: most of a visit is the wait for the network to go quiet (a late redirect to /404 included)
  const broken: string[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const visitor = await context.newPage();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await visitor.goto(path);
        await visitor.waitForLoadState("networkidle");
        const landed = new URL(visitor.url()).pathname;
        const notFound = await visitor.getByRole("heading", { name: "Halaman Tidak Ditemukan" }).isVisible();
        if (landed === "/404" || notFound) broken.push(path);
      }
      await visitor.close();
    }),
  );
  expect(broken, `links that lead to /404 (of ${paths.length} followed)`).toEqual([]);
});

/** murid@demo.test's finished programme (apps/api/src/demo/demo-learning.ts), from their own list. */
async function finishedProgrammeId(page: Page): Promise<number> {
  const userId = (await page.context().cookies()).find((c) => c.name === "user-id")?.value;
  const res = await page.request.get(`/api/program-activity/enrolled/${userId}/1/12`);
  const found = ((await res.json()) as { data: { id: number; slug: string }[] }).data.find(
    (p) => p.slug === "tryout-utbk-snbt-2027-paket-lengkap",
  );
  expect(found).toBeDefined();
  return found?.id ?? 0;
}
