// import-suites: the committed suites of fixtures/suites are in the form the script writes
// (importing them again reproduces them exactly, with the published number of positions), and a
// bad position stops the import with the file and line named, before anything is written.

import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { tempDirs } from '../core/test-support/temp-dirs.js';
import { repoRoot } from './files.js';
import { EPD_SUITES, FEN_SUITES, importEpdSuite, importFenList, runImportSuites } from './import-suites.js';

const FIXTURES = resolve(repoRoot(), 'fixtures/suites');
/** A fresh temporary folder, removed after the test. */
const tempDir = tempDirs('ttychess-suites-');

/** A source folder holding every suite, each with one good position, then `name` set to `text`. */
function sources(name: string, text: string): string {
  const dir = tempDir();
  for (const suite of EPD_SUITES) writeFileSync(join(dir, suite), '4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n');
  for (const suite of FEN_SUITES) writeFileSync(join(dir, suite), '4k3/8/8/8/8/8/8/4K3 w - - 0 1\n');
  writeFileSync(join(dir, name), text);
  return dir;
}

describe('runImportSuites', () => {
  test('reproduces fixtures/suites exactly from fixtures/suites, with every published position', () => {
    const outDir = tempDir();
    const result = runImportSuites({ sourceDir: FIXTURES, outDir });
    if (!result.ok) throw new Error(result.error);
    expect(result.value).toEqual([
      { name: 'perft.epd', positions: 127 },
      { name: 'mate-in-1.fen', positions: 8 },
      { name: 'mate-in-2.fen', positions: 212 },
      { name: 'null-move-zugzwang.fen', positions: 1 },
      { name: 'stalemate.fen', positions: 8 },
    ]);
    const written = readdirSync(outDir).sort();
    expect(written).toEqual(readdirSync(FIXTURES).sort());
    for (const name of written)
      expect(readFileSync(join(outDir, name), 'utf8'), name).toBe(readFileSync(join(FIXTURES, name), 'utf8'));
  });

  test.each([
    [
      'perft.epd',
      '4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n8/8/8/8/8/8/8/4K3 w - - ;D1 5\n',
      'perft.epd: EPD line 2: FEN field 1 (placement): Black has no king',
    ],
    [
      'stalemate.fen',
      '\n4k3/8/8/8/8/8/8/4K3 x - - 0 1\n',
      "stalemate.fen: FEN line 2: FEN field 2 (side to move): 'x' is not 'w' or 'b'",
    ],
  ])('a bad position in %s stops the import and writes nothing', (name, text, message) => {
    const outDir = join(tempDir(), 'out');
    const result = runImportSuites({ sourceDir: sources(name, text), outDir });
    expect(result.ok ? 'ok' : result.error).toBe(message);
    expect(existsSync(outDir)).toBe(false);
  });

  test('a missing suite is named', () => {
    const sourceDir = sources('perft.epd', '4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n');
    rmSync(join(sourceDir, 'mate-in-2.fen'));
    const result = runImportSuites({ sourceDir, outDir: tempDir() });
    expect(result.ok ? 'ok' : result.error).toBe(
      `import-suites: no file ${join(sourceDir, 'mate-in-2.fen')}`,
    );
  });
});

describe('the writers', () => {
  test('an EPD suite is written by makeEpd: operations after four FEN fields, default clocks dropped', () => {
    const result = importEpdSuite('4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66\n');
    expect(result.ok && result.value).toEqual({
      text: '4k3/8/8/8/8/8/8/4K2R w K - D1 15; D2 66;\n',
      positions: 1,
    });
  });

  test('a FEN list keeps its order, drops blank lines and is written by makeFen', () => {
    const result = importFenList('7k/7P/6K1/8/8/8/8/8 b - - 0 1\r\n\n8/8/8/8/8/8/8/K1k5 w - - 1 0\n');
    expect(result.ok && result.value).toEqual({
      text: '7k/7P/6K1/8/8/8/8/8 b - - 0 1\n8/8/8/8/8/8/8/K1k5 w - - 1 1\n',
      positions: 2,
    });
  });
});
