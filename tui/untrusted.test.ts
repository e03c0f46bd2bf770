// Issue 36, item 1: text we did not write (a PGN's tags and comments, file names, an engine's
// name and words, error texts, command-line arguments) never reaches the terminal or our files
// with its control characters live. One test per path, each with the same hostile text: a
// window-title sequence, a screen clear and a right-to-left override. Each checks the bytes that
// leave the edge (emit() for a command, the session's step() for the teletype's paper, the file
// for what we write) hold no control character but the line end, and that the text is shown.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { parsePgn } from '../core/pgn.js';
import { registry } from '../engines/registry.js';
import { runBookBuild, runBookShow } from './commands/book.js';
import { runCompare } from './commands/compare.js';
import { localEngines } from './commands/lineup.js';
import { runMatch, type MatchEnv } from './commands/match.js';
import { emit, type CommandOutput, type StdIO } from './commands/output.js';
import { readReplayGame, runReplay, type ReplayEnv } from './commands/replay.js';
import { runSuite } from './commands/suite.js';
import { runTournament } from './commands/tournament.js';
import type { ProgressSink } from './match/report.js';
import { fakeRegistry } from './test-support/fake-engine.js';
import { fakeFactory } from './test-support/fake-players.js';
import { writeFakeUci } from './test-support/fake-uci.js';
import { replayGame } from './teletype/replay/game.js';
import { testConfig } from './teletype/test-support/config.js';
import { Driver, result } from './teletype/test-support/driver.js';

/** Retitles the window, clears the screen, and turns what follows right to left. */
const HOSTILE = '\x1b]0;PWNED\x07\x1b[2J\u202e';
/** How it must show: its controls as escapes (in capitals on the teletype). */
const SHOWN = /\\x1b\]0;PWNED\\x07\\x1b\[2J\\u202e/i;

/** Whether `text` holds a control character other than the line end. */
function hasControl(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(text);
}

/** Asserts `text` shows the hostile text and obeys none of it. */
function expectShown(text: string): void {
  expect(hasControl(text), JSON.stringify(text.slice(0, 2000))).toBe(false);
  expect(text).toMatch(SHOWN);
}

/** Asserts a PGN we wrote shows the hostile text (a tag's backslashes doubled, as PGN escapes them). */
function expectShownInPgn(text: string): void {
  expectShown(text.replace(/\\\\/g, '\\'));
}

/** What a command's output puts on the terminal (stdout then stderr), through emit(). */
function onTerminal(out: CommandOutput): string {
  let text = '';
  const stream = () =>
    new Writable({
      write(chunk: Buffer, _enc, done) {
        text += chunk.toString();
        done();
      },
    });
  const io: StdIO = { stdout: stream(), stderr: stream(), exitCode: undefined, exit: () => undefined };
  emit(out, io);
  return text;
}

const DIR = mkdtempSync(join(tmpdir(), 'ttychess-untrusted-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const PGN = join(DIR, 'hostile.pgn');
writeFileSync(
  PGN,
  `[Event "Open ${HOSTILE}"]\n[White "Cray ${HOSTILE}"]\n[Black "BCP"]\n[Result "1-0"]\n\n` +
    `{A note ${HOSTILE}} 1. e4 e5 {after ${HOSTILE}} 2. Nf3 Nc6 1-0\n`,
);
const source = localEngines(fakeRegistry({ id: 'gnu', name: 'GNU Chess 1987' }));
const PIPE: ReplayEnv = { stdinIsTTY: false, stdoutIsTTY: false, columns: undefined };

/** A progress sink that keeps what it is given. */
function sink(isTTY = false): ProgressSink & { text: string } {
  const s = { isTTY, text: '', write: (t: string) => void (s.text += t) };
  return s;
}

function matchEnv(progress: ProgressSink, factories?: MatchEnv['factories']): MatchEnv {
  return { registry, progress, factories, cores: 2 };
}

describe('untrusted text is made visible on every path (issue 36, item 1)', () => {
  test('replay --plain: the tags and comments of the file', async () => {
    const out = await runReplay({ file: PGN, plain: true, engines: 'gnu', depth: '1' }, source, PIPE);
    expect(out.code).toBe(0);
    expectShown(onTerminal(out));
  });

  test('replay: a file name holding ESC in its error', async () => {
    const out = await runReplay({ file: join(DIR, `missing${HOSTILE}.pgn`), plain: true }, source, PIPE);
    expect(out.code).not.toBe(0);
    expectShown(onTerminal(out));
  });

  test('replay --annotate: the PGN written keeps the tags and comments visible', async () => {
    const out = join(DIR, 'annotated.pgn');
    const r = await runReplay({ file: PGN, engines: 'gnu', depth: '1', annotate: out }, source, PIPE);
    expect(r.code).toBe(0);
    const written = readFileSync(out, 'utf8');
    expectShownInPgn(written);
    // Read back, the tag is the visible text, not the control characters.
    const read = parsePgn(written);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value[0]!.tags.find(([n]) => n === 'White')![1]).toMatch(SHOWN);
  });

  test('the teletype replay screen (a game opened from the command line): header and comments', () => {
    const read = readReplayGame(PGN, 1);
    if ('error' in read) throw new Error(read.error);
    const d = new Driver(testConfig({ engines: ['gnu'] }), read.game);
    expectShown(d.paper.join('\n'));
  });

  test('the teletype: an error text holding ESC (a failed file read) prints visible', () => {
    const d = new Driver(testConfig({ engines: ['gnu'] }));
    d.line('1');
    d.line('games/x.pgn');
    const open = d.effects.at(-1)!;
    expect('tag' in open).toBe(true);
    const printed = d.act({
      type: 'failed',
      tag: (open as { tag: number }).tag,
      error: `CANNOT READ ${HOSTILE}`,
    });
    expectShown(printed.join('\n'));
  });

  test('the teletype SAVE: the PGN it appends keeps the tags and comments visible', () => {
    const pgn = parsePgn(readFileSync(PGN, 'utf8'));
    if (!pgn.ok) throw new Error(pgn.error.message);
    const game = replayGame(pgn.value[0]!);
    if (!game.ok) throw new Error(game.error);
    const d = new Driver(testConfig({ engines: ['gnu'] }), game.value);
    d.line('SAVE /tmp/hostile-save.pgn');
    d.act({ type: 'save-checked', tag: d.last('check-save')!.tag });
    for (let searches = d.takeSearches(); searches.length > 0; searches = d.takeSearches())
      for (const x of searches)
        d.act({ type: 'searched', tag: x.tag, result: result(game.value.uci[x.moves.length] ?? null) });
    const save = d.last('save')!;
    expectShownInPgn(save.text);
  });

  test('match report and progress: an engine named by a file name holding ESC', async () => {
    const fake = writeFakeUci(DIR, `fake${HOSTILE}.js`, { moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'] });
    const plain = writeFakeUci(DIR, 'plain.js', { moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'] });
    const progress = sink();
    const pgn = join(DIR, 'match.pgn');
    const out = await runMatch(
      { engineA: `uci:${fake}`, engineB: `uci:${plain}`, games: '2', depth: '1', 'max-plies': '4', pgn },
      matchEnv(progress),
    );
    expect(out.stderr).toEqual([]);
    expectShown(onTerminal(out));
    expectShown(progress.text);
    // The PGN tags we write name the engine visibly.
    expectShownInPgn(readFileSync(pgn, 'utf8'));
  }, 30_000);

  test('tournament table: engine names holding ESC', async () => {
    const out = await runTournament(
      { engines: 'gnu,gnu,gnu', games: '1', depth: '1', 'max-plies': '4' },
      matchEnv(sink(), [fakeFactory(`A${HOSTILE}`), fakeFactory('B'), fakeFactory('C')]),
    );
    expect(out.code).toBe(0);
    expectShown(onTerminal(out));
  });

  test('compare: an engine list argument holding ESC', async () => {
    const out = await runCompare({ engines: `gnu,${HOSTILE}`, depth: '1' }, source);
    expect(out.code).not.toBe(0);
    expectShown(onTerminal(out));
  });

  test('suite: an EPD whose id holds ESC, and its file name', async () => {
    const epd = join(DIR, `suite${HOSTILE}.epd`);
    writeFileSync(epd, `4k3/8/8/8/8/8/4P3/4K3 w - - bm e4; id "pawn ${HOSTILE}";\n`);
    const out = await runSuite({ file: epd, engines: 'gnu', depth: 1 }, source);
    expectShown(onTerminal(out));
  });

  test('book build and book show: a book file name holding ESC, found and not found', () => {
    const book = join(DIR, `book${HOSTILE}.bin`);
    const games = join(DIR, 'won.pgn');
    writeFileSync(games, '[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n'.repeat(3));
    const built = runBookBuild({ games: [games], out: book });
    expect(built.code).toBe(0);
    expectShown(onTerminal(built));
    const shown = runBookShow({ book });
    expect(shown.code).toBe(0);
    expectShown(onTerminal(shown));
    const missing = runBookShow({ book: `${book}.missing` });
    expect(missing.code).not.toBe(0);
    expectShown(onTerminal(missing));
  });
});
