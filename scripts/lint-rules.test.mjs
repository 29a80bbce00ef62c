// The house rules the linter enforces (docs/decisions/014-module-boundaries.md, 015-transactions.md) still fail
// on what they forbid. A Biome upgrade or a config edit that quietly drops one would otherwise show nothing:
// the tree obeys the rules either way. Each case writes one offending file into a copy of the Biome
// configuration (never into the work tree) and checks that `biome lint` names the rule for it.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const biome = join(root, "node_modules", ".bin", "biome");
let copy;

before(() => {
  copy = mkdtempSync(join(tmpdir(), "karirmu-lint-rules-"));
  // the package files too: Biome turns its React rules on from the dependencies they list
  const files = ["biome.json", "apps/web/biome.json", "biome-plugins", "package.json"];
  for (const file of [...files, "apps/web/package.json", "apps/api/package.json", "packages/domain/package.json"]) {
    cpSync(join(root, file), join(copy, file), { recursive: true });
  }
});
after(() => rmSync(copy, { recursive: true, force: true }));

/** Writes `files` into the copy and returns the diagnostics `biome lint` gives for them: rule and file. */
function lint(files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  try {
    let output;
    try {
      output = execFileSync(
        biome,
        ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=50", ...Object.keys(files)],
        { cwd: copy, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
    } catch (error) {
      output = error.stdout; // biome exits 1 when it reports errors
    }
    const report = JSON.parse(output.slice(output.indexOf("{")));
    return report.diagnostics
      .filter((d) => d.severity === "error")
      .map((d) => ({ rule: d.category, file: d.location?.path, message: d.message }));
  } finally {
    for (const path of Object.keys(files)) rmSync(join(copy, path), { force: true });
  }
}

function assertFlags(diagnostics, rule, file) {
  const found = diagnostics.some((d) => d.rule === rule && d.file === file);
  assert.ok(found, `expected ${rule} on ${file}, got ${JSON.stringify(diagnostics, null, 2)}`);
}

test("a web feature reaching into another feature's files is refused; its public.ts is allowed", () => {
  const refused = "apps/web/src/features/checkout/components/deep.tsx";
  const allowed = "apps/web/src/features/checkout/components/through-public.tsx";
  const diagnostics = lint({
    [refused]: 'import { PinDialog } from "../../points/components/pin-dialog";\n\nexport const A = PinDialog;\n',
    [allowed]: 'import { PinDialog } from "../../points/public";\n\nexport const B = PinDialog;\n',
  });
  assertFlags(diagnostics, "lint/style/noRestrictedImports", refused);
  assert.equal(diagnostics.filter((d) => d.file === allowed).length, 0, JSON.stringify(diagnostics));
});

/** Each file alone breaks an import boundary; `message` is the rule's own words for it. */
const BOUNDARY_CASES = [
  {
    title: "web shared/ importing a feature",
    file: "apps/web/src/shared/ui/uses-feature.tsx",
    text: 'import { PinDialog } from "../../features/points/public";\n\nexport const C = PinDialog;\n',
    message: /shared\/ imports no feature/,
  },
  {
    title: "an API module reaching into another module's files",
    file: "apps/api/src/modules/quiz/deep.ts",
    text: 'import { completeActivity } from "../study/activity-completion";\n\nexport const d = completeActivity;\n',
    message: /only through its public\.ts/,
  },
  {
    title: "packages/domain importing an app or a framework",
    file: "packages/domain/src/uses-app.ts",
    text: 'import { sql } from "drizzle-orm";\n\nexport const e = sql;\n',
    message: /packages\/domain is pure/,
  },
];

for (const { title, file, text, message } of BOUNDARY_CASES) {
  test(`${title} is refused`, () => {
    const diagnostics = lint({ [file]: text });
    assertFlags(diagnostics, "lint/style/noRestrictedImports", file);
    assert.ok(
      diagnostics.some((d) => d.file === file && message.test(d.message)),
      JSON.stringify(diagnostics, null, 2),
    );
  });
}

test("an import cycle is refused", () => {
  const a = "apps/web/src/shared/lib/cycle-a.ts";
  const diagnostics = lint({
    [a]: 'import { b } from "./cycle-b";\n\nexport const a = (): number => b();\n',
    "apps/web/src/shared/lib/cycle-b.ts": 'import { a } from "./cycle-a";\n\nexport const b = (): number => a();\n',
  });
  assertFlags(diagnostics, "lint/suspicious/noImportCycles", a);
});

test("dangerouslySetInnerHTML is refused outside the one RichText component", () => {
  const file = "apps/web/src/features/study/components/raw-html.tsx";
  const text =
    "export function Raw({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}\n";
  assertFlags(lint({ [file]: text }), "lint/security/noDangerouslySetInnerHtml", file);
  assert.deepEqual(lint({ "apps/web/src/shared/ui/rich-text.tsx": text }), []);
});

test("a route file opening a transaction is refused", () => {
  const file = "apps/api/src/modules/cart/routes.ts";
  const diagnostics = lint({
    [file]:
      "type Db = { transaction(work: () => Promise<number>): Promise<number> };\n\nexport const f = (db: Db) => db.transaction(async () => 1);\n",
  });
  assert.ok(
    diagnostics.some((d) => d.rule === "plugin" && d.file === file && /do not open transactions/.test(d.message)),
    JSON.stringify(diagnostics, null, 2),
  );
});

/**
 * The boundary rules are written per folder depth (Biome's patterns are relative specifiers), so a file deeper
 * than every rule would escape them silently. Every source file of a web feature and an API module must sit at
 * a depth that a rule of the configuration names.
 */
test("every feature and module file sits at a depth the boundary rules cover", () => {
  const coveredDepths = (config, prefix) =>
    new Set(
      JSON.parse(readFileSync(join(root, config), "utf8"))
        .overrides.flatMap((o) => o.includes ?? [])
        .filter((p) => p.startsWith(prefix) && /^(\*\/)*\*(\.test\.ts)?$/.test(p.slice(prefix.length)))
        .map((p) => p.slice(prefix.length).split("/").length),
    );
  const uncovered = (folder, depths) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(join(root, folder), join(entry.parentPath, entry.name)))
      .filter((path) => !depths.has(path.split(sep).length));

  const web = coveredDepths("apps/web/biome.json", "src/features/");
  const api = coveredDepths("biome.json", "apps/api/src/modules/");
  assert.ok(web.size >= 3 && api.size >= 3, `rules found: web ${[...web]}, api ${[...api]}`);
  assert.deepEqual(uncovered("apps/web/src/features", web), [], `web rules cover depths ${[...web]}`);
  assert.deepEqual(uncovered("apps/api/src/modules", api), [], `api rules cover depths ${[...api]}`);
});

test("a text that says 'kamu' or a '-mu' possessive to the learner is refused; 'Anda' and brand names pass", () => {
  const web = "apps/web/src/features/account/components/voice.tsx";
  const api = "apps/api/src/modules/account/voice.ts";
  const fine = "apps/web/src/features/account/components/voice-fine.tsx";
  const diagnostics = lint({
    [web]: 'export const A = () => <p title="Jawabanmu benar">Masuk ke akunmu</p>;\n',
    // a template chunk too: `Selesaikan programmu, ${m}`
    [api]: 'export const m = "Kamu belum terdaftar";\nexport const n = `Selesaikan programmu, $' + "{m}`;\n",
    [fine]:
      'export const B = () => <p title="Jawaban Anda benar">Buka Programmu, Kelasmu dan Tanyamu di Karirmu</p>;\nexport const c = "Ilmu untuk tamu";\n',
  });
  const voice = (file) => diagnostics.filter((d) => d.rule === "plugin" && d.file === file && /'Anda'/.test(d.message));
  assert.equal(voice(web).length, 2, JSON.stringify(diagnostics, null, 2));
  assert.equal(voice(api).length, 2, JSON.stringify(diagnostics, null, 2));
  assert.deepEqual(voice(fine), []);
});
