// An engine's judgement of one replay position: its score, the move it would play, how deep it
// looked and how many positions it examined. judgePosition asks an engine behind an
// EngineHandle (a worker in the program, in process in tests); nothing here prints.

import type { EngineMeta, Score, SearchLimits, SearchResult } from '../../../engines/engine.js';
import type { EngineHandle } from '../../engine-host/engine-handle.js';
import type { ReplayGame } from './game.js';
import { noticeTexts } from '../../format/notices.js';

export interface Judgement {
  /** The engine's id. */
  readonly engine: string;
  /** The score from the side to move's point of view. */
  readonly score: Score;
  /** Whose view the score is: the side to move in the judged position. */
  readonly side: 'White' | 'Black';
  /** The move it would play, in UCI, or null when there is none (mate, stalemate). */
  readonly bestmove: string | null;
  readonly depth: number;
  readonly nodes: number;
  readonly book: boolean;
  /** The engine's notices on the search (a position its original could not hold), made safe. */
  readonly notes?: readonly string[];
}

/** A search result as a judgement of a position with `side` to move. */
export function judgementOf(engine: string, side: 'White' | 'Black', r: SearchResult): Judgement {
  return {
    engine,
    score: r.score,
    side,
    bestmove: r.bestmove,
    depth: r.depth,
    nodes: r.nodes,
    book: r.source === 'book',
    ...(r.notices !== undefined && r.notices.length > 0 ? { notes: noticeTexts(r) } : {}),
  };
}

/** The side to move in a FEN. */
export function fenSide(fen: string): 'White' | 'Black' {
  return fen.split(' ')[1] === 'b' ? 'Black' : 'White';
}

/** Asks `handle` (engine `meta`) for its judgement of position k of the game. */
export async function judgePosition(
  handle: EngineHandle,
  meta: Pick<EngineMeta, 'id'>,
  game: ReplayGame,
  k: number,
  limits: SearchLimits,
): Promise<Judgement> {
  // A fresh game for every position: the comment depends on the position and the limits only,
  // never on what the engine searched before (its killers, history, hash), so the plain
  // transcript and the teletype, stepping in any order, say the same.
  await handle.newGame();
  await handle.setPosition(game.startFen, game.uci.slice(0, k));
  const result = await handle.search(limits);
  return judgementOf(meta.id, fenSide(game.fens[k]!), result);
}
