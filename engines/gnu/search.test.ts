// The GNU search mechanics, driven with a material-only evaluator (a test double), so that
// what is pinned here is the search: mates and their scores, stalemate, repetition, extensions,
// limits, determinism, the transposition table.

import { describe, expect, test } from 'vitest';
import type { Board } from '../../core/board.js';
import { parseFen } from '../../core/fen.js';
import { legalMoves } from '../../core/movegen.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import type { InfoRecord } from '../engine.js';
import { GnuEvaluator } from './evaluator.js';
import { GnuHashTable } from './hash.js';
import { GnuPosition } from './position.js';
import { GnuSearch } from './search.js';

const VALUES = [0, 100, 330, 330, 520, 980, 999];

/** Material only, from the side to move's view: enough to exercise the search. */
class MaterialEvaluator extends GnuEvaluator {
  override prepare(): void {}
  override evaluate(board: Board): number {
    let s = 0;
    for (let p = 1; p <= 5; p++) s += VALUES[p]! * (board.counts[6 + p]! - board.counts[6 - p]!);
    return board.side === 1 ? s : -s;
  }
  override hung(): number {
    return 0;
  }
  override pieceValue(role: number): number {
    return VALUES[role]!;
  }
  override squareValue(): number {
    return 0;
  }
}

function searcher(fen: string, moves: string[] = []): { pos: GnuPosition; search: GnuSearch } {
  const setup = parseFen(fen);
  if (!setup.ok) throw new Error(setup.error.message);
  const pos = new GnuPosition(setup.value);
  for (const m of moves) pos.make((parseUci(pos.board, m) as { value: number }).value);
  return { pos, search: new GnuSearch(pos, new MaterialEvaluator()) };
}

const settings = { contempt: 0, hash: null };

describe('GNU search', () => {
  test('finds a mate in one and reports it as mate 1 (9999 - 1)', () => {
    const { search } = searcher('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
    const infos: InfoRecord[] = [];
    const r = search.run({ depth: 3 }, { onInfo: (i) => infos.push(i) }, settings);
    expect(r.bestmove).toBe('a1a8');
    expect(r.score).toEqual({ mate: 1 });
    expect(infos.length).toBeGreaterThan(0);
  });

  test('finds the mates of ../shared/suites/mate-in-2.fen (first ten) at depth 4', () => {
    const fens = [
      '8/1p3Qb1/p5pk/P1p1p1p1/1P2P1P1/2P1N2n/5P1P/4qB1K w - - 1 0',
      '3rrk2/2p2pR1/p4n2/1p1PpP2/2p2q1P/3P1BQ1/PPP5/6RK w - - 1 0',
      'r4kr1/1b2R1n1/pq4p1/4Q3/1p4P1/5P2/PPP4P/1K2R3 w - - 1 0',
    ];
    for (const fen of fens) {
      const r = searcher(fen).search.run({ depth: 4 }, undefined, settings);
      expect(r.score, fen).toEqual({ mate: 2 });
    }
  });

  test('a mated side reports mate 0 with no move; stalemate is a draw with no move', () => {
    const mated = searcher('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1').search.run({ depth: 2 }, undefined, settings);
    expect(mated.bestmove).toBeNull();
    expect(mated.score).toEqual({ mate: 0 });
    const stale = searcher('7k/7P/6K1/8/8/8/8/8 b - - 0 1').search.run({ depth: 2 }, undefined, settings);
    expect(stale.bestmove).toBeNull();
    expect(stale.score).toEqual({ cp: 0 });
  });

  test('avoids being mated: the only move that stops Ra8# is found', () => {
    const r = searcher('6k1/6pp/8/8/8/8/8/R5K1 b - - 0 1').search.run({ depth: 3 }, undefined, settings);
    expect(['g8f7', 'h7h6', 'g7g6', 'h7h5', 'g7g5']).toContain(r.bestmove);
    expect('cp' in r.score).toBe(true);
  });

  test('wins material that hangs, and sees through a defended piece', () => {
    const r = searcher('4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1').search.run({ depth: 2 }, undefined, settings);
    expect(r.bestmove).toBe('d2d5');
    const d = searcher('4k3/4p3/3q4/8/8/8/3R4/4K3 w - - 0 1').search.run({ depth: 3 }, undefined, settings);
    expect(d.bestmove).toBe('d2d6');
  });

  test('a drawn repetition scores the contempt value', () => {
    // White (a rook against a queen) is checked to and fro; Kf1 makes the third occurrence of
    // a position, the draw, better than anything else it has.
    const start = '6k1/8/8/8/8/8/q7/4K2R w - - 0 1';
    const moves = ['e1f1', 'a2a1', 'f1f2', 'a1a2', 'f2f1', 'a2a1', 'f1f2', 'a1a2'];
    const { search } = searcher(start, moves);
    const r = search.run({ depth: 2 }, undefined, { contempt: 0, hash: null });
    expect(r.score).toEqual({ cp: 0 });
    expect(r.bestmove).toBe('f2f1');
  });

  test('the same position, depth and options always give the same move, score and nodes', () => {
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const a = searcher(fen).search.run({ depth: 4 }, undefined, settings);
    const b = searcher(fen).search.run({ depth: 4 }, undefined, settings);
    expect({ ...b, ms: 0 }).toEqual({ ...a, ms: 0 });
  });

  test('a node limit stops the search with a legal move', () => {
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const r = searcher(fen).search.run({ nodes: 3000 }, undefined, settings);
    expect(r.nodes).toBeLessThanOrEqual(3000);
    expect(r.bestmove).toMatch(/^[a-h][1-8][a-h][1-8]$/);
  });

  test('stopped before the first iteration finishes, it still answers with a legal move', () => {
    const fens = [
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1',
      '8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - 0 1',
    ];
    for (const fen of fens) {
      for (const nodes of [1, 2, 5, 20, 60]) {
        // Search another position first, so a stale PV could leak into the answer.
        const { search } = searcher('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
        search.run({ depth: 2 }, undefined, settings);
        const { pos } = searcher(fen);
        search.attach(pos);
        const r = search.run({ nodes }, undefined, settings);
        const legal = legalMoves(pos.board).map((m) => makeUci(pos.board, m));
        expect(legal, `${fen} nodes ${nodes}`).toContain(r.bestmove);
      }
    }
  });

  test('a stop signal ends an infinite search', () => {
    const fen = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    const stop = { stopped: false };
    let calls = 0;
    const r = searcher(fen).search.run(
      { infinite: true },
      { stop, onInfo: () => (calls++ >= 2 ? (stop.stopped = true) : undefined) },
      settings,
    );
    expect(stop.stopped).toBe(true);
    expect(r.bestmove).not.toBeNull();
  });

  test('with the transposition table the same mate is found, scored the same', () => {
    const fen = '3rrk2/2p2pR1/p4n2/1p1PpP2/2p2q1P/3P1BQ1/PPP5/6RK w - - 1 0';
    const plain = searcher(fen).search.run({ depth: 4 }, undefined, settings);
    const hashed = searcher(fen).search.run({ depth: 4 }, undefined, {
      contempt: 0,
      hash: new GnuHashTable(),
    });
    expect(hashed.score).toEqual(plain.score);
    expect(hashed.nodes).toBeLessThanOrEqual(plain.nodes);
  });
});
