// The XBoard adapter: one engine behind the Chess Engine Communication Protocol (CECP, version
// 2, as xboard, WinBoard and cutechess-cli speak it), as a state machine fed one input line at a
// time, talking to the engine through the same host as the UCI adapter (docs/xboard.md).
//
// Unlike UCI, the engine keeps the game: the GUI sends the opponent's moves (`usermove e2e4`),
// and the engine answers `move e7e5` when it is its turn. The session's state:
//
//   engine side: white | black | none (force mode: moves are only recorded)
//   game:        the start FEN and the moves played (the engine gets both on every search)
//   clocks:      `level` or `st` (and `sd`), with `time`/`otim` before each move
//   search:      none | thinking (its own move) | pondering (on the expected reply, `hard`)
//                | analysing (`analyze` until `exit`)
//
// What a command does in each state (force, idle, thinking, pondering, ponderhit, analyzing,
// over) is a row of the state table in table.ts: handle() looks it up before anything else.
//
// Commands are handled in order, each to completion; a search runs on its own, so `ping`, `?`,
// `force` and the rest are answered while it runs. A search that is no longer wanted (the game
// moved on) is stopped and its answer dropped; one dropped while its position is still being set
// up is never started. The ponder search after the engine's move is started through the command
// chain, after the lines already received, so a command never meets it half started. Bad input gets one line: `Error (what): command`
// or `Illegal move (why): move`, the input it repeats cut to 80 characters and its control
// characters escaped; nothing else changes. Output keeps the order of the commands: a request to
// the engine (`option`, `new`) made while no search runs is waited for, so its error comes before
// the answer to the next command (`pong`).

import type { Board } from '../../core/board.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { legalMoves } from '../../core/movegen.js';
import { gameState } from '../../core/rules.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import type {
  EngineMeta,
  InfoRecord,
  OptionSpec,
  Score,
  SearchLimits,
  SearchResult,
} from '../../engines/engine.js';
import { parseOptionValue } from '../../engines/options.js';
import { MOVE_OVERHEAD } from '../../engines/analysis.js';
import { timeBudget, withMoveOverhead } from '../../engines/search-common.js';
import { epochNow } from '../engine-host/protocol.js';
import type { UciHost, UciOutput } from '../uci/session.js';
import { LineSession } from '../uci/line-session.js';
import { legalPrefix } from '../uci/session.js';
import { errorMessage } from '../../core/result.js';
import { clipInput, oneLine } from '../commands/output.js';
import { commandOf, XBOARD_TABLE, type SearchEffect, type XBoardState } from './table.js';

/** What the session needs from an engine host: the UCI adapter's (EngineHost has it all). */
export type XBoardHost = UciHost;

/** Where the session writes: protocol lines (stdout) and diagnostics (stderr). */
export type XBoardOutput = UciOutput;

/** The deepest `sd` the session passes on. */
const MAX_DEPTH = 64;

/**
 * The time control of a game whose GUI sends none (no `level`, `st`, `sd` or `time`): xboard's
 * own default, 40 moves in 5 minutes, so that `go` always ends in a move.
 */
const DEFAULT_LEVEL: Level = { moves: 40, baseMs: 5 * 60_000, incMs: 0 };

/**
 * `st 0`: a move time under a second (cutechess sends a fractional `st` as whole seconds, so
 * 0.5 s comes as `st 0`, with the move's time in `time`). The engine takes what `time` last said
 * it has, at most a second, or without a `time` half a second.
 */
const ST_ZERO_MAX_MS = 1000;
const ST_ZERO_DEFAULT_MS = 500;

/** How long `quit` waits for a stopped search to end before the session ends anyway. */
const QUIT_GRACE_MS = 1000;

/** A mate score as xboard reads it: 100000 + moves to mate (negative when being mated). */
const XBOARD_MATE = 100_000;

/** One search in progress. */
interface ActiveSearch {
  readonly kind: 'think' | 'ponder' | 'analyze';
  /** The position searched. */
  readonly board: Board;
  /** For a ponder search: the opponent's move it expects (the search is of the position after it). */
  readonly expected?: string;
  /** Set when the answer is no longer wanted: it is dropped when it comes. */
  dropped: boolean;
  /** Set by `?`: stopped as soon as it runs (a stop before the search starts would be forgotten). */
  moveNow: boolean;
  /** For a ponder search that the opponent's move hit: play its answer as the engine's move. */
  hit: boolean;
  /** The answer, once it has come (a hit ponder search may finish before its time is up). */
  result: SearchResult | undefined;
  /** The last thinking line printed, so the final one is not printed twice. */
  lastThinking: string | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  readonly done: Promise<void>;
}

/** The time control of `level`: moves per session (0: the whole game), base and increment in ms. */
interface Level {
  readonly moves: number;
  readonly baseMs: number;
  readonly incMs: number;
}

/** A whole number 0 or more, or undefined. */
function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

/** `level`'s base time, minutes or minutes:seconds, in ms; undefined if malformed. */
function parseBase(text: string | undefined): number | undefined {
  const m = text === undefined ? null : /^(\d+)(?::(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return (Number(m[1]) * 60 + Number(m[2] ?? 0)) * 1000;
}

/** A search score as xboard's thinking output gives it: centipawns, or 100000 + moves to mate. */
export function xboardScore(score: Score): number {
  if ('cp' in score) return score.cp;
  if (score.mate > 0) return XBOARD_MATE + score.mate;
  return -XBOARD_MATE - Math.abs(score.mate);
}

/** A thinking line: `ply score time nodes pv`, time in centiseconds. */
export function formatThinking(info: InfoRecord, pv: readonly string[]): string {
  const cs = Math.max(0, Math.round(info.ms / 10));
  return `${info.depth} ${xboardScore(info.score)} ${cs} ${info.nodes}${pv.length > 0 ? ` ${pv.join(' ')}` : ''}`;
}

/** An option as a `feature option="..."` value (xboard's option syntax). */
export function formatFeatureOption(spec: OptionSpec): string {
  switch (spec.type) {
    case 'spin':
      return `${spec.name} -spin ${spec.default} ${spec.min} ${spec.max}`;
    case 'check':
      return `${spec.name} -check ${spec.default ? 1 : 0}`;
    case 'combo':
      return `${spec.name} -combo ${spec.choices.map((c) => (c === spec.default ? `*${c}` : c)).join(' /// ')}`;
    case 'string':
      return `${spec.name} -string ${spec.default}`;
  }
}

/** The result line xboard expects when a move ends the game, or undefined while it goes on. */
export function resultLine(board: Board): string | undefined {
  switch (gameState(board)) {
    case 'ongoing':
      return undefined;
    case 'checkmate':
      return board.side === 1 ? '0-1 {Black mates}' : '1-0 {White mates}';
    case 'stalemate':
      return '1/2-1/2 {Stalemate}';
    case 'threefold':
      return '1/2-1/2 {Draw by repetition}';
    case 'fifty-moves':
      return '1/2-1/2 {Draw by fifty move rule}';
    case 'insufficient-material':
      return '1/2-1/2 {Insufficient material}';
  }
}

export class XBoardSession extends LineSession {
  private fen = START_FEN;
  private moves: string[] = [];
  private board: Board;
  /** The side the engine plays, 1 (White) or -1 (Black); undefined in force mode. */
  private engineSide: 1 | -1 | undefined = -1;
  private post = false;
  private ponder = false;
  private level: Level | undefined;
  private moveTimeMs: number | undefined;
  private depth: number | undefined;
  /** The engine's and the opponent's clocks from `time` and `otim`, in ms. */
  private ownMs: number | undefined;
  private otherMs: number | undefined;
  private search: ActiveSearch | undefined;
  /** `analyze` mode, until `exit` (or a command that leaves it: force, go, playother, result). */
  private analyzing = false;
  /** Counts changes to the game (moves, take-backs, new positions), so queued work can tell it is stale. */
  private version = 0;

  constructor(
    private readonly meta: EngineMeta,
    private readonly options: readonly OptionSpec[],
    private readonly host: XBoardHost,
    private readonly out: XBoardOutput,
  ) {
    super();
    this.board = this.startBoard(START_FEN)!;
    const overhead = options.find((o) => o.name === MOVE_OVERHEAD);
    this.overheadMs = overhead?.type === 'spin' ? overhead.default : 0;
  }

  /** The engine's Move Overhead as set through `option` (the session's own ponder-hit timer uses it). */
  private overheadMs: number;

  protected isQuit(line: string): boolean {
    return line.trim() === 'quit';
  }

  protected handleLine(line: string, at: number): Promise<void> {
    return this.handle(line.trim(), at);
  }

  /** A bug, not bad input: said on both streams; the session carries on with the next line. */
  protected internalError(e: unknown): void {
    this.out.diagnostic(`internal error: ${errorMessage(e)}`);
    this.error('internal error', errorMessage(e));
  }

  /** The lines before `quit` never finished: said on stderr; a search still running is stopped. */
  protected abandon(ms: number): void {
    this.out.diagnostic(`quit: the commands before it had not finished after ${ms} ms; ending anyway`);
    if (this.search !== undefined) this.search.dropped = true;
    this.host.stop();
  }

  /** `Error (what): command`, the protocol's answer to a command it cannot take. */
  private error(what: string, command: string): void {
    this.out.line(`Error (${oneLine(what)}): ${clipInput(command)}`);
  }

  /**
   * A request to the engine. While no search runs it is waited for (the worker answers at once),
   * so its error, if any, comes before the next command's output; during a search the worker
   * takes it after the search, and its error comes then.
   */
  private async toEngine(request: Promise<void>, line: string): Promise<void> {
    const answered = request.catch((e: unknown) => this.error(errorMessage(e), line));
    if (this.search === undefined) await answered;
  }

  private startBoard(fen: string): Board | undefined {
    const b = boardFromFen(fen, X88);
    return b.ok ? b.value : undefined;
  }

  /** The session's state (table.ts): what the table's rows are looked up by. */
  state(): XBoardState {
    if (this.analyzing) return 'analyzing';
    const s = this.search;
    if (s !== undefined) return s.kind === 'think' ? 'thinking' : s.hit ? 'ponderhit' : 'pondering';
    if (this.engineSide === undefined) return 'force';
    return resultLine(this.board) === undefined ? 'idle' : 'over';
  }

  /** Whether the engine plays a side and that side is to move (for the tests' invariants). */
  engineToMove(): boolean {
    return this.engineSide !== undefined && this.engineSide === this.board.side;
  }

  /**
   * Handles one command line, which arrived at `at` (epochNow): its row for the current state
   * (XBOARD_TABLE) says whether it is refused and what becomes of the running search; the
   * command's own step checks its argument first, so a bad one changes nothing.
   */
  private async handle(line: string, at: number): Promise<void> {
    if (line === '') return;
    const words = line.split(/\s+/);
    const command = commandOf(words);
    const row = XBOARD_TABLE[command].rows[this.state()];
    if (row.search === 'refuse') return this.error(row.refuse ?? 'refused', line);
    const arg = words[1];
    /** The row's effect on the running search, once the command's argument is known to be good. */
    const settle = () => this.settle(row.search);
    switch (command) {
      case 'protover':
        return this.features();
      case 'new':
        await settle();
        this.fen = START_FEN;
        this.moves = [];
        this.board = this.startBoard(START_FEN)!;
        this.version++;
        this.engineSide = -1;
        this.depth = undefined;
        this.moveTimeMs = undefined;
        await this.toEngine(this.host.newGame(), line);
        return this.resume(at);
      case 'setboard':
        return this.setBoard(line.slice('setboard'.length).trim(), line, at, settle);
      case 'usermove':
        return this.userMove(words[0] === 'usermove' ? (arg ?? '') : words[0]!, at, row.search);
      case 'force':
      case 'result':
        await settle();
        this.analyzing = false;
        this.engineSide = undefined;
        return;
      case 'go':
        await settle();
        this.analyzing = false;
        this.engineSide = this.board.side === 1 ? 1 : -1;
        return this.resume(at, true);
      case 'playother':
        await settle();
        this.analyzing = false;
        this.engineSide = this.board.side === 1 ? -1 : 1;
        return this.resume(at);
      case 'white':
      case 'black':
        // Protocol 1: the side to move becomes `command`, the engine the other side.
        await settle();
        this.analyzing = false;
        this.engineSide = command === 'white' ? -1 : 1;
        return this.resume(at);
      case 'level':
        return this.setLevel(words, line);
      case 'st': {
        const s = /^\d+(\.\d+)?$/.test(arg ?? '') ? Number(arg) : undefined;
        if (s === undefined) return this.error(`'${arg ?? ''}' is not a number of seconds`, line);
        this.moveTimeMs = Math.round(s * 1000);
        this.level = undefined;
        return;
      }
      case 'sd': {
        const d = wholeNumber(arg);
        if (d === undefined || d < 1) return this.error(`'${arg ?? ''}' is not a depth (1 or more)`, line);
        this.depth = Math.min(d, MAX_DEPTH);
        return;
      }
      case 'time':
      case 'otim': {
        const cs = /^-?\d+$/.test(arg ?? '') ? Number(arg) : undefined;
        if (cs === undefined) return this.error(`'${arg ?? ''}' is not a time in centiseconds`, line);
        if (command === 'time') this.ownMs = Math.max(0, cs * 10);
        else this.otherMs = Math.max(0, cs * 10);
        return;
      }
      case '?':
        return settle();
      case 'ping':
        this.out.line(`pong ${clipInput(arg ?? '')}`.trimEnd());
        return;
      case 'undo':
      case 'remove':
        return this.takeBack(command === 'undo' ? 1 : 2, line, at, settle);
      case 'post':
      case 'nopost':
        this.post = command === 'post';
        return;
      case 'hard':
      case 'easy':
        await settle();
        this.ponder = command === 'hard';
        return;
      case 'analyze':
        await settle();
        this.analyzing = true;
        this.engineSide = undefined;
        return this.resume(at);
      case 'exit':
        await settle();
        // Leaving analysis is force mode (even after a `new` during it, which names a side).
        if (this.analyzing) this.engineSide = undefined;
        this.analyzing = false;
        return;
      case 'option':
        return this.setOption(line.slice('option'.length).trim(), line);
      case 'variant':
        if (arg !== 'normal') this.error(`variant '${arg ?? ''}' is not supported; only normal`, line);
        return;
      case 'quit':
        return this.quit();
      case 'nps':
      case 'edit':
      case 'pause':
      case 'resume':
        return this.error(`not supported: ${command}${command === 'edit' ? '; use setboard' : ''}`, line);
      case '*':
        return this.error('unknown command', line);
      default:
        // The rest need nothing from this engine (xboard, accepted, random, computer, ...).
        return;
    }
  }

  /** What a command's row does to the running search: drop it, or make it move now. */
  private async settle(effect: SearchEffect): Promise<void> {
    const s = this.search;
    if (s === undefined) return;
    if (effect === 'drop') return this.cancel();
    if (effect === 'move') {
      s.moveNow = true;
      this.host.stop();
    }
  }

  /**
   * After a change to the game or the engine's side: analysis goes on with the position; an
   * engine to move thinks; a game over is announced when the engine is to move (or `announce`).
   */
  private async resume(at: number, announce = false): Promise<void> {
    if (this.search !== undefined) return;
    if (this.analyzing) return this.analyze();
    if (this.engineSide === undefined) return;
    const over = resultLine(this.board);
    if (over !== undefined) {
      if (announce || this.engineSide === this.board.side) this.out.line(over);
      return;
    }
    if (this.engineSide === this.board.side) return this.think(at);
  }

  /** The answer to `protover 2`: the features, `done=0` first so the GUI waits for the warm-up. */
  private async features(): Promise<void> {
    this.out.line('feature done=0');
    // A worker answers `ready` only after the search it runs: during one, the features at once.
    if (this.search === undefined) await this.host.ready().catch(() => undefined);
    const name = this.meta.name.replace(/"/g, "'");
    this.out.line(
      `feature ping=1 setboard=1 playother=1 usermove=1 time=1 draw=0 sigint=0 sigterm=0 reuse=1 ` +
        `analyze=1 san=0 colors=0 ics=0 name=0 pause=0 nps=0 debug=0 memory=0 smp=0 ` +
        `myname="${name}" variants="normal"`,
    );
    for (const spec of this.options) this.out.line(`feature option="${formatFeatureOption(spec)}"`);
    this.out.line('feature done=1');
  }

  /** `setboard FEN`: a new game from that position, the engine's side kept. */
  private async setBoard(fen: string, line: string, at: number, settle: () => Promise<void>): Promise<void> {
    const parsed = boardFromFen(fen, X88);
    if (!parsed.ok) return this.error(`bad FEN: ${parsed.error.message}`, line);
    await settle();
    this.fen = fen;
    this.moves = [];
    this.board = parsed.value;
    this.version++;
    return this.resume(at);
  }

  /**
   * The opponent's move (or, in force mode, either side's). `effect` is its row's: `hit` while
   * pondering (the expected reply keeps the ponder search as the engine's own, another drops it).
   */
  private async userMove(text: string, at: number, effect: SearchEffect): Promise<void> {
    const move = parseUci(this.board, text);
    if (!move.ok) {
      const why = move.error.code === 'syntax' ? 'not a move like e2e4 or e7e8q' : move.error.detail;
      this.out.line(`Illegal move (${oneLine(why)}): ${clipInput(text)}`);
      return;
    }
    const played = makeUci(this.board, move.value);
    const s = this.search;
    if (effect === 'hit' && s?.kind === 'ponder' && s.expected === played && !s.dropped) {
      this.play(played, move.value);
      return this.ponderHit(s, at);
    }
    await this.settle(effect === 'hit' ? 'drop' : effect);
    this.play(played, move.value);
    return this.resume(at, true);
  }

  private play(uci: string, move: number): void {
    this.moves.push(uci);
    this.board.make(move);
    this.version++;
  }

  /** `undo` (one move) or `remove` (two): taken back, the engine's side kept. */
  private async takeBack(
    count: number,
    line: string,
    at: number,
    settle: () => Promise<void>,
  ): Promise<void> {
    if (this.moves.length < count) return this.error(`only ${this.moves.length} moves to take back`, line);
    await settle();
    for (let i = 0; i < count; i++) {
      this.moves.pop();
      this.board.unmake();
    }
    this.version++;
    return this.resume(at);
  }

  /** `level MPS BASE INC`: moves per session (0 for all), base minutes[:seconds], increment seconds. */
  private setLevel(words: readonly string[], line: string): void {
    const moves = wholeNumber(words[1]);
    const baseMs = parseBase(words[2]);
    const inc = /^\d+(\.\d+)?$/.test(words[3] ?? '') ? Number(words[3]) : undefined;
    if (words.length !== 4 || moves === undefined || baseMs === undefined || inc === undefined)
      return this.error('expected level MOVES BASE INC, e.g. level 40 5 0 or level 0 2:30 1', line);
    this.level = { moves, baseMs, incMs: Math.round(inc * 1000) };
    this.moveTimeMs = undefined;
  }

  /** `option NAME=VALUE` for one of the engine's options (a check is 0 or 1). */
  private async setOption(text: string, line: string): Promise<void> {
    const eq = text.indexOf('=');
    const name = eq < 0 ? text : text.slice(0, eq);
    const spec = this.options.find((o) => o.name.toLowerCase() === name.trim().toLowerCase());
    if (spec === undefined) return this.error(`no option '${name.trim()}'`, line);
    let value = eq < 0 ? '' : text.slice(eq + 1);
    if (spec.type === 'check') value = value === '1' ? 'true' : value === '0' ? 'false' : value;
    const parsed = parseOptionValue(spec, value);
    if (!parsed.ok) return this.error(parsed.error, line);
    if (spec.name === MOVE_OVERHEAD) this.overheadMs = parsed.value as number;
    return this.toEngine(this.host.setOption(spec.name, value), line);
  }

  /**
   * The limits of the engine's own move, from `st`, `level` with `time`/`otim`, and `sd`; with
   * none of them, DEFAULT_LEVEL.
   */
  private limits(): SearchLimits {
    const depth = this.depth !== undefined ? { depth: this.depth } : {};
    if (this.moveTimeMs !== undefined) return { ...depth, movetime: this.moveTime(this.moveTimeMs) };
    const level =
      this.level ?? (this.ownMs === undefined && this.depth === undefined ? DEFAULT_LEVEL : undefined);
    if (level === undefined && this.ownMs === undefined) return depth;
    const own = this.ownMs ?? level?.baseMs ?? 0;
    const other = this.otherMs ?? own;
    const inc = level?.incMs ?? 0;
    const white = this.board.side === 1;
    const perSession = level?.moves ?? 0;
    const togo = perSession > 0 ? { movestogo: perSession - ((this.board.fullmove - 1) % perSession) } : {};
    return {
      ...depth,
      ...togo,
      wtime: white ? own : other,
      btime: white ? other : own,
      winc: inc,
      binc: inc,
    };
  }

  /** The move time of `st` (in ms); `st 0` is under a second (see ST_ZERO_MAX_MS). */
  private moveTime(stMs: number): number {
    if (stMs > 0) return stMs;
    if (this.ownMs === undefined) return ST_ZERO_DEFAULT_MS;
    return Math.max(1, Math.min(this.ownMs, ST_ZERO_MAX_MS));
  }

  /** A search of the current position for the engine's own move. */
  private async think(at: number): Promise<void> {
    const over = resultLine(this.board);
    if (over !== undefined) {
      this.out.line(over);
      return;
    }
    const s = await this.start('think', this.board.clone(), this.limits(), at);
    void s.done.then(() => this.answer(s));
  }

  /**
   * After the engine's move: search the position after the reply it expects, until told. Runs
   * as a step of the command chain; nothing if the game has changed since the move (`version`),
   * pondering is off or another search has started.
   */
  private async startPonder(expected: string | undefined, version: number): Promise<void> {
    if (!this.ponder || expected === undefined || this.engineSide === undefined) return;
    if (version !== this.version || this.search !== undefined) return;
    const after = this.board.clone();
    const move = parseUci(after, expected);
    if (!move.ok) return;
    after.make(move.value);
    if (resultLine(after) !== undefined) return;
    const depth = this.depth !== undefined ? { depth: this.depth } : {};
    await this.start(
      'ponder',
      after,
      { ...depth, infinite: true },
      undefined,
      [...this.moves, expected],
      expected,
    );
  }

  /** `analyze`: an endless search of the current position, its lines shown whatever `post` says. */
  private async analyze(): Promise<void> {
    if (resultLine(this.board) !== undefined || this.search !== undefined) return;
    await this.start('analyze', this.board.clone(), { infinite: true }, undefined);
  }

  /** Sets up the position and starts a search; the returned record's `done` resolves with its answer. */
  private async start(
    kind: ActiveSearch['kind'],
    board: Board,
    limits: SearchLimits,
    at: number | undefined,
    moves: readonly string[] = this.moves,
    expected?: string,
  ): Promise<ActiveSearch> {
    let resolveDone!: () => void;
    const s: ActiveSearch = {
      kind,
      board,
      ...(expected !== undefined ? { expected } : {}),
      dropped: false,
      moveNow: false,
      hit: false,
      result: undefined,
      lastThinking: undefined,
      timer: undefined,
      done: new Promise((resolve) => (resolveDone = resolve)),
    };
    this.search = s;
    try {
      await this.host.setPosition(this.fen, moves);
    } catch (e) {
      this.out.diagnostic(`engine ${this.meta.id}: position: ${errorMessage(e)}`);
      s.dropped = kind !== 'think';
      resolveDone();
      return s;
    }
    // Stopped while its position was being set up (the host forgets a stop that comes before
    // its search): it never starts, and whoever stopped it is waiting for `done`.
    if (s.dropped) {
      resolveDone();
      return s;
    }
    this.host
      .search(limits, (info) => this.onInfo(s, info), at)
      .then(
        (result) => (s.result = result),
        (e: unknown) => {
          this.out.diagnostic(`engine ${this.meta.id}: search: ${errorMessage(e)}`);
          if (kind !== 'think') s.dropped = true;
        },
      )
      .finally(resolveDone);
    if (s.moveNow) this.host.stop();
    return s;
  }

  /** Thinking output: with `post`, or always while analysing. */
  private onInfo(s: ActiveSearch, info: InfoRecord): void {
    if (s.dropped || (!this.post && s.kind !== 'analyze')) return;
    s.lastThinking = formatThinking(info, legalPrefix(s.board, info.pv));
    this.out.line(s.lastThinking);
  }

  /**
   * The opponent played the move the ponder search expected: it goes on as the engine's own
   * search, on the engine's clock from now, and its answer is the engine's move.
   */
  private ponderHit(s: ActiveSearch, at: number): void {
    s.hit = true;
    // With no clock (only `sd`, or nothing) the search ends at its depth, as a search would.
    const budget = timeBudget(withMoveOverhead(this.limits(), this.overheadMs), this.board.side);
    if (budget !== undefined) {
      s.timer = setTimeout(
        () => {
          if (this.search === s) this.host.stop();
        },
        Math.max(1, budget - (epochNow() - at)),
      );
    }
    void s.done.then(() => this.answer(s));
  }

  /** A finished search: a thinking (or hit pondering) one plays its move; others are just over. */
  private answer(s: ActiveSearch): void {
    if (s.timer !== undefined) clearTimeout(s.timer);
    if (this.search === s) this.search = undefined;
    if (s.dropped || (s.kind === 'ponder' && !s.hit) || s.kind === 'analyze') return;
    const board = this.board;
    const r = s.result;
    const parsed = r?.bestmove ? parseUci(board, r.bestmove) : undefined;
    let move: number | undefined = parsed?.ok ? parsed.value : undefined;
    if (move === undefined) {
      // The engine gave no move (or one that is not legal): the first legal one, said on stderr.
      const fallback = this.firstLegal();
      if (fallback === undefined) return;
      move = fallback;
      this.out.diagnostic(
        `engine ${this.meta.id}: no legal move from the engine; playing ${makeUci(board, move)}`,
      );
    }
    const uci = makeUci(board, move);
    if (r !== undefined) this.finalThinking(s, r);
    this.play(uci, move);
    this.out.line(`move ${uci}`);
    const over = resultLine(this.board);
    if (over !== undefined) {
      this.out.line(over);
      return;
    }
    const version = this.version;
    this.schedule(() => this.startPonder(r?.ponder, version));
  }

  /** The last thinking line (with what the whole search spent) before the move, with `post`. */
  private finalThinking(s: ActiveSearch, r: SearchResult): void {
    if (!this.post) return;
    const line = formatThinking(r, legalPrefix(s.board, r.pv));
    if (line !== s.lastThinking) this.out.line(line);
  }

  private firstLegal(): number | undefined {
    return legalMoves(this.board)[0];
  }

  /** Stops the search in progress, if any, and drops its answer; resolves once it has ended. */
  private async cancel(): Promise<void> {
    const s = this.search;
    if (s === undefined) return;
    s.dropped = true;
    if (s.timer !== undefined) clearTimeout(s.timer);
    this.host.stop();
    await s.done;
    if (this.search === s) this.search = undefined;
  }

  /** Stops a search in progress (its answer dropped), then ends the session. */
  protected async quit(): Promise<void> {
    await Promise.race([this.cancel(), new Promise((resolve) => setTimeout(resolve, QUIT_GRACE_MS).unref())]);
    this.finish();
  }
}
