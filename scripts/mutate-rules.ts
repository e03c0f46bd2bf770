// `npm run mutate-rules -- [--only <text>]`: hand mutations by script. Each patch of
// scripts/rule-patches.json (rule-patches.ts) breaks one rule of HIARCS 0.5, Zarkov or GNU Chess 1987; the script
// applies them one at a time and runs only the test each names (vitest run <file> -t <name>),
// which must fail. It prints a table, patch -> test -> killed / survived, and exits 1 if any patch
// survives (or cannot be applied, or its test does not pass unpatched).
//
// The working tree is never edited: the sources are copied into a temporary folder (its
// node_modules a link to the repository's), the patches are applied to the copy one at a time and
// taken back after each run, and the folder is removed at the end, on Ctrl-C and on SIGTERM. Run
// by hand, not by `npm test` (112 patches took 4 minutes on two cores, 2026-11-28); scripts/rule-patches.test.ts
// checks that every patch still applies.

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { isMainModule, repoRoot } from './files.js';
import { applyPatch, readRulePatches, testNamePattern, type RulePatch } from './rule-patches.js';

/** What the copy leaves out: build output, dependencies (linked instead), VCS and reports. */
const SKIP = new Set(['node_modules', 'dist', '.git', 'reports', '.stryker-tmp', 'coverage']);

/** The outcome of one run of a test file: how many tests failed and passed, or why none ran. */
interface TestRun {
  readonly failed: number;
  readonly passed: number;
  readonly loadError: boolean;
}

/** The child vitest running now (killed on Ctrl-C). */
let running: ChildProcess | undefined;

/** Copies the repository at `root` into a new temporary folder and returns the folder. */
function copyTree(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-mutate-rules-'));
  cpSync(root, dir, { recursive: true, filter: (src) => src === root || !SKIP.has(basename(src)) });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs `vitest run testFile -t pattern` in `dir` and reads its JSON report. */
function runTests(dir: string, testFile: string, pattern: string): Promise<TestRun> {
  const report = join(dir, 'mutate-rules-report.json');
  rmSync(report, { force: true });
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        join(dir, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        testFile,
        '-t',
        pattern,
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      { cwd: dir, stdio: 'ignore' },
    );
    running = child;
    child.on('close', () => {
      running = undefined;
      resolve(readReport(report));
    });
  });
}

/** The counts of a vitest JSON report; a missing or unreadable one counts as a load error. */
function readReport(path: string): TestRun {
  try {
    const r = JSON.parse(readFileSync(path, 'utf8')) as {
      numFailedTests: number;
      numPassedTests: number;
      testResults: { status: string; message?: string; assertionResults: unknown[] }[];
    };
    const loadError = r.testResults.some((f) => f.status === 'failed' && f.assertionResults.length === 0);
    return { failed: r.numFailedTests, passed: r.numPassedTests, loadError };
  } catch {
    return { failed: 0, passed: 0, loadError: true };
  }
}

/** The verdict on one patch, as printed in the table. */
function verdict(run: TestRun): string {
  if (run.loadError) return 'broken (the test file did not load)';
  if (run.failed > 0) return 'killed';
  if (run.passed === 0) return 'no test ran (name not found)';
  return 'survived';
}

/** Applies each patch to the copy in `dir` in turn, runs its test, and takes the patch back. */
async function mutate(
  dir: string,
  patches: readonly RulePatch[],
  out: (line: string) => void,
): Promise<number> {
  // First the tests unpatched: each must pass, or a failure below would prove nothing.
  const byFile = new Map<string, string[]>();
  for (const p of patches) byFile.set(p.testFile, [...(byFile.get(p.testFile) ?? []), p.test]);
  let bad = 0;
  for (const [file, names] of byFile) {
    const run = await runTests(dir, file, [...new Set(names)].map(testNamePattern).join('|'));
    if (run.failed > 0 || run.loadError || run.passed === 0) {
      out(`unpatched: ${file}: ${run.failed} failed, ${run.passed} passed: fix the tests first`);
      bad++;
    }
  }
  if (bad > 0) return 1;
  out('| # | patch | file | expected to fail | result |');
  out('| ---: | --- | --- | --- | --- |');
  let survived = 0;
  for (const [i, p] of patches.entries()) {
    const path = join(dir, p.file);
    const original = readFileSync(path, 'utf8');
    const patched = applyPatch(original, p);
    let result: string;
    if (patched === undefined) {
      result = 'not applied (search text not found exactly once)';
    } else {
      writeFileSync(path, patched);
      try {
        result = verdict(await runTests(dir, p.testFile, testNamePattern(p.test)));
      } finally {
        writeFileSync(path, original);
      }
    }
    if (result !== 'killed') survived++;
    out(`| ${i + 1} | ${p.name} | \`${p.file}\` | \`${p.testFile}\` "${p.test}" | ${result} |`);
  }
  out(`${patches.length - survived} of ${patches.length} patches killed by their tests, ${survived} not`);
  return survived > 0 ? 1 : 0;
}

/** The value of flag `--name`, if given. */
function flag(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: readonly string[]): Promise<number> {
  const root = repoRoot();
  const only = flag(argv, 'only');
  const patches = readRulePatches(root).filter((p) => only === undefined || p.name.includes(only));
  if (patches.length === 0) {
    process.stderr.write(`mutate-rules: no patch name contains '${only}'\n`);
    return 2;
  }
  const dir = copyTree(root);
  const cleanUp = (): void => rmSync(dir, { recursive: true, force: true });
  const onSignal = (signal: NodeJS.Signals): void => {
    running?.kill(signal);
    cleanUp();
    process.stderr.write(`mutate-rules: stopped by ${signal}; the working tree was never changed\n`);
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await mutate(dir, patches, (line) => process.stdout.write(`${line}\n`));
  } finally {
    cleanUp();
  }
}

if (isMainModule(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
