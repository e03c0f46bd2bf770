// The shared flags of match and tournament: every check before an engine starts.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { registry } from '../../engines/registry.js';
import { DEFAULT_ADJUDICATION, DEFAULT_MAX_PLIES } from '../match/adjudicate.js';
import { parseSeries, parseTimeControl, watchdogFor, type SeriesArgs } from './match-args.js';

const ENGINES = ['gnu', 'gnu'];
const DIR = mkdtempSync(join(tmpdir(), 'ttychess-match-args-'));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));
/** Two PGN openings of 2 and 6 plies. */
const PGN = join(DIR, 'two.pgn');
writeFileSync(PGN, '1. e4 e5 *\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n');

function series(args: SeriesArgs) {
  return parseSeries(args, ENGINES, registry, 3);
}

describe('parseTimeControl', () => {
  test.each([
    ['60+0.5', { baseMs: 60_000, incMs: 500 }],
    ['300', { baseMs: 300_000, incMs: 0 }],
    ['0.5+0.05', { baseMs: 500, incMs: 50 }],
  ])('%s', (text, tc) => expect(parseTimeControl(text)).toEqual({ ok: true, value: tc }));

  test.each(['', '60+', '+1', '0', '1:00', '40/60', '-5'])('%s is refused', (text) => {
    expect(parseTimeControl(text).ok).toBe(false);
  });
});

describe('parseSeries', () => {
  test('defaults: 2 games, one per core, no clock, the default openings in file order', () => {
    const s = series({ movetime: '50' });
    if (!s.ok) throw new Error(s.error);
    expect(s.value).toMatchObject({
      games: 2,
      concurrency: 3,
      timeControl: '-',
      limitsText: 'movetime 50 ms',
      pgn: undefined,
      json: false,
      labels: ['gnu', 'gnu (2)'],
    });
    expect(s.value.settings).toEqual({
      limits: { movetime: 50 },
      timeControl: undefined,
      watchdogMs: 10_500,
      adjudication: undefined,
      maxPlies: DEFAULT_MAX_PLIES,
    });
    expect(s.value.openings[0]!.name).toBe('Ruy Lopez, Morphy Defence');
    expect(s.value.factories.map((f) => f.name)).toEqual(['gnu', 'gnu (2)']);
  });

  test('clocks, adjudication, a seed, and repeated flags (the last one counts)', () => {
    const s = series({
      tc: '60+0.5',
      depth: ['3', '5'],
      adjudicate: true,
      seed: '9',
      'max-plies': '200',
      json: true,
    });
    if (!s.ok) throw new Error(s.error);
    expect(s.value.settings).toMatchObject({
      limits: { depth: 5 },
      timeControl: { baseMs: 60_000, incMs: 500 },
      adjudication: DEFAULT_ADJUDICATION,
      maxPlies: 200,
    });
    expect(s.value).toMatchObject({ timeControl: '60+0.5', limitsText: 'tc 60+0.5, depth 5', json: true });
    expect(s.value.openings[0]!.name).not.toBe('Ruy Lopez, Morphy Defence');
  });

  test.each([
    [{}, 'give a limit: --movetime MS, --depth N, --nodes N, --tc BASE+INC or --period strength|pace'],
    [{ movetime: '50', games: '0' }, "--games '0' is not a whole number from 1 to 100000"],
    [{ movetime: '50', concurrency: 'lots' }, "--concurrency 'lots' is not a whole number from 1 to 256"],
    [{ movetime: '50', tc: '10+1' }, '--tc and --movetime do not go together; give one'],
    [{ tc: 'soon' }, "--tc 'soon' is not BASE+INC in seconds (e.g. 60+0.5, or 300 without increment)"],
    [{ depth: '2', option: ['gnu.OwnBook'] }, "--option 'gnu.OwnBook': write ENGINE.NAME=VALUE"],
    [
      { depth: '2', openings: '/nonexistent/x.epd' },
      "--openings: cannot read '/nonexistent/x.epd': no such file",
    ],
    [
      { depth: '2', openings: PGN, 'max-plies': '6' },
      `--max-plies 6: PGN game 2 of ${PGN} plays 6 plies, so its games would end before an engine moved`,
    ],
  ] as [SeriesArgs, string][])('%o: %s', (args, message) => {
    expect(series(args)).toEqual({ ok: false, error: message });
  });

  test('--max-plies above every opening: accepted', () => {
    const s = series({ depth: '2', openings: PGN, 'max-plies': '7' });
    expect(s.ok && s.value.openings.map((o) => o.moves.length)).toEqual([2, 6]);
  });

  test('an unknown engine', () => {
    expect(parseSeries({ depth: '1' }, ['gnu', 'fritz'], registry)).toEqual({
      ok: false,
      error: registry.unknown('fritz'),
    });
  });

  test('the watchdog', () => {
    expect(watchdogFor({ movetime: 1000 })).toBe(20_000);
    expect(watchdogFor({ depth: 5 })).toBe(600_000);
  });
});
