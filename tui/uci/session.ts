// The UCI adapter: one engine behind the Universal Chess Interface, as a state machine fed one
// input line at a time and talking to the engine through a host (an engine in a worker thread).
//
// Commands are handled in the order they arrive, each to completion before the next; a search
// is started by `go` and then runs on its own, so `isready`, `stop` and `ponderhit` are answered
// while it runs. The session keeps its own board of the current position: it checks `position`
// commands before the engine sees them (a bad one leaves the previous position in force), checks
// every move the engine reports, and falls back to the first legal move if the engine has none.
//
//   idle --go--> searching --engine returns--> (bestmove) idle
//                    |  go infinite / go ponder: the result is held until stop (or ponderhit)
//                    |  go while searching: the old search is stopped and answered first
//
// Worker requests that are not a search (setoption, ucinewgame) are sent without waiting, so a
// GUI that sends them during a search cannot block the session; the worker applies them in
// order, after the search. `isready` while idle waits for the worker to catch up.

import type { Board } from '../../core/board.js';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { legalMoves } from '../../core/movegen.js';
import { makeUci, parseUci } from '../../core/uci-move.js';
import { isInsufficientMaterial } from '../../core/rules.js';
import type { EngineMeta, InfoRecord, OptionSpec, SearchLimits, SearchResult } from '../../engines/engine.js';
import { OptionValues, parseOptionValue } from '../../engines/options.js';
import { periodBudget } from '../../engines/period.js';
import { MOVE_OVERHEAD } from '../../engines/analysis.js';
import { timeBudget, withMoveOverhead } from '../../engines/search-common.js';
import { LineSession } from './line-session.js';
import {
  formatBestmove,
  formatError,
  formatId,
  formatInfo,
  formatInfoString,
  formatOption,
  UCI_EMPTY,
} from './format.js';
import { MAX_GO_DEPTH, parseUciLine, quote, type GoCommand, type UciCommand } from './parse.js';
import { errorMessage } from '../../core/result.js';
import { UCI_TABLE, uciCommandOf, type UciState } from './table.js';

/** What the session needs from an engine host (EngineHost has all of it). */
export interface UciHost {
  setOption(name: string, value: string): Promise<void>;
  newGame(): Promise<void>;
  setPosition(fen: string, moves: readonly string[]): Promise<void>;
  /** `since` (epochNow) is when the move's time began: the `go` line's arrival. */
  search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void, since?: number): Promise<SearchResult>;
  /** Stops the search already asked for; a stop before search() is forgotten. */
  stop(): void;
  ready(): Promise<void>;
}

/** Where the session writes: protocol lines (stdout) and diagnostics (stderr). */
export interface UciOutput {
  line(text: string): void;
  diagnostic(text: string): void;
}

/** The position the next `go` searches: as the engine gets it, and as a board for checking moves. */
interface SessionPosition {
  readonly fen: string;
  readonly moves: readonly string[];
  readonly board: Board;
}

/** One `go`, from the command to its `bestmove`. */
interface ActiveSearch {
  /** The position searched (the session's position may change while the search runs). */
  readonly board: Board;
  /** The limits of the `go` (for a ponder search, those that apply after `ponderhit`). */
  readonly limits: SearchLimits;
  readonly infinite: boolean;
  pondering: boolean;
  stopRequested: boolean;
  /** The engine's answer, once it has come (held while infinite or pondering). */
  result: SearchResult | undefined;
  /** Set when the engine failed instead of answering. */
  failed: boolean;
  /** The last info line printed, so the final one is not printed twice. */
  lastInfo: string | undefined;
  answered: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  readonly done: Promise<void>;
  readonly markDone: () => void;
}

/**
 * Options of the protocol rather than the engine, listed after the engine's own. `Ponder` tells
 * a GUI or match runner that the engine can search on the opponent's time (`go ponder`); the
 * session remembers its value and needs nothing from the engine for it.
 */
export const PROTOCOL_OPTIONS: readonly OptionSpec[] = [
  {
    name: 'Ponder',
    type: 'check',
    default: false,
    help: "Let the GUI send 'go ponder': search on the opponent's time (every engine can).",
  },
];

/** The longest delay a Node timer takes (a longer one fires after 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long `quit` (or the end of input) waits for a stopped search to answer. */
const QUIT_GRACE_MS = 1000;

/**
 * Whether the game is over by a draw rule in the board's position (its history counted):
 * threefold repetition, the fifty-move rule, or material that cannot mate.
 */
export function drawnByRule(board: Board): boolean {
  return board.repetitions() >= 2 || board.halfmove >= 100 || isInsufficientMaterial(board);
}

/**
 * The moves of `pv` that are legal one after another from `board`, in canonical UCI, up to and
 * including a move that ends the game by a draw rule (a threefold repetition counting the
 * game's history, the fifty-move rule, dead material): a pv never runs on past the game's end.
 */
export function legalPrefix(board: Board, pv: readonly string[]): string[] {
  const b = board.clone();
  const out: string[] = [];
  for (const text of pv) {
    const move = parseUci(b, text);
    if (!move.ok) break;
    out.push(makeUci(b, move.value));
    b.make(move.value);
    if (drawnByRule(b)) break;
  }
  return out;
}

/** The limits a ponder search runs with: no clock (it is the opponent's time), until told. */
function ponderLimits(limits: SearchLimits): SearchLimits {
  return {
    ...(limits.depth !== undefined ? { depth: limits.depth } : {}),
    ...(limits.nodes !== undefined ? { nodes: limits.nodes } : {}),
    infinite: true,
  };
}

export class UciSession extends LineSession {
  private position: SessionPosition;
  private search: ActiveSearch | undefined;
  private debug = false;
  /** The engine's option values as set through this session (for the period note on `go`). */
  private readonly values: OptionValues;

  constructor(
    private readonly meta: EngineMeta,
    private readonly options: readonly OptionSpec[],
    private readonly host: UciHost,
    private readonly out: UciOutput,
  ) {
    super();
    const start = boardFromFen(START_FEN, X88);
    if (!start.ok) throw new Error(start.error.message);
    this.position = { fen: START_FEN, moves: [], board: start.value };
    this.values = new OptionValues(options);
  }

  protected isQuit(line: string): boolean {
    const parsed = parseUciLine(line);
    return parsed.ok && parsed.value?.kind === 'quit';
  }

  protected async handleLine(line: string, at: number): Promise<void> {
    const parsed = parseUciLine(line);
    if (!parsed.ok) this.error(parsed.error.message);
    else if (parsed.value === undefined) {
      if (this.debug && line.trim() !== '') this.out.line(formatInfoString(`ignored: ${line}`));
    } else await this.handle(parsed.value, at);
  }

  /** A bug, not bad input: said on both streams; the session carries on with the next line. */
  protected internalError(e: unknown): void {
    this.out.diagnostic(`internal error: ${errorMessage(e)}`);
    this.error(`internal error: ${errorMessage(e)}`);
  }

  /** The lines before `quit` never finished: said on stderr; a search still running is stopped. */
  protected abandon(ms: number): void {
    this.out.diagnostic(`quit: the commands before it had not finished after ${ms} ms; ending anyway`);
    this.host.stop();
  }

  /** An `info string error:` line. */
  private error(text: string): void {
    this.out.line(formatError(text));
  }

  /** The session's state (table.ts): what the table's rows are looked up by. */
  state(): UciState {
    const s = this.search;
    if (s === undefined) return 'idle';
    if (s.pondering) return 'pondering';
    return s.infinite ? 'infinite' : 'searching';
  }

  /**
   * Handles one well-formed command, which arrived at `at` (epochNow): its row for the current
   * state (UCI_TABLE) says what becomes of the running search, then the command is carried out.
   */
  private async handle(command: UciCommand, at: number): Promise<void> {
    const row = UCI_TABLE[uciCommandOf(command)].rows[this.state()];
    const s = this.search;
    if (s !== undefined && row.search === 'move') {
      this.requestStop(s);
      // A new search (or the end) waits for the old one's bestmove, so the answers keep their order.
      if (command.kind === 'go') await s.done;
      else if (command.kind === 'quit')
        await Promise.race([s.done, new Promise((resolve) => setTimeout(resolve, QUIT_GRACE_MS).unref())]);
    }
    if (s !== undefined && row.search === 'hit') this.ponderhit(s);
    switch (command.kind) {
      case 'uci':
        // When idle, after the engine is ready (its warm-up done): the GUI's first search then
        // runs at full speed. (During a search the worker answers only when it has finished.)
        if (this.search === undefined) await this.host.ready().catch(() => undefined);
        for (const line of formatId(this.meta)) this.out.line(line);
        for (const spec of this.allOptions()) this.out.line(formatOption(spec));
        this.out.line('uciok');
        return;
      case 'debug':
        this.debug = command.on;
        return;
      case 'isready':
        if (this.search === undefined) {
          try {
            await this.host.ready();
          } catch (e) {
            this.error(`engine: ${errorMessage(e)}`);
          }
        }
        this.out.line('readyok');
        return;
      case 'setoption':
        return this.setOption(command.name, command.value);
      case 'register':
        return;
      case 'ucinewgame':
        this.host.newGame().catch((e: unknown) => this.error(`ucinewgame: ${errorMessage(e)}`));
        return;
      case 'position':
        return this.setPosition(command.fen, command.moves);
      case 'go':
        return this.go(command, at);
      case 'stop':
      case 'ponderhit':
        return;
      case 'quit':
        return this.finish();
    }
  }

  /** The engine's options, then the protocol's (Ponder). */
  private allOptions(): readonly OptionSpec[] {
    return [...this.options, ...PROTOCOL_OPTIONS];
  }

  /**
   * Checks the option against the engine's table here, then hands it to the engine. A protocol
   * option (Ponder) is checked here and goes no further: pondering is the session's business, and the
   * session ponders on `go ponder` whatever its value (a GUI sends that only when it is on).
   */
  private setOption(name: string, value: string | undefined): void {
    const options = this.allOptions();
    const spec = options.find((o) => o.name.toLowerCase() === name.toLowerCase());
    if (spec === undefined) {
      const known = options.map((o) => o.name).join(', ');
      this.error(`setoption: no option ${quote(name)}${known ? `; options are ${known}` : ''}`);
      return;
    }
    if (value === undefined) {
      this.error(`setoption: ${spec.name} needs 'value <${spec.type}>'`);
      return;
    }
    const text = value === UCI_EMPTY ? '' : value;
    const parsed = parseOptionValue(spec, text);
    if (!parsed.ok) {
      this.error(`setoption: ${parsed.error}`);
      return;
    }
    if (PROTOCOL_OPTIONS.includes(spec)) return;
    this.values.set(spec.name, text);
    this.host.setOption(spec.name, text).catch((e: unknown) => this.error(`setoption: ${errorMessage(e)}`));
  }

  /** Plays `moves` from `fen` on a board; on any error the previous position stays. */
  private setPosition(fen: string, moves: readonly string[]): void {
    const parsed = boardFromFen(fen, X88);
    if (!parsed.ok) {
      this.error(`position: ${parsed.error.message}`);
      return;
    }
    const board = parsed.value;
    const played: string[] = [];
    for (const [i, text] of moves.entries()) {
      const move = parseUci(board, text);
      if (!move.ok) {
        this.error(`position: move ${i + 1} ${quote(text)} is ${move.error.detail}`);
        return;
      }
      played.push(makeUci(board, move.value));
      board.make(move.value);
    }
    this.position = { fen, moves: played, board };
  }

  /** Starts a search of the current position (the table's row has answered any running one). */
  private async go(command: GoCommand, at: number): Promise<void> {
    const period = this.periodNote();
    if (period !== undefined) this.out.line(formatInfoString(period));
    // searchmoves: the engine searches those root moves only (SearchLimits.searchmoves).
    let limits =
      command.searchmoves.length > 0
        ? { ...command.limits, searchmoves: command.searchmoves }
        : command.limits;
    if (command.mate !== undefined)
      limits = { ...limits, depth: Math.min(limits.depth ?? MAX_GO_DEPTH, 2 * command.mate - 1) };

    let markDone!: () => void;
    const done = new Promise<void>((resolve) => (markDone = resolve));
    const s: ActiveSearch = {
      board: this.position.board.clone(),
      limits,
      infinite: limits.infinite === true,
      pondering: command.ponder,
      stopRequested: false,
      result: undefined,
      failed: false,
      lastInfo: undefined,
      answered: false,
      timer: undefined,
      done,
      markDone,
    };
    this.search = s;
    try {
      await this.host.setPosition(this.position.fen, this.position.moves);
    } catch (e) {
      this.fail(s, `position: ${errorMessage(e)}`);
      return;
    }
    this.host
      .search(
        command.ponder ? ponderLimits(limits) : limits,
        (info) => this.onInfo(s, info),
        command.ponder ? undefined : at,
      )
      .then(
        (result) => {
          s.result = result;
          if (!this.holding(s)) this.answer(s);
        },
        (e: unknown) => this.fail(s, `search: ${errorMessage(e)}`),
      )
      .catch((e: unknown) => this.internalError(e));
  }

  /**
   * At period strength or pace (the engine's `Period` option), what that does to the `go`'s
   * limits: the period's node budget is one more limit (engines/period.ts periodLimits).
   */
  private periodNote(): string | undefined {
    if (!this.options.some((o) => o.name === 'Period')) return undefined;
    const mode = this.values.string('Period');
    if (mode === 'off') return undefined;
    const rate = this.values.number('PeriodRate');
    const seconds = this.values.number('PeriodMoveTime');
    return (
      `Period ${mode}: at most ${periodBudget(rate, seconds)} ${this.meta.period?.unit ?? 'nodes'} (PeriodRate ${rate} x PeriodMoveTime ${seconds})` +
      `${mode === 'pace' ? ', taking as long as the period machine did' : ''}; ` +
      `the go's own limits hold too, and the first reached ends the search`
    );
  }

  /** The engine's Move Overhead as set through this session (0 for an engine without it). */
  private moveOverhead(): number {
    return this.options.some((o) => o.name === MOVE_OVERHEAD) ? this.values.number(MOVE_OVERHEAD) : 0;
  }

  /** Whether a finished search must keep its bestmove back (infinite or pondering, not stopped). */
  private holding(s: ActiveSearch): boolean {
    return (s.infinite || s.pondering) && !s.stopRequested;
  }

  /** Prints a finished iteration (unless the search has already answered). */
  private onInfo(s: ActiveSearch, info: InfoRecord): void {
    if (s.answered) return;
    s.lastInfo = formatInfo(info, legalPrefix(s.board, info.pv));
    this.out.line(s.lastInfo);
  }

  /** The engine failed instead of answering: say so, and answer with a legal move anyway. */
  private fail(s: ActiveSearch, text: string): void {
    this.out.diagnostic(`engine ${this.meta.id}: ${text}`);
    this.error(text);
    s.failed = true;
    this.answer(s);
  }

  /** Asks the search to end; one already finished (held) answers now. */
  private requestStop(s: ActiveSearch): void {
    s.stopRequested = true;
    this.host.stop();
    if (s.result !== undefined || s.failed) this.answer(s);
  }

  /**
   * The opponent played the expected move: the ponder search goes on, now on the engine's own
   * clock. Its time budget (the engine's own rule, search-common.ts timeBudget) runs from now;
   * when it is spent the search is stopped and answers with its best move so far.
   */
  private ponderhit(s: ActiveSearch): void {
    if (!s.pondering) return;
    s.pondering = false;
    if (s.result !== undefined || s.failed) {
      if (!this.holding(s)) this.answer(s);
      return;
    }
    if (s.infinite) return;
    const budget = timeBudget(withMoveOverhead(s.limits, this.moveOverhead()), s.board.side);
    if (budget !== undefined) {
      // Node's timers hold at most 2^31 - 1 ms (24.8 days); a longer one would fire at once.
      s.timer = setTimeout(
        () => {
          if (this.search === s) this.host.stop();
        },
        Math.min(budget, MAX_TIMER_MS),
      );
    }
  }

  /** Prints the search's bestmove (at most once), checked against its position. */
  private answer(s: ActiveSearch): void {
    if (s.answered) return;
    s.answered = true;
    if (s.timer !== undefined) clearTimeout(s.timer);
    if (this.search === s) this.search = undefined;

    const r = s.result;
    const parsed = r?.bestmove ? parseUci(s.board, r.bestmove) : undefined;
    let best: string | null;
    let ponder: string | undefined;
    if (parsed?.ok) {
      best = makeUci(s.board, parsed.value);
      if (r?.ponder !== undefined) {
        const after = s.board.clone();
        after.make(parsed.value);
        const reply = parseUci(after, r.ponder);
        // No ponder move after a move that ends the game (a draw by rule: the pv ends there too).
        if (reply.ok && !drawnByRule(after)) ponder = makeUci(after, reply.value);
      }
    } else {
      const moves = legalMoves(s.board);
      best = moves.length > 0 ? makeUci(s.board, moves[0]!) : null;
      if (best !== null && !s.failed) {
        const why = r?.bestmove ? `its move ${quote(r.bestmove)} is not legal here` : 'it gave no move';
        this.out.diagnostic(`engine ${this.meta.id}: ${why}; playing ${best}`);
      }
    }
    // The final report: the best line so far with what the whole search spent (a search cut
    // off by stop or the clock has spent more than its last finished iteration says).
    const info = r ?? { depth: 0, seldepth: 0, score: { cp: 0 }, nodes: 0, ms: 0, pv: [] };
    const pv = parsed?.ok ? legalPrefix(s.board, info.pv) : best !== null ? [best] : [];
    const final = formatInfo(info, pv);
    if (final !== s.lastInfo) this.out.line(final);
    // What the engine says about the search (a position its original could not hold), one
    // `info string` each, before the answer.
    for (const n of r?.notices ?? []) this.out.line(formatInfoString(n.text));
    this.out.line(formatBestmove(best, ponder));
    s.markDone();
  }

  /** Stops a search in progress (it still answers), then ends the session. */
  protected async quit(): Promise<void> {
    const s = this.search;
    if (s !== undefined) {
      this.requestStop(s);
      await Promise.race([s.done, new Promise((resolve) => setTimeout(resolve, QUIT_GRACE_MS).unref())]);
    }
    this.finish();
  }
}
