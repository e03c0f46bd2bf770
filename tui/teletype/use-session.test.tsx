// The hook against engines that are slow to start, as worker threads are: a key that asks the
// engines to stop while their work still waits behind the start-up must still stop them, and
// the screen must answer (never a dead screen with no input line).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import { LocalEngine, type EngineHandle, type OpenEngine } from '../engine-host/engine-handle.js';
import type { Evaluation, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import { FakeEngine } from '../test-support/fake-engine.js';
import { App } from './app.js';
import { openSession } from './session.js';
import { FAKES, openFake, testConfig } from './test-support/config.js';
import { record, reduceTeletype } from './use-session.js';

const ENTER = '\r';
/** How long the engines take to start. */
const START_MS = 300;
/** How long a search takes unless stopped: far longer than any wait below. */
const THINK_MS = 60_000;

function settle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A fake engine behind a handle that behaves like EngineHost in time: every call waits for the
 * start-up, a search thinks until stopped, and the stop flag is cleared when a search is asked
 * for (so a stop sent before that is forgotten, as the worker's shared flag is).
 */
class SlowEngine implements EngineHandle {
  private readonly local: LocalEngine;
  private readonly started = settle(START_MS);
  private stopped = false;

  constructor(id: string) {
    this.local = new LocalEngine(new FakeEngine(FAKES.find((c) => c.id === id)!));
  }

  async setOption(name: string, value: string): Promise<void> {
    await this.started;
    return this.local.setOption(name, value);
  }

  async newGame(): Promise<void> {
    await this.started;
    return this.local.newGame();
  }

  async setPosition(fen: string, moves: readonly string[]): Promise<void> {
    await this.started;
    return this.local.setPosition(fen, moves);
  }

  async evaluate(trace: boolean): Promise<Evaluation> {
    await this.started;
    return this.local.evaluate(trace);
  }

  async search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult> {
    this.stopped = false;
    await this.started;
    for (let waited = 0; waited < THINK_MS && !this.stopped; waited += 10) await settle(10);
    return this.local.search(limits, onInfo);
  }

  stop(): void {
    this.stopped = true;
  }

  async close(): Promise<void> {
    this.stopped = true;
  }
}

const openSlow: OpenEngine = (id) => new SlowEngine(id);

afterEach(() => cleanup());

/** Waits until the frame satisfies `ok`, or fails after `ms` (far less than THINK_MS). */
async function until(
  frame: () => string | undefined,
  ok: (f: string) => boolean,
  ms = 8000,
): Promise<string> {
  for (let waited = 0; waited < ms; waited += 10) {
    const f = frame() ?? '';
    if (ok(f)) return f;
    await settle(10);
  }
  throw new Error(`frame never matched:\n${frame()}`);
}

type Stdin = { write(data: string): void };

async function typeLine(stdin: Stdin, frame: () => string | undefined, prompt: string, text: string) {
  await until(frame, (f) => f.trimEnd().endsWith(prompt));
  if (text !== '') {
    stdin.write(text);
    await until(frame, (f) => f.trimEnd().endsWith(`${prompt} ${text}`));
  }
  stdin.write(ENTER);
}

function teletype() {
  return render(<App config={testConfig()} openEngine={openSlow} bell={() => {}} />);
}

test('COMPARE: a key while the engines are still starting stops them; the table prints and FEN? is asked again', async () => {
  const { stdin, lastFrame } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', '4');
  await typeLine(stdin, lastFrame, 'FEN?', '');
  await until(lastFrame, (f) => f.includes('THE ENGINES ARE THINKING'));
  stdin.write(' ');
  const frame = await until(lastFrame, (f) => f.includes('BEST MOVE') && f.trimEnd().endsWith('FEN?'));
  expect(frame).toMatch(/ZARKOV +GNU CHESS 1987/);
});

test('PLAY: a key while the engine is still starting makes it move at once', async () => {
  const { stdin, lastFrame } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', 'play');
  await typeLine(stdin, lastFrame, 'ENGINE?', 'gnu');
  await typeLine(stdin, lastFrame, 'YOUR COLOUR (WHITE OR BLACK)?', 'w');
  await typeLine(stdin, lastFrame, 'STRENGTH?', 'depth 2');
  await typeLine(stdin, lastFrame, 'YOUR MOVE?', 'e4');
  await until(lastFrame, (f) => f.includes('IS THINKING'));
  stdin.write(' ');
  await until(lastFrame, (f) => f.includes('MY MOVE: 1... A5') && f.trimEnd().endsWith('YOUR MOVE?'));
});

test('WATCH: a key while the first engine is still starting ends the game at once', async () => {
  const { stdin, lastFrame } = teletype();
  await typeLine(stdin, lastFrame, 'CHOICE?', '3');
  await typeLine(stdin, lastFrame, 'WHITE?', '1');
  await typeLine(stdin, lastFrame, 'BLACK?', '2');
  await typeLine(stdin, lastFrame, 'SECONDS A MOVE?', '600');
  await until(lastFrame, (f) => f.includes('ANY KEY STOPS'));
  stdin.write(' ');
  await until(lastFrame, (f) => f.includes('STOPPED. *') && f.trimEnd().endsWith('SAVE?'));
});

test('the outbox drops no effect however many one step asks for; it lets go of those carried out (issue 25, item 5)', () => {
  const first = openSession(testConfig());
  const empty = record({ session: first.state, paper: [], outbox: [], nextEffect: 0 }, first);
  const many = record(empty, {
    state: first.state,
    print: [],
    effects: Array.from({ length: 500 }, () => ({ kind: 'bell' }) as const),
  });
  expect(many.outbox.map((e) => e.id)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  const after = reduceTeletype(many, { type: 'carried-out', through: 299 });
  expect(after.outbox.map((e) => e.id)).toEqual(Array.from({ length: 200 }, (_, i) => 300 + i));
});

test('REPLAY SAVE of a whole game right after opening it: every position judged, the file written (issue 25, item 5)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-save-'));
  try {
    const path = join(dir, 'x.pgn');
    const { stdin, lastFrame } = render(<App config={testConfig()} openEngine={openFake} bell={() => {}} />);
    await typeLine(stdin, lastFrame, 'CHOICE?', '1');
    await typeLine(stdin, lastFrame, 'GAME?', '1');
    await typeLine(stdin, lastFrame, 'COMMAND?', `SAVE ${path}`);
    await until(lastFrame, (f) => f.includes('SAVED TO') && f.trimEnd().endsWith('COMMAND?'), 30_000);
    const chess = new Chess();
    chess.loadPgn(readFileSync(path, 'utf8'));
    // A comment after every move, by both engines: no position was left out.
    expect(chess.getComments().map((c) => /Zarkov: .*GNU Chess 1987: /.test(c.comment))).toEqual(
      Array.from({ length: 117 }, () => true),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 40_000);
