// The fuzzer's oracle for an XBoard session: what game the engine should be in, as docs/xboard.md
// describes it, played with chess.js, to check that every `move` the engine sends is legal there
// and comes only when a search of its own is running.
//
// The engine reads commands in order, but its `move` lines race with them: a `force` sent while
// it thinks may arrive before or after its move. So the oracle keeps every reading still open, a
// set of candidates, each "the engine has handled the first `next` commands and is in `state`":
//
//   command sent    nothing yet (the engine handles it when it will)
//   `move M`        each candidate may first handle more commands, up to the first `ping` not yet
//                   answered and to the commands sent before the line was read; the readings in
//                   which a search of its own runs and M is legal stay, M played
//   `pong N`        each candidate handles every command up to that `ping` (none may be past it)
//
// A reading with a draw chess.js may count differently than the engine (threefold, fifty moves,
// material) keeps both: game over and not. No reading left for a `move` is a failure.

import { Chess } from 'chess.js';
import { commandOf, XBOARD_TABLE, type XBoardState as XBoardTableState } from '../xboard/table.js';

/** The search the engine runs in a reading: only `think` and a hit ponder (`hit`) end in a move. */
type Search = 'none' | 'think' | 'hit' | 'ponder' | 'analyze';

/** One reading of the engine's game. */
interface XBoardState {
  readonly fen: string;
  readonly moves: readonly string[];
  /** The side the engine plays; undefined in force mode. */
  readonly side: 'w' | 'b' | undefined;
  readonly search: Search;
  /** `hard` (pondering on). */
  readonly ponder: boolean;
  /** `analyze` mode (until `exit`, `force`, `go`, `playother`, `white`, `black`, `result`). */
  readonly analyzing: boolean;
}

interface Candidate {
  readonly state: XBoardState;
  /** How many of the commands sent the engine has handled in this reading. */
  readonly next: number;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const INITIAL: XBoardState = {
  fen: START,
  moves: [],
  side: 'b',
  search: 'none',
  ponder: false,
  analyzing: false,
};
const MOVE_TEXT = /^[a-h][1-8][a-h][1-8][nbrq]?$/;

/** Beyond this many readings the oracle stops checking the session (counted as unverified). */
const MAX_CANDIDATES = 4000;

/** The game of a reading in chess.js. */
export function gameOf(fen: string, moves: readonly string[]): Chess {
  const game = new Chess(fen);
  for (const m of moves) game.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  return game;
}

/** `m` (coordinates) played in `game`, or false if it is not legal there. */
function tryMove(game: Chess, m: string): boolean {
  if (!MOVE_TEXT.test(m)) return false;
  try {
    game.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
    return true;
  } catch {
    return false;
  }
}

/** Whether the game is over: 'yes' (mate, stalemate), 'maybe' (a draw rule), or 'no'. */
function over(game: Chess): 'yes' | 'maybe' | 'no' {
  if (game.isCheckmate() || game.isStalemate()) return 'yes';
  if (game.isThreefoldRepetition() || game.isDrawByFiftyMoves() || game.isInsufficientMaterial())
    return 'maybe';
  return 'no';
}

/** `s` with a search of `kind` started, if the game goes on (both readings on a possible draw). */
function searching(s: XBoardState, kind: Search, game: Chess): XBoardState[] {
  const end = over(game);
  if (end === 'yes') return [{ ...s, search: 'none' }];
  if (end === 'maybe')
    return [
      { ...s, search: 'none' },
      { ...s, search: kind },
    ];
  return [{ ...s, search: kind }];
}

/** The table's state of a reading (idle and over share their rows' search effects: none). */
function tableState(s: XBoardState): XBoardTableState {
  if (s.analyzing) return 'analyzing';
  if (s.search === 'think') return 'thinking';
  if (s.search === 'hit') return 'ponderhit';
  if (s.search === 'ponder') return 'pondering';
  return s.side === undefined ? 'force' : 'idle';
}

/** The table's state of a reading, `over` told apart from `idle` (for counting the pairs reached). */
function coverageState(s: XBoardState): XBoardTableState {
  const state = tableState(s);
  return state === 'idle' && over(gameOf(s.fen, s.moves)) === 'yes' ? 'over' : state;
}

/**
 * After a change to the game or the engine's side, as the session's resume(): analysis goes on,
 * an engine to move thinks (a search already running stays).
 */
function resume(s: XBoardState): XBoardState[] {
  if (s.search !== 'none') return [s];
  const game = gameOf(s.fen, s.moves);
  if (s.analyzing) return searching(s, 'analyze', game);
  if (s.side === undefined || s.side !== game.turn()) return [s];
  return searching(s, 'think', game);
}

/** The readings after the engine handles `line` in reading `s`, the table's row deciding the search. */
function handle(s: XBoardState, line: string): XBoardState[] {
  const text = line.trim();
  const words = text.split(/\s+/);
  const command = commandOf(words);
  const row = XBOARD_TABLE[command].rows[tableState(s)];
  if (row.search === 'refuse') return [s];
  // `move` leaves the search to end in its move (engineMove); `drop` ends it here.
  const settled: XBoardState = row.search === 'drop' ? { ...s, search: 'none' } : s;
  const arg = words[1];
  const game = () => gameOf(s.fen, s.moves);
  switch (command) {
    case 'new':
      return resume({ ...settled, fen: START, moves: [], side: 'b' });
    case 'setboard': {
      const fen = text.slice('setboard'.length).trim();
      try {
        new Chess(fen);
      } catch {
        return [s];
      }
      return resume({ ...settled, fen, moves: [] });
    }
    case 'usermove':
      return userMove(s, settled, words[0] === 'usermove' ? (arg ?? '') : words[0]!, row.search);
    case 'force':
    case 'result':
      return [{ ...settled, side: undefined, analyzing: false }];
    case 'go':
      return resume({ ...settled, side: game().turn(), analyzing: false });
    case 'playother':
      return resume({ ...settled, side: game().turn() === 'w' ? 'b' : 'w', analyzing: false });
    case 'white':
    case 'black':
      return resume({ ...settled, side: command === 'white' ? 'b' : 'w', analyzing: false });
    case 'undo':
    case 'remove': {
      const count = command === 'undo' ? 1 : 2;
      if (s.moves.length < count) return [s];
      return resume({ ...settled, moves: s.moves.slice(0, -count) });
    }
    case 'hard':
      return [{ ...settled, ponder: true }];
    case 'easy':
      return [{ ...settled, ponder: false }];
    case 'analyze':
      return resume({ ...settled, side: undefined, analyzing: true });
    case 'exit':
      return [s.analyzing ? { ...settled, side: undefined, analyzing: false } : settled];
    default:
      return [settled];
  }
}

/** The readings after the move `m` in reading `s` (`settled`: with its row's effect on the search). */
function userMove(s: XBoardState, settled: XBoardState, m: string, effect: string): XBoardState[] {
  const g = gameOf(s.fen, s.moves);
  if (!tryMove(g, m)) return [s];
  const moves = [...s.moves, m];
  // A ponder search hit by the move goes on as the engine's own; which reply it expected is not
  // printed, so both readings stay open.
  const out: XBoardState[] = [];
  if (effect === 'hit' && over(g) !== 'yes') out.push({ ...s, moves, search: 'hit' });
  out.push(...resume({ ...settled, moves, search: effect === 'hit' ? 'none' : settled.search }));
  return out;
}

/** The reading after the engine's own move `m`, or undefined if it may not play it in `s`. */
function engineMove(s: XBoardState, m: string): XBoardState | undefined {
  if (s.search !== 'think' && s.search !== 'hit') return undefined;
  const g = gameOf(s.fen, s.moves);
  if (!tryMove(g, m)) return undefined;
  const played: XBoardState = { ...s, moves: [...s.moves, m], search: 'none' };
  if (!s.ponder || s.side === undefined || over(g) === 'yes') return played;
  return { ...played, search: 'ponder' };
}

/** Whether `text`, a result line, is what the game of a reading allows. */
function resultFits(s: XBoardState, text: string): boolean {
  const g = gameOf(s.fen, s.moves);
  if (text === '1-0 {White mates}') return g.isCheckmate() && g.turn() === 'b';
  if (text === '0-1 {Black mates}') return g.isCheckmate() && g.turn() === 'w';
  if (text === '1/2-1/2 {Stalemate}') return g.isStalemate();
  return over(g) === 'maybe';
}

/** The result lines an engine may print. */
export const RESULT_LINE =
  /^(1-0 \{White mates\}|0-1 \{Black mates\}|1\/2-1\/2 \{(Stalemate|Draw by repetition|Draw by fifty move rule|Insufficient material)\})$/;

function key(c: Candidate): string {
  const s = c.state;
  return `${c.next}|${s.fen}|${s.moves.join(' ')}|${s.side}|${s.search}|${s.ponder}|${s.analyzing}`;
}

/** The candidates without repeats. */
function distinct(cs: readonly Candidate[]): Candidate[] {
  const seen = new Map<string, Candidate>();
  for (const c of cs) seen.set(key(c), c);
  return [...seen.values()];
}

export class XBoardOracle {
  private readonly commands: string[] = [];
  /** The index in `commands` of each `ping` not yet answered, oldest first. */
  private readonly pings: { readonly arg: string; readonly at: number }[] = [];
  private candidates: Candidate[] = [{ state: INITIAL, next: 0 }];
  /** Set when the readings grew too many to follow: the session is then not checked further. */
  lost = false;
  /** Set after the first failure (later ones would only follow from it). */
  failed = false;
  /**
   * The (state, command) pairs of the state table the engine handled in the readings a `pong`
   * confirmed, as `state command` (how much of the table a session reached).
   */
  readonly pairs = new Set<string>();

  /** A line written to the engine. */
  sent(line: string): void {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'ping') this.pings.push({ arg: words[1] ?? '', at: this.commands.length });
    this.commands.push(line);
  }

  /** Whether the oracle still follows the session. */
  private get following(): boolean {
    return !this.lost && !this.failed;
  }

  /** Every reading of `c` after handling the commands up to (not including) `to`, with those before. */
  private advance(c: Candidate, to: number, seen?: Set<string>): Candidate[] {
    const all: Candidate[] = [c];
    let level: Candidate[] = [c];
    for (let i = c.next; i < to && level.length > 0; i++) {
      if (seen !== undefined) {
        const command = commandOf(this.commands[i]!.trim().split(/\s+/));
        for (const x of level) seen.add(`${coverageState(x.state)} ${command}`);
      }
      level = distinct(
        level.flatMap((x) => handle(x.state, this.commands[i]!).map((state) => ({ state, next: i + 1 }))),
      );
      all.push(...level);
      if (all.length > MAX_CANDIDATES) {
        this.lost = true;
        return [];
      }
    }
    return all;
  }

  /**
   * The engine sent `move m` after `sentBefore` commands had been written: a failure (one line)
   * if no reading allows it, else undefined.
   */
  move(m: string, sentBefore: number): string | undefined {
    if (!this.following) return undefined;
    const limit = Math.min(this.pings[0]?.at ?? Infinity, sentBefore, this.commands.length);
    const readings = this.candidates.flatMap((c) => (c.next <= limit ? this.advance(c, limit) : [c]));
    if (this.lost) return undefined;
    const next = distinct(
      readings.flatMap((c) => {
        const after = engineMove(c.state, m);
        return after === undefined ? [] : [{ state: after, next: c.next }];
      }),
    );
    if (next.length > 0) {
      this.candidates = next;
      return undefined;
    }
    this.failed = true;
    const thinking = readings.filter((c) => c.state.search === 'think' || c.state.search === 'hit');
    const where = (c: Candidate) => gameOf(c.state.fen, c.state.moves).fen();
    if (thinking.length === 0)
      return `move ${m} with no search of the engine's own running (in ${where(readings[0]!)})`;
    return `illegal move: move ${m} in ${[...new Set(thinking.map(where))].join(' or ')}`;
  }

  /**
   * The engine sent a result line after `sentBefore` commands had been written: a failure if no
   * reading's game is over that way.
   */
  result(text: string, sentBefore: number): string | undefined {
    if (!this.following) return undefined;
    const limit = Math.min(this.pings[0]?.at ?? Infinity, sentBefore, this.commands.length);
    const readings = this.candidates.flatMap((c) => (c.next <= limit ? this.advance(c, limit) : [c]));
    if (this.lost || readings.some((c) => resultFits(c.state, text))) return undefined;
    this.failed = true;
    return `result '${text}' where no reading's game is over so (in ${gameOf(readings[0]!.state.fen, readings[0]!.state.moves).fen()})`;
  }

  /** The engine sent `pong arg`; a failure if it answers no ping or not the oldest one. */
  pong(arg: string): string | undefined {
    const ping = this.pings.shift();
    if (ping === undefined || ping.arg !== arg) {
      this.failed = true;
      return `pong ${arg} where pong ${ping?.arg ?? '(none)'} was due`;
    }
    if (!this.following) return undefined;
    this.candidates = distinct(
      this.candidates
        .flatMap((c) => (c.next <= ping.at + 1 ? this.advance(c, ping.at + 1, this.pairs) : []))
        .filter((c) => c.next === ping.at + 1),
    );
    if (this.candidates.length === 0 && !this.lost) {
      this.failed = true;
      return `pong ${arg}: no reading of the game explains it`;
    }
    return undefined;
  }

  /** Pings not answered yet. */
  get unanswered(): number {
    return this.pings.length;
  }

  /** Whether a `move` must come ('all' readings think), may ('some'), or cannot ('none'). */
  mayMove(): 'all' | 'some' | 'none' {
    if (!this.following) return 'some';
    // The readings once every command sent is handled: a search running in all of them must end
    // in a move (one already on its way counts too).
    const readings = this.candidates
      .flatMap((c) => this.advance(c, this.commands.length))
      .filter((c) => c.next === this.commands.length);
    const thinking = readings.filter((c) => c.state.search === 'think' || c.state.search === 'hit').length;
    if (this.lost) return 'some';
    return thinking === 0 ? 'none' : thinking === readings.length ? 'all' : 'some';
  }

  /** The game in the likeliest reading once every command sent is handled (for picking a move). */
  likeliestGame(): Chess {
    const c = this.candidates[0]!;
    let state = c.state;
    for (let i = c.next; i < this.commands.length; i++) state = handle(state, this.commands[i]!)[0] ?? state;
    return gameOf(state.fen, state.moves);
  }
}
