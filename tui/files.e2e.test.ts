// End to end: file writes from separate processes, on the built code. Assumes dist/ is built
// (`npm test` runs the build first; by hand: npx tsc -p tsconfig.build.json).

import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { parsePgn } from '../core/pgn.js';

const CLI = fileURLToPath(new URL('../dist/tui/cli.js', import.meta.url));
const FILES = fileURLToPath(new URL('../dist/tui/files.js', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-files-e2e-'));
  dirs.push(dir);
  return dir;
}

/** A node process that appends `count` one-move games, Round "<writer>.<i>", to `path`. */
function appender(path: string, writer: number, count: number): Promise<number | null> {
  const script = `
    const { appendPgn } = await import(${JSON.stringify(FILES)});
    for (let i = 0; i < ${count}; i++)
      appendPgn(${JSON.stringify(path)}, '[Event "e2e"]\\n[Round "${writer}.' + i + '"]\\n\\n1. e4 *\\n\\n');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

test('three processes appending to one PGN file at once lose no game', async () => {
  const path = join(tempDir(), 'games.pgn');
  writeFileSync(path, '[Event "first"]\n\n1. d4 *'); // no newline at the end
  const codes = await Promise.all([1, 2, 3].map((w) => appender(path, w, 40)));
  expect(codes).toEqual([0, 0, 0]);
  const parsed = parsePgn(readFileSync(path, 'utf8'));
  expect(parsed.ok).toBe(true);
  const rounds = parsed.ok ? parsed.value.map((g) => g.tags.find(([n]) => n === 'Round')?.[1]) : [];
  expect(rounds).toHaveLength(1 + 3 * 40);
  for (const w of [1, 2, 3]) for (let i = 0; i < 40; i++) expect(rounds).toContain(`${w}.${i}`);
});

test('book build -o <folder>: one line naming it, exit 2, no temporary file left', () => {
  const dir = tempDir();
  // Three wins for White: enough for the book to keep the positions, so it gets as far as writing.
  writeFileSync(join(dir, 'g.pgn'), '[Event "x"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n'.repeat(3));
  mkdirSync(join(dir, 'somedir'));
  const r = spawnSync(process.execPath, [CLI, 'book', 'build', 'g.pgn', '-o', 'somedir'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(r.status).toBe(2);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).toContain("'somedir'");
  expect(r.stderr).not.toContain('.ttychess-tmp-');
  expect(readdirSync(dir).sort()).toEqual(['g.pgn', 'somedir']);
});
