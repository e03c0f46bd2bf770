import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { fakeRegistry, newLog } from '../test-support/fake-engine.js';
import { localEngines } from './lineup.js';
import { EXIT_USAGE } from './output.js';
import { runSuite } from './suite.js';

// The fake plays the first legal move in UCI order: Kd1 (e1d1) in the first two positions,
// a5 (a7a5) in the third; at depth 1 it counts 100 nodes plus the root moves (6, 6 and 7).
const SUITE = [
  '# three positions',
  '4k3/8/8/8/8/8/4P3/4K3 w - - bm Kd1; id "king";',
  '4k3/8/8/8/8/8/4P3/4K3 w - - bm e4 e3; id "pawn";',
  '',
  '4k3/p7/8/8/8/8/4P3/4K3 b - - am a5;',
].join('\n');

const dir = mkdtempSync(join(tmpdir(), 'ttychess-suite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to a file in the temporary folder and returns its path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Two fakes, in process, sharing a log. */
function two(log = newLog()) {
  return localEngines(fakeRegistry({ id: 'gnu', log }, { id: 'zarkov', name: 'Fake Zarkov', log }));
}

describe('runSuite, plain output', () => {
  test('per engine the number solved, then each failure: id, the move played, what was wanted', async () => {
    const path = file('three.epd', SUITE);
    const out = await runSuite({ file: path, depth: 1 }, two());
    expect(out.code).toBe(0);
    expect(out.stderr).toEqual([]);
    expect(out.stdout).toEqual([
      `Suite: ${path}, 3 positions; search: depth 1`,
      '',
      'Fake Chess (gnu): 1 of 3 solved, 319 nodes',
      '  pawn    played Kd1  bm e4 e3',
      '  line 5  played a5   am a5',
      '',
      'Fake Zarkov (zarkov): 1 of 3 solved, 319 nodes',
      '  pawn    played Kd1  bm e4 e3',
      '  line 5  played a5   am a5',
    ]);
  });

  test('every position gets a new game and the search limits (bench depth by default)', async () => {
    const log = newLog();
    await runSuite({ file: file('limits.epd', SUITE), engines: 'gnu' }, two(log));
    expect(log.newGames).toBe(3);
    expect(log.searches).toEqual([{ depth: 2 }, { depth: 2 }, { depth: 2 }]);
  });

  test('progress: every engine at 0, then a report after each position', async () => {
    const seen: string[] = [];
    await runSuite({ file: file('progress.epd', SUITE), depth: 1 }, two(), (entries, total) =>
      seen.push(entries.map((e) => `${e.id} ${e.done}/${total}`).join(', ')),
    );
    expect(seen[0]).toBe('gnu 0/3, zarkov 0/3');
    expect(seen).toHaveLength(7);
    expect(seen.at(-1)).toBe('gnu 3/3, zarkov 3/3');
  });
});

describe('runSuite --json', () => {
  test('one line: the file, the positions, and per engine solved, total, nodes and failures', async () => {
    const path = file('json.epd', SUITE);
    const out = await runSuite({ file: path, engines: 'zarkov', depth: '1', json: true }, two());
    expect(out.stdout).toEqual([
      `{"file":${JSON.stringify(path)},"positions":3,"engines":[{"engine":"zarkov","solved":1,"total":3,` +
        '"nodes":319,"failures":[{"id":"pawn","line":3,"played":"Kd1","bestmove":"e1d1","bm":["e4","e3"]},' +
        '{"id":"line 5","line":5,"played":"a5","bestmove":"a7a5","am":["a5"]}]}]}',
    ]);
  });
});

describe('runSuite refuses bad input in one line, exit 2', () => {
  test.each([
    ['bad-fen.epd', `${SUITE}\n4k3/8/8 w - - bm e4;`, 'EPD line 6: FEN field 1 (placement)'],
    ['no-bm.epd', '4k3/8/8/8/8/8/4P3/4K3 w - - id "x";', 'EPD line 1: no bm or am operation'],
    ['bad-bm.epd', '4k3/8/8/8/8/8/4P3/4K3 w - - bm e5;', "EPD line 1: bm 'e5' is not a legal move for White"],
    ['bad-op.epd', '4k3/8/8/8/8/8/4P3/4K3 w - - 7up;', "EPD line 1: '7up' is not an opcode"],
    ['empty.epd', '# nothing\n\n', 'no positions'],
  ])('%s', async (name, text, message) => {
    const path = file(name, text);
    const out = await runSuite({ file: path, depth: 1 }, two());
    expect(out.code).toBe(EXIT_USAGE);
    expect(out.stdout).toEqual([]);
    expect(out.stderr).toHaveLength(1);
    expect(out.stderr[0]!.startsWith(`ttychess: ${path}: ${message}`)).toBe(true);
  });

  test.each([
    [
      { file: join(dir, 'missing.epd') },
      `ttychess: suite: cannot read '${join(dir, 'missing.epd')}': no such file`,
    ],
    [{ file: dir }, `ttychess: suite: cannot read '${dir}': is a folder, not a file`],
    [{ file: 'x.epd', depth: 'deep' }, "ttychess: --depth 'deep' is not a whole number from 1 to 64"],
    [
      { file: 'x.epd', engines: 'hiarcs' },
      "ttychess: suite: --engines: no engine 'hiarcs'; choose one of gnu, zarkov",
    ],
    [{}, 'ttychess: suite: name an EPD file'],
  ])('%j', async (args, message) => {
    const log = newLog();
    const out = await runSuite(args, two(log));
    expect(out).toEqual({ stdout: [], stderr: [message], code: EXIT_USAGE });
    expect(log.instances).toBe(0);
  });
});
