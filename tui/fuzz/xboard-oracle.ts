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
}

interface Candidate {
  readonly state: XBoardState;
  /** How many of the commands sent the engine has handled in this reading. */
  readonly next: number;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const INITIAL: XBoardState = { fen: START, moves: [], side: 'b', search: 'none', ponder: false };
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

/** The readings after the engine handles `line` in reading `s`. */
function handle(s: XBoardState, line: string): XBoardState[] {
  const text = line.trim();
  const words = text.split(/\s+/);
  const [command, arg] = words;
  const idle: XBoardState = { ...s, search: 'none' };
  const game = () => gameOf(s.fen, s.moves);
  switch (command) {
    case 'new':
      return [{ ...INITIAL, ponder: s.ponder }];
    case 'setboard': {
      const fen = text.slice('setboard'.length).trim();
      try {
        new Chess(fen);
      } catch {
        return [s];
      }
      const next = { ...idle, fen, moves: [] };
      return s.search === 'analyze' ? searching(next, 'analyze', new Chess(fen)) : [next];
    }
    case 'usermove':
      return userMove(s, arg ?? '');
    case 'force':
    case 'result':
      return [{ ...idle, side: undefined }];
    case 'go': {
      const g = game();
      return searching({ ...idle, side: g.turn() }, 'think', g);
    }
    case 'playother':
      return [{ ...idle, side: game().turn() === 'w' ? 'b' : 'w' }];
    case 'white':
    case 'black':
      return [{ ...idle, side: command === 'white' ? 'b' : 'w' }];
    case 'undo':
    case 'remove': {
      const count = command === 'undo' ? 1 : 2;
      if (s.moves.length < count) return [s];
      const next = { ...idle, moves: s.moves.slice(0, -count) };
      return s.search === 'analyze' ? searching(next, 'analyze', gameOf(next.fen, next.moves)) : [next];
    }
    case 'hard':
      return [{ ...s, ponder: true }];
    case 'easy':
      return [
        { ...s, ponder: false, search: s.search === 'ponder' || s.search === 'hit' ? 'none' : s.search },
      ];
    case 'analyze':
      return searching({ ...idle, side: undefined }, 'analyze', game());
    case 'exit':
      return [s.search === 'analyze' ? idle : s];
    default:
      // A bare move is a move too (for a GUI that did not take usermove=1).
      if (command !== undefined && words.length === 1 && /^[a-h][1-8][a-h][1-8][nbrq]?$/i.test(command))
        return userMove(s, command);
      return [s];
  }
}

/** The readings after `usermove m` in reading `s`. */
function userMove(s: XBoardState, m: string): XBoardState[] {
  if (s.search === 'think') return [s]; // "not your turn"
  const g = gameOf(s.fen, s.moves);
  if (!tryMove(g, m)) return [s];
  const played: XBoardState = { ...s, moves: [...s.moves, m], search: 'none' };
  const out: XBoardState[] = [];
  // A ponder search hit by the move goes on as the engine's own; which reply it expected is not
  // printed, so both readings stay open.
  if (s.search === 'ponder' && over(g) !== 'yes') out.push({ ...played, search: 'hit' });
  if (s.search === 'analyze') out.push(...searching(played, 'analyze', g));
  else if (s.side === g.turn()) out.push(...searching(played, 'think', g));
  else out.push(played);
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

function key(c: Candidate): string {
  const s = c.state;
  return `${c.next}|${s.fen}|${s.moves.join(' ')}|${s.side}|${s.search}|${s.ponder}`;
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
  private advance(c: Candidate, to: number): Candidate[] {
    const all: Candidate[] = [c];
    let level: Candidate[] = [c];
    for (let i = c.next; i < to && level.length > 0; i++) {
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
        .flatMap((c) => (c.next <= ping.at + 1 ? this.advance(c, ping.at + 1) : []))
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
