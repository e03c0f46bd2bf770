// Test doubles for the match runner: in-process Players whose every move is predictable, and
// that crash, hang or cheat on request. Never built into dist/ (tsconfig.build.json leaves
// test-support out).
//
// A FakePlayer's move, for its k-th go() call (k = 1, 2, ... counted over the player's life):
//   crashAt k   -> go() rejects ("fake crash")         hangAt k    -> go() never settles
//   illegalAt k -> "a1a1" (never legal)                delayMs     -> answers after a timer
//   otherwise   -> `script[ply]` when given (ply = moves played from the start FEN), else the
//                  first legal move in UCI order; with the score `score(ply)` (default 0 cp).

import { boardFromFen } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { legalMoves } from '../../core/movegen.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import type { Score, SearchLimits } from '../../engines/engine.js';
import type { Player, PlayerFactory, PlayerMove } from '../match/player.js';

export interface FakePlayerConfig {
  readonly crashAt?: number;
  readonly hangAt?: number;
  readonly illegalAt?: number;
  /** Answer every move after this many milliseconds. */
  readonly delayMs?: number;
  /** Moves by ply (moves played from the start FEN); the first legal move where none is given. */
  readonly script?: readonly string[];
  /** The score reported with each move, from the mover's view; undefined: no report. */
  readonly score?: (ply: number) => Score | undefined;
  /** Fail to start at all. */
  readonly failToStart?: boolean;
}

/** What the players of a factory did, across every instance. */
export interface FakeCounts {
  created: number;
  closed: number;
  newGames: number;
  goes: { fen: string; moves: readonly string[]; limits: SearchLimits }[];
}

/** The first legal move in UCI order of the position `fen` + `moves`, or null. */
export function firstLegalMove(fen: string, moves: readonly string[]): string | null {
  const parsed = boardFromFen(fen, X88);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const board = parsed.value;
  for (const text of moves) {
    const move = parseUci(board, text);
    if (!move.ok) throw new Error(`fake player: ${move.error.message}`);
    board.make(move.value);
  }
  const ucis = legalMoves(board).map((m) => makeUci(board, m));
  ucis.sort();
  return ucis[0] ?? null;
}

export class FakePlayer implements Player {
  private calls = 0;

  constructor(
    readonly name: string,
    private readonly config: FakePlayerConfig = {},
    private readonly counts: FakeCounts = newCounts(),
  ) {
    counts.created++;
  }

  async newGame(): Promise<void> {
    this.counts.newGames++;
  }

  go(fen: string, moves: readonly string[], limits: SearchLimits): Promise<PlayerMove> {
    this.counts.goes.push({ fen, moves: [...moves], limits });
    const k = ++this.calls;
    const c = this.config;
    if (c.crashAt === k) return Promise.reject(new Error('fake crash'));
    if (c.hangAt === k) return new Promise(() => {});
    const ply = moves.length;
    const bestmove = c.illegalAt === k ? 'a1a1' : (c.script?.[ply] ?? firstLegalMove(fen, moves));
    const score = c.score ? c.score(ply) : { cp: 0 };
    const info = score && { depth: 1, seldepth: 1, score, nodes: 1, ms: 0, pv: [] };
    const answer = { bestmove, info };
    if (c.delayMs === undefined) return Promise.resolve(answer);
    return new Promise((resolve) => setTimeout(() => resolve(answer), c.delayMs));
  }

  async close(): Promise<void> {
    this.counts.closed++;
  }
}

export function newCounts(): FakeCounts {
  return { created: 0, closed: 0, newGames: 0, goes: [] };
}

/** A factory of fake players sharing one `counts`. */
export function fakeFactory(
  name: string,
  config: FakePlayerConfig = {},
  counts: FakeCounts = newCounts(),
): PlayerFactory & { readonly counts: FakeCounts } {
  return {
    name,
    counts,
    create: async () => {
      if (config.failToStart) throw new Error(`${name}: fake start failure`);
      return new FakePlayer(name, config, counts);
    },
  };
}
