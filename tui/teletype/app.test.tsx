import { Buffer } from 'node:buffer';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import { App } from './app.js';
import { openFake, testConfig } from './test-support/config.js';
import type { TeletypeSettings } from './settings.js';

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

type Stdin = { write(data: string): void };

/** Types `text` once the prompt is showing, waits for its echo, then presses Enter. */
async function typeLine(stdin: Stdin, frame: () => string | undefined, prompt: string, text: string) {
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

function teletype(settings: Partial<TeletypeSettings> = {}, onExit?: () => void) {
  return render(<App config={testConfig(settings)} openEngine={openFake} onExit={onExit} bell={() => {}} />);
}

test('prints the banner and menu and waits at the prompt', async () => {
  const { lastFrame } = teletype();
  const frame = await until(lastFrame, (f) => f.includes('CHOICE?'));
  expect(frame).toContain('GNU CHESS 1987');
  expect(frame).toContain('1  REPLAY A GAME');
  expect(frame).toContain('6  QUIT');
});

test('REPLAY: the first game, a move, and the engines comment on it', async () => {
  const { stdin, lastFrame, frames } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', '1');
  await typeLine(stdin, lastFrame, 'GAME?', '1');
  await typeLine(stdin, lastFrame, 'COMMAND?', '');
  await until(lastFrame, (f) => f.includes('1. E4'));
  // The fake engines answer each position with its first legal move in UCI order.
  await until(lastFrame, (f) => /ZARKOV: [-+]0\.\d\d {2}WOULD PLAY A5 {2}\(DEPTH 2\)/.test(f));
  await until(lastFrame, (f) => f.includes('GNU CHESS 1987: -0.20  WOULD PLAY A5'));
  await until(lastFrame, (f) => f.trimEnd().endsWith('COMMAND?'));
  expect(frames.join('\n')).toContain('CRAY BLITZ (WHITE) - BCP (BLACK), 1-0');
});

test('PLAY: an illegal move gets its reason, a legal one an answer', async () => {
  const { stdin, lastFrame } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', 'play');
  await typeLine(stdin, lastFrame, 'ENGINE?', 'gnu');
  await typeLine(stdin, lastFrame, 'YOUR COLOUR (WHITE OR BLACK)?', 'w');
  await typeLine(stdin, lastFrame, 'STRENGTH?', 'depth 2');
  await typeLine(stdin, lastFrame, 'YOUR MOVE?', 'E5');
  await until(lastFrame, (f) => f.includes('E5: NO WHITE PAWN CAN REACH E5'));
  await typeLine(stdin, lastFrame, 'YOUR MOVE?', 'e4');
  const frame = await until(lastFrame, (f) => f.includes('MY MOVE: 1... A5'));
  expect(frame).toContain('DEPTH 2');
});

test('WATCH: two engines play until a key stops them', async () => {
  const { stdin, lastFrame } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', '3');
  await typeLine(stdin, lastFrame, 'WHITE?', '1');
  await typeLine(stdin, lastFrame, 'BLACK?', '2');
  await until(lastFrame, (f) => f.trimEnd().endsWith('SECONDS A MOVE?'));
  stdin.write('0.1');
  await until(lastFrame, (f) => f.trimEnd().endsWith('SECONDS A MOVE? 0.1'));
  // The key goes in with the Enter that starts the game, so it always arrives while the game
  // runs (the fake engines move in a few milliseconds and would repeat the position by move 7).
  stdin.write(`${ENTER} `);
  await until(lastFrame, (f) => f.includes('STOPPED. *') && f.trimEnd().endsWith('SAVE?'));
});

test('WATCH, then SAVE: a folder is refused in one line; a PGN file gets the game appended', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-save-'));
  try {
    mkdirSync(join(dir, 'adir'));
    const pgn = join(dir, 'old.pgn');
    const before = Buffer.from('[Event "old"]\n[White "M\xfcller"]\n\n1. e4 *', 'latin1');
    writeFileSync(pgn, before);
    const { stdin, lastFrame } = teletype();
    await typeLine(stdin, lastFrame, 'CHOICE?', '3');
    await typeLine(stdin, lastFrame, 'WHITE?', '1');
    await typeLine(stdin, lastFrame, 'BLACK?', '2');
    await until(lastFrame, (f) => f.trimEnd().endsWith('SECONDS A MOVE?'));
    stdin.write('0.1');
    await until(lastFrame, (f) => f.trimEnd().endsWith('SECONDS A MOVE? 0.1'));
    stdin.write(`${ENTER} `); // the key that stops the game, in with the Enter that starts it
    await typeLine(stdin, lastFrame, 'SAVE?', join(dir, 'adir'));
    await until(lastFrame, (f) => f.includes(`? NOT SAVED: '${join(dir, 'adir')}': IS A FOLDER`));
    expect(readdirSync(dir).sort()).toEqual(['adir', 'old.pgn']);
    await typeLine(stdin, lastFrame, 'SAVE?', pgn);
    await until(lastFrame, (f) => f.includes(`SAVED TO '${pgn}' (APPENDED).`));
    const after = readFileSync(pgn);
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    expect(after.subarray(before.length).toString('utf8')).toMatch(/^\n\n\[Event "ttychess engine game"\]/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('COMPARE prints the side-by-side table', async () => {
  const { stdin, lastFrame } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', '4');
  await typeLine(stdin, lastFrame, 'FEN?', '');
  const frame = await until(lastFrame, (f) => f.includes('BEST MOVE'));
  expect(frame).toMatch(/ZARKOV +GNU CHESS 1987/);
  expect(frame).toContain('A3');
});

test('ABOUT prints a page', async () => {
  const { stdin, lastFrame } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', '5');
  await typeLine(stdin, lastFrame, 'ENGINE?', '2');
  await until(lastFrame, (f) => f.includes('A FAKE GNU CHESS.'));
});

test('the opening is on the paper at once; at 110 baud what follows prints a little at a time, and Enter finishes it', async () => {
  const { stdin, lastFrame, frames } = teletype({ baud: 110 });
  await until(lastFrame, (f) => f.trimEnd().endsWith('CHOICE?'));
  await typeLine(stdin, lastFrame, 'CHOICE?', 'HELP');
  await settle(300);
  // 10 characters a second: the help (several lines) is far from done.
  expect(lastFrame()).not.toContain('AT ANY PROMPT TYPE HELP');
  const before = frames.length;
  stdin.write(ENTER);
  await until(lastFrame, (f) => f.includes('AT ANY PROMPT TYPE HELP') && f.trimEnd().endsWith('CHOICE?'));
  expect(frames.length).toBeGreaterThan(before);
});

test('typing QUIT ends the session and the app exits', async () => {
  let exited = false;
  const { stdin, lastFrame, frames } = teletype({}, () => (exited = true));
  await typeLine(stdin, lastFrame, 'CHOICE?', 'QUIT');
  await eventually(() => exited);
  const farewell = frames.filter((f) => f.includes('END OF SESSION.'));
  expect(farewell.length).toBeGreaterThan(0);
  expect(farewell.at(-1)!.trimEnd().endsWith('END OF SESSION.')).toBe(true);
});

test('Ctrl-C ends the session too', async () => {
  let exited = false;
  const { stdin, lastFrame } = teletype({}, () => (exited = true));
  await until(lastFrame, (f) => f.trimEnd().endsWith('CHOICE?'));
  stdin.write('\u0003');
  await eventually(() => exited);
});

test('type-ahead while the paper prints is kept and answered in order (issue 14, item 6)', async () => {
  const { stdin, lastFrame } = teletype({ baud: 110 });
  await typeLine(stdin, lastFrame, 'CHOICE?', '3');
  await settle(200);
  // WATCH's lines are still printing at 10 characters a second: GNU and Enter answer WHITE?.
  stdin.write('GNU');
  stdin.write(ENTER);
  stdin.write('1');
  stdin.write(ENTER);
  await until(lastFrame, (f) => f.includes('WHITE? GNU') && f.includes('BLACK? 1'));
});
