// A test double for the engine commands: a tiny Engine that "searches" by walking the legal move
// list, so its answers are canned, deterministic and easy to predict, and that records what it
// was asked. Never built into dist/ (tsconfig.build.json leaves test-support out).
//
// Its search, to depth d (3 when no depth is given): iteration k = 1..d reports
//   depth k, seldepth k + 1, score { cp: 10 * k } (or the canned score), nodes 100 * k plus the
//   number of root moves, ms k, and a pv of k moves: each the first legal move in UCI order.
// Its evaluation: material (3900 each side), mobility (the side to move's legal moves; 0 for the
// other side) and tempo (10 for the side to move).

import type { Board } from '../../core/board.js';
import { boardFromFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { legalMoves } from '../../core/movegen.js';
import { err, ok, type Result } from '../../core/result.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import type {
  Engine,
  EngineId,
  EngineMeta,
  EvalTerm,
  Evaluation,
  InfoRecord,
  OptionSpec,
  Score,
  SearchHooks,
  SearchLimits,
  SearchResult,
} from '../../engines/engine.js';
import { Registry } from '../../engines/registry.js';

/** What the fake was asked, across every instance sharing the log. */
export interface FakeLog {
  instances: number;
  newGames: number;
  positions: { fen: string; moves: readonly string[] }[];
  searches: SearchLimits[];
}

export interface FakeConfig {
  readonly id?: EngineId;
  readonly name?: string;
  readonly benchDepth?: number;
  /** Reported by every iteration instead of 10 * depth centipawns. */
  readonly score?: Score;
  /** Where the best move comes from (a 'book' answer still reports one iteration). */
  readonly source?: 'search' | 'book';
  readonly log?: FakeLog;
}

/** An empty log. */
export function newLog(): FakeLog {
  return { instances: 0, newGames: 0, positions: [], searches: [] };
}

/** The metadata of a fake engine. */
export function fakeMeta(config: FakeConfig = {}): EngineMeta {
  return {
    id: config.id ?? 'gnu',
    name: config.name ?? 'Fake Chess',
    author: 'the tests',
    year: 2026,
    machine: 'none',
    layout: '0x88',
    searchStyle: 'full-width alpha-beta',
    benchDepth: config.benchDepth ?? 2,
  };
}

/** The first legal move of the board's position in UCI order, or undefined when there is none. */
function firstMove(board: Board): number | undefined {
  const moves = legalMoves(board).map((m) => [makeUci(board, m), m] as const);
  moves.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return moves[0]?.[1];
}

export class FakeEngine implements Engine {
  readonly meta: EngineMeta;
  readonly options: readonly OptionSpec[] = [];
  private board: Board | undefined;

  constructor(
    private readonly config: FakeConfig = {},
    readonly log: FakeLog = config.log ?? newLog(),
  ) {
    this.meta = fakeMeta(config);
    this.log.instances++;
  }

  setOption(name: string, _value: string): Result<void, string> {
    return err(`no option '${name}'`);
  }

  newGame(): void {
    this.log.newGames++;
  }

  setPosition(fen: string, moves: readonly string[] = []): Result<void, string> {
    const board = boardFromFen(fen, X88);
    if (!board.ok) return err(board.error.message);
    for (const text of moves) {
      const move = parseUci(board.value, text);
      if (!move.ok) return err(move.error.message);
      board.value.make(move.value);
    }
    this.board = board.value;
    this.log.positions.push({ fen, moves: [...moves] });
    return ok(undefined);
  }

  search(limits: SearchLimits, hooks: SearchHooks = {}): SearchResult {
    if (!this.board) throw new Error('search before setPosition');
    this.log.searches.push(limits);
    const rootMoves = legalMoves(this.board).length;
    if (rootMoves === 0) {
      const score = this.board.inCheck() ? { mate: 0 } : { cp: 0 };
      return { depth: 0, seldepth: 0, score, nodes: 1, ms: 0, pv: [], bestmove: null, source: 'search' };
    }
    const depth = this.config.source === 'book' ? 1 : (limits.depth ?? 3);
    let last: InfoRecord | undefined;
    for (let k = 1; k <= depth; k++) {
      const b = this.board.clone();
      const pv: string[] = [];
      for (let i = 0; i < k; i++) {
        const m = firstMove(b);
        if (m === undefined) break;
        pv.push(makeUci(b, m));
        b.make(m);
      }
      last = {
        depth: k,
        seldepth: k + 1,
        score: this.config.score ?? { cp: 10 * k },
        nodes: 100 * k + rootMoves,
        ms: k,
        pv,
      };
      hooks.onInfo?.(last);
    }
    const info = last!;
    return {
      ...info,
      bestmove: info.pv[0] ?? null,
      ...(info.pv[1] !== undefined ? { ponder: info.pv[1] } : {}),
      source: this.config.source ?? 'search',
    };
  }

  evaluate(trace = false): Evaluation {
    if (!this.board) throw new Error('evaluate before setPosition');
    const white = this.board.side === 1;
    const moves = legalMoves(this.board).length;
    const terms: EvalTerm[] = [
      { name: 'material', group: 'material', white: 3900, black: 3900 },
      { name: 'mobility', group: 'mobility', white: white ? moves : 0, black: white ? 0 : moves },
      { name: 'tempo', group: 'other', white: white ? 10 : 0, black: white ? 0 : 10 },
    ];
    const total = terms.reduce((sum, t) => sum + t.white - t.black, 0);
    return { total, sideToMove: white ? total : -total, ...(trace ? { terms } : {}) };
  }
}

/** A registry of fake engines, one per config (ids must differ). */
export function fakeRegistry(...configs: FakeConfig[]): Registry {
  const list = configs.length > 0 ? configs : [{}];
  return new Registry(
    list.map((config) => ({ meta: fakeMeta(config), create: () => new FakeEngine(config) })),
  );
}
