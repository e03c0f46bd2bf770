// Every (state, command) pair of the UCI state table (table.ts), walked exhaustively against a
// scripted host: each state reached, each command sent in it, and the session checked against
// its row and the protocol's invariants (issue 35):
//
//   - an `isready` after the command is answered, last (nothing wedges);
//   - the session ends in one of the row's next states;
//   - a search is stopped, and its `bestmove` sent at once, exactly when the row says move;
//   - the search left running answers by itself exactly when it is a plain search (a ponder or
//     infinite one holds its answer until `stop`), and every `go` gets exactly one `bestmove`.
//
// Driven by promises and zero-delay timers only: a wedge shows as a missing `readyok` after a
// fixed number of event-loop turns, never as a timeout.

import { describe, expect, test } from 'vitest';
import { ZARKOV_META, ZARKOV_OPTIONS } from '../../engines/zarkov/engine.js';
import { harness, legalReply, result, settle } from './test-support/scripted-host.js';
import { UciSession } from './session.js';
import { UCI_COMMANDS, UCI_STATES, UCI_TABLE, type UciState, type UciTableCommand } from './table.js';

const REACH: Record<UciState, readonly string[]> = {
  idle: ['position startpos'],
  searching: ['position startpos', 'go depth 5'],
  pondering: ['position startpos moves e2e4', 'go ponder wtime 100000000 btime 100000000'],
  infinite: ['position startpos', 'go infinite'],
};

const LINES: Record<UciTableCommand, string> = {
  uci: 'uci',
  debug: 'debug on',
  isready: 'isready',
  setoption: 'setoption name Hash value 2',
  register: 'register later',
  ucinewgame: 'ucinewgame',
  position: 'position startpos moves d2d4',
  go: 'go depth 3',
  'go ponder': 'go ponder depth 3',
  'go infinite': 'go infinite',
  stop: 'stop',
  ponderhit: 'ponderhit',
  quit: 'quit',
  '*': 'frobnicate',
};

async function pump(turns = 40): Promise<void> {
  for (let i = 0; i < turns; i++) await settle();
}

const pairs = UCI_STATES.flatMap((state) => UCI_COMMANDS.map((command) => [state, command] as const));

describe('every (state, command) pair of the UCI table', () => {
  test('the walk covers all of them', () => {
    expect(pairs).toHaveLength(UCI_STATES.length * UCI_COMMANDS.length);
  });

  test.each(pairs)('%s, %s', async (state, command) => {
    const row = UCI_TABLE[command].rows[state];
    const t = harness((host, out) => new UciSession(ZARKOV_META, ZARKOV_OPTIONS, host, out));
    const { host, lines, session } = t;
    host.answerOnStop = undefined;
    const stop = host.stop.bind(host);
    host.stop = () => {
      host.answerOnStop = host.running() ? result(legalReply(host.log)) : undefined;
      stop();
    };
    for (const l of REACH[state]) session.receive(l);
    await pump();
    expect(session.state()).toBe(state);
    const gos = () => [...REACH[state], LINES[command]].filter((l) => l.startsWith('go')).length;
    const bestmoves = () => lines.filter((l) => l.startsWith('bestmove')).length;
    const stopsBefore = host.stops;
    const from = lines.length;
    session.receive(LINES[command]);

    if (command === 'quit') {
      let finished = false;
      void session.finished.then(() => (finished = true));
      await pump();
      expect(finished, 'quit ends the session').toBe(true);
      expect(host.stops - stopsBefore).toBe(row.search === 'move' ? 1 : 0);
      expect(bestmoves(), 'every go answered').toBe(gos());
      return;
    }

    session.receive('isready');
    await pump();
    const out = lines.slice(from);
    expect(out.filter((l) => l === 'readyok')).toEqual(
      command === 'isready' ? ['readyok', 'readyok'] : ['readyok'],
    );
    expect(out.at(-1)).toBe('readyok');
    expect(host.stops - stopsBefore > 0, `${command} in ${state}: row says ${row.search}`).toBe(
      row.search === 'move',
    );
    expect(out.filter((l) => l.startsWith('bestmove')).length).toBe(row.search === 'move' ? 1 : 0);
    const now = session.state();
    expect(row.next, `${command} in ${state} led to ${now}`).toContain(now);

    // The search left running: it answers by itself only when it is a plain search.
    const running = host.running();
    if (now !== 'idle') expect(running, `a search runs in ${now}`).toBeDefined();
    if (running !== undefined) {
      const before = bestmoves();
      running.resolve(result(legalReply(host.log)));
      await pump();
      expect(bestmoves() - before, `the search left in ${now} ends`).toBe(now === 'searching' ? 1 : 0);
      session.receive('stop');
      await pump();
    }
    expect(bestmoves(), 'every go answered exactly once').toBe(gos());
  });
});
