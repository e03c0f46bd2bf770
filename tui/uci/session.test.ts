// The UCI session against a scripted host: every search is answered by the test, so the order
// of lines (info, bestmove, readyok) and what the engine was asked are checked exactly.

import { describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import type { InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import { GNU_META, GNU_OPTIONS } from '../../engines/gnu/engine.js';
import { UciSession, type UciHost } from './session.js';

interface PendingSearch {
  readonly limits: SearchLimits;
  readonly onInfo: ((info: InfoRecord) => void) | undefined;
  settled: boolean;
  resolve(result: SearchResult): void;
  reject(error: Error): void;
}

/** A search result with the given move(s); the pv follows the moves. */
function result(
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

function info(depth: number, pv: string[]): InfoRecord {
  return { depth, seldepth: depth, score: { cp: depth }, nodes: 10 * depth, ms: depth, pv };
}

/** A host whose searches wait for the test, or for stop() when `answerOnStop` is set. */
class ScriptedHost implements UciHost {
  readonly log: string[] = [];
  readonly searches: PendingSearch[] = [];
  stops = 0;
  answerOnStop: SearchResult | undefined = result('e2e4');
  failOption: string | undefined;

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
    return Promise.resolve();
  }
  search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult> {
    this.log.push(`search ${JSON.stringify(limits)}`);
    return new Promise((resolve, reject) => {
      const p: PendingSearch = {
        limits,
        onInfo,
        settled: false,
        resolve: (r) => {
          p.settled = true;
          resolve(r);
        },
        reject: (e) => {
          p.settled = true;
          reject(e);
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
  ready(): Promise<void> {
    this.log.push('ready');
    return Promise.resolve();
  }
  /** The search still waiting for its answer, if any. */
  running(): PendingSearch | undefined {
    return this.searches.find((s) => !s.settled);
  }
}

/** Lets queued promise callbacks and immediate timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const host = new ScriptedHost();
  const lines: string[] = [];
  const diagnostics: string[] = [];
  const session = new UciSession(GNU_META, GNU_OPTIONS, host, {
    line: (t) => lines.push(t),
    diagnostic: (t) => diagnostics.push(t),
  });
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

describe('handshake', () => {
  test('uci: id, one option line per option, uciok', async () => {
    const { send } = setup();
    const out = await send('uci');
    expect(out[0]).toBe('id name GNU Chess 1987');
    expect(out[1]).toBe('id author John Stanback');
    expect(out.slice(2, -1)).toHaveLength(GNU_OPTIONS.length);
    expect(out).toContain('option name Hash type spin default 1 min 1 max 1024');
    expect(out.at(-1)).toBe('uciok');
  });

  test('isready while idle waits for the engine, then readyok', async () => {
    const { send, host } = setup();
    expect(await send('isready')).toEqual(['readyok']);
    expect(host.log).toEqual(['ready']);
  });

  test('unknown lines print nothing; debug on echoes them as info string', async () => {
    const { send } = setup();
    expect(await send('hello', '', 'xyzzy 42')).toEqual([]);
    expect(await send('debug on', 'hello')).toEqual(['info string ignored: hello']);
  });
});

describe('setoption', () => {
  test('checked against the table, forwarded with the declared name', async () => {
    const { send, host } = setup();
    expect(await send('setoption name hash value 16', 'setoption name BookFile value <empty>')).toEqual([]);
    expect(host.log).toEqual(['setOption Hash=16', 'setOption BookFile=']);
  });

  test.each([
    ['setoption name Nope value 1', /^info string error: setoption: no option 'Nope'; options are UseHash, /],
    ['setoption name Hash value 0', /^info string error: setoption: option Hash: 0 is outside 1\.\.1024$/],
    ['setoption name Hash', /^info string error: setoption: Hash needs 'value <spin>'$/],
    ['setoption name OwnBook value maybe', /^info string error: setoption: option OwnBook: 'maybe' is not/],
  ])('%j is refused before the engine sees it', async (line, pattern) => {
    const { send, host } = setup();
    const out = await send(line);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(pattern);
    expect(host.log).toEqual([]);
  });

  test("the engine's own refusal comes back as info string", async () => {
    const { send, host } = setup();
    host.failOption = "book file '/nope': ENOENT";
    expect(await send('setoption name BookFile value /nope')).toEqual([
      "info string error: setoption: book file '/nope': ENOENT",
    ]);
  });
});

describe('position and go', () => {
  test('go sends the position, then the limits; iterations print as info; then bestmove', async () => {
    const { send, host, lines } = setup();
    await send('position startpos moves e2e4 e7e5', 'go wtime 1000 btime 900 winc 10 binc 10');
    expect(host.log).toEqual([
      `setPosition ${START_FEN} moves e2e4 e7e5`,
      'search {"wtime":1000,"btime":900,"winc":10,"binc":10}',
    ]);
    const s = host.running()!;
    s.onInfo!(info(1, ['g1f3']));
    s.onInfo!(info(2, ['g1f3', 'b8c6']));
    s.resolve(result('g1f3', 'b8c6'));
    await settle();
    expect(lines).toEqual([
      'info depth 1 seldepth 1 score cp 1 nodes 10 nps 10000 time 1 pv g1f3',
      'info depth 2 seldepth 2 score cp 2 nodes 20 nps 10000 time 2 pv g1f3 b8c6',
      'bestmove g1f3 ponder b8c6',
    ]);
  });

  test('a bad position is refused and the previous one stays', async () => {
    const { send, host } = setup();
    await send('position startpos moves e2e4');
    expect(await send('position startpos moves e2e4 e2e4')).toEqual([
      "info string error: position: move 2 'e2e4' is not a legal move for Black",
    ]);
    expect(await send('position fen 8/8/8/8/8/8/8/8 w - - 0 1')).toEqual([
      expect.stringMatching(/^info string error: position: FEN/),
    ]);
    await send('go depth 1');
    expect(host.log[0]).toBe(`setPosition ${START_FEN} moves e2e4`);
  });

  test('moves are passed on in canonical form', async () => {
    const { send, host } = setup();
    await send('position fen 8/P6k/8/8/8/8/8/K7 w - - 0 1 moves a7a8Q', 'go depth 1');
    expect(host.log[0]).toBe('setPosition 8/P6k/8/8/8/8/8/K7 w - - 0 1 moves a7a8q');
  });

  test('a pv is printed up to its first illegal move', async () => {
    const { send, host, lines } = setup();
    await send('go depth 2');
    host.running()!.onInfo!(info(2, ['e2e4', 'e2e4', 'e7e5']));
    expect(lines).toEqual(['info depth 2 seldepth 2 score cp 2 nodes 20 nps 10000 time 2 pv e2e4']);
  });

  test('an illegal engine move falls back to the first legal move (and says so on stderr)', async () => {
    const { send, host, lines, diagnostics } = setup();
    await send('go depth 2');
    host.running()!.resolve(result('e2e5'));
    await settle();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^info depth 2 .* pv [a-h][1-8][a-h][1-8]$/);
    expect(lines[1]).toMatch(/^bestmove [a-h][1-8][a-h][1-8]$/);
    expect(lines[1]).not.toBe('bestmove e2e5');
    expect(diagnostics).toEqual([expect.stringMatching(/its move 'e2e5' is not legal here; playing/)]);
  });

  test('no move from the engine while moves exist: the first legal move', async () => {
    const { send, host, lines } = setup();
    await send('go movetime 1');
    host.running()!.resolve(result(null));
    await settle();
    expect(lines.at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]$/);
  });

  test('no legal move: info, then bestmove 0000', async () => {
    const { send, host, lines } = setup();
    await send('position startpos moves f2f3 e7e5 g2g4 d8h4', 'go depth 3');
    host.running()!.resolve({ ...result(null), score: { mate: 0 }, depth: 0 });
    await settle();
    expect(lines).toEqual([
      'info depth 0 seldepth 3 score mate 0 nodes 100 nps 10000 time 10',
      'bestmove 0000',
    ]);
  });

  test('go mate N searches 2N-1 plies; searchmoves is noted and ignored', async () => {
    const { send, host } = setup();
    expect(await send('go mate 2 searchmoves e2e4')).toEqual([
      'info string searchmoves is not supported; searching every move',
    ]);
    expect(host.log.at(-1)).toBe('search {"depth":3}');
  });

  test('a failing search still answers, with a legal move', async () => {
    const { send, host, lines, diagnostics } = setup();
    await send('go depth 1');
    host.running()!.reject(new Error('worker died'));
    await settle();
    expect(lines[0]).toBe('info string error: search: worker died');
    expect(lines.at(-1)).toMatch(/^bestmove [a-h][1-8][a-h][1-8]$/);
    expect(diagnostics).toEqual(['engine gnu: search: worker died']);
  });
});

describe('infinite searches, stop and a new go', () => {
  test('go infinite holds a finished result until stop; isready answers meanwhile', async () => {
    const { send, host, lines } = setup();
    await send('go infinite');
    host.running()!.resolve(result('d2d4'));
    await settle();
    expect(lines).toEqual([]);
    expect(await send('isready')).toEqual(['readyok']);
    expect(host.log).not.toContain('ready');
    expect(await send('stop')).toEqual([
      'info depth 2 seldepth 3 score cp 7 nodes 100 nps 10000 time 10 pv d2d4',
      'bestmove d2d4',
    ]);
    expect(await send('stop')).toEqual([]);
  });

  test('stop ends a running search, which answers', async () => {
    const { send, host } = setup();
    await send('go infinite');
    host.running()!.onInfo!(info(1, ['e2e4']));
    const out = await send('stop');
    expect(host.stops).toBe(1);
    expect(out).toEqual(['bestmove e2e4']);
  });

  test('stop with no search prints nothing', async () => {
    const { send, host } = setup();
    expect(await send('stop', 'ponderhit')).toEqual([]);
    expect(host.stops).toBe(0);
  });

  test('go during a search: the old one is stopped and answered, then the new one starts', async () => {
    const { send, host } = setup();
    await send('go infinite');
    const out = await send('position startpos moves e2e4', 'go depth 1');
    expect(out).toEqual([
      'info depth 2 seldepth 3 score cp 7 nodes 100 nps 10000 time 10 pv e2e4',
      'bestmove e2e4',
    ]);
    expect(host.log.slice(-2)).toEqual([`setPosition ${START_FEN} moves e2e4`, 'search {"depth":1}']);
    expect(host.running()!.limits).toEqual({ depth: 1 });
  });

  test('the old search’s move is checked against its own position', async () => {
    const { send, host, lines } = setup();
    host.answerOnStop = undefined;
    await send('go infinite', 'position startpos moves e2e4');
    host.running()!.resolve(result('e2e4'));
    await send('stop');
    expect(lines.at(-1)).toBe('bestmove e2e4');
  });

  test('quit stops the search (which answers) and ends the session; later lines are ignored', async () => {
    const { send, session } = setup();
    await send('go infinite');
    expect(await send('quit', 'uci')).toEqual([expect.stringMatching(/^info /), 'bestmove e2e4']);
    await session.finished;
  });

  test('the end of input ends the session after the lines before it', async () => {
    const { session, lines } = setup();
    session.receive('isready');
    session.end();
    await session.finished;
    expect(lines).toEqual(['readyok']);
  });
});

describe('pondering', () => {
  test('go ponder searches without a clock; ponderhit starts the clock; the budget stops it', async () => {
    const { send, host, lines } = setup();
    host.answerOnStop = result('g1f3');
    // 3 s on the clock: a budget of about 100 ms once ponderhit starts it.
    await send('position startpos moves e2e4 e7e5', 'go ponder wtime 3000 btime 3000 depth 9');
    expect(host.running()!.limits).toEqual({ depth: 9, infinite: true });
    host.running()!.onInfo!(info(1, ['g1f3']));
    await send('ponderhit');
    expect(host.stops).toBe(0);
    for (let i = 0; i < 500 && host.stops === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(host.stops).toBe(1);
    expect(lines.at(-1)).toBe('bestmove g1f3');
  });

  test('a huge clock after ponderhit is not cut to 1 ms by a timer overflow (found by tui/fuzz)', async () => {
    const { send, host } = setup();
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      await send('go ponder wtime 99999999999999 btime 99999999999999');
      await send('ponderhit');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(host.stops).toBe(0);
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await send('stop');
    }
  });

  test('a ponder search that finishes early waits for ponderhit', async () => {
    const { send, host } = setup();
    await send('go ponder movetime 1000');
    host.running()!.resolve(result('e2e4', 'e7e5'));
    expect(await send('isready')).toEqual(['readyok']);
    expect(await send('ponderhit')).toEqual([expect.stringMatching(/^info /), 'bestmove e2e4 ponder e7e5']);
  });

  test('stop while pondering (the opponent played another move) answers at once', async () => {
    const { send } = setup();
    await send('go ponder wtime 1000 btime 1000');
    expect(await send('stop')).toEqual([expect.stringMatching(/^info /), 'bestmove e2e4']);
  });

  test('go ponder infinite stays infinite after ponderhit', async () => {
    const { send, host } = setup();
    await send('go ponder infinite');
    host.running()!.resolve(result('e2e4'));
    expect(await send('ponderhit')).toEqual([]);
    expect(await send('stop')).toEqual([expect.stringMatching(/^info /), 'bestmove e2e4']);
  });
});

test('ucinewgame goes to the engine without waiting; malformed lines are errors', async () => {
  const { send, host } = setup();
  expect(await send('ucinewgame', 'go depth x', 'debug sideways')).toEqual([
    "info string error: go: depth 'x' is not a whole number (0 or more)",
    "info string error: debug: 'sideways' is not on or off",
  ]);
  expect(host.log).toEqual(['newGame']);
});
