// End to end, screen by screen: the built `ttychess` in a pseudo-terminal (helper harness
// tui/test-support/pty-terminal.ts) with the real engines in their worker threads, at --baud 0
// and depth 1 so that it is quick. Assumes dist/ is built (npm test builds first).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { afterEach, describe, expect, test } from 'vitest';
import { startTerminal, type PtyTerminal } from '../test-support/pty-terminal.js';

const open: PtyTerminal[] = [];

function teletype(args: string[] = []): PtyTerminal {
  const term = startTerminal({ args: ['--baud', '0', '--depth', '1', ...args], cols: 80, rows: 50 });
  open.push(term);
  return term;
}

afterEach(() => {
  for (const term of open.splice(0)) term.close();
});

/** Types a line at a prompt (waiting for the prompt first) and presses Enter. */
async function answer(term: PtyTerminal, prompt: RegExp, text: string): Promise<void> {
  await term.waitFor(prompt);
  term.type(text);
  term.press('enter');
}

/** Polls until `ok()` holds, or fails after twenty seconds. */
async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 800 && !ok(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(ok()).toBe(true);
}

/** The number of times `re` matches in the terminal's whole buffer. */
function count(term: PtyTerminal, re: RegExp): number {
  return (term.text().match(new RegExp(re.source, 'gm')) ?? []).length;
}

describe('the teletype screens', () => {
  test('REPLAY: the first 1983 game, five moves with comments, the board, QUIT', async () => {
    const term = teletype(['--engines', 'gnu,zarkov']);
    await answer(term, /CHOICE\?/, '1');
    await answer(term, /GAME\?/, '1');
    await term.waitFor('CRAY BLITZ (WHITE) - BCP (BLACK), 1-0');
    for (let i = 0; i < 5; i++) {
      // Both engines' comments on the position, then the next move.
      await until(() => count(term, /WOULD PLAY/) >= 2 * (i + 1));
      term.press('enter');
    }
    await until(() => count(term, /WOULD PLAY/) >= 12);
    const text = term.text();
    expect(text).toMatch(
      / {4}3\. E5\n {6}(GNU CHESS 1987|ZARKOV): [-+]\d\.\d\d {2}WOULD PLAY \S+ {2}\(DEPTH 1\)/,
    );
    await answer(term, /COMMAND\?\s*$/, 'BOARD');
    await term.waitFor('BLACK TO MOVE.  MOVE 3.');
    await answer(term, /COMMAND\?\s*$/, 'QUIT');
    expect(await term.exit()).toEqual({ code: 0, signal: 0 });
    expect(term.cursorVisible()).toBe(true);
  });

  test('PLAY: E5 is refused for White with a reason, E4 is taken and the engine answers', async () => {
    const term = teletype();
    await answer(term, /CHOICE\?/, 'PLAY');
    await answer(term, /ENGINE\?/, 'gnu');
    await answer(term, /YOUR COLOUR/, 'W');
    await answer(term, /STRENGTH\?/, 'DEPTH 2');
    await answer(term, /YOUR MOVE\?\s*$/, 'E5');
    await term.waitFor('? E5: NO WHITE PAWN CAN REACH E5');
    await answer(term, /YOUR MOVE\?\s*$/, 'E4');
    await term.waitFor(/MY MOVE: 1\.\.\. \S+/);
    await term.waitFor(/YOUR MOVE\?\s*$/);
    term.press('ctrl-c');
    expect(await term.exit()).toEqual({ code: 0, signal: 0 });
    expect(term.cursorVisible()).toBe(true);
  });

  test('`ttychess replay FILE` opens straight at the game', async () => {
    const term = teletype([
      'replay',
      'fixtures/games/wccc-1983-new-york.pgn',
      '--game',
      '2',
      '--engines',
      'gnu',
    ]);
    await term.waitFor('CHAOS (WHITE) - SHY (BLACK), 1-0');
    await term.waitFor(/GNU CHESS 1987: .* WOULD PLAY/);
    await answer(term, /COMMAND\?\s*$/, 'QUIT');
    expect(await term.exit()).toEqual({ code: 0, signal: 0 });
  });

  test('REPLAY SAVE at once on a whole game with two engines: every position judged, the file written (issue 25, item 5)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ttychess-replay-save-'));
    try {
      const out = join(dir, 'x.pgn');
      const term = startTerminal({
        args: [
          'replay',
          'fixtures/games/wccc-1983-new-york.pgn',
          '--baud',
          '0',
          '--depth',
          '1',
          '--engines',
          'gnu,zarkov',
        ],
        cols: 80,
        rows: 50,
      });
      open.push(term);
      await answer(term, /COMMAND\?/, `SAVE ${out}`);
      await term.waitFor(/SAVED TO/, 60_000);
      const chess = new Chess();
      chess.loadPgn(readFileSync(out, 'utf8'));
      expect(chess.getComments()).toHaveLength(117);
      term.type('QUIT');
      term.press('enter');
      expect((await term.exit()).code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
