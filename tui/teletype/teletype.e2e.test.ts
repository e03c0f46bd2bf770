// End to end: the built `ttychess` in a pseudo-terminal, read off a headless xterm screen.
// Assumes dist/ is built (`npm test` builds first; by hand: npm run build). The menu's wording
// changes as the teletype grows, so the tests match loosely: the prompt and the word QUIT.

import { afterEach, describe, expect, test } from 'vitest';
import { startTerminal, type PtyTerminal } from '../test-support/pty-terminal.js';

const open: PtyTerminal[] = [];

/** A terminal running the teletype, closed after the test whatever happens. */
function teletype(...args: string[]): PtyTerminal {
  const term = startTerminal({ args, cols: 80, rows: 40 });
  open.push(term);
  return term;
}

afterEach(() => {
  for (const term of open.splice(0)) term.close();
});

describe('ttychess in a terminal', () => {
  test('opens with the banner and the menu at the default pace; QUIT ends it with status 0 and the cursor shown', async () => {
    const term = teletype();
    await term.waitFor(/CHOICE\?/);
    const opening = term.text();
    expect(opening).toMatch(/HIARCS/);
    expect(opening).toMatch(/QUIT/);
    expect(opening).toMatch(/^\s*1\s+\S/m);

    term.type('QUIT');
    await term.waitFor(/CHOICE\? QUIT/);
    term.press('enter');
    expect(await term.exit()).toEqual({ code: 0, signal: 0 });
    expect(term.cursorVisible()).toBe(true);
  });

  // The other tests print at once (--baud 0), to stay quick.
  test('quit in small letters works too', async () => {
    const term = teletype('--baud', '0');
    await term.waitFor(/CHOICE\?/);
    term.type('quit');
    term.press('enter');
    expect(await term.exit()).toEqual({ code: 0, signal: 0 });
    expect(term.cursorVisible()).toBe(true);
  });

  test('Ctrl-C at the menu ends the session with status 0 and shows the cursor', async () => {
    const term = teletype('--baud', '0');
    await term.waitFor(/CHOICE\?/);
    term.press('ctrl-c');
    expect(await term.exit()).toEqual({ code: 0, signal: 0 });
    expect(term.cursorVisible()).toBe(true);
  });

  test('backspace erases the last character typed', async () => {
    const term = teletype('--baud', '0');
    await term.waitFor(/CHOICE\?/);
    term.type('QUITX');
    await term.waitFor(/CHOICE\? QUITX/);
    term.press('backspace');
    // Wait for the erase to show: keys sent together may reach the program as one chunk.
    await term.waitFor(/CHOICE\? QUIT$/m);
    term.press('enter');
    expect(await term.exit()).toEqual({ code: 0, signal: 0 });
  });
});
