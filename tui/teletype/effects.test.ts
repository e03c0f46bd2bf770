// The effect runner without React: the session's effects carried out on in-process fake
// engines and real files, each answer checked as the reply the session would get.

import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { START_FEN } from '../../core/fen.js';
import { registry } from '../../engines/registry.js';
import { runCompare } from '../commands/compare.js';
import { localEngines } from '../commands/lineup.js';
import { EffectRunner } from './effects.js';
import type { PgnReader } from './pgn-read.js';
import { say, type Reply, type SessionConfig } from './screen.js';
import { openFake, testConfig } from './test-support/config.js';

const runners: EffectRunner[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.dispose()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A runner on the fake engines, and the replies it has sent. */
function runner(
  printed: () => boolean = () => true,
  config: SessionConfig = testConfig(),
  readPgn?: PgnReader,
) {
  const replies: Reply[] = [];
  const events: string[] = [];
  const r = new EffectRunner({
    config,
    openEngine: openFake,
    send: (reply) => replies.push(reply),
    printed,
    bell: () => events.push('bell'),
    exit: () => events.push('exit'),
    readPgn,
  });
  runners.push(r);
  return { r, replies, events };
}

/** Waits until `ok`, or fails after `ms` (a second unless told). */
async function until(ok: () => boolean, ms = 1000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 5) {
    if (ok()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('never happened');
}

test('a search answers with an info per iteration, then the result, all with its tag', async () => {
  const { r, replies } = runner();
  r.carryOut({
    kind: 'search',
    slot: 'play:gnu',
    tag: 7,
    fen: START_FEN,
    moves: ['e2e4'],
    limits: { depth: 2 },
    infos: true,
  });
  await until(() => replies.some((x) => x.type === 'searched'));
  expect(replies.map((x) => `${x.type} ${x.tag}`)).toEqual(['info 7', 'info 7', 'searched 7']);
});

test('a compare answers once, with a column per engine', async () => {
  const { r, replies } = runner();
  r.carryOut({ kind: 'compare', tag: 3, fen: START_FEN, engines: ['zarkov', 'gnu'], limits: { depth: 1 } });
  await until(() => replies.length > 0);
  const [reply] = replies;
  expect(reply?.type === 'compared' && reply.columns.map((c) => c.meta.id)).toEqual(['zarkov', 'gnu']);
});

test('a file that cannot be read fails in one line; a save appends and says so', async () => {
  const { r, replies } = runner();
  const dir = mkdtempSync(join(tmpdir(), 'ttychess-effects-'));
  dirs.push(dir);
  r.carryOut({ kind: 'read', tag: 1, path: join(dir, 'none.pgn'), game: 1 });
  await until(() => replies.length > 0);
  expect(replies[0]).toMatchObject({ type: 'failed', tag: 1 });
  expect(replies[0]?.type === 'failed' && replies[0].error).toMatch(/^CANNOT READ /);
  const path = join(dir, 'games.pgn');
  r.carryOut({ kind: 'save', tag: 2, path, text: '[Event "?"]\n\n*\n' });
  r.carryOut({ kind: 'save', tag: 3, path, text: '[Event "?"]\n\n*\n' });
  expect(replies.slice(1)).toEqual([
    { type: 'saved', tag: 2, path, appended: false },
    { type: 'saved', tag: 3, path, appended: true },
  ]);
  expect(readFileSync(path, 'utf8').match(/Event/g)).toHaveLength(2);
});

describe('SAVE appends only to a regular file that reads as PGN and that the session did not read', () => {
  const GAME = '[Event "?"]\n\n*\n';
  function files() {
    const dir = mkdtempSync(join(tmpdir(), 'ttychess-effects-save-'));
    dirs.push(dir);
    const epd = join(dir, 'openings.epd');
    copyFileSync('fixtures/openings.epd', epd);
    const binary = join(dir, 'photo.jpg');
    writeFileSync(binary, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]));
    const fifo = join(dir, 'games.fifo');
    execFileSync('mkfifo', [fifo]);
    const loaded = join(dir, 'loaded.pgn');
    copyFileSync('fixtures/games/wccc-1983-new-york.pgn', loaded);
    const given = join(dir, 'given.pgn');
    copyFileSync('fixtures/games/wccc-1983-new-york.pgn', given);
    return { epd, binary, fifo, loaded, given };
  }

  test.each([
    [
      'an EPD file (fixtures/openings.epd)',
      'epd',
      // The quoted piece is marked to print as it is (screen.ts asTyped), not in capitals.
      /: does not read as PGN \(PGN game 1: unexpected '\uE000"\uE001' at line 1\)$/,
    ],
    ['a binary file', 'binary', /: is a binary file, not PGN$/],
    ['a FIFO', 'fifo', /: is not a regular file \(a FIFO\)$/],
    ['a file the session read at GAME?', 'loaded', /: is an input of this run \(choose another name\)$/],
    ['the file the session was opened with', 'given', /: is an input of this run \(choose another name\)$/],
  ] as const)('%s: refused in one line naming it, the file left as it was', async (_what, which, reason) => {
    const f = files();
    const { r, replies } = runner(undefined, { ...testConfig(), inputs: [f.given] });
    r.carryOut({ kind: 'read', tag: 1, path: f.loaded, game: 1 });
    const before = which === 'fifo' ? undefined : readFileSync(f[which]);
    r.carryOut({ kind: 'save', tag: 2, path: f[which], text: GAME });
    const reply = replies.find((x) => x.tag === 2);
    expect(reply).toMatchObject({ type: 'failed', tag: 2 });
    expect(reply?.type === 'failed' && reply.error).toMatch(reason);
    expect(reply?.type === 'failed' && reply.error.split('\n')).toHaveLength(1);
    if (before) expect(readFileSync(f[which]).equals(before)).toBe(true);
    else expect(lstatSync(f.fifo).isFIFO()).toBe(true);
    // The check REPLAY's SAVE makes before judging gives the same refusal, and writes nothing.
    r.carryOut({ kind: 'check-save', tag: 3, path: f[which] });
    const checked = replies.find((x) => x.tag === 3);
    expect(checked?.type === 'failed' && checked.error).toBe(reply?.type === 'failed' && reply.error);
    if (before) expect(readFileSync(f[which]).equals(before)).toBe(true);
  });

  test('a refusal that quotes another path prints both as typed, not in capitals (issue 36, item 4)', () => {
    const f = files();
    const { r, replies } = runner();
    r.carryOut({ kind: 'read', tag: 1, path: f.loaded, game: 1 });
    // The same file by another name: the refusal names the input as it was read.
    const other = join(f.loaded, '..', 'Link.pgn');
    symlinkSync(f.loaded, other);
    r.carryOut({ kind: 'check-save', tag: 2, path: other });
    const reply = replies.find((x) => x.tag === 2);
    if (reply?.type !== 'failed') throw new Error('not refused');
    expect(say(`NOT SAVED: ${reply.error}`).join(' ')).toBe(
      `NOT SAVED: '${other}': IS THE INPUT FILE '${f.loaded}' OF THIS RUN (CHOOSE ANOTHER NAME)`,
    );
  });

  test('the check before a SAVE passes a new file and a PGN file, and makes neither', () => {
    const f = files();
    const { r, replies } = runner();
    const fresh = join(f.epd, '..', 'new.pgn');
    r.carryOut({ kind: 'check-save', tag: 1, path: fresh });
    r.carryOut({ kind: 'check-save', tag: 2, path: f.given });
    expect(replies).toEqual([
      { type: 'save-checked', tag: 1 },
      { type: 'save-checked', tag: 2 },
    ]);
    expect(existsSync(fresh)).toBe(false);
  });
});

test('a timer waits for the printer to catch up; the bell rings; exit closes the engines first', async () => {
  let printing = true;
  const { r, replies, events } = runner(() => !printing);
  r.carryOut({ kind: 'timer', tag: 5, ms: 1 });
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(replies).toEqual([]);
  printing = false;
  await until(() => replies.length > 0);
  expect(replies).toEqual([{ type: 'timer', tag: 5 }]);
  r.carryOut({ kind: 'bell' });
  r.carryOut({ kind: 'exit' });
  await until(() => events.includes('exit'));
  expect(events).toEqual(['bell', 'exit']);
});

test('a compare starts every engine fresh: the same position twice gives the answer of `ttychess compare`', async () => {
  const replies: Reply[] = [];
  const real = localEngines(registry);
  const r = new EffectRunner({
    config: { ...testConfig(), engines: registry.list() },
    openEngine: real.open,
    send: (reply) => replies.push(reply),
    printed: () => true,
    bell: () => {},
    exit: () => {},
  });
  runners.push(r);
  const fen = 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';
  const nodes = async (tag: number) => {
    r.carryOut({ kind: 'compare', tag, fen, engines: ['zarkov'], limits: { depth: 3 } });
    await until(() => replies.some((x) => x.tag === tag), 20_000);
    const reply = replies.find((x) => x.tag === tag);
    if (reply?.type !== 'compared') throw new Error(`no comparison: ${JSON.stringify(reply)}`);
    return reply.columns.map((c) => `${c.result.depth}/${c.result.seldepth} ${c.result.nodes}`);
  };
  const first = await nodes(1);
  const second = await nodes(2);
  const cli = await runCompare({ fen, depth: '3', engines: 'zarkov', json: true }, real);
  const search = (
    JSON.parse(cli.stdout[0]!) as {
      engines: { search: { depth: number; seldepth: number; nodes: number } }[];
    }
  ).engines[0]!.search;
  expect(second).toEqual(first);
  expect(first).toEqual([`${search.depth}/${search.seldepth} ${search.nodes}`]);
}, 30_000);

describe('a PGN file read at GAME? never blocks the teletype (issue 36, item 3)', () => {
  /** A PGN of `games` copies of the first 1983 game, about 700 bytes each. */
  function bigPgn(games: number): string {
    const dir = mkdtempSync(join(tmpdir(), 'ttychess-effects-big-'));
    dirs.push(dir);
    const path = join(dir, 'big.pgn');
    const one = readFileSync('fixtures/games/wccc-1983-new-york.pgn', 'utf8').split(/\n(?=\[Event )/)[1]!;
    writeFileSync(path, `${one.trimEnd()}\n\n`.repeat(games));
    return path;
  }

  test('the file is read and parsed in a worker: the event loop runs on while it is read', async () => {
    const path = bigPgn(5_000);
    const { r, replies } = runner();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    r.carryOut({ kind: 'read', tag: 1, path, game: 4_000 });
    // Not answered on the teletype's thread: nothing yet, and timers fire while the worker reads.
    expect(replies).toEqual([]);
    await until(() => replies.length > 0, 60_000);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(0);
    const [reply] = replies;
    expect(
      reply?.type === 'read' && [reply.count, reply.game?.tags.find(([n]) => n === 'White')?.[1]],
    ).toEqual([5_000, 'Cray Blitz']);
  }, 90_000);

  test('a read that never answers: the end of the session (Ctrl-C) cancels it and exits at once', async () => {
    const cancelled: string[] = [];
    const never: PgnReader = (request) => ({
      result: new Promise(() => undefined),
      cancel: () => cancelled.push(request.path),
    });
    const { r, replies, events } = runner(undefined, testConfig(), never);
    r.carryOut({ kind: 'read', tag: 1, path: 'huge.pgn', game: 1 });
    r.carryOut({ kind: 'exit' });
    await until(() => events.includes('exit'));
    expect(cancelled).toEqual(['huge.pgn']);
    expect(replies).toEqual([]);
  });

  test('cancel-read (a key while reading) ends that read; no answer comes', async () => {
    const cancelled: string[] = [];
    let finish: (() => void) | undefined;
    const held: PgnReader = (request) => ({
      result: new Promise((resolve) => (finish = () => resolve({ ok: true, count: 1, game: undefined }))),
      cancel: () => cancelled.push(request.path),
    });
    const { r, replies } = runner(undefined, testConfig(), held);
    r.carryOut({ kind: 'read', tag: 4, path: 'big.pgn', game: 1 });
    r.carryOut({ kind: 'cancel-read', tag: 4 });
    finish!();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancelled).toEqual(['big.pgn']);
    expect(replies).toEqual([]);
  });

  test('a slow read answers with the game asked for, or says why not', async () => {
    const answers: Record<string, Awaited<ReturnType<PgnReader>['result']>> = {
      'two.pgn': { ok: true, count: 2, game: undefined },
      'utf16.pgn': { ok: false, reason: 'is UTF-16LE text (little-endian)' },
      'bad.pgn': { ok: false, parse: "PGN game 1: unexpected ')' at line 3" },
    };
    const slow: PgnReader = (request) => ({
      result: new Promise((resolve) => setTimeout(() => resolve(answers[request.path]!), 20)),
      cancel: () => undefined,
    });
    const { r, replies } = runner(undefined, testConfig(), slow);
    for (const [i, path] of Object.keys(answers).entries())
      r.carryOut({ kind: 'read', tag: i + 1, path, game: 3 });
    expect(replies).toEqual([]);
    await until(() => replies.length === 3);
    expect(replies.find((x) => x.tag === 1)).toEqual({ type: 'read', tag: 1, count: 2, game: undefined });
    const said = (tag: number) => {
      const x = replies.find((y) => y.tag === tag);
      return x?.type === 'failed' ? say(x.error).join(' ') : undefined;
    };
    expect(said(2)).toBe("CANNOT READ 'utf16.pgn': IS UTF-16LE TEXT (LITTLE-ENDIAN)");
    expect(said(3)).toBe("PGN GAME 1: UNEXPECTED ')' AT LINE 3");
  });
});
