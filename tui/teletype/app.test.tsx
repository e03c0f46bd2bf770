import { cleanup, render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import { App } from './app.js';

const ENTER = '\r';

/** Lets ink and react handle what was written (input is read on the next turns of the loop). */
function settle(ms = 30): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until the frame satisfies `ok`, or fails after a second. */
async function until(frame: () => string | undefined, ok: (f: string) => boolean): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const f = frame() ?? '';
    if (ok(f)) return f;
    await settle(10);
  }
  throw new Error(`frame never matched:\n${frame()}`);
}

afterEach(() => cleanup());

test('prints the banner and menu and waits at the prompt', async () => {
  const { lastFrame } = render(<App />);
  const frame = await until(lastFrame, (f) => f.includes('CHOICE?'));
  expect(frame).toContain('HIARCS 0.5 (1983)');
  expect(frame).toContain('1  SHOW A POSITION');
  expect(frame).toContain('2  COUNT MOVES (PERFT)');
  expect(frame).toContain('3  QUIT');
});

test('"1", Enter, Enter shows the start position', async () => {
  const { stdin, lastFrame } = render(<App />);
  await settle();
  stdin.write('1');
  await settle();
  stdin.write(ENTER);
  await until(lastFrame, (f) => f.includes('FEN?'));
  stdin.write(ENTER);
  const frame = await until(lastFrame, (f) => f.includes('WHITE TO MOVE'));
  expect(frame).toContain('8  BR BN BB BQ BK BB BN BR  8');
  expect(frame).toContain('1  WR WN WB WQ WK WB WN WR  1');
});

test('COUNT MOVES runs the count and prints it', async () => {
  const { stdin, lastFrame } = render(<App />);
  await settle();
  for (const line of ['count', '', '3']) {
    stdin.write(line);
    await settle();
    stdin.write(ENTER);
    await settle();
  }
  const frame = await until(lastFrame, (f) => f.includes('POSITIONS AT DEPTH'));
  expect(frame).toContain('8902 POSITIONS AT DEPTH 3');
});

test('typing QUIT ends the session and the app exits', async () => {
  let exited = false;
  const { stdin, lastFrame } = render(<App onExit={() => (exited = true)} />);
  await settle();
  stdin.write('QUIT');
  await settle();
  stdin.write(ENTER);
  const frame = await until(lastFrame, (f) => f.includes('END OF SESSION.'));
  await settle();
  expect(exited).toBe(true);
  // The input line is gone: the last thing on the paper is the farewell.
  expect(frame.trimEnd().endsWith('END OF SESSION.')).toBe(true);
});

test('Ctrl-C ends the session too', async () => {
  let exited = false;
  const { stdin } = render(<App onExit={() => (exited = true)} />);
  await settle();
  stdin.write('\u0003');
  await settle();
  expect(exited).toBe(true);
});
