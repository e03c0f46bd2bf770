// The XBoard session against a scripted host: every search is answered by the test, so what
// the engine was asked (position, limits) and every line printed are checked exactly, command
// by command, bad input included.

import { describe, expect, test, vi } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { ANALYSIS_OPTIONS } from '../../engines/analysis.js';
import { ZARKOV_META, ZARKOV_OPTIONS } from '../../engines/zarkov/engine.js';
import { harness, info, result, settle } from '../uci/test-support/scripted-host.js';
import { formatFeatureOption, formatThinking, xboardScore, XBoardSession } from './session.js';

function setup() {
  const h = harness((host, out) => new XBoardSession(ZARKOV_META, ZARKOV_OPTIONS, host, out));
  const { host, lines, session } = h;
  host.answerOnStop = undefined;
  /** Answers the running search with `r` and returns the lines printed. */
  const answer = async (r: ReturnType<typeof result>): Promise<string[]> => {
    const from = lines.length;
    host.running()!.resolve(r);
    await settle();
    await session.idle();
    await settle();
    return lines.slice(from);
  };
  /** The searches asked for, as `setPosition ...` and `search {...}` log lines. */
  const asked = () => host.log.filter((l) => l.startsWith('setPosition') || l.startsWith('search'));
  return { ...h, answer, asked };
}

describe('handshake', () => {
  test('protover 2: done=0, the features, an option per engine option, done=1 after the engine is ready', async () => {
    const { send, host } = setup();
    const out = await send('xboard', 'protover 2');
    expect(out[0]).toBe('feature done=0');
    expect(out[1]).toMatch(
      /^feature ping=1 setboard=1 playother=1 usermove=1 time=1 .*analyze=1 .*myname="Zarkov"/,
    );
    expect(out.slice(2, -1)).toEqual(ZARKOV_OPTIONS.map((o) => `feature option="${formatFeatureOption(o)}"`));
    expect(out.at(-1)).toBe('feature done=1');
    expect(host.log).toEqual(['ready']);
  });

  test('the option syntax of each type', () => {
    expect(ZARKOV_OPTIONS.map(formatFeatureOption)).toEqual(
      expect.arrayContaining([
        'Hash -spin 1 1 1024',
        'OwnBook -check 1',
        'BookFile -string ',
        'Style -combo *Balanced /// Cautious /// Aggressive',
      ]),
    );
  });

  test('replies to features and other GUI chatter are taken silently', async () => {
    const { send } = setup();
    expect(
      await send(
        'accepted usermove',
        'rejected pause',
        'random',
        'computer',
        'name Fairy-Max',
        'variant normal',
      ),
    ).toEqual([]);
  });
});

describe('playing a game', () => {
  test('new, level, time/otim, usermove: the engine thinks on its clock and answers move ...', async () => {
    const { send, answer, asked } = setup();
    await send('new', 'level 40 5 0', 'time 30000', 'otim 29000', 'usermove e2e4');
    expect(asked()).toEqual([
      `setPosition ${START_FEN} moves e2e4`,
      'search {"movestogo":40,"wtime":290000,"btime":300000,"winc":0,"binc":0}',
    ]);
    expect(await answer(result('e7e5', 'g1f3'))).toEqual(['move e7e5']);
  });

  test('post: a thinking line per iteration and a final one with what the search spent', async () => {
    const { send, host, answer, lines } = setup();
    await send('new', 'post', 'sd 3', 'usermove d2d4');
    expect(host.running()!.limits).toEqual({ depth: 3 });
    host.running()!.onInfo!(info(1, ['d7d5']));
    expect(lines.at(-1)).toBe('1 1 0 10 d7d5');
    expect(await answer({ ...result('d7d5'), score: { mate: 2 }, ms: 1234 })).toEqual([
      '2 100002 123 100 d7d5',
      'move d7d5',
    ]);
    await send('nopost', 'usermove c2c4');
    host.running()!.onInfo!(info(1, ['e7e6']));
    expect(await answer(result('e7e6'))).toEqual(['move e7e6']);
  });

  test('st N: a fixed time a move; go makes the engine play the side to move', async () => {
    const { send, host, answer } = setup();
    await send('new', 'st 2', 'force', 'usermove e2e4', 'go');
    expect(host.running()!.limits).toEqual({ movetime: 2000 });
    expect(await answer(result('c7c5'))).toEqual(['move c7c5']);
    // The engine now plays Black: the next usermove starts a search.
    await send('usermove g1f3');
    expect(host.running()).toBeDefined();
  });

  test('no level, st, sd or time: the default level, 40 moves in 5 minutes (issue 25, item 9)', async () => {
    const { send, host } = setup();
    await send('new', 'go');
    expect(host.running()!.limits).toEqual({ movestogo: 40, wtime: 300000, btime: 300000, winc: 0, binc: 0 });
  });

  test('sd alone still makes a search to that depth, with no clock', async () => {
    const { send, host } = setup();
    await send('new', 'sd 5', 'go');
    expect(host.running()!.limits).toEqual({ depth: 5 });
  });

  test.each([
    [['st 0', 'time 50', 'otim 50'], 500],
    [['st 0', 'time 9000', 'otim 9000'], 1000],
    [['st 0', 'time 0', 'otim 0'], 1],
    [['st 0'], 500],
  ])(
    'st 0 (cutechess: under a second a move) is accepted: %j gives movetime %i (issue 25, item 15)',
    async (commands, movetime) => {
      const { send, host } = setup();
      expect(await send('new', ...commands, 'go')).toEqual([]);
      expect(host.running()!.limits).toEqual({ movetime });
    },
  );

  test('a thinking line stops at the move that makes a threefold repetition (issue 25, item 15)', async () => {
    const { send, host, answer, lines } = setup();
    await send('new', 'post', 'force');
    await send(...['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1'].map((m) => `usermove ${m}`), 'go');
    host.running()!.onInfo!(info(3, ['f6g8', 'g1f3', 'g8f6']));
    expect(lines.at(-1)).toBe('3 3 0 30 f6g8');
    expect(await answer(result('f6g8', 'g1f3'))).toEqual([
      '2 7 1 100 f6g8',
      'move f6g8',
      '1/2-1/2 {Draw by repetition}',
    ]);
  });

  test('force: moves are only recorded; playother: the engine takes the other side', async () => {
    const { send, host, asked } = setup();
    await send('new', 'force', 'usermove e2e4', 'usermove e7e5');
    expect(host.running()).toBeUndefined();
    await send('playother');
    expect(host.running()).toBeUndefined();
    await send('usermove g1f3');
    expect(asked().at(-2)).toBe(`setPosition ${START_FEN} moves e2e4 e7e5 g1f3`);
  });

  test('?: the engine moves now with its best so far', async () => {
    const { send, host, lines } = setup();
    host.answerOnStop = result('e7e5');
    await send('new', 'usermove e2e4');
    await send('?');
    await settle();
    expect(host.stops).toBe(1);
    expect(lines.at(-1)).toBe('move e7e5');
  });

  test('ping is answered at once, even while the engine thinks', async () => {
    const { send } = setup();
    expect(await send('new', 'usermove e2e4', 'ping 42')).toEqual(['pong 42']);
  });

  test('setboard, then undo and remove take moves back', async () => {
    const { send, answer, asked } = setup();
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    await send('new', 'force', `setboard ${fen}`, 'usermove e2e4', 'usermove e8d7', 'usermove e1e2');
    await send('remove', 'undo', 'go');
    expect(asked()).toEqual([
      `setPosition ${fen}`,
      'search {"movestogo":40,"wtime":300000,"btime":300000,"winc":0,"binc":0}',
    ]);
    expect(await answer(result('e1d2'))).toEqual(['move e1d2']);
  });

  test('the engine mates: move, then the result', async () => {
    const { send, answer } = setup();
    await send('new', 'force', 'usermove f2f3', 'usermove e7e5', 'usermove g2g4', 'go');
    expect(await answer(result('d8h4'))).toEqual(['move d8h4', '0-1 {Black mates}']);
  });

  test('result ends the game: a search is stopped and its move never printed', async () => {
    const { send, host, lines } = setup();
    host.answerOnStop = result('e7e5');
    await send('new', 'usermove e2e4');
    const from = lines.length;
    await send('result 1-0 {White wins on time}');
    expect(host.stops).toBe(1);
    await settle();
    expect(lines.slice(from)).toEqual([]);
    // Force mode now: a move is only recorded.
    await send('usermove e7e5');
    expect(host.searches).toHaveLength(1);
  });

  test('option NAME=VALUE goes to the engine; a check is 0 or 1', async () => {
    const { send, host } = setup();
    expect(await send('option Hash=16', 'option OwnBook=0', 'option Style=Aggressive')).toEqual([]);
    expect(host.log).toEqual(['setOption Hash=16', 'setOption OwnBook=false', 'setOption Style=Aggressive']);
  });
});

describe('output keeps the order of the commands (issue 25, item 7)', () => {
  /** A request the engine refuses a moment later, as a worker answers (not in the same tick). */
  const refusedLater = (why: string) => () =>
    new Promise<void>((_, reject) => setTimeout(() => reject(new Error(why)), 0));

  test("an option's error comes before the pong of a ping sent after it", async () => {
    const { send, host } = setup();
    host.setOption = refusedLater("book file '/nonexistent': no such file or directory");
    expect(await send('option BookFile=/nonexistent', 'ping 1')).toEqual([
      "Error (book file '/nonexistent': no such file or directory): option BookFile=/nonexistent",
      'pong 1',
    ]);
  });

  test('so does an error of new (the engine gone)', async () => {
    const { send, host } = setup();
    host.newGame = refusedLater('engine worker exited (code 1)');
    expect(await send('new', 'ping 2')).toEqual(['Error (engine worker exited (code 1)): new', 'pong 2']);
  });

  test('during a search an option is not waited for: ping is answered at once', async () => {
    const { send, host } = setup();
    let answer!: () => void;
    host.setOption = () => new Promise<void>((resolve) => (answer = resolve));
    await send('new', 'usermove e2e4');
    expect(await send('option Hash=16', 'ping 3')).toEqual(['pong 3']);
    answer();
  });
});

describe('pondering (hard)', () => {
  test('after its move the engine ponders on the expected reply; a hit plays that search’s move', async () => {
    const { send, host, answer, asked } = setup();
    await send('new', 'hard', 'st 1', 'usermove e2e4');
    expect(await answer(result('e7e5', 'g1f3'))).toEqual(['move e7e5']);
    expect(asked().slice(-2)).toEqual([
      `setPosition ${START_FEN} moves e2e4 e7e5 g1f3`,
      'search {"infinite":true}',
    ]);
    expect(await send('usermove g1f3')).toEqual([]);
    expect(host.searches).toHaveLength(2);
    expect(await answer(result('b8c6'))).toEqual(['move b8c6']);
  });

  test('a miss stops the ponder search (its move dropped) and searches the real position', async () => {
    const { send, host, answer, asked } = setup();
    await send('new', 'hard', 'st 1', 'usermove e2e4');
    await answer(result('e7e5', 'g1f3'));
    host.answerOnStop = result('b8c6');
    expect(await send('usermove d2d4')).toEqual([]);
    expect(asked().slice(-2)).toEqual([
      `setPosition ${START_FEN} moves e2e4 e7e5 d2d4`,
      'search {"movetime":1000}',
    ]);
    host.answerOnStop = undefined;
    expect(await answer(result('e5d4'))).toEqual(['move e5d4']);
  });

  test('easy stops pondering', async () => {
    const { send, host, answer } = setup();
    await send('new', 'hard', 'usermove e2e4');
    await answer(result('e7e5', 'g1f3'));
    host.answerOnStop = result('b8c6');
    expect(await send('easy')).toEqual([]);
    expect(host.stops).toBe(1);
    expect(host.running()).toBeUndefined();
  });
});

describe('a cancelling command right after the move, while the ponder search is being set up (issue 25, item 4)', () => {
  /**
   * The engine has moved (`hard`, a clock), and the worker is slow to take the ponder search's
   * position (held here): `command` arrives, then `ping 1`. Every ponder search ends on a stop.
   */
  async function afterMove(command: string) {
    const t = setup();
    const { send, host, session, lines } = t;
    host.answerOnStop = result('b8c6');
    await send('new', 'hard', 'level 40 5 0', 'usermove e2e4');
    host.holdPositions = true;
    const moved = lines.length;
    host.running()!.resolve(result('e7e5', 'g1f3'));
    await settle();
    expect(lines.slice(moved)).toEqual(['move e7e5']);
    const from = lines.length;
    session.receive(command);
    session.receive('ping 1');
    await settle();
    // The worker takes the position at last. (Not session.idle(): a wedged session never is.)
    expect(host.releasePositions()).toBe(1);
    await settle();
    return { ...t, out: lines.slice(from) };
  }

  /** 'finished' if the session finishes first, else 'still running' (the deadline is far shorter). */
  const finishes = (session: XBoardSession) =>
    Promise.race([
      session.finished.then(() => 'finished'),
      new Promise((resolve) => setTimeout(() => resolve('still running'), 1000)),
    ]);

  test.each(['force', 'new', 'go', 'undo', 'setboard 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', 'usermove d2d4'])(
    '%s: the ponder search is stopped, ping is answered, the session goes on',
    async (command) => {
      const { out, host, send, session } = await afterMove(command);
      expect(out).toContain('pong 1');
      // Every search but the last (a new think, after go or the unexpected move) has ended.
      expect(host.searches.filter((p) => !p.settled).length).toBeLessThanOrEqual(1);
      host.answerOnStop = result('b8c6');
      expect(await send('force', 'ping 2')).toEqual(['pong 2']);
      expect(host.running()).toBeUndefined();
      session.receive('quit');
      await session.finished;
    },
  );

  test('the expected reply instead: the ponder search becomes the engine’s search', async () => {
    const { out, host, answer } = await afterMove('usermove g1f3');
    expect(out).toEqual(['pong 1']);
    expect(host.searches).toHaveLength(2);
    host.answerOnStop = undefined;
    expect(await answer(result('b8c6'))).toEqual(['move b8c6']);
  });

  test('a search dropped while its position is set up is never started; quit ends the session anyway', async () => {
    const { send, host, session, diagnostics } = setup();
    session.quitDeadlineMs = 10;
    await send('new');
    host.holdPositions = true;
    session.receive('usermove e2e4');
    session.receive('quit');
    // The usermove's search waits for its position past quit's deadline: the session ends.
    expect(await finishes(session)).toBe('finished');
    expect(diagnostics).toEqual(['quit: the commands before it had not finished after 10 ms; ending anyway']);
    host.releasePositions();
    await settle();
    expect(host.searches).toHaveLength(0);
  });

  test('the end of input ends the session too, whatever is still awaited', async () => {
    const { send, host, session } = setup();
    session.quitDeadlineMs = 10;
    await send('new');
    host.holdPositions = true;
    session.receive('usermove e2e4');
    session.end();
    expect(await finishes(session)).toBe('finished');
    host.releasePositions();
  });
});

describe('analysis', () => {
  test('analyze shows thinking without post; a move restarts it; exit ends it with no move', async () => {
    const { send, host, lines, asked } = setup();
    host.answerOnStop = result('e2e4');
    await send('new', 'analyze');
    expect(host.running()!.limits).toEqual({ infinite: true });
    host.running()!.onInfo!(info(1, ['e2e4']));
    expect(lines.at(-1)).toBe('1 1 0 10 e2e4');
    await send('usermove e2e4');
    expect(asked().slice(-2)).toEqual([`setPosition ${START_FEN} moves e2e4`, 'search {"infinite":true}']);
    const out = await send('exit');
    expect(out).toEqual([]);
    expect(host.running()).toBeUndefined();
    expect(lines.some((l) => l.startsWith('move'))).toBe(false);
  });
});

describe('bad input: one line, nothing changes', () => {
  test.each([
    ['usermove e2e5', 'Illegal move (not a legal move for White): e2e5'],
    ['usermove zz', 'Illegal move (not a move like e2e4 or e7e8q): zz'],
    ['usermove e7e8', 'Illegal move (not a legal move for White): e7e8'],
    ['frobnicate', 'Error (unknown command): frobnicate'],
    ['setboard 8/8 w', expect.stringMatching(/^Error \(bad FEN: FEN: .*\): setboard 8\/8 w$/)],
    [
      'level 40 five 0',
      'Error (expected level MOVES BASE INC, e.g. level 40 5 0 or level 0 2:30 1): level 40 five 0',
    ],
    ['st -1', "Error ('-1' is not a number of seconds): st -1"],
    ['sd 0', "Error ('0' is not a depth (1 or more)): sd 0"],
    ['time x', "Error ('x' is not a time in centiseconds): time x"],
    ['undo', 'Error (only 0 moves to take back): undo'],
    ['option Nope=1', "Error (no option 'Nope'): option Nope=1"],
    ['option Hash=0', 'Error (option Hash: 0 is outside 1..1024): option Hash=0'],
    ['variant suicide', "Error (variant 'suicide' is not supported; only normal): variant suicide"],
  ])('%s', async (line, reply) => {
    const { send, host } = setup();
    expect(await send('new', line)).toEqual([reply]);
    // The game is as it was: White to move from the start.
    await send('go');
    expect(host.log.filter((l) => l.startsWith('setPosition'))).toEqual([`setPosition ${START_FEN}`]);
  });

  test('what is echoed is cut to 80 characters and its control characters escaped (issue 25, item 11)', async () => {
    const { send } = setup();
    const big = `frobnicate ${'x'.repeat(1_000_000)}`;
    const [error] = await send(big);
    expect(error).toBe(`Error (unknown command): frobnicate ${'x'.repeat(66)}...`);
    expect(await send('frob\x1b[2J\x07nicate')).toEqual(['Error (unknown command): frob\\x1b[2J\\x07nicate']);
    expect(await send(`usermove ${'e2e4'.repeat(100)}`)).toEqual([
      `Illegal move (not a move like e2e4 or e7e8q): ${'e2e4'.repeat(19)}e...`,
    ]);
    expect(await send('ping \x1b]0;x\x07')).toEqual(['pong \\x1b]0;x\\x07']);
  });

  test('an engine error quoting a megabyte file name is cut too (the BookFile error)', async () => {
    const { send, host } = setup();
    const path = `/${'d/'.repeat(500_000)}book`;
    host.failOption = `book file '${path}': no such file or directory`;
    const [error] = await send(`option BookFile=${path}`);
    expect(error!.length).toBeLessThan(250);
    expect(error).toMatch(
      /^Error \(book file '\/(d\/)+d?\.\.\.': no such file or directory\): option BookFile=\/(d\/)+d?\.\.\.$/,
    );
  });

  test('a move while the engine thinks is refused', async () => {
    const { send } = setup();
    expect(await send('new', 'usermove e2e4', 'usermove d2d4')).toEqual([
      'Error (not your turn: the engine is thinking): usermove d2d4',
    ]);
  });
});

test('thinking scores: centipawns, and 100000 + moves for a mate', () => {
  expect([xboardScore({ cp: -25 }), xboardScore({ mate: 3 }), xboardScore({ mate: -2 })]).toEqual([
    -25, 100003, -100002,
  ]);
  expect(formatThinking({ ...info(4, ['e2e4', 'e7e5']), ms: 1999 }, ['e2e4', 'e7e5'])).toBe(
    '4 4 200 40 e2e4 e7e5',
  );
});

test('quit stops a search and ends the session; the end of input does too', async () => {
  const a = setup();
  a.host.answerOnStop = result('e7e5');
  await a.send('new', 'usermove e2e4', 'quit');
  await a.session.finished;
  expect(a.host.stops).toBe(1);
  const b = setup();
  b.session.end();
  await b.session.finished;
});

describe('issue 35: states the tests never entered', () => {
  /** The engine has moved (`hard`, `st 200`) and ponders on g1f3; the opponent plays it: a ponder hit. */
  async function afterHit() {
    const t = setup();
    await t.send('new', 'hard', 'st 200', 'usermove e2e4');
    expect(await t.answer(result('e7e5', 'g1f3'))).toEqual(['move e7e5']);
    expect(await t.send('usermove g1f3')).toEqual([]);
    expect(t.host.searches).toHaveLength(2);
    expect(t.host.running()).toBeDefined();
    return t;
  }

  /** Sends lines without waiting for the session to be idle (a wedged one never is). */
  async function sendRaw(t: ReturnType<typeof setup>, ...input: string[]): Promise<string[]> {
    const from = t.lines.length;
    for (const l of input) t.session.receive(l);
    for (let i = 0; i < 5; i++) await settle();
    return t.lines.slice(from);
  }

  test.each([
    ['pondering', ['new', 'hard', 'st 1', 'usermove e2e4'], true],
    ['thinking', ['new', 'st 1', 'usermove e2e4'], false],
    ['analyzing', ['new', 'analyze'], false],
  ])(
    'item 1: protover while %s is answered at once, the search kept, and ping after it too',
    async (_, before, move) => {
      const t = setup();
      await t.send(...before);
      if (move) await t.answer(result('e7e5', 'g1f3'));
      const running = t.host.running();
      expect(running).toBeDefined();
      const out = await sendRaw(t, 'protover 2', 'ping 1');
      expect(out[0]).toBe('feature done=0');
      expect(out.at(-2)).toBe('feature done=1');
      expect(out.at(-1)).toBe('pong 1');
      expect(t.host.stops).toBe(0);
      expect(t.host.running()).toBe(running);
    },
  );

  test('item 2: easy after a ponder hit keeps the search, and the engine moves', async () => {
    const t = await afterHit();
    expect(await sendRaw(t, 'easy')).toEqual([]);
    expect(t.host.stops).toBe(0);
    expect(await t.answer(result('b8c6'))).toEqual(['move b8c6']);
  });

  test('item 3: ? after a ponder hit moves at once', async () => {
    const t = await afterHit();
    t.host.answerOnStop = result('g8f6');
    expect(await t.send('?')).toEqual(['move g8f6']);
    expect(t.host.stops).toBe(1);
  });

  test("item 4: after a ponder hit a usermove for the engine's side is refused; the engine still moves", async () => {
    const t = await afterHit();
    expect(await sendRaw(t, 'usermove b8c6')).toEqual([
      'Error (not your turn: the engine is thinking): usermove b8c6',
    ]);
    expect(t.host.stops).toBe(0);
    expect(await t.answer(result('g8f6'))).toEqual(['move g8f6']);
  });

  test.each([
    ['6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'a1a8', '1-0 {White mates}'],
    ['7k/8/8/8/8/8/8/K5Q1 w - - 0 1', 'g1g6', '1/2-1/2 {Stalemate}'],
  ])("item 5: the opponent's move ends the game (%s, %s): the engine says %s", async (fen, move, said) => {
    const t = setup();
    expect(await t.send('new', `setboard ${fen}`, `usermove ${move}`, 'ping 1')).toEqual([said, 'pong 1']);
    expect(t.host.searches).toHaveLength(0);
  });
});

test('new during analysis analyses the start position; exit then leaves force mode, not a side', async () => {
  const t = setup();
  t.host.answerOnStop = result('e2e4');
  await t.send('new', 'force', 'usermove e2e4', 'analyze');
  expect(t.session.state()).toBe('analyzing');
  await t.send('new');
  expect(t.session.state()).toBe('analyzing');
  expect(t.asked().slice(-2)).toEqual([`setPosition ${START_FEN}`, 'search {"infinite":true}']);
  await t.send('exit');
  expect(t.session.state()).toBe('force');
  expect(await t.send('usermove e2e4')).toEqual([]);
  expect(t.host.running()).toBeUndefined();
});

describe('Move Overhead', () => {
  test('is offered as a feature option and set by option NAME=VALUE', async () => {
    expect(ANALYSIS_OPTIONS.map(formatFeatureOption)).toContain('Move Overhead -spin 50 0 5000');
    const h = harness(
      (host, out) => new XBoardSession(ZARKOV_META, [...ZARKOV_OPTIONS, ...ANALYSIS_OPTIONS], host, out),
    );
    expect(await h.send('xboard', 'option Move Overhead=120')).toEqual([]);
    expect(h.host.log.at(-1)).toBe('setOption Move Overhead=120');
  });

  test.each([
    ['the default 50 ms', [], 1000 - 50 - 10],
    ['set to 300', ['option Move Overhead=300'], 1000 - 300 - 10],
    ['set to 0', ['option Move Overhead=0'], 1000 - 10],
  ])('%s times the search a ponder hit makes the engine own (st 1)', async (_name, set, budget) => {
    const h = harness(
      (host, out) => new XBoardSession(ZARKOV_META, [...ZARKOV_OPTIONS, ...ANALYSIS_OPTIONS], host, out),
    );
    h.host.answerOnStop = undefined;
    await h.send(...set, 'new', 'hard', 'st 1', 'usermove e2e4');
    h.host.running()!.resolve(result('e7e5', 'g1f3'));
    await settle();
    await settle();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await h.send('usermove g1f3');
      const delays = timers.mock.calls.map((c) => c[1] ?? 0).filter((d) => d > 100);
      expect(delays).toHaveLength(1);
      // The budget less the few milliseconds since the usermove line arrived.
      expect(delays[0]).toBeLessThanOrEqual(budget);
      expect(delays[0]).toBeGreaterThan(budget - 40);
    } finally {
      timers.mockRestore();
      h.host.answerOnStop = result('b8c6');
      await h.send('?');
    }
  });
});
