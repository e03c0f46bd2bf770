// The committed fixtures (<repo>/fixtures) for tests: the repository alone is enough, nothing is
// read from beside the checkout. The suites under fixtures/suites/ are written by
// `npm run import-suites` (scripts/import-suites.ts).

import { readFileSync } from 'node:fs';
import { parseEpdFile } from '../epd.js';

/** The text of a file under fixtures/, e.g. readFixture('suites/perft.epd'). */
export function readFixture(rel: string): string {
  return readFileSync(new URL(`../../fixtures/${rel}`, import.meta.url), 'utf8');
}

/** The non-blank lines of a fixture, e.g. the positions of a FEN list. */
export function fixtureLines(rel: string): string[] {
  return readFixture(rel)
    .split('\n')
    .filter((l) => l.trim() !== '');
}

/** A position of the perft suite: its line in the file, its FEN and its published counts by depth. */
export interface PerftPosition {
  readonly line: number;
  readonly fen: string;
  readonly counts: readonly { depth: number; nodes: number }[];
}

/** The published perft counts of fixtures/suites/perft.epd (opcodes D1, D2, ...), read as EPD. */
export function perftSuite(): PerftPosition[] {
  const file = parseEpdFile(readFixture('suites/perft.epd'));
  if (!file.ok) throw new Error(file.error.message);
  return file.value.map(({ line, record }) => ({
    line,
    fen: record.fen,
    counts: [...record.operations]
      .filter(([opcode]) => /^D\d+$/.test(opcode))
      .map(([opcode, operands]) => ({ depth: Number(opcode.slice(1)), nodes: Number(operands[0]) })),
  }));
}
