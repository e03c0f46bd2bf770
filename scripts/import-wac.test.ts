// import-wac: fixtures/wac.epd is the 300 Win At Chess positions with legal best moves, in the form
// the script writes (importing it again changes nothing); a bad record stops the import before
// anything is written.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseEpdFile } from '../core/epd.js';
import { boardFromFen } from '../core/fen.js';
import { MAILBOX } from '../core/layout.js';
import { makeSan, parseSan } from '../core/san.js';
import { tempDirs } from '../core/test-support/temp-dirs.js';
import { repoRoot } from './files.js';
import { importEpdText, runImportEpd, wacPaths } from './import-wac.js';

const ROOT = repoRoot();
const FIXTURE = resolve(ROOT, 'fixtures/wac.epd');
/** A fresh temporary folder, removed after the test. */
const tempDir = tempDirs('ttychess-wac-');

describe('fixtures/wac.epd', () => {
  const parsed = parseEpdFile(readFileSync(FIXTURE, 'utf8'));
  const records = parsed.ok ? parsed.value : [];

  test('holds 300 records, WAC.001 to WAC.300 in order', () => {
    expect(parsed.ok ? 'ok' : parsed.error.message).toBe('ok');
    expect(records).toHaveLength(300);
    expect(records.map((r) => r.record.operations.get('id')?.[0])).toEqual(
      Array.from({ length: 300 }, (_, i) => `WAC.${String(i + 1).padStart(3, '0')}`),
    );
  });

  test('every best move is legal standard SAN in its position (checked on the mailbox board)', () => {
    for (const { line, record } of records) {
      const board = boardFromFen(record.fen, MAILBOX);
      if (!board.ok) throw new Error(`line ${line}: ${board.error.message}`);
      const bm = record.operations.get('bm') ?? [];
      expect(bm.length, `line ${line}`).toBeGreaterThan(0);
      for (const san of bm) {
        const move = parseSan(board.value, san);
        expect(move.ok ? makeSan(board.value, move.value) : move.error.message, `line ${line}`).toBe(san);
      }
    }
  });

  test('is what the script writes: importing it again changes nothing', () => {
    const text = readFileSync(FIXTURE, 'utf8');
    const imported = importEpdText(text);
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value.records).toBe(300);
    expect(imported.value.text).toBe(text);
  });

  test('reads the suite from the sources folder it is given and writes the fixture', () => {
    expect(wacPaths('/r/sources', '/r/ttychess')).toEqual({
      source: '/r/sources/suites/wac.epd',
      out: '/r/ttychess/fixtures/wac.epd',
    });
  });
});

describe('runImportEpd', () => {
  test('writes the normalised records and counts them', () => {
    const dir = tempDir();
    const source = join(dir, 'in.epd');
    const out = join(dir, 'out.epd');
    writeFileSync(source, '# a comment\n\n6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8 ; id "mate";\n');
    const result = runImportEpd({ source, out });
    expect(result.ok ? result.value : result.error).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe('6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id "mate";\n');
  });

  test.each([
    ['6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Rh8; id "x";', "EPD line 1: bm 'Rh8' is not a legal move for White"],
    ['6k1/5ppp/8/8/8/8/8/R5K1 w - - am Ra9;', "EPD line 1: am 'Ra9' is not a square"],
    ['6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8; bm Ra7;', "EPD line 1: opcode 'bm' appears twice"],
  ])('a bad record %j stops the import and writes nothing', (line, message) => {
    const dir = tempDir();
    const source = join(dir, 'in.epd');
    const out = join(dir, 'out.epd');
    writeFileSync(source, line + '\n');
    const result = runImportEpd({ source, out });
    expect(result.ok ? 'ok' : result.error).toBe(`${source}: ${message}`);
    expect(existsSync(out)).toBe(false);
  });

  test('a missing source is named', () => {
    const source = join(tempDir(), 'missing.epd');
    const result = runImportEpd({ source, out: join(tempDir(), 'out.epd') });
    expect(result.ok ? 'ok' : result.error).toBe(`import-wac: no file ${source}`);
  });
});
