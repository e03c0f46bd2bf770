// The plausible-move search: mates, material, the ply-1 selection (PositionalMoves, reselection
// of unsound moves), limits, and determinism. Depth and node limits only, never wall time.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { FLAG_EP } from '../../core/move.js';
import { legalMoves } from '../../core/movegen.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import type { SearchLimits } from '../engine.js';
import { exchangeValue, PIECE_VALUES, totalMaterial } from './material.js';
import { classify, CLASS_FORK } from './plausible.js';
import { DEFAULT_SETTINGS, HiarcsSearch, MATE, MATE_BOUND, type HiarcsSettings } from './search.js';
import { hiarcsBoard, play } from './test-support/fixture.js';

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

// Each rule of the seed's search decides a move, a score or the moves searched in a position of
// the 1983 games (every position before a move of the New York, Budapest and Leiden games was
// searched with the rule and without it; these are positions where the two differ).
describe('HIARCS search: the seed rules decide', () => {
  const uci = (fen: string, moves: readonly number[]): string[] => {
    const hb = hiarcsBoard(fen);
    return moves.map((m) => makeUci(hb.core, m));
  };

  test('the exchange adjustment reaches the ply-1 score: a rook up, taking a knight earns the bonus', () => {
    // White is a rook up; Nxd5 wins a knight. The depth-1 score is the position after the capture
    // plus the seed's exchange bonus (exchangeValue(335, C, P) - 335, C and P before the capture).
    const fen = '4k3/8/8/3n4/8/2N5/8/R3K3 w - - 0 1';
    const { r } = run(fen, { depth: 1 });
    expect(r.bestmove).toBe('c3d5');
    const hb = hiarcsBoard(fen);
    const bonus = Math.round(exchangeValue(335, totalMaterial(hb.sq, 1), totalMaterial(hb.sq, -1))) - 335;
    expect(bonus).toBeGreaterThan(30);
    const s = new HiarcsSearch(hb);
    s.configure(DEFAULT_SETTINGS);
    play(hb, 'c3d5');
    expect(r.score).toEqual({ cp: -s.leaf(2, bonus, false) });
  });

  test('the exchange adjustment of an en passant capture: exd6 takes a pawn and earns the pawn bonus, 13', () => {
    // White is a rook up and takes d5 en passant: the square it lands on is empty, but the man
    // taken is a pawn. Before the capture White has 15000 + 500 + 100 = 15600, Black 15000 + 100
    // = 15100: ((15600 / 15100 * 100) - 100) * 4 + 100 = 113.2, a bonus of 13 over the pawn.
    const fen = '7k/8/8/3pP3/8/8/8/R3K3 w - d6 0 1';
    const hb = hiarcsBoard(fen);
    expect(Math.round(exchangeValue(100, totalMaterial(hb.sq, 1), totalMaterial(hb.sq, -1))) - 100).toBe(13);
    const { r } = run(fen, { depth: 1 });
    expect(r.bestmove).toBe('e5d6');
    const s = new HiarcsSearch(hb);
    s.configure(DEFAULT_SETTINGS);
    play(hb, 'e5d6');
    expect(r.score).toEqual({ cp: -s.leaf(2, 13, false) });
    expect(-s.leaf(2, 13, false) - -s.leaf(2, 0, false)).toBe(13);
  });

  test('the exchange adjustment in the tree: level material, a recapture that leaves Black behind is discouraged', () => {
    // 1983 game position: with the adjustment Black plays Nf4 (-38); without it, e6 (-25).
    const r = run('rnbqkb1r/pp1ppppp/8/2pnP3/8/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 2 4').r;
    expect([r.bestmove, r.score]).toEqual(['d5f4', { cp: -38 }]);
  });

  test('ply-1 ordering: captures ahead of checks, checks ahead of their score (TacticalMoves 1 searches the first)', () => {
    // Black's cxd4 scores below the check Qa5+ at ply 1 but the capture bonus (100) beats the
    // check bonus (50); Rxf8+ (capture and check) goes ahead of Bxf8, which scores higher.
    const a = 'rnbqkb1r/pp1p1ppp/8/2ppP3/3P4/5N2/PPP2PPP/R1BQKB1R b KQkq - 0 6';
    expect(uci(a, run(a, { depth: 4 }, { tacticalMoves: 1 }).s.trace[1]!)[0]).toBe('c5d4');
    const b = '3R1nk1/5p1p/3B2p1/8/r3P3/4KP1P/6P1/8 w - - 0 46';
    expect(uci(b, run(b, { depth: 4 }, { tacticalMoves: 1 }).s.trace[1]!)[0]).toBe('d8f8');
    // The ordering does not decide the ply-1 result: at depth 1 the best score wins (Bxf8,
    // behind Rxf8+ in the order).
    expect(run(b, { depth: 1 }).r.bestmove).toBe('d6f8');
  });

  test('the cap on tactical moves: 6 are searched, and the 7th (Qf5) would have changed the move', () => {
    const fen = '5n2/6bp/5k2/p3p2Q/Pq4P1/2rB4/2P2P2/5RK1 w - - 0 37';
    const capped = run(fen);
    expect(capped.s.stats.searched - capped.s.stats.positional).toBe(6);
    expect(capped.r.bestmove).toBe('f1a1');
    const all = run(fen, { depth: 4 }, { tacticalMoves: 100 });
    expect(all.s.stats.searched - all.s.stats.positional).toBeGreaterThan(6);
    expect(all.r.bestmove).toBe('h5f5');
  });

  test('a reselection that really happens: an unsound positional move is replaced by the next quiet move', () => {
    const fen = 'r1bqkb1r/pp1p1ppp/2n5/2ppP3/3P4/5N2/PPP2PPP/R1BQKB1R w KQkq - 1 7';
    const { s } = run(fen);
    expect(s.stats.reselected).toBe(1);
    expect(s.stats.positional).toBe(3);
    const none = run(fen, { depth: 4 }, { reselections: 0 });
    expect(none.s.stats.reselected).toBe(0);
    expect(none.s.stats.positional).toBe(2);
    // The third quiet move searched is one the default search looks at and the other does not.
    const searched = uci(fen, s.trace[1]!);
    const without = uci(fen, none.s.trace[1]!);
    expect(searched.length).toBe(without.length + 1);
    expect(searched.slice(0, without.length)).toEqual(without);
  });

  test('isMated at ply 1: a checking move with no evasion scores mate before any search', () => {
    // Depth 1 is the ply-1 scoring alone: only isMated can see the mate.
    expect(run('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', { depth: 1 }).r.score).toEqual({ mate: 1 });
    // 1983 game position: Qe4 mates; without the ply-1 test the search plays Qxf6 (+22.09).
    const r = run('4kb1Q/1Q3p2/5p2/5P2/8/1p1R4/1P5P/7K w - - 1 59').r;
    expect([r.bestmove, r.score]).toEqual(['b7e4', { mate: 1 }]);
  });

  test('isMated at the horizon: a mate in 2 whose last move is seen only by the ply-4 test', () => {
    const a = run('1r6/7p/5R1p/4R1r1/1PP3Pk/p1B2K2/P4P2/8 w - - 0 39').r;
    expect([a.bestmove, a.score]).toEqual(['f6h6', { mate: 2 }]);
    const b = run('4r1k1/2p2p2/3p1Kpp/R7/3r4/8/B7/8 b - - 1 43').r;
    expect([b.bestmove, b.score]).toEqual(['d4f4', { mate: 2 }]);
  });

  test('a mate spotted at the horizon is scored at its ply: Black mated after Rxh6+ Rh5 Rxh5# is 3 plies from the root, MATE - 3', () => {
    // The evasion routine finds the mate at ply 4 without a move made there: the mated side has
    // had 3 plies played before it, as a side mated inside the tree at ply p scores
    // -(MATE - (p - 1)) and a ply-1 mate MATE - 1. The same position judged as the horizon of a
    // 2- or 3-ply search is 1 or 2 plies nearer.
    const hb = hiarcsBoard('1r6/7p/5R1p/4R1r1/1PP3Pk/p1B2K2/P4P2/8 w - - 0 39');
    play(hb, 'f6h6', 'g5h5', 'e5h5');
    expect(hb.inCheck()).toBe(true);
    expect(legalMoves(hb.core)).toHaveLength(0);
    const s = new HiarcsSearch(hb);
    s.configure(DEFAULT_SETTINGS);
    expect(s.leaf(4, 0, true)).toBe(-(MATE - 3));
    expect(s.leaf(3, 0, true)).toBe(-(MATE - 2));
    expect(s.leaf(2, 0, true)).toBe(-(MATE - 1));
    // Not at the horizon (a stand-pat value at ply 2 or 3), a side in check is not judged mated.
    expect(Math.abs(s.leaf(4, 0, false))).toBeLessThan(MATE_BOUND);
  });

  test('SwapWeight 75% and ForkWeight 50% of the swap-off look (uncertain gains count less)', () => {
    const s = new HiarcsSearch(hiarcsBoard(START_FEN));
    s.configure(DEFAULT_SETTINGS);
    expect(s.swapTerm({ gain: 400, threat1: 0, threat2: 0, examined: 0 })).toBe(300);
    expect(s.swapTerm({ gain: 0, threat1: 500, threat2: 300, examined: 0 })).toBe(-150);
    // 1983 game positions where the weights decide the move: at SwapWeight 100, Bg5 instead of
    // dxc5; at ForkWeight 100, Bxe5 instead of castling.
    expect(run('r1bqkb1r/pp1p1ppp/2n5/2ppP3/3P4/5N2/PPP2PPP/R1BQKB1R w KQkq - 1 7').r.bestmove).toBe('d4c5');
    expect(
      run(
        'r1bqkb1r/pp1p1ppp/2n5/2ppP3/3P4/5N2/PPP2PPP/R1BQKB1R w KQkq - 1 7',
        { depth: 4 },
        { swapWeight: 100 },
      ).r.bestmove,
    ).toBe('c1g5');
    expect(run('r1r3k1/pp3ppp/3R4/1B2n3/5B2/Pb2P3/1P3PPP/4K2R w K - 3 18').r.bestmove).toBe('e1g1');
    expect(
      run('r1r3k1/pp3ppp/3R4/1B2n3/5B2/Pb2P3/1P3PPP/4K2R w K - 3 18', { depth: 4 }, { forkWeight: 100 }).r
        .bestmove,
    ).toBe('f4e5');
  });
});

// The ply-1 draw rules: a root move that reaches a threefold repetition or the fifty-move rule
// scores 0, and is not searched further (its value stays 0 at every depth).
describe('HIARCS search: draws at ply 1', () => {
  // White is a queen down: a knight against a queen, every move scores below -500, except a draw.
  const DOWN = '1q2k3/8/8/8/8/8/8/4K1N1 w - - 0 1';

  function runAfter(fen: string, moves: string[], depth: number) {
    const hb = hiarcsBoard(fen);
    play(hb, ...moves);
    const s = new HiarcsSearch(hb);
    return s.run({ depth }, undefined, DEFAULT_SETTINGS);
  }

  test.each([1, 4])(
    'threefold repetition: Ng1-f3 reaches its third time and scores 0 (depth %i)',
    (depth) => {
      // Nf3 Kd8 Ng1 Ke8 twice: the position after Nf3 has stood twice before.
      const r = runAfter(DOWN, ['g1f3', 'e8d8', 'f3g1', 'd8e8', 'g1f3', 'e8d8', 'f3g1', 'd8e8'], depth);
      expect([r.bestmove, r.score]).toEqual(['g1f3', { cp: 0 }]);
    },
  );

  test('a second time is no draw yet: the lost position is scored', () => {
    const r = runAfter(DOWN, ['g1f3', 'e8d8', 'f3g1', 'd8e8'], 1);
    expect(r.score).not.toEqual({ cp: 0 });
    expect((r.score as { cp: number }).cp).toBeLessThan(-500);
  });

  test.each([1, 4])('fifty moves: with the clock at 99, every move draws (depth %i)', (depth) => {
    const r = runAfter('1q2k3/8/8/8/8/8/8/4K1N1 w - - 99 80', [], depth);
    expect(r.score).toEqual({ cp: 0 });
  });

  test('fifty moves: with the clock at 98 the position is still scored', () => {
    const r = runAfter('1q2k3/8/8/8/8/8/8/4K1N1 w - - 98 80', [], 1);
    expect((r.score as { cp: number }).cp).toBeLessThan(-500);
  });
});

describe('HIARCS search: the principal variation, promotions, positions counted', () => {
  test('the principal variation after ply 1: the mate in 2, move for move', () => {
    // Black's Rf4+ forces Rf5 (every king move is covered), and Rxf5 mates: the only line.
    const b = run('4r1k1/2p2p2/3p1Kpp/R7/3r4/8/B7/8 b - - 1 43').r;
    expect([b.pv, b.ponder]).toEqual([['d4f4', 'a5f5', 'f4f5'], 'a5f5']);
    // Rxh6+ forces Rh5; both rooks then mate by taking it, and the two captures have the same
    // ordering key (a rook taken by a rook, with check): the first generated (Re5) stays first.
    const a = run('1r6/7p/5R1p/4R1r1/1PP3Pk/p1B2K2/P4P2/8 w - - 0 39').r;
    expect([a.pv, a.ponder]).toEqual([['f6h6', 'g5h5', 'e5h5'], 'g5h5']);
  });

  test('only the queen promotion is a tactical move at ply 1; under-promotions are quiet moves', () => {
    // a8=Q is the one tactical move; the two best quiet moves by ply-1 score are a8=R (+400) and
    // a8=B (+250, ahead of a8=N's +235 and every king move).
    const fen = '8/P7/8/8/8/7k/8/4K3 w - - 0 1';
    const { r, s } = run(fen);
    expect(r.bestmove).toBe('a7a8q');
    const hb = hiarcsBoard(fen);
    expect(s.trace[1]!.map((m) => makeUci(hb.core, m))).toEqual(['a7a8q', 'a7a8r', 'a7a8b']);
    expect([s.stats.searched, s.stats.positional]).toEqual([3, 2]);
    // The deeper plies are traced only when asked for (traceOn).
    expect([s.trace[2], s.trace[3], s.traceClasses[2]]).toEqual([[], [], []]);
  });

  test('positions counted at depths 2, 3 and 4 (values from a run: every counted position and swap-off moves them)', () => {
    // Depth 1 counts the 33 ply-1 moves; depth 2 adds the threatened captures the swap-off
    // examines at the horizon under the 4 moves searched; depth 3 the ply-2 positions made;
    // depth 4 the ply-3 positions.
    const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
    expect([1, 2, 3, 4].map((depth) => run(fen, { depth }).r.nodes)).toEqual([33, 44, 71, 173]);
  });

  test('a node limit reached inside the first deep search: the ply-1 result stands', () => {
    // The 33 ply-1 moves count 33; the limit of 35 falls inside the search of the first root
    // move (Bxf7+), so no root move finishes and the depth-1 record is the answer.
    const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
    const depth1 = run(fen, { depth: 1 }).r;
    const { r } = run(fen, { depth: 4, nodes: 35 });
    expect([r.depth, r.bestmove, r.score]).toEqual([1, depth1.bestmove, depth1.score]);
    // The count stops at the limit: nothing more is made after the stop.
    expect(r.nodes).toBe(35);
  });

  test('one legal move, a quiet one: it is searched alone', () => {
    const { r, s } = run('k7/8/8/8/8/1P6/5q2/7K w - - 0 1');
    expect(r.bestmove).toBe('b3b4');
    expect([s.stats.searched, s.stats.positional]).toEqual([1, 1]);
  });

  test('hooks without onInfo are fine', () => {
    const s = new HiarcsSearch(hiarcsBoard(START_FEN));
    expect(s.run({ depth: 4 }, {}, DEFAULT_SETTINGS).bestmove).not.toBeNull();
  });

  test('a mate inside the tree: the player mates at ply 2, seen at ply 3 as no evasion', () => {
    // exf5 wins a knight but opens the long diagonal: Qxg2 mate. Searched alone (TacticalMoves 1,
    // PositionalMoves 0) it scores mated in 1; with the standard selection it is avoided.
    const fen = '6k1/1b3ppp/6q1/5n2/4P3/8/5PPP/6K1 w - - 0 1';
    const alone = run(fen, { depth: 4 }, { tacticalMoves: 1, positionalMoves: 0 }).r;
    expect([alone.pv, alone.score]).toEqual([['e4f5', 'g6g2'], { mate: -1 }]);
    expect(run(fen).r.bestmove).not.toBe('e4f5');
  });

  test('ply 2 searches its moves in order: the most valuable victim first, then checks; ties in generation order', () => {
    // One root move (TacticalMoves 1, PositionalMoves 0), traced: the player's replies at ply 2
    // come in the order of 4 * victim - attacker (+50 for a check), ties keeping move generation order.
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const hb = hiarcsBoard(fen);
    const s = new HiarcsSearch(hb);
    s.traceOn = true;
    s.run({ depth: 3 }, undefined, { ...DEFAULT_SETTINGS, tacticalMoves: 1, positionalMoves: 0 });
    const root = s.trace[1]!;
    expect(root.length).toBe(1);
    hb.make(root[0]!);
    const generated = legalMoves(hb.core);
    const key = (m: number): number => {
      const victim = m & FLAG_EP ? 1 : Math.abs(hb.sq[(m >> 8) & 0xff]!);
      const attacker = Math.abs(hb.sq[m & 0xff]!);
      hb.make(m);
      const check = hb.inCheck() ? 50 : 0;
      hb.unmake();
      return PIECE_VALUES[victim]! * 4 - attacker + check;
    };
    const ply2 = s.trace[2]!;
    expect(ply2.length).toBeGreaterThan(3);
    const expected = [...ply2].sort((a, b) => key(b) - key(a) || generated.indexOf(a) - generated.indexOf(b));
    expect(ply2).toEqual(expected);
    // Without traceOn nothing below ply 1 is traced.
    const quiet = new HiarcsSearch(hiarcsBoard(fen));
    quiet.run({ depth: 3 }, undefined, { ...DEFAULT_SETTINGS, tacticalMoves: 1, positionalMoves: 0 });
    expect([quiet.trace[2], quiet.traceClasses[2]]).toEqual([[], []]);
    // The order is not simply the generation order.
    expect(ply2).not.toEqual([...ply2].sort((a, b) => generated.indexOf(a) - generated.indexOf(b)));
  });
});

// The rules a hand-mutation audit found unguarded (issue 27), each deciding the move in a position
// of its own. `npm run mutate-rules` breaks each one and expects these tests to fail.
describe('HIARCS search: pins, forks and the unsound margin decide', () => {
  const uci = (fen: string, moves: readonly number[]): string[] => {
    const hb = hiarcsBoard(fen);
    return moves.map((m) => makeUci(hb.core, m));
  };

  test('a pinned pawn does not guard: Bxe5 wins the rook, as d6 is pinned on the d-file (else Rxa1 takes the knight)', () => {
    // The black pawn d6 "guards" the rook e5, but Rd1 pins it to the king on d8. Counted as a
    // guard, Bxe5 would lose the bishop (a 500 - 350 swap-off, and 75% of 350 feared at the
    // horizon), and the unguarded knight on a1 would be the better catch.
    const r = run('3k4/2p5/3p4/4r3/8/8/1B6/n2R2K1 w - - 0 1').r;
    expect(r.bestmove).toBe('b2e5');
  });

  test('a pinned bishop does not guard: Bxe6 wins the knight, as d7 is pinned on the d-file (else Rxd7+)', () => {
    // The black bishop d7 "guards" the knight e6, but Rd1 pins it to the king on d8.
    const r = run('3k4/3b4/4n3/8/2B5/8/8/3R2K1 w - - 0 1').r;
    expect(r.bestmove).toBe('c4e6');
  });

  test('forks are high-interest tactical moves at ply 1: ...Nd3, a quiet knight move forking Rf2 and the b2 pawn, is searched and played', () => {
    // Nd3 captures nothing and gives no check: it is searched beyond ply 1 as a fork (the rook
    // is worth more than the knight, the pawn b2 is unguarded), not as one of the two best
    // positional moves; without forks among the tactical moves the search plays ...Rac8.
    const fen = 'r5k1/pp1b1p1p/3p1q2/4p3/1nr1Pp2/2P3P1/PP1N1R1P/R2Q2K1 b - - 1 20';
    const hb = hiarcsBoard(fen);
    const nd3 = parseUci(hb.core, 'b4d3');
    if (!nd3.ok) throw new Error('b4d3');
    expect(classify(hb, nd3.value, false)).toBe(CLASS_FORK);
    const { r, s } = run(fen);
    const tactical = s.stats.searched - s.stats.positional;
    expect(uci(fen, s.trace[1]!.slice(0, tactical))).toContain('b4d3');
    expect(r.bestmove).toBe('b4d3');
  });

  test('the unsound margin is 50: Ne4 and Rg5 fall 50 to 100 below their ply-1 scores, are replaced, and Rg4 is played (at 100, Ne4)', () => {
    // 1983 game position. At the seed-derived margin of 50 both first positional moves prove
    // unsound (two reselections), so Rg4 and b4 are searched too and Rg4 wins; at a margin of
    // 100 neither is unsound and Ne4 stays.
    expect(DEFAULT_SETTINGS.unsoundMargin).toBe(50);
    const fen = '6r1/3k4/p2b2P1/3P3n/3B3p/P1NK4/1P6/6R1 w - - 8 35';
    const { r, s } = run(fen);
    expect(uci(fen, s.trace[1]!)).toEqual(['c3e4', 'g1g5', 'g1g4', 'b2b4']);
    expect([r.bestmove, s.stats.reselected]).toEqual(['g1g4', 2]);
    const wide = run(fen, { depth: 4 }, { unsoundMargin: 100 });
    expect(uci(fen, wide.s.trace[1]!)).toEqual(['c3e4', 'g1g5']);
    expect([wide.r.bestmove, wide.s.stats.reselected]).toEqual(['c3e4', 0]);
  });

  test('the unsound boundary: a positional move falling exactly the margin below its ply-1 score is sound, one more is not', () => {
    // The seed does not say where "proved tactically unsound" begins; the choice: more than the
    // margin below (docs/engines/hiarcs.md). Ne4's fall in the position above, from the search's
    // own trace, taken as the margin: Ne4 stays (sound); a margin one less replaces it by Rg5.
    const fen = '6r1/3k4/p2b2P1/3P3n/3B3p/P1NK4/1P6/6R1 w - - 8 35';
    const traced = (margin: number) => {
      const s = new HiarcsSearch(hiarcsBoard(fen));
      s.traceOn = true;
      s.run({ depth: 4 }, undefined, {
        ...DEFAULT_SETTINGS,
        positionalMoves: 1,
        reselections: 1,
        unsoundMargin: margin,
      });
      return s;
    };
    const first = traced(DEFAULT_SETTINGS.unsoundMargin);
    const at = uci(fen, first.trace[1]!).indexOf('c3e4');
    expect(at).toBeGreaterThanOrEqual(0);
    const { score, value } = first.traceRoot[at]!;
    const fall = score - value;
    expect(fall).toBeGreaterThan(50);
    expect(fall).toBeLessThan(100);
    const exact = traced(fall);
    expect(uci(fen, exact.trace[1]!).slice(at)).toEqual(['c3e4']);
    expect([exact.stats.positional, exact.stats.reselected]).toEqual([1, 0]);
    const below = traced(fall - 1);
    expect(uci(fen, below.trace[1]!).slice(at)).toEqual(['c3e4', 'g1g5']);
    expect([below.stats.positional, below.stats.reselected]).toEqual([2, 1]);
  });
});
