// Every (state, command) pair of the XBoard state table (table.ts), walked exhaustively against
// a scripted host: each state is reached, each command sent in it, and the session checked
// against its row and the protocol's invariants (issue 35):
//
//   - a `ping` after the command is answered, in order (nothing wedges);
//   - the session ends in one of the row's next states;
//   - a search is stopped exactly when the row says drop or move (so `protover`, `easy`, `hard`,
//     `post`, `nopost`, `level`, `st`, `sd`, `time`, `otim` never stop one they do not name);
//   - a `move` comes at once exactly when the row says move (`?`), and otherwise only when the
//     engine's own search ends: answering the search left running prints a move exactly in
//     thinking and ponderhit;
//   - the engine is never silent on its own turn: playing a side that is to move, with the game
//     going on, it is thinking (or thinking after a ponder hit).
//
// Everything is driven by promises and zero-delay timers, so the walk is deterministic: a wedge
// shows as a missing `pong` after a fixed number of event-loop turns, never as a timeout.

import { describe, expect, test } from 'vitest';
import { ZARKOV_META, ZARKOV_OPTIONS } from '../../engines/zarkov/engine.js';
import { harness, legalReply, result, settle } from '../uci/test-support/scripted-host.js';
import { XBoardSession } from './session.js';
import {
  XBOARD_COMMANDS,
  XBOARD_STATES,
  XBOARD_TABLE,
  type XBoardCommand,
  type XBoardState,
} from './table.js';

/** How each state is reached from a new session (each with two moves played, so `remove` works). */
const REACH: Record<XBoardState, readonly string[]> = {
  force: ['new', 'force', 'usermove e2e4', 'usermove e7e5'],
  idle: ['new', 'force', 'usermove e2e4', 'usermove e7e5', 'playother'],
  thinking: ['new', 'force', 'usermove e2e4', 'usermove e7e5', 'go'],
  // The engine's move (answered by the walk: e7e5, expecting g1f3) puts it to ponder.
  pondering: ['new', 'hard', 'st 1000', 'usermove e2e4'],
  ponderhit: ['new', 'hard', 'st 1000', 'usermove e2e4'],
  analyzing: ['new', 'force', 'usermove e2e4', 'usermove e7e5', 'analyze'],
  // King against king: a draw by material, the engine playing Black.
  over: [
    'new',
    'force',
    'setboard k7/8/8/8/8/8/8/K7 w - - 0 1',
    'usermove a1b1',
    'usermove a8b8',
    'playother',
  ],
};

/** A legal move for the side to move in each state's position (the engine's own in thinking and ponderhit). */
const A_MOVE: Record<XBoardState, string> = {
  force: 'g1f3',
  idle: 'g1f3',
  thinking: 'g1f3',
  pondering: 'd2d4',
  ponderhit: 'b8c6',
  analyzing: 'g1f3',
  over: 'b1a1',
};

/** The line sent for each command (a good argument; `usermove` per state). */
function lineFor(command: XBoardCommand, state: XBoardState): string {
  const lines: Partial<Record<XBoardCommand, string>> = {
    protover: 'protover 2',
    accepted: 'accepted ping',
    rejected: 'rejected pause',
    variant: 'variant normal',
    level: 'level 40 5 0',
    st: 'st 1',
    sd: 'sd 3',
    nps: 'nps 1000',
    time: 'time 1000',
    otim: 'otim 1000',
    usermove: `usermove ${A_MOVE[state]}`,
    ping: 'ping 5',
    result: 'result 1-0 {walk}',
    setboard: 'setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    name: 'name Walker',
    rating: 'rating 2000 1800',
    ics: 'ics -',
    memory: 'memory 64',
    cores: 'cores 1',
    egtpath: 'egtpath syzygy /nowhere',
    option: 'option Hash=2',
    '*': 'frobnicate',
  };
  return lines[command] ?? command;
}

/** Lets the session run for a fixed number of event-loop turns (no wall clock). */
async function pump(turns = 40): Promise<void> {
  for (let i = 0; i < turns; i++) await settle();
}

/** A session in `state`; every stopped search answers with a legal move of its position. */
async function reach(state: XBoardState) {
  const t = harness((host, out) => new XBoardSession(ZARKOV_META, ZARKOV_OPTIONS, host, out));
  t.host.answerOnStop = undefined;
  const originalStop = t.host.stop.bind(t.host);
  t.host.stop = () => {
    t.host.answerOnStop = t.host.running() ? result(legalReply(t.host.log)) : undefined;
    originalStop();
  };
  for (const l of REACH[state]) t.session.receive(l);
  await pump();
  if (state === 'pondering' || state === 'ponderhit') {
    t.host.running()!.resolve(result('e7e5', 'g1f3'));
    await pump();
    if (state === 'ponderhit') t.session.receive('usermove g1f3');
    await pump();
  }
  expect(t.session.state(), `reaching ${state}`).toBe(state);
  return t;
}

const pairs = XBOARD_STATES.flatMap((state) =>
  [...XBOARD_COMMANDS, 'usermove (the expected reply)' as const].map((command) => [state, command] as const),
);

describe('every (state, command) pair of the XBoard table', () => {
  test('the walk covers all of them', () => {
    expect(pairs).toHaveLength(XBOARD_STATES.length * (XBOARD_COMMANDS.length + 1));
  });

  test.each(pairs)('%s, %s', async (state, name) => {
    const expectedReply = name === 'usermove (the expected reply)';
    const command: XBoardCommand = expectedReply ? 'usermove' : name;
    const row = XBOARD_TABLE[command].rows[state];
    const t = await reach(state);
    const { host, lines, session } = t;
    const stopsBefore = host.stops;
    const searchesBefore = host.searches.length;
    const from = lines.length;
    const line = expectedReply ? 'usermove g1f3' : lineFor(command, state);
    session.receive(line);

    if (command === 'quit') {
      await pump();
      let finished = false;
      void session.finished.then(() => (finished = true));
      await pump();
      expect(finished, 'quit ends the session').toBe(true);
      expect(host.stops - stopsBefore).toBe(row.search === 'drop' ? 1 : 0);
      expect(lines.slice(from).filter((l) => l.startsWith('move'))).toEqual([]);
      return;
    }

    session.receive('ping 99');
    await pump();
    const out = lines.slice(from);
    // The ping is answered, last (nothing wedged, nothing after it).
    expect(
      out.filter((l) => l.startsWith('pong')),
      `${line}: the ping answered`,
    ).toEqual(command === 'ping' ? ['pong 5', 'pong 99'] : ['pong 99']);
    expect(out.at(-1)).toBe('pong 99');

    // Stopped exactly when the row says drop or move (a hit ponder search goes on).
    const stopped = host.stops - stopsBefore;
    const dropsOrMoves =
      row.search === 'drop' || row.search === 'move' || (row.search === 'hit' && !expectedReply);
    expect(stopped > 0, `${line} in ${state}: stopped ${stopped} times, row says ${row.search}`).toBe(
      dropsOrMoves,
    );

    // A move at once exactly when the row says move.
    const moved = out.filter((l) => l.startsWith('move '));
    expect(moved.length, `${line} in ${state}: ${moved.join(', ')}`).toBe(row.search === 'move' ? 1 : 0);

    // Refused rows answer their error, and nothing else happens.
    if (row.search === 'refuse') {
      expect(out[0]).toBe(`Error (${row.refuse}): ${line}`);
      expect(host.searches.length).toBe(searchesBefore);
    }

    // The state is one the row allows.
    const now = session.state();
    expect(row.next, `${line} in ${state} led to ${now}`).toContain(now);

    // Never silent on its own turn.
    if (session.engineToMove() && now !== 'over') expect(['thinking', 'ponderhit']).toContain(now);
    if (now === 'idle' || now === 'pondering') expect(session.engineToMove()).toBe(false);

    // The search left running: answered, it moves exactly when it is the engine's own.
    const running = host.running();
    if (now === 'thinking' || now === 'ponderhit' || now === 'pondering')
      expect(running, `a search runs in ${now}`).toBeDefined();
    if (running !== undefined) {
      const before = lines.length;
      running.resolve(result(legalReply(host.log)));
      await pump();
      const after = lines.slice(before).filter((l) => l.startsWith('move '));
      expect(after.length, `answering the search left in ${now}`).toBe(
        now === 'thinking' || now === 'ponderhit' ? 1 : 0,
      );
    }
  });
});

describe('the table itself', () => {
  test.each(['protover', 'easy', 'hard', 'post', 'nopost', 'level', 'st', 'sd', 'time', 'otim'] as const)(
    '%s never stops the engine’s own search or an analysis (easy: only a ponder search)',
    (command) => {
      for (const state of XBOARD_STATES) {
        const { search } = XBOARD_TABLE[command].rows[state];
        const stops = search === 'drop' || search === 'move';
        expect(stops, `${command} in ${state}`).toBe(command === 'easy' && state === 'pondering');
      }
    },
  );

  test('only thinking and ponderhit move on ?; only they refuse a move', () => {
    const moving = XBOARD_STATES.filter((s) => XBOARD_TABLE['?'].rows[s].search === 'move');
    const refusing = XBOARD_STATES.filter((s) => XBOARD_TABLE.usermove.rows[s].search === 'refuse');
    expect(moving).toEqual(['thinking', 'ponderhit']);
    expect(refusing).toEqual(['thinking', 'ponderhit']);
  });

  test('a row names a search effect only where a search can run', () => {
    for (const command of XBOARD_COMMANDS)
      for (const state of ['force', 'idle', 'over'] as const)
        expect(['none', 'refuse'], `${command} in ${state}`).toContain(
          XBOARD_TABLE[command].rows[state].search,
        );
  });
});
