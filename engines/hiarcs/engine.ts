// The `hiarcs` engine: Mark Uniacke's HIARCS 0.5 (September 1982 to March 1983, BASIC+ on a
// PDP-11/70 at Hatfield Polytechnic, played over a teletype) behind the engine contract. Rebuilt
// from the author's own account (the seed, docs/sources.md) only: board.ts (the signed
// 10x10 board), material.ts, swap.ts, evasion.ts, positional.ts, plausible.ts, search.ts;
// docs/engines/hiarcs.md is the fidelity ledger.
//
// The "computer" of the seed is the side to move: at the root of a search, and for evaluate().
// Period strength and pace (about 7 positions a second on the PDP-11/70) are engines/period.ts's,
// as for every engine.

import { boardFromFen, START_FEN } from '../../core/fen.js';
import { MAILBOX } from '../../core/layout.js';
import { ok, type Result } from '../../core/result.js';
import { boardAfterMoves } from '../../core/uci-move.js';
import type {
  Engine,
  EngineMeta,
  Evaluation,
  EvalTerm,
  OptionSpec,
  SearchHooks,
  SearchLimits,
  SearchResult,
} from '../engine.js';
import { OptionValues } from '../options.js';
import { HiarcsBoard } from './board.js';
import { HIARCS_TERMS, T_SWAP, TERM_COUNT } from './positional.js';
import { DEFAULT_SETTINGS, HiarcsSearch, type HiarcsSettings } from './search.js';
import { swapLook } from './swap.js';

export const HIARCS_META: EngineMeta = {
  id: 'hiarcs',
  name: 'HIARCS 0.5',
  author: 'Mark Uniacke',
  year: 1983,
  machine: 'PDP-11/70 (BASIC+)',
  layout: 'mailbox',
  searchStyle: 'selective plausible-move',
  benchDepth: 4,
  // docs/period.md: about 7 positions a second on the PDP-11/70 (about 350 positions in about
  // 50 s a move); the 1983 championships gave 40 moves in 2 hours.
  period: { machine: 'PDP-11/70', rate: 7, moveSeconds: 180, unit: 'positions' },
};

export const HIARCS_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'PositionalMoves',
    type: 'spin',
    default: DEFAULT_SETTINGS.positionalMoves,
    min: 0,
    max: 20,
    help: 'Quiet moves searched beyond ply 1, best positional score first (HIARCS 0.5: 2).',
  },
  {
    name: 'TacticalMoves',
    type: 'spin',
    default: DEFAULT_SETTINGS.tacticalMoves,
    min: 0,
    max: 100,
    help: 'Most high-interest tactical moves (captures, checks, forks, promotions) searched beyond ply 1.',
  },
  {
    name: 'Reselections',
    type: 'spin',
    default: DEFAULT_SETTINGS.reselections,
    min: 0,
    max: 20,
    help: 'How many times a tactically unsound positional move may be replaced by the next one.',
  },
  {
    name: 'UnsoundMargin',
    type: 'spin',
    default: DEFAULT_SETTINGS.unsoundMargin,
    min: 0,
    max: 2000,
    help: 'Centipawns a positional move may lose in the 4-ply search against its ply-1 score before it counts as unsound.',
  },
  {
    name: 'SwapWeight',
    type: 'spin',
    default: DEFAULT_SETTINGS.swapWeight,
    min: 0,
    max: 100,
    help: 'Percent of a swap-off gain credited to the side to move at the horizon (not yet won, so less than material).',
  },
  {
    name: 'ForkWeight',
    type: 'spin',
    default: DEFAULT_SETTINGS.forkWeight,
    min: 0,
    max: 100,
    help: 'Percent of the second-largest threatened swap-off debited to the side to move (a fork: only one man can be saved).',
  },
];

export class HiarcsEngine implements Engine {
  readonly meta = HIARCS_META;
  readonly options = HIARCS_OPTIONS;
  private readonly values = new OptionValues(HIARCS_OPTIONS);
  private readonly hb: HiarcsBoard;
  /** The searcher (tests and the positions script read its node counts and statistics). */
  readonly searcher: HiarcsSearch;

  constructor() {
    const start = boardFromFen(START_FEN, MAILBOX);
    if (!start.ok) throw new Error(start.error.message);
    this.hb = new HiarcsBoard(start.value);
    this.searcher = new HiarcsSearch(this.hb);
  }

  /** The board as HIARCS holds it (tests read its signed squares). */
  get board(): HiarcsBoard {
    return this.hb;
  }

  setOption(name: string, value: string): Result<void, string> {
    return this.values.set(name, value);
  }

  /** Nothing is learned between moves: HIARCS 0.5 kept no tables. */
  newGame(): void {}

  setPosition(fen: string, moves: readonly string[] = []): Result<void, string> {
    const played = boardAfterMoves(fen, moves, MAILBOX, (b) => (b.epMethod = 'insert-pawn'));
    if (!played.ok) return played;
    const board = played.value;
    this.hb.attach(board);
    this.hb.setComputer(board.side);
    return ok(undefined);
  }

  /** The selection and leaf tuning from the options. */
  settings(): HiarcsSettings {
    const v = this.values;
    return {
      positionalMoves: v.number('PositionalMoves'),
      tacticalMoves: v.number('TacticalMoves'),
      reselections: v.number('Reselections'),
      unsoundMargin: v.number('UnsoundMargin'),
      swapWeight: v.number('SwapWeight'),
      forkWeight: v.number('ForkWeight'),
    };
  }

  search(limits: SearchLimits, hooks?: SearchHooks): SearchResult {
    return this.searcher.run(limits, hooks, this.settings());
  }

  /**
   * The static evaluation with the side to move as the computer: material, position, and the
   * swap-off look of the side to move (what the search's horizon adds).
   */
  evaluate(trace = false): Evaluation {
    const hb = this.hb;
    hb.setComputer(hb.core.side);
    this.searcher.configure(this.settings());
    const ev = this.searcher.positional;
    let sideToMove = ev.evaluate(hb);
    const acc = ev.acc;
    if (!hb.inCheck()) {
      const look = swapLook(hb, 1, new Int32Array(64), { gain: 0, threat1: 0, threat2: 0, examined: 0 });
      const swap = this.searcher.swapTerm(look);
      acc[T_SWAP * 2] = swap;
      sideToMove += swap;
    }
    const white = hb.core.side === 1;
    const total = white ? sideToMove : -sideToMove;
    if (!trace) return { total, sideToMove };
    const terms: EvalTerm[] = [];
    for (let t = 0; t < TERM_COUNT; t++) {
      const [name, group] = HIARCS_TERMS[t]!;
      const mine = acc[t * 2]!;
      const theirs = acc[t * 2 + 1]!;
      terms.push({ name, group, white: white ? mine : theirs, black: white ? theirs : mine });
    }
    return { total, sideToMove, terms };
  }
}
