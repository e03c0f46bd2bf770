// A scripted engine host for protocol session tests (UCI and XBoard): every search waits for
// the test to answer it (or for stop() when `answerOnStop` is set), and every request is logged,
// so the order of lines and what the engine was asked are checked exactly. Never built into dist/.
//
// Like the real host (EngineHost), stop() reaches only a search already asked for: a stop that
// comes before search() is forgotten, and ready() answers only once a running search has ended. With `holdPositions` set, setPosition() waits until the
// test calls releasePositions(), so a test can put a command between the set-up and the search
// (the race of a worker that is slow to take the position).

import { boardFromFen } from '../../../core/fen.js';
import { X88 } from '../../../core/layout.js';
import { legalMoves } from '../../../core/movegen.js';
import { makeUci, parseUci } from '../../../core/uci-move.js';
import type { InfoRecord, SearchLimits, SearchResult } from '../../../engines/engine.js';
import type { UciHost } from '../session.js';

export interface PendingSearch {
  readonly limits: SearchLimits;
  readonly onInfo: ((info: InfoRecord) => void) | undefined;
  settled: boolean;
  /** Called once the search has answered (a worker's queue moves on). */
  readonly ended: (() => void)[];
  resolve(result: SearchResult): void;
  reject(error: Error): void;
}

/** A search result with the given move(s); the pv follows the moves. */
export function result(
  bestmove: string | null,
  ponder?: string,
  source: 'search' | 'book' = 'search',
): SearchResult {
  const pv = [bestmove, ponder].filter((m): m is string => typeof m === 'string');
  return {
    depth: 2,
    seldepth: 3,
    score: { cp: 7 },
    nodes: 100,
    ms: 10,
    pv,
    bestmove,
    ...(ponder !== undefined ? { ponder } : {}),
    source,
  };
}

/** An iteration at `depth` with the given pv (score, nodes and time follow from the depth). */
export function info(depth: number, pv: string[]): InfoRecord {
  return { depth, seldepth: depth, score: { cp: depth }, nodes: 10 * depth, ms: depth, pv };
}

/** The first legal move of the position the host was last given (a `setPosition` in `log`). */
export function legalReply(log: readonly string[]): string {
  const set = [...log].reverse().find((l) => l.startsWith('setPosition '));
  if (set === undefined) throw new Error('no position was set');
  const [fenPart, movesPart] = set.slice('setPosition '.length).split(' moves ');
  const board = boardFromFen(fenPart!, X88);
  if (!board.ok) throw new Error(board.error.message);
  for (const m of movesPart?.split(' ') ?? []) {
    const move = parseUci(board.value, m);
    if (!move.ok) throw new Error(`${m} is not legal`);
    board.value.make(move.value);
  }
  return makeUci(board.value, legalMoves(board.value)[0]!);
}

/** Lets queued promise callbacks and immediate timers run. */
export const settle = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 0));

/** A host whose searches wait for the test, or for stop() when `answerOnStop` is set. */
export class ScriptedHost implements UciHost {
  readonly log: string[] = [];
  readonly searches: PendingSearch[] = [];
  stops = 0;
  answerOnStop: SearchResult | undefined = result('e2e4');
  failOption: string | undefined;
  /** While set, setPosition() waits for releasePositions(). */
  holdPositions = false;
  private readonly heldPositions: (() => void)[] = [];

  setOption(name: string, value: string): Promise<void> {
    this.log.push(`setOption ${name}=${value}`);
    return this.failOption ? Promise.reject(new Error(this.failOption)) : Promise.resolve();
  }
  newGame(): Promise<void> {
    this.log.push('newGame');
    return Promise.resolve();
  }
  setPosition(fen: string, moves: readonly string[]): Promise<void> {
    this.log.push(`setPosition ${fen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`);
    if (!this.holdPositions) return Promise.resolve();
    return new Promise((resolve) => this.heldPositions.push(resolve));
  }
  /** Lets every held setPosition() answer, and holds no more; returns how many there were. */
  releasePositions(): number {
    this.holdPositions = false;
    const held = this.heldPositions.splice(0);
    for (const release of held) release();
    return held.length;
  }
  search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult> {
    this.log.push(`search ${JSON.stringify(limits)}`);
    return new Promise((resolve, reject) => {
      const p: PendingSearch = {
        limits,
        onInfo,
        settled: false,
        ended: [],
        resolve: (r) => {
          p.settled = true;
          resolve(r);
          for (const f of p.ended.splice(0)) f();
        },
        reject: (e) => {
          p.settled = true;
          reject(e);
          for (const f of p.ended.splice(0)) f();
        },
      };
      this.searches.push(p);
    });
  }
  stop(): void {
    this.stops++;
    const running = this.running();
    if (running && this.answerOnStop) running.resolve(this.answerOnStop);
  }
  /** Like a worker, answers once the search it is running (if any) has ended. */
  ready(): Promise<void> {
    this.log.push('ready');
    const running = this.running();
    if (running === undefined) return Promise.resolve();
    return new Promise((resolve) => running.ended.push(() => resolve()));
  }
  /** The search still waiting for its answer, if any. */
  running(): PendingSearch | undefined {
    return this.searches.find((s) => !s.settled);
  }
}

/** A session under test: fed lines, writing to arrays. */
interface TestableSession {
  receive(line: string): void;
  idle(): Promise<void>;
}

/**
 * A session on a scripted host, its output kept: `send` feeds lines and returns what they
 * printed once handled. `make` builds the session for the host and the output.
 */
export function harness<S extends TestableSession>(
  make: (host: ScriptedHost, out: { line(t: string): void; diagnostic(t: string): void }) => S,
) {
  const host = new ScriptedHost();
  const lines: string[] = [];
  const diagnostics: string[] = [];
  const session = make(host, { line: (t) => lines.push(t), diagnostic: (t) => diagnostics.push(t) });
  /** Sends lines and waits until they are handled; returns the lines printed meanwhile. */
  const send = async (...input: string[]): Promise<string[]> => {
    const from = lines.length;
    for (const l of input) session.receive(l);
    await session.idle();
    await settle();
    return lines.slice(from);
  };
  return { host, lines, diagnostics, session, send };
}
