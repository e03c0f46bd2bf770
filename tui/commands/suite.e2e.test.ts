// End to end: `ttychess suite` in the built binary, its engines in worker threads (`npm test`
// builds dist/ first; by hand: npx tsc -p tsconfig.build.json). To stay quick it runs the first
// 20 Win At Chess positions, copied to a temporary file.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const CLI = fileURLToPath(new URL('../../dist/tui/cli.js', import.meta.url));
const WAC = fileURLToPath(new URL('../../fixtures/wac.epd', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'ttychess-suite-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The first 20 WAC records in a file of their own. */
function wac20(): string {
  const path = join(dir, 'wac20.epd');
  const records = readFileSync(WAC, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
  writeFileSync(path, records.slice(0, 20).join('\n') + '\n');
  return path;
}

/** Runs `node dist/tui/cli.js ...args` with stdin not a terminal (so stderr is no terminal either). */
function ttychess(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', stdio: 'pipe', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('ttychess suite (built)', () => {
  test('gnu on the first 20 WAC at depth 2 solves some and exits 0; no progress off a terminal', () => {
    const path = wac20();
    const r = ttychess('suite', path, '--engines', 'gnu', '--depth', '2');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Suite: ${path}, 20 positions; search: depth 2`);
    const summary = /^GNU Chess 1987 \(gnu\): (\d+) of 20 solved, \d+ nodes$/.exec(lines[2] ?? '');
    expect(summary).not.toBeNull();
    const solved = Number(summary![1]);
    expect(solved).toBeGreaterThan(0);
    expect(lines.slice(3)).toHaveLength(20 - solved);
    for (const line of lines.slice(3)) expect(line).toMatch(/^ {2}WAC\.\d{3} +played \S+ +(bm|am) /);
  });

  test('--json: one line with solved, total and the failures', () => {
    const r = ttychess('suite', wac20(), '--engines', 'gnu', '--depth', '2', '--json');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const record = JSON.parse(r.stdout);
    const [gnu] = record.engines;
    expect(record.positions).toBe(20);
    expect(gnu).toMatchObject({ engine: 'gnu', total: 20 });
    expect(gnu.failures).toHaveLength(20 - gnu.solved);
  });

  test('a malformed record: one line naming the line, exit 2', () => {
    const path = join(dir, 'bad.epd');
    writeFileSync(path, `${readFileSync(WAC, 'utf8').split('\n')[0]}\n4k3/8/8/8/8/8/4P3/4K3 w - - bm e5;\n`);
    const r = ttychess('suite', path, '--depth', '1');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`ttychess: ${path}: EPD line 2: bm 'e5' is not a legal move for White\n`);
  });

  test('no file: exit 2', () => {
    const r = ttychess('suite');
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
