// `ttychess xboard <engine>` as a process, driven by a scripted client as xboard or cutechess
// would drive it: the handshake, a game with every command, analysis, bad input. Searches are
// limited by depth (`sd`), never by the clock, so no result depends on the machine's speed.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { boardFromFen, START_FEN } from '../../core/fen.js';
import { X88 } from '../../core/layout.js';
import { parseUci } from '../../core/uci-move.js';
import { DEFAULT_BOOK } from '../../engines/gnu/default-book.js';
import { UciClient } from '../uci/test-support/client.js';

const clients: UciClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.kill();
});

let scratchDir: string | undefined;
/** A temporary folder for this file's tests, removed after them. */
function scratch(): string {
  scratchDir ??= mkdtempSync(join(tmpdir(), 'ttychess-xboard-e2e-'));
  return scratchDir;
}
afterAll(() => {
  if (scratchDir !== undefined) rmSync(scratchDir, { recursive: true, force: true });
});

/** A started engine after the handshake. */
async function engine(id: string): Promise<UciClient> {
  const c = UciClient.start(id, 'xboard');
  clients.push(c);
  c.send('xboard');
  c.send('protover 2');
  await c.expect(/^feature done=1$/, 10_000);
  return c;
}

/** Plays `moves` (UCI) from the start; throws on an illegal one, naming it. */
function replay(moves: readonly string[]): void {
  const b = boardFromFen(START_FEN, X88);
  if (!b.ok) throw new Error(b.error.message);
  for (const m of moves) {
    const move = parseUci(b.value, m);
    if (!move.ok) throw new Error(`${m}: ${move.error.message}`);
    b.value.make(move.value);
  }
}

describe('ttychess xboard (built)', () => {
  test('a game by every command: moves are legal, pong answers, bad input gets one line', async () => {
    const c = await engine('zarkov');
    c.send('new');
    c.send('random');
    c.send('option OwnBook=0');
    c.send('level 0 5 0');
    c.send('sd 2');
    c.send('post');
    c.send('hard');
    c.send('time 30000');
    c.send('otim 30000');
    c.send('usermove e2e4');
    const thinking = await c.collect(/^move /, 10_000);
    const reply = thinking.at(-1)!.slice('move '.length);
    // post: thinking lines of `ply score time nodes pv` before the move.
    expect(
      thinking.slice(0, -1).every((l) => /^\d+ -?\d+ \d+ \d+( [a-h][1-8][a-h][1-8][nbrq]?)+$/.test(l)),
    ).toBe(true);
    expect(thinking.length).toBeGreaterThan(1);
    replay(['e2e4', reply]);
    // Bad input while the engine ponders: one line each, the game goes on.
    c.send('usermove e2e4');
    expect(await c.expect(/^Illegal move/)).toBe('Illegal move (not a legal move for White): e2e4');
    c.send('frobnicate now');
    expect(await c.expect(/^Error/)).toBe('Error (unknown command): frobnicate now');
    c.send('ping 1');
    await c.expect(/^pong 1$/);
    c.send('easy');
    c.send('nopost');
    // Thinking lines of the ponder search that `easy` stopped come before this pong, whatever
    // the machine's load: only the next search's lines are collected below.
    c.send('ping 9');
    await c.expect(/^pong 9$/);
    c.send('usermove g1f3');
    const second = await c.collect(/^move /, 10_000);
    expect(second).toHaveLength(1);
    replay(['e2e4', reply, 'g1f3', second[0]!.slice('move '.length)]);
    // force, undo, remove, playother, go, ?, st.
    c.send('force');
    c.send('remove');
    c.send('undo');
    c.send('ping 2');
    await c.expect(/^pong 2$/);
    // Three moves taken back: 1. e4 stands, Black to move; the engine takes White.
    c.send('playother');
    c.send('usermove c7c5');
    const third = (await c.expect(/^move /, 10_000)).slice('move '.length);
    replay(['e2e4', 'c7c5', third]);
    c.send('force');
    c.send('setboard 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1');
    c.send('sd 3');
    c.send('go');
    expect(await c.expect(/^move /, 10_000)).toBe('move a1a8');
    expect(await c.expect(/^1-0/)).toBe('1-0 {White mates}');
    c.send('result 1-0 {White mates}');
    c.send('new');
    c.send('st 30');
    c.send('sd 64');
    c.send('go');
    await new Promise((resolve) => setTimeout(resolve, 200));
    c.send('?');
    const moved = (await c.expect(/^move /, 10_000)).slice('move '.length);
    replay([moved]);
    c.send('quit');
    expect(await c.exit()).toBe(0);
    expect(c.stderr).toBe('');
  });

  test('analyze: thinking lines until exit, a move restarts them, and no move is played', async () => {
    const c = await engine('gnu');
    c.send('new');
    c.send('force');
    c.send('analyze');
    await c.expect(/^\d+ -?\d+ \d+ \d+ /, 10_000);
    c.send('usermove e2e4');
    c.send('ping 3');
    await c.expect(/^pong 3$/);
    await c.expect(/^\d+ -?\d+ \d+ \d+ [a-h]/, 10_000);
    c.send('exit');
    c.send('ping 4');
    await c.expect(/^pong 4$/);
    expect(c.lines.some((l) => l.startsWith('move'))).toBe(false);
    c.send('quit');
    expect(await c.exit()).toBe(0);
  });

  test('an error comes before the pong of a later ping; a long bad line comes back cut (issue 25, items 7 and 11)', async () => {
    const c = await engine('gnu');
    c.send('option BookFile=/nonexistent');
    c.send('ping 1');
    const lines = await c.collect(/^pong 1$/);
    expect(lines).toEqual([
      expect.stringMatching(/^Error \(book file '\/nonexistent': [^)]+\): option BookFile=\/nonexistent$/),
      'pong 1',
    ]);
    c.send(`\x1b[2J${'z'.repeat(100_000)}`);
    expect(await c.expect(/^Error/)).toBe(`Error (unknown command): \\x1b[2J${'z'.repeat(70)}...`);
    c.send('quit');
    expect(await c.exit()).toBe(0);
  });

  test('st 0 (cutechess rounding a sub-second st down) is taken, and the engine moves, with or without time (issue 25, item 15)', async () => {
    const c = await engine('zarkov');
    c.send('new');
    c.send('st 0');
    c.send('go');
    const first = await c.collect(/^move /, 30_000);
    expect(first.filter((l) => l.startsWith('Error'))).toEqual([]);
    c.send('time 30');
    c.send('otim 30');
    // The engine played White's first move: a Black reply that is legal after any of them.
    c.send('usermove g8f6');
    await c.expect(/^move /, 30_000);
    c.send('quit');
    expect(await c.exit()).toBe(0);
  });

  const cancelling = [
    'force',
    'new',
    'go',
    'undo',
    'setboard 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1',
    'usermove d2d4',
  ];
  test.each([
    ['quit', cancelling],
    ['the end of input', ['force', 'usermove d2d4']],
  ])(
    'hard: a cancelling command right after each move is answered, ping after it too; %s ends the process (issue 25, item 4)',
    async (ending, commands) => {
      const c = await engine('gnu');
      // A book the worker takes a while to read, asked for while the engine thinks: the worker
      // reads it after the search, so it is still busy when the ponder search's position comes,
      // and the cancelling command arrives while that position waits (the race that wedged).
      const book = join(scratch(), 'slow.book');
      writeFileSync(book, DEFAULT_BOOK);
      c.send('option OwnBook=0');
      for (const [i, command] of commands.entries()) {
        // A clock, and no sd: the ponder search has no end of its own.
        for (const line of ['new', 'hard', 'level 0 1 0', 'time 6000', 'otim 6000', 'usermove e2e4'])
          c.send(line);
        c.send(`option BookFile=${book}`);
        await c.expect(/^move /, 30_000);
        c.send(command);
        c.send(`ping ${i}`);
        await c.expect(new RegExp(`^pong ${i}$`), 30_000);
      }
      // One more move, and the session ends while the engine ponders.
      for (const line of ['new', 'hard', 'time 6000', 'otim 6000', 'usermove e2e4']) c.send(line);
      await c.expect(/^move /, 30_000);
      if (ending === 'quit') c.send('quit');
      else c.closeInput();
      expect(await c.exit(10_000)).toBe(0);
    },
  );

  test('an unknown engine is refused before anything is read', async () => {
    const c = UciClient.start('deep-thought', 'xboard');
    clients.push(c);
    expect(await c.exit()).toBe(2);
    expect(c.stderr).toMatch(/^ttychess: no engine 'deep-thought'; choose one of hiarcs, zarkov, gnu\n$/);
  });
});
