// Issue 36, item 1: the terminal is written in few places, each named here with how untrusted
// text is kept from driving it (core/visible.ts). A new direct write to stdout or stderr in tui/
// fails this test until it is added to the table with its reason: write through emit() or
// printTo() (commands/output.ts) instead, which make every line visible.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const TUI = fileURLToPath(new URL('.', import.meta.url));

/** File -> how many direct writes it has, and why each is safe. */
const EDGES: Record<string, { readonly writes: number; readonly why: string }> = {
  'commands/output.ts': {
    writes: 4,
    why: 'emit() and printTo(): every line through visible(); errors by code or oneLine()',
  },
  'commands/uci.ts': { writes: 7, why: 'protocol lines, warnings and errors through visible() or oneLine()' },
  'commands/match.ts': { writes: 1, why: 'the progress sink, fed by Progress and warningSink (match/)' },
  'match/report.ts': { writes: 3, why: 'Progress: game lines and the summary through visible()' },
  'match/series.ts': { writes: 1, why: "warningSink: an engine's warning through visible()" },
  'commands/replay.ts': {
    writes: 3,
    why: 'progress (our own numbers and bar), and the reading note through visible()',
  },
  'commands/suite.ts': { writes: 2, why: 'progress: formatProgress() makes engine ids visible' },
  'cli.ts': { writes: 1, why: 'a failure as oneLine()' },
  'teletype/use-session.ts': { writes: 1, why: 'the bell (BEL), no text' },
};

/** A direct write: to a process stream, a protocol's streams, or a progress sink. */
const WRITE =
  /\b(?:stdout|stderr|output|errors|stream|sink|progress)\.write\(|console\.(?:log|error|warn|info)\(/g;

/** The source files of tui/, tests, test doubles and the fuzzer (its own tool) left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' || e.name === 'fuzz' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

test('stdout and stderr are written directly only at the edges in the table (issue 36, item 1)', () => {
  const found: Record<string, number> = {};
  for (const path of sources(TUI)) {
    const n = (readFileSync(path, 'utf8').match(WRITE) ?? []).length;
    if (n > 0) found[relative(TUI, path)] = n;
  }
  const expected = Object.fromEntries(Object.entries(EDGES).map(([file, e]) => [file, e.writes]));
  expect(found).toEqual(expected);
});
