// End to end (issue 36, item 6): in the built teletype at 300 baud, a key pressed while the paper
// still prints the engine's reply only hurries the paper: it never lands at YOUR MOVE?, and the
// Enter after it answers nothing. Assumes dist/ is built.

import { afterEach, expect, test } from 'vitest';
import { startTerminal, type PtyTerminal } from '../test-support/pty-terminal.js';

const open: PtyTerminal[] = [];
afterEach(() => {
  for (const term of open.splice(0)) term.close();
});

test('a key pressed as the engine reply prints does not answer YOUR MOVE? (issue 36, item 6)', async () => {
  const term = startTerminal({ args: ['--baud', '300', '--engines', 'gnu'], cols: 80, rows: 40 });
  open.push(term);
  await term.waitFor(/CHOICE\?/);
  // Typed ahead between questions (kept, as a terminal keeps it): the game set up, 1. e4 played.
  term.type('2\rgnu\rwhite\rdepth 1\re4\r');
  await term.waitFor(/YOUR MOVE\? e4/, 60_000);
  // GNU at depth 1 answers at once; its reply prints at 30 characters a second.
  await new Promise((resolve) => setTimeout(resolve, 300));
  term.type('x');
  await new Promise((resolve) => setTimeout(resolve, 100));
  term.press('enter');
  await term.waitFor(/YOUR MOVE\?\s*$/, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const text = term.text();
  expect(text).not.toMatch(/YOUR MOVE\? x/);
  expect(text.trimEnd()).toMatch(/YOUR MOVE\?$/);
  term.press('ctrl-c');
  await term.exit();
}, 120_000);
