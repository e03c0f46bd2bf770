import { describe, expect, test } from 'vitest';
import { START_FEN } from '../core/fen.js';
import { X88 } from '../core/layout.js';
import { ok, type Result } from '../core/result.js';
import { boardAfterMoves, playUciLine } from '../core/uci-move.js';
import { AnalysisEngine } from './analysis.js';
import type { Engine, Evaluation, SearchLimits, SearchResult } from './engine.js';
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
  search(_limits: SearchLimits): SearchResult {
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
