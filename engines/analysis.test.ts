import { describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../core/fen.js';
import { fixtureLines } from '../core/test-support/fixtures.js';
import { X88 } from '../core/layout.js';
import { ok, type Result } from '../core/result.js';
import { legalMoves } from '../core/movegen.js';
import { boardAfterMoves, makeUci, playUciLine } from '../core/uci-move.js';
import { findMate, matedWithin } from './mate-proof.js';
import { MOVETIME_MARGIN_MS } from './search-common.js';
import { AnalysisEngine, DEFAULT_MOVE_OVERHEAD, LINE_MOVES, PROOF_CP } from './analysis.js';
import type { Engine, Evaluation, InfoRecord, SearchLimits, SearchResult } from './engine.js';
import { ENGINE_IDS } from './engine.js';
import { registry } from './registry.js';

/** A test double: answers `answer` to every search; its evaluation is `scores[last move]` (0 if absent). */
class ScriptedEngine implements Engine {
  readonly meta = registry.list()[0]!;
  readonly options = [];
  position: { fen: string; moves: readonly string[] } = { fen: START_FEN, moves: [] };
  evaluations = 0;
  constructor(
    private readonly answer: Partial<SearchResult>,
    private readonly scores: Record<string, number> = {},
  ) {}
  setOption(): Result<void, string> {
    return ok(undefined);
  }
  newGame(): void {}
  setPosition(fen: string, moves: readonly string[] = []): Result<void, string> {
    this.position = { fen, moves };
    return ok(undefined);
  }
  /** The limits of every search, as the engine received them. */
  readonly seen: SearchLimits[] = [];
  search(limits: SearchLimits): SearchResult {
    this.seen.push(limits);
    const base = { depth: 1, seldepth: 1, score: { cp: 0 }, nodes: 1, ms: 0, source: 'search' as const };
    return { ...base, bestmove: null, pv: [], ...this.answer };
  }
  evaluate(): Evaluation {
    this.evaluations++;
    const s = this.scores[this.position.moves.at(-1) ?? ''] ?? 0;
    return { total: s, sideToMove: s };
  }
}

describe('AnalysisEngine: the ponder move', () => {
  test("a one-move line gets the reply after which the engine's own evaluation is lowest; the position is restored", () => {
    const inner = new ScriptedEngine({ bestmove: 'e2e4', pv: ['e2e4'] }, { e7e5: 5, d7d5: -30, c7c5: -10 });
    const e = new AnalysisEngine(inner);
    e.setPosition(START_FEN, ['g1f3', 'g8f6', 'f3g1', 'f6g8']);
    expect(e.search({ depth: 1 }).ponder).toBe('d7d5');
    expect(inner.evaluations).toBe(20);
    expect(inner.position).toEqual({ fen: START_FEN, moves: ['g1f3', 'g8f6', 'f3g1', 'f6g8'] });
  });

  test('a line of two moves keeps its own ponder move, and nothing is evaluated', () => {
    const inner = new ScriptedEngine({ bestmove: 'e2e4', pv: ['e2e4', 'c7c5'], ponder: 'c7c5' });
    const e = new AnalysisEngine(inner);
    e.setPosition(START_FEN);
    expect(e.search({ depth: 1 }).ponder).toBe('c7c5');
    expect(inner.evaluations).toBe(0);
  });

  test.each([
    ['a mate: no reply', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'a1a8', undefined],
    ['a stalemate: no reply', 'k7/8/3Q4/8/8/8/8/7K w - - 0 1', 'd6b6', undefined],
    ['a single legal reply, taken without a look', 'k7/p7/8/8/8/8/8/1R5K w - - 0 1', 'b1b8', 'a8b8'],
  ])('%s', (_name, fen, move, ponder) => {
    const inner = new ScriptedEngine({ bestmove: move, pv: [move] });
    const e = new AnalysisEngine(inner);
    e.setPosition(fen);
    expect(e.search({ depth: 1 }).ponder).toBe(ponder);
    expect(inner.evaluations).toBe(0);
  });

  test('no ponder move after a move that draws by the fifty-move rule', () => {
    const inner = new ScriptedEngine({ bestmove: 'g1f3', pv: ['g1f3'] });
    const e = new AnalysisEngine(inner);
    e.setPosition('4k3/8/8/8/8/8/8/4K1N1 w - - 99 80');
    expect(e.search({ depth: 1 }).ponder).toBeUndefined();
  });

  test.each(ENGINE_IDS.flatMap((id) => [1, 2].map((depth) => [id, depth] as const)))(
    '%s at depth %i names a legal ponder move in the positions of the issue',
    (id, depth) => {
      const fens = [START_FEN, 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9'];
      for (const fen of fens) {
        const e = registry.create(id)!;
        e.setOption('OwnBook', 'false');
        e.newGame();
        e.setPosition(fen);
        const r = e.search({ depth });
        expect(r.ponder, `${fen}: ${r.pv.join(' ')}`).toBeDefined();
        const after = boardAfterMoves(fen, [r.bestmove!], X88);
        if (!after.ok) throw new Error(after.error);
        expect(playUciLine(after.value, [r.ponder!])).toBe(1);
      }
    },
  );
});

describe('AnalysisEngine: scores that mean mate', () => {
  /** Whether `pv` played from `fen` is legal and ends in checkmate. */
  function matesAtEnd(fen: string, pv: readonly string[]): boolean {
    const b = boardAfterMoves(fen, pv, X88);
    return b.ok && b.value.inCheck() && legalMoves(b.value).length === 0;
  }

  test.each(ENGINE_IDS)(
    '%s: a bare king with one legal move, mated next, is reported as mate -1 (GNU said cp -5962); the iterations keep their own scores',
    (id) => {
      const fen = '8/8/8/8/8/8/8/k1KQ4 b - - 0 1';
      const e = registry.create(id)!;
      e.newGame();
      e.setPosition(fen);
      const infos: InfoRecord[] = [];
      const r = e.search({ depth: 3 }, { onInfo: (i) => infos.push(i) });
      expect(r.score).toEqual({ mate: -1 });
      expect(r.pv[0]).toBe('a1a2');
      expect(matesAtEnd(fen, r.pv)).toBe(true);
      expect(r.ponder).toBe(r.pv[1]);
      if (id === 'gnu') expect(infos.map((i) => i.score)).toEqual([{ cp: -5962 }]);
    },
  );

  test("GNU's line for a side mated in one reaches the mate (it stopped at the side's own move)", () => {
    const fen = '3B2Qr/1bqp4/p1B4p/2p1k3/r1P1R1P1/1P6/3K1R2/6N1 b - - 0 52';
    const e = registry.create('gnu')!;
    e.setOption('OwnBook', 'false');
    e.setPosition(fen);
    const r = e.search({ depth: 2 });
    expect(r.score).toEqual({ mate: -1 });
    expect(r.pv).toEqual(['e5d6', 'f2f6']);
    expect(r.ponder).toBe('f2f6');
  });

  test("GNU's mated-in-3 line of one move gets its other five plies (up to LINE_MOVES moves are completed)", () => {
    const fen = '8/2p2p1p/5p2/6P1/5b2/4RP2/ppk4r/6K1 w - - 2 43';
    const e = registry.create('gnu')!;
    e.setOption('OwnBook', 'false');
    e.setPosition(fen);
    const infos: InfoRecord[] = [];
    const r = e.search({ depth: 4 }, { onInfo: (i) => infos.push(i) });
    expect(infos.at(-1)).toMatchObject({ score: { mate: -3 }, pv: ['e3e1'] }); // the engine's own line
    expect(r.score).toEqual({ mate: -3 });
    expect(r.pv).toHaveLength(6);
    expect(r.pv[0]).toBe('e3e1');
    expect(matesAtEnd(fen, r.pv)).toBe(true);
    expect(LINE_MOVES).toBe(3);
  });

  test('a large score in centipawns whose move mates in 2 becomes mate 2 with the proved line', () => {
    const fen = fixtureLines('suites/mate-in-2.fen')[0]!;
    const key = boardFromFen(fen, X88);
    if (!key.ok) throw new Error(key.error.message);
    const first = makeUci(key.value, findMate(key.value, 2, { left: 1_000_000 })![0]!);
    const inner = new ScriptedEngine({ bestmove: first, pv: [first], score: { cp: 4000 } });
    const e = new AnalysisEngine(inner);
    e.setPosition(fen);
    const r = e.search({ depth: 1 });
    expect(r.score).toEqual({ mate: 2 });
    expect(r.pv[0]).toBe(first);
    expect(r.pv).toHaveLength(3);
    expect(matesAtEnd(fen, r.pv)).toBe(true);
  });

  /** The first move of the fixture's mate in 2, and a move after which there is no mate in 2. */
  function mateAndNot(fen: string): [string, string] {
    const b = boardFromFen(fen, X88);
    if (!b.ok) throw new Error(b.error.message);
    const mating = findMate(b.value, 2, { left: 1_000_000 })![0]!;
    const other = legalMoves(b.value).find((m) => {
      b.value.make(m);
      const mated = matedWithin(b.value, 1, { left: 1_000_000 });
      b.value.unmake();
      return mated === undefined;
    })!;
    return [makeUci(b.value, mating), makeUci(b.value, other)];
  }

  test.each([
    ['a score below PROOF_CP is not examined', 0, PROOF_CP - 1],
    ['a large score whose move mates in no 2 moves stays as it is', 1, 4000],
  ] as const)('%s', (_name, which, cp) => {
    const fen = fixtureLines('suites/mate-in-2.fen')[0]!;
    const move = mateAndNot(fen)[which];
    const e = new AnalysisEngine(new ScriptedEngine({ bestmove: move, pv: [move], score: { cp } }));
    e.setPosition(fen);
    expect(e.search({ depth: 1 }).score).toEqual({ cp });
  });

  test('a lost score where another move escapes the mate stays as it is', () => {
    const fen = '7q/8/8/8/8/8/8/k1KQ4 b - - 0 1';
    const e = new AnalysisEngine(
      new ScriptedEngine({ bestmove: 'a1a2', pv: ['a1a2'], score: { cp: -4000 } }),
    );
    e.setPosition(fen);
    expect(e.search({ depth: 1 }).score).toEqual({ cp: -4000 });
    // The move itself is mated in one: only the other moves keep the score.
    const after = boardAfterMoves(fen, ['a1a2'], X88);
    if (!after.ok) throw new Error(after.error);
    expect(findMate(after.value, 1, { left: 10_000 })).toHaveLength(1);
  });
});

describe('AnalysisEngine: Move Overhead', () => {
  test.each([
    [
      'the default',
      undefined,
      { movetime: 1000, wtime: 5000, btime: 4000, winc: 10 },
      {
        movetime: 1000 - DEFAULT_MOVE_OVERHEAD,
        wtime: 5000 - DEFAULT_MOVE_OVERHEAD,
        btime: 4000 - DEFAULT_MOVE_OVERHEAD,
        winc: 10,
      },
    ],
    ['set to 200', '200', { movetime: 1000 }, { movetime: 800 }],
    ['set to 0: the limits as given', '0', { movetime: 1000, wtime: 70 }, { movetime: 1000, wtime: 70 }],
    ['a depth limit has no time to take', '200', { depth: 3 }, { depth: 3 }],
  ] as const)('%s is taken off every time limit before the engine sees it', (_name, value, given, seen) => {
    const inner = new ScriptedEngine({ bestmove: 'e2e4', pv: ['e2e4', 'e7e5'], ponder: 'e7e5' });
    const e = new AnalysisEngine(inner);
    if (value !== undefined) expect(e.setOption('Move Overhead', value).ok).toBe(true);
    e.search(given);
    expect(inner.seen).toEqual([seen]);
  });

  test('the option: a spin of milliseconds, 0 to 5000, default DEFAULT_MOVE_OVERHEAD; bad values are refused', () => {
    const e = new AnalysisEngine(new ScriptedEngine({}));
    expect(e.options.find((o) => o.name === 'Move Overhead')).toMatchObject({
      type: 'spin',
      default: DEFAULT_MOVE_OVERHEAD,
      min: 0,
      max: 5000,
    });
    expect(e.setOption('move overhead', '-1').ok).toBe(false);
    expect(e.setOption('Move Overhead', '5001').ok).toBe(false);
    expect(e.setOption('MOVE OVERHEAD', '5000').ok).toBe(true);
  });

  test.each(['zarkov', 'gnu'] as const)(
    "%s: a movetime 1000 search ends Move Overhead early (an injected clock: 1 ms a reading; HIARCS's 4 plies end first)",
    (id) => {
      const run = (overhead: string) => {
        const e = registry.create(id)!;
        e.setOption('OwnBook', 'false');
        e.setOption('Move Overhead', overhead);
        e.newGame();
        e.setPosition('r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9');
        let t = 0;
        return e.search({ movetime: 1000 }, { now: () => t++ });
      };
      const plain = run('0');
      const kept = run('100');
      expect(plain.ms).toBeGreaterThanOrEqual(1000 - MOVETIME_MARGIN_MS);
      expect(kept.ms).toBeGreaterThanOrEqual(900 - MOVETIME_MARGIN_MS);
      expect(kept.ms).toBeLessThan(900);
    },
  );
});
