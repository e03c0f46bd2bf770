// Move classes per ply: ply 2 searches evasions, checks, captures, forks and promotions; ply 3
// the same without checks. A quiet non-checking move is never searched at ply 3.

import { describe, expect, test } from 'vitest';
import { parseUci } from '../../core/uci-move.js';
import {
  admitted,
  classify,
  CLASS_CAPTURE,
  CLASS_CHECK,
  CLASS_EVASION,
  CLASS_FORK,
  CLASS_PROMOTION,
} from './plausible.js';
import { HiarcsSearch, DEFAULT_SETTINGS } from './search.js';
import { hiarcsBoard } from './test-support/fixture.js';

function classesOf(fen: string, uci: string): number {
  const hb = hiarcsBoard(fen);
  const m = parseUci(hb.core, uci);
  if (!m.ok) throw new Error(m.error.message);
  return classify(hb, m.value, hb.inCheck());
}

describe('plausible moves', () => {
  test.each([
    ['a capture', 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a8', CLASS_CAPTURE | CLASS_CHECK],
    ['a quiet check', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a8', CLASS_CHECK],
    ['a knight fork', 'r3k3/8/8/8/8/3N4/8/4K3 w - - 0 1', 'd3c5', 0],
    ['a knight fork of king and rook', 'r3k3/8/8/3N4/8/8/8/4K3 w - - 0 1', 'd5c7', CLASS_FORK | CLASS_CHECK],
    ['a promotion', '8/P3k3/8/8/8/8/8/4K3 w - - 0 1', 'a7a8q', CLASS_PROMOTION],
    ['a quiet move', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1b1', 0],
    ['an evasion', '4k3/8/8/8/8/8/8/r3K3 w - - 0 1', 'e1e2', CLASS_EVASION],
  ])('%s', (_name, fen, uci, classes) => {
    expect(classesOf(fen, uci)).toBe(classes);
  });

  test('ply 2 admits checks; ply 3 does not; neither admits quiet moves', () => {
    expect(admitted(2, CLASS_CHECK, 0)).toBe(true);
    expect(admitted(3, CLASS_CHECK, 0)).toBe(false);
    expect(admitted(3, CLASS_CHECK | CLASS_CAPTURE, 0)).toBe(true);
    for (const ply of [2, 3]) {
      expect(admitted(ply, 0, 0)).toBe(false);
      expect(admitted(ply, CLASS_EVASION, 0)).toBe(true);
      expect(admitted(ply, CLASS_FORK, 0)).toBe(true);
      expect(admitted(ply, CLASS_PROMOTION, 5)).toBe(true);
      expect(admitted(ply, CLASS_PROMOTION, 2)).toBe(false);
      // An under-promotion that gets out of check is searched like any evasion.
      expect(admitted(ply, CLASS_PROMOTION | CLASS_EVASION, 2)).toBe(true);
    }
  });

  test.each([
    'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    '2r3k1/pp3ppp/8/3n4/8/1B6/PP3PPP/3R2K1 b - - 0 1',
  ])('searching %s, ply 3 never sees a quiet move and never a mere check', (fen) => {
    const s = new HiarcsSearch(hiarcsBoard(fen));
    s.traceOn = true;
    s.run({ depth: 4 }, undefined, DEFAULT_SETTINGS);
    const ply3 = CLASS_EVASION | CLASS_CAPTURE | CLASS_FORK | CLASS_PROMOTION;
    const ply2 = ply3 | CLASS_CHECK;
    expect(s.traceClasses[2]!.length).toBeGreaterThan(0);
    expect(s.traceClasses[2]!.every((c) => (c & ply2) !== 0)).toBe(true);
    expect(s.traceClasses[3]!.every((c) => (c & ply3) !== 0)).toBe(true);
  });

  test('ply 2 searches a quiet check; ply 3 leaves the same kind of move alone', () => {
    // After any white move, Black's Ra1+ ... the black rook checks along the first rank.
    const s = new HiarcsSearch(hiarcsBoard('r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1'));
    s.traceOn = true;
    s.run({ depth: 4 }, undefined, DEFAULT_SETTINGS);
    expect(s.traceClasses[2]!.some((c) => c === CLASS_CHECK)).toBe(true);
    expect(s.traceClasses[3]!.some((c) => c === CLASS_CHECK)).toBe(false);
    // White has a mere check at ply 3 (Qd8+, after ...Rxa2 at ply 2): it is not searched there.
    const w = new HiarcsSearch(hiarcsBoard('6k1/r4ppp/8/8/8/8/P4PPP/3Q2K1 w - - 0 1'));
    w.traceOn = true;
    w.run({ depth: 4 }, undefined, DEFAULT_SETTINGS);
    expect(w.traceClasses[3]!.length).toBeGreaterThan(0);
    expect(w.traceClasses[3]!.some((c) => c === CLASS_CHECK)).toBe(false);
  });
});
