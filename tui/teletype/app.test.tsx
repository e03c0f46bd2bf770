import { cleanup, render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import { App } from './app.js';

const ENTER = '\r';

/** Lets ink and react handle what was written (input is read on the next turns of the loop). */
function settle(ms = 100): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until the frame satisfies `ok`, or fails after ten seconds (CI machines are busy). */
async function until(frame: () => string | undefined, ok: (f: string) => boolean): Promise<string> {
  for (let i = 0; i < 1000; i++) {
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

type Stdin = { write(data: string): void };

/** Types `text` once the prompt is showing, waits for its echo, then presses Enter. */
async function typeLine(
  stdin: Stdin,
  frame: () => string | undefined,
  prompt: string,
  text: string,
): Promise<void> {
  await until(frame, (f) => f.trimEnd().endsWith(prompt));
  if (text !== '') {
    stdin.write(text);
    await until(frame, (f) => f.trimEnd().endsWith(`${prompt} ${text}`));
  }
  stdin.write(ENTER);
}

/** Waits until `done()` holds, or fails after ten seconds. */
async function eventually(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !done(); i++) await settle(10);
  expect(done()).toBe(true);
}

test('"1", Enter, Enter shows the start position', async () => {
  const { stdin, lastFrame } = render(<App />);
  await typeLine(stdin, lastFrame, 'CHOICE?', '1');
  await typeLine(stdin, lastFrame, 'FEN?', '');
  const frame = await until(lastFrame, (f) => f.includes('WHITE TO MOVE'));
  expect(frame).toContain('8  BR BN BB BQ BK BB BN BR  8');
  expect(frame).toContain('1  WR WN WB WQ WK WB WN WR  1');
});

test('COUNT MOVES runs the count and prints it', async () => {
  const { stdin, lastFrame } = render(<App />);
  await typeLine(stdin, lastFrame, 'CHOICE?', 'count');
  await typeLine(stdin, lastFrame, 'FEN?', '');
  await typeLine(stdin, lastFrame, 'DEPTH (0 TO 5)?', '3');
  const frame = await until(lastFrame, (f) => f.includes('POSITIONS AT DEPTH'));
  expect(frame).toContain('8902 POSITIONS AT DEPTH 3');
});

test('typing QUIT ends the session and the app exits', async () => {
  let exited = false;
  const { stdin, lastFrame, frames } = render(<App onExit={() => (exited = true)} />);
  await typeLine(stdin, lastFrame, 'CHOICE?', 'QUIT');
  await eventually(() => exited);
  // Once the app has exited its last frame may already be blank, so read every frame drawn:
  // the farewell was printed, and after it the input line was gone.
  const farewell = frames.filter((f) => f.includes('END OF SESSION.'));
  expect(farewell.length).toBeGreaterThan(0);
  expect(farewell.at(-1)!.trimEnd().endsWith('END OF SESSION.')).toBe(true);
});

test('Ctrl-C ends the session too', async () => {
  let exited = false;
  const { stdin, lastFrame } = render(<App onExit={() => (exited = true)} />);
  await until(lastFrame, (f) => f.trimEnd().endsWith('CHOICE?'));
  stdin.write('\u0003');
  await eventually(() => exited);
});
