// The UCI session against a scripted host: every search is answered by the test, so the order
// of lines (info, bestmove, readyok) and what the engine was asked are checked exactly.

import { describe, expect, test, vi } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { ANALYSIS_OPTIONS } from '../../engines/analysis.js';
import { GNU_META, GNU_OPTIONS } from '../../engines/gnu/engine.js';
import { registry } from '../../engines/registry.js';
import { X88 } from '../../core/layout.js';
import { legalPrefix, UciSession } from './session.js';
import { harness, info, result, settle } from './test-support/scripted-host.js';

/** A test's failure where a value was required. */
function fail(): never {
  throw new Error('bad test FEN');
}

function setup() {
  return harness((host, out) => new UciSession(GNU_META, GNU_OPTIONS, host, out));
}

describe('handshake', () => {
  test('uci: id, one option line per option, uciok', async () => {
    const { send } = setup();
    const out = await send('uci');
    expect(out[0]).toBe('id name GNU Chess 1987');
    expect(out[1]).toBe('id author John Stanback');
    expect(out.slice(2, -1)).toHaveLength(GNU_OPTIONS.length + 1);
    expect(out).toContain('option name Contempt type spin default 0 min -500 max 500');
    expect(out.at(-2)).toBe('option name Ponder type check default false');
    expect(out.at(-1)).toBe('uciok');
  });

  test('setoption Ponder is checked and kept by the session; the engine never sees it', async () => {
    const { send, host } = setup();
    expect(await send('setoption name Ponder value true', 'setoption name ponder value false')).toEqual([]);
    expect(await send('setoption name Ponder value sometimes')).toEqual([
      expect.stringMatching(/^info string error: setoption: option Ponder: 'sometimes' is not/),
    ]);
    expect(host.log).toEqual([]);
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
    expect(await send('setoption name contempt value 16', 'setoption name BookFile value <empty>')).toEqual(
      [],
    );
    expect(host.log).toEqual(['setOption Contempt=16', 'setOption BookFile=']);
  });

  test.each([
    ['setoption name Nope value 1', /^info string error: setoption: no option 'Nope'; options are OwnBook, /],
    [
      'setoption name Contempt value 900',
      /^info string error: setoption: option Contempt: 900 is outside -500\.\.500$/,
    ],
    ['setoption name Contempt', /^info string error: setoption: Contempt needs 'value <spin>'$/],
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
    s.resolve({ ...result('g1f3', 'b8c6'), score: { cp: 2 }, seldepth: 2, nodes: 20, ms: 2 });
    await settle();
    // The final report is the last iteration's line, so it is not printed again.
    expect(lines).toEqual([
      'info depth 1 seldepth 1 score cp 1 nodes 10 nps 10000 time 1 pv g1f3',
      'info depth 2 seldepth 2 score cp 2 nodes 20 nps 10000 time 2 pv g1f3 b8c6',
      'bestmove g1f3 ponder b8c6',
    ]);
  });

  test('a search cut off by its clock ends with an info line of everything it spent', async () => {
    const { send, host, lines } = setup();
    await send('go movetime 100');
    const s = host.running()!;
    s.onInfo!(info(1, ['e2e4']));
    // Iteration 2 did not finish: the answer is iteration 1's move with the whole search's count.
    s.resolve({ ...info(1, ['e2e4', 'e7e5']), nodes: 950, ms: 99, bestmove: 'e2e4', source: 'search' });
    await settle();
    expect(lines).toEqual([
      'info depth 1 seldepth 1 score cp 1 nodes 10 nps 10000 time 1 pv e2e4',
      'info depth 1 seldepth 1 score cp 1 nodes 950 nps 9596 time 99 pv e2e4 e7e5',
      'bestmove e2e4',
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

  test('a pv stops at the move that makes a threefold repetition, the game history counted (issue 25, item 15)', async () => {
    const { send, host, lines } = setup();
    // The start position twice already; Black's f6g8 brings it a third time.
    await send('position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1', 'go depth 3');
    host.running()!.onInfo!(info(3, ['f6g8', 'g1f3', 'g8f6']));
    host.running()!.resolve(result('f6g8', 'g1f3'));
    await settle();
    expect(lines).toEqual([
      'info depth 3 seldepth 3 score cp 3 nodes 30 nps 10000 time 3 pv f6g8',
      'info depth 2 seldepth 3 score cp 7 nodes 100 nps 10000 time 10 pv f6g8',
      // No ponder move either: the game is over after f6g8.
      'bestmove f6g8',
    ]);
  });

  test('the fifty-move rule and dead material end a pv too', () => {
    const fifty = boardFromFen('7k/8/8/8/8/8/R7/K7 w - - 99 80', X88);
    const dead = boardFromFen('7k/8/8/8/8/8/1r6/KN6 w - - 0 1', X88);
    expect(legalPrefix(fifty.ok ? fifty.value : fail(), ['a2a3', 'h8g8'])).toEqual(['a2a3']);
    expect(legalPrefix(dead.ok ? dead.value : fail(), ['a1b2', 'h8g8'])).toEqual(['a1b2']);
  });

  test('at period strength a go says what the period does to its limits, which go on unchanged (issue 25, item 9)', async () => {
    // The registered engine: its options include the period ones (engines/period.ts).
    const gnu = registry.create('gnu')!;
    const { send, host } = harness((h, out) => new UciSession(gnu.meta, gnu.options, h, out));
    expect(await send('go depth 1')).toEqual([]);
    host.running()!.resolve(result('e2e4'));
    await send('setoption name Period value strength', 'setoption name PeriodRate value 600');
    expect(await send('go depth 1')).toEqual([
      "info string Period strength: at most 108000 nodes (PeriodRate 600 x PeriodMoveTime 180); the go's own limits hold too, and the first reached ends the search",
    ]);
    expect(host.running()!.limits).toEqual({ depth: 1 });
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

  test("an engine's notices: one info string each, made one line with control characters shown, after the last info and before bestmove", async () => {
    const { send, host, lines } = setup();
    await send('go depth 2');
    host.running()!.resolve({
      ...result('e2e4'),
      notices: [
        { kind: 'beyond-original', text: 'first\nline' },
        { kind: 'beyond-original', text: 'second \u001b[2J' },
      ],
    });
    await settle();
    expect(lines.slice(1)).toEqual([
      'info string first line',
      'info string second \\x1b[2J',
      'bestmove e2e4',
    ]);
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

  test('go mate N searches 2N-1 plies; searchmoves reaches the engine as its root moves', async () => {
    const { send, host } = setup();
    expect(await send('go mate 2 searchmoves e2e4 d2d4')).toEqual([]);
    expect(host.log.at(-1)).toBe('search {"searchmoves":["e2e4","d2d4"],"depth":3}');
    await send('stop');
    await settle();
    await send('go depth 2');
    expect(host.log.at(-1)).toBe('search {"depth":2}');
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
    expect(out).toEqual([
      'info depth 2 seldepth 3 score cp 7 nodes 100 nps 10000 time 10 pv e2e4',
      'bestmove e2e4',
    ]);
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
  test('a GUI ponder cycle: go ponder, ponderhit, stop; bestmove only after the search answers', async () => {
    const { send, host, lines } = setup();
    host.answerOnStop = undefined;
    await send('setoption name Ponder value true', 'position startpos moves e2e4 e7e5', 'go ponder infinite');
    const s = host.running()!;
    s.onInfo!(info(1, ['g1f3']));
    expect(await send('ponderhit')).toEqual([]);
    expect(await send('stop')).toEqual([]);
    expect(host.stops).toBe(1);
    expect(lines.filter((l) => l.startsWith('bestmove'))).toEqual([]);
    s.resolve({ ...result('g1f3', 'b8c6'), nodes: 4321, ms: 50 });
    await settle();
    expect(lines.slice(-2)).toEqual([
      'info depth 2 seldepth 3 score cp 7 nodes 4321 nps 86420 time 50 pv g1f3 b8c6',
      'bestmove g1f3 ponder b8c6',
    ]);
  });

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

describe('Move Overhead times the search that ponderhit makes the engine own', () => {
  test.each([
    ['the default 50 ms', [], 1000 - 50 - 10],
    ['set to 300', ['setoption name Move Overhead value 300'], 1000 - 300 - 10],
    ['set to 0', ['setoption name Move Overhead value 0'], 1000 - 10],
  ])(
    '%s: go ponder movetime 1000, then ponderhit, sets the stop timer to the budget less it',
    async (_name, set, delay) => {
      const { send } = harness(
        (host, out) => new UciSession(GNU_META, [...GNU_OPTIONS, ...ANALYSIS_OPTIONS], host, out),
      );
      await send(...set, 'position startpos moves e2e4 e7e5', 'go ponder movetime 1000');
      const timers = vi.spyOn(globalThis, 'setTimeout');
      try {
        await send('ponderhit');
        expect(timers.mock.calls.map((c) => c[1])).toContain(delay);
      } finally {
        timers.mockRestore();
        await send('stop');
      }
    },
  );
});
