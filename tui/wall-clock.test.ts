// Issue 14, item 8: no test may pass or fail with the machine's load. A test that measures wall
// time and asserts on it does; this one reads every test file and refuses an expect() on a time
// measured with performance.now() or Date.now() (directly, or through a name that holds one).
// Timeouts that only catch a hang are not assertions and are allowed.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { packageRoot } from './files.js';

const CLOCK = /(performance\.now|Date\.now)\(\)/;

/** Every test file under the layers' folders. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The lines of `text` that assert on a wall-clock time, as "line: text". */
export function wallClockAssertions(text: string): string[] {
  const lines = text.split('\n');
  // Names given an elapsed time: `const t = performance.now() - x`, `t -= performance.now()`, `ts.push(performance.now() ...)`.
  const timed = new Set<string>();
  for (const line of lines) {
    // An elapsed time is a difference with a clock reading; a bare reading is a start or a deadline.
    if (!/(performance\.now|Date\.now)\(\)\s*-|-\s*(performance\.now|Date\.now)\(\)/.test(line)) continue;
    const m = /(?:const|let)\s+(\w+)\s*=|(\w+)(?:\[[^\]]*\])?!?\s*[-+]=|(\w+)\.push\(/.exec(line);
    const name = m?.[1] ?? m?.[2] ?? m?.[3];
    if (name !== undefined) timed.add(name);
  }
  return lines.flatMap((line, i) => {
    if (!/expect\(/.test(line)) return [];
    const usesTime = CLOCK.test(line) || [...timed].some((name) => new RegExp(`\\b${name}\\b`).test(line));
    return usesTime ? [`${i + 1}: ${line.trim()}`] : [];
  });
}

test('the rule catches the assertions issue 14 found', () => {
  expect(wallClockAssertions('    expect(performance.now() - sent).toBeLessThan(2000);')).toHaveLength(1);
  expect(
    wallClockAssertions(
      '      times.push(performance.now() - sent);\n    expect(Math.min(...times)).toBeLessThan(300);',
    ),
  ).toHaveLength(1);
  expect(
    wallClockAssertions(
      "      clock[side]! -= performance.now() - sent;\n      expect(clock[side], 'lost').toBeGreaterThan(0);",
    ),
  ).toHaveLength(1);
  expect(
    wallClockAssertions(
      '  const deadline = performance.now() + 5_000;\n  while (performance.now() < deadline) {}',
    ),
  ).toEqual([]);
});

test('no test asserts on wall-clock time', () => {
  const root = packageRoot();
  const found = ['core', 'engines', 'tui', 'scripts'].flatMap((layer) =>
    testFiles(join(root, layer)).flatMap((file) =>
      file.endsWith('wall-clock.test.ts')
        ? []
        : wallClockAssertions(readFileSync(file, 'utf8')).map((l) => `${relative(root, file)}:${l}`),
    ),
  );
  expect(found).toEqual([]);
});
