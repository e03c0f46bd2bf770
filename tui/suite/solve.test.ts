// Reading suites and judging moves: the matching the WAC script and the suite command share.

import { describe, expect, test } from 'vitest';
import { parseEpd } from '../../core/epd.js';
import type { SearchResult } from '../../engines/engine.js';
import { FakeEngine } from '../test-support/fake-engine.js';
import { describeWanted, judge, parseSuite, solvePosition, suitePosition } from './solve.js';

const WAC1 = '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";';

/** A suite position for an EPD line known to be valid. */
function position(line: string) {
  const record = parseEpd(line);
  if (!record.ok) throw new Error(record.error.message);
  const p = suitePosition(record.value, 1);
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

/** A search result whose best move is `bestmove`. */
function played(bestmove: string | null): SearchResult {
  return { depth: 1, seldepth: 1, score: { cp: 0 }, nodes: 1, ms: 0, pv: [], bestmove, source: 'search' };
}

describe('suitePosition', () => {
  test('normalises bm and am through our SAN writer (check marks added, long forms shortened)', () => {
    const p = position('2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg3g6; am Nxf7; id "x";');
    expect({ id: p.id, bm: p.bm, am: p.am }).toEqual({ id: 'x', bm: ['Qg6'], am: ['Nxf7+'] });
  });

  test('a record without an id is named by its line', () => {
    expect(position('4k3/8/8/8/8/8/4P3/4K3 w - - bm e4;').id).toBe('line 1');
  });
});

describe('parseSuite', () => {
  test('every record, with its line; blank lines and comments skipped', () => {
    const suite = parseSuite(`# a suite\n\n${WAC1}\n4k3/8/8/8/8/8/4P3/4K3 w - - am Kd1 Kf1;\n`);
    expect(suite.ok && suite.value.map((p) => [p.id, p.line, p.bm, p.am])).toEqual([
      ['WAC.001', 3, ['Qg6'], []],
      ['line 4', 4, [], ['Kd1', 'Kf1']],
    ]);
  });

  test.each([
    [`${WAC1}\n4k3/8/8/8 w - - bm e4;`, 'EPD line 2: FEN field 1 (placement)'],
    [`${WAC1}\n\n4k3/8/8/8/8/8/4P3/4K3 w - - id "x";`, 'EPD line 3: no bm or am operation'],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - bm e5;', "EPD line 1: bm 'e5' is not a legal move for White"],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - am Kd9;', "EPD line 1: am 'Kd9' is not a square"],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - bm "e4;', 'EPD line 1: unterminated string'],
  ])('%j: %s', (text, message) => {
    const suite = parseSuite(text);
    expect(suite.ok).toBe(false);
    if (!suite.ok) {
      expect(suite.error.startsWith(message)).toBe(true);
      expect(suite.error).not.toContain('\n');
    }
  });
});

describe('judge', () => {
  const both = position('4k3/8/8/8/8/8/3P1P2/4K3 w - - bm d4 f4; am d3;');

  test.each([
    [WAC1, 'g3g6', true, 'Qg6'],
    [WAC1, 'e5f7', false, 'Nxf7+'],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - am e4;', 'e2e4', false, 'e4'],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - am e4;', 'e2e3', true, 'e3'],
    ['4k3/8/8/8/8/8/3P1P2/4K3 w - - bm d4 f4; am d3;', 'f2f4', true, 'f4'],
    ['4k3/8/8/8/8/8/3P1P2/4K3 w - - bm d4 f4; am d3;', 'd2d3', false, 'd3'],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - am e4;', null, false, '(none)'],
    ['4k3/8/8/8/8/8/4P3/4K3 w - - am e4;', 'e2e5', false, 'e2e5'],
  ])('%s, engine plays %s: solved %s, played %s', (line, bestmove, solved, san) => {
    const r = judge(position(line), played(bestmove));
    expect([r.solved, r.played]).toEqual([solved, san]);
  });

  test('describeWanted says what a position wanted in EPD words', () => {
    expect(describeWanted(both)).toBe('bm d4 f4; am d3');
    expect(describeWanted(position(WAC1))).toBe('bm Qg6');
  });
});

describe('solvePosition', () => {
  test('searches in process after a new game and judges the move (the fake plays Kd1 here)', () => {
    const engine = new FakeEngine();
    const record = parseEpd('4k3/8/8/8/8/8/4P3/4K3 w - - bm Kd1; id "k";');
    if (!record.ok) throw new Error(record.error.message);
    const r = solvePosition(engine, record.value, { depth: 1 });
    expect([r.id, r.played, r.solved]).toEqual(['k', 'Kd1', true]);
    expect(engine.log.newGames).toBe(1);
  });
});
