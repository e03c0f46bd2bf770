// The plausible-move search: mates, material, the ply-1 selection (PositionalMoves, reselection
// of unsound moves), limits, and determinism. Depth and node limits only, never wall time.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import type { SearchLimits } from '../engine.js';
import { DEFAULT_SETTINGS, HiarcsSearch, type HiarcsSettings } from './search.js';
import { hiarcsBoard } from './test-support/fixture.js';

function run(fen: string, limits: SearchLimits = { depth: 4 }, settings: Partial<HiarcsSettings> = {}) {
  const s = new HiarcsSearch(hiarcsBoard(fen));
  const r = s.run(limits, undefined, { ...DEFAULT_SETTINGS, ...settings });
  return { r, s };
}

describe('HIARCS search', () => {
  test.each([
    ['back-rank mate', '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', 'a1a8'],
    ['back-rank mate for Black', 'r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1', 'a8a1'],
    ['smothered mate', '6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1', 'g5f7'],
  ])('%s in one: %s', (_name, fen, move) => {
    const { r } = run(fen);
    expect(r.bestmove).toBe(move);
    expect(r.score).toEqual({ mate: 1 });
  });

  test('mated and stalemated sides have no move', () => {
    expect(run('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1').r).toMatchObject({ bestmove: null, score: { mate: 0 } });
    expect(run('7k/5Q2/8/8/8/8/8/6K1 b - - 0 1').r).toMatchObject({ bestmove: null, score: { cp: 0 } });
  });

  test('takes a piece that hangs', () => {
    expect(run('4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1').r.bestmove).toBe('d2d5');
    expect(run('r3k3/8/8/8/8/8/8/4KB1R b - - 0 1').r.bestmove).not.toBe('a8a1');
  });

  test('does not leave its queen en prise: it moves it or guards it', () => {
    // The black knight on e5 attacks nothing yet; the pawn on d6 ... the white queen on f4 is
    // attacked by the pawn on e5.
    const { r } = run('rnb1kbnr/pppp1ppp/8/4p3/5Q2/8/PPPP1PPP/RNB1KBNR w KQkq - 0 3');
    expect(r.bestmove?.startsWith('f4')).toBe(true);
  });

  test('out of check, every evasion is searched', () => {
    // Rh4xh1 or the knight interposes on f1; every king move is covered.
    const { r, s } = run('4k3/8/8/8/7R/4N3/1r6/4K2r w - - 0 1');
    expect(r.bestmove).toBe('h4h1');
    expect(s.stats.searched).toBe(2);
  });

  test('at most PositionalMoves quiet moves, plus reselections', () => {
    const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
    const quiet = run(fen, { depth: 4 }, { positionalMoves: 2, reselections: 0 });
    expect(quiet.s.stats.positional).toBe(2);
    const one = run(fen, { depth: 4 }, { positionalMoves: 1, reselections: 0 });
    expect(one.s.stats.positional).toBe(1);
    expect(one.r.nodes).toBeLessThan(quiet.r.nodes);
  });

  test('a positional move that proves unsound is replaced by the next one', () => {
    // The best-scoring quiet move walks the knight to d5, where the pawn on e6 takes it.
    const fen = 'r1bqkbnr/pppp1ppp/2n1p3/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 3';
    const { s } = run(fen, { depth: 4 }, { positionalMoves: 2, reselections: 2 });
    expect(s.stats.positional - s.stats.reselected).toBeLessThanOrEqual(2);
    const none = run(fen, { depth: 4 }, { positionalMoves: 2, reselections: 0 });
    expect(none.s.stats.reselected).toBe(0);
  });

  test('depth 1 is the ply-1 scoring alone; depths above 4 search 4', () => {
    const one = run(START_FEN, { depth: 1 });
    expect(one.r.depth).toBe(1);
    expect(one.r.nodes).toBe(20);
    const eight = run(START_FEN, { depth: 8 });
    expect(eight.r.depth).toBe(4);
    expect(eight.r.nodes).toBe(run(START_FEN, { depth: 4 }).r.nodes);
  });

  test('a node limit stops the search and still gives a move', () => {
    const { r } = run('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', { nodes: 60 });
    expect(r.bestmove).not.toBeNull();
    expect(r.nodes).toBeLessThan(200);
  });

  test('the same search twice gives the same move and count', () => {
    const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
    const a = run(fen).r;
    const b = run(fen).r;
    expect([b.bestmove, b.nodes, b.score]).toEqual([a.bestmove, a.nodes, a.score]);
  });

  test('scores are from the side to move: the same position mirrored scores the same', () => {
    const white = run('4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1').r.score;
    const black = run('r3k3/4p3/8/8/8/8/8/4K3 b - - 0 1').r.score;
    expect(black).toEqual(white);
  });
});
