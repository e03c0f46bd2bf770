// import-games: the committed fixtures are in the form the script writes (importing them again
// reproduces them exactly), and a bad game score stops the import with the file, game and move
// named, before anything is written.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tempDirs } from '../core/test-support/temp-dirs.js';
import { repoRoot } from './files.js';
import { importPgnText, runImportGames } from './import-games.js';

const ROOT = repoRoot();
/** A fresh temporary folder, removed after the test. */
const tempDir = tempDirs('ttychess-import-');

describe('runImportGames', () => {
  test('reproduces fixtures/games exactly from fixtures/games: the files are what it writes', () => {
    const outDir = tempDir();
    const result = runImportGames({ sourceDir: resolve(ROOT, 'fixtures/games'), outDir });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.reduce((n, f) => n + f.games, 0)).toBe(29);
    const written = readdirSync(outDir).sort();
    const committed = readdirSync(resolve(ROOT, 'fixtures/games'))
      .filter((name) => name.endsWith('.pgn'))
      .sort();
    expect(written).toEqual(committed);
    for (const name of written) {
      expect(readFileSync(join(outDir, name), 'utf8'), name).toBe(
        readFileSync(resolve(ROOT, 'fixtures/games', name), 'utf8'),
      );
    }
  });

  test('stops at a bad game and writes nothing', () => {
    const sourceDir = tempDir();
    const outDir = join(tempDir(), 'out');
    writeFileSync(join(sourceDir, 'a-good.pgn'), '; source: test\n[Event "ok"]\n\n1. e4 e5 *\n');
    writeFileSync(join(sourceDir, 'b-bad.pgn'), '1. e4 e5 *\n\n1. d4 d5 2. Nf3 Nf6 3. Nd2 *\n');
    const result = runImportGames({ sourceDir, outDir });
    expect(result.ok ? 'ok' : result.error).toBe(
      "b-bad.pgn: PGN game 2, move 3 (White) at line 3: 'Nd2' is ambiguous (Nbd2, Nfd2)",
    );
    expect(existsSync(outDir)).toBe(false);
  });

  test('refuses a folder without .pgn files', () => {
    const sourceDir = tempDir();
    const result = runImportGames({ sourceDir, outDir: tempDir() });
    expect(result.ok ? 'ok' : result.error).toBe(`import-games: no .pgn files in ${sourceDir}`);
  });
});

describe('importPgnText', () => {
  test('normalises SAN and keeps the source comment', () => {
    const result = importPgnText(
      '; source: here\n[White "A"]\n1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.0-0 {castles} *',
    );
    expect(result.ok && result.value.text).toBe(
      [
        '; source: here',
        '[Event "?"]',
        '[Site "?"]',
        '[Date "????.??.??"]',
        '[Round "?"]',
        '[White "A"]',
        '[Black "?"]',
        '[Result "*"]',
        '',
        '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O *',
        '',
        '',
      ].join('\n'),
    );
  });
});
