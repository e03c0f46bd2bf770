// End to end: a built script into a closed pipe (`npm run oracle-gnu | head`) ends quietly, as the
// binary does. Assumes dist/ is built (`npm test` runs the build first). Scripts that print with
// console.log need nothing: the console ignores a closed pipe.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { runIntoClosedPipe } from '../tui/test-support/closed-pipe.js';

const ORACLE_GNU = fileURLToPath(new URL('../dist/scripts/oracle-gnu.js', import.meta.url));

test('oracle-gnu into a closed pipe ends quietly, exit 0', async () => {
  const { code, stderr } = await runIntoClosedPipe(ORACLE_GNU, ['--depth', '1', '--limit', '3']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
});

test('oracle-gnu --trace with a search the traces do not hold: a one-line error, exit 1', () => {
  for (const args of [
    ['--trace', 'game-999', '--depth', '1'],
    ['--trace', 'game-001', '--depth', '7'],
  ]) {
    const r = spawnSync(process.execPath, [ORACLE_GNU, ...args], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^oracle-gnu: --(trace game-999|depth 7): [^\n]+\n$/);
  }
});

test('oracle-gnu --trace lays one search beside the original: traced equal line for line', () => {
  const r = spawnSync(process.execPath, [ORACLE_GNU, '--trace', 'game-001', '--depth', '1'], {
    encoding: 'utf8',
  });
  expect(r.status).toBe(0);
  expect(r.stdout).toBe('depth 1: 1 of 1 traces equal line for line (100.0%)\n');
});

test('oracle-gnu --traces with a file that is not a trace: a one-line error, exit 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-traces-'));
  try {
    writeFileSync(join(dir, 'depth-1.tsv.gz'), 'not gzip\n');
    const r = spawnSync(process.execPath, [ORACLE_GNU, '--trace', 'all', '--depth', '1', '--traces', dir], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^oracle-gnu: .*depth-1\.tsv\.gz: not a trace file \([^\n]+\)\n$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('oracle-gnu --speed prints a row per depth: searches and their nodes (the time is not judged)', () => {
  const r = spawnSync(process.execPath, [ORACLE_GNU, '--speed', '--depth', '1,2', '--limit', '3'], {
    encoding: 'utf8',
  });
  expect(r.status).toBe(0);
  const rows = r.stdout.split('\n');
  expect(rows.slice(0, 2)).toEqual([
    '| depth | searches | nodes | ms | nodes a second |',
    '|---|---|---|---|---|',
  ]);
  // game-001, gen-01 and game-002: the nodes of the comparison's searches at depths 1 and 2.
  expect(rows[2]).toMatch(/^\| 1 \| 3 \| 823 \| \d+ \| \d+ \|$/);
  expect(rows[3]).toMatch(/^\| 2 \| 3 \| 2751 \| \d+ \| \d+ \|$/);
});
