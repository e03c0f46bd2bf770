// --period on analyze, compare, match and tournament: each sets the engines' own Period option
// (engines/period.ts), so a period search is the node budget of the engine's machine.

import { describe, expect, test } from 'vitest';
import { registry } from '../../engines/registry.js';
import { parsePeriod } from '../flag-parsers.js';
import { runAnalyze } from './analyze.js';
import { runCompare } from './compare.js';
import { localEngines } from './lineup.js';
import { parseSeries } from './match-args.js';
import { EXIT_USAGE } from './output.js';

describe('--period', () => {
  test('takes strength or pace, in any case; anything else is refused in one line', () => {
    expect(parsePeriod(undefined)).toEqual({ ok: true, value: undefined });
    expect(parsePeriod(' Strength ')).toEqual({ ok: true, value: 'strength' });
    expect(parsePeriod('PACE')).toEqual({ ok: true, value: 'pace' });
    expect(parsePeriod('fast')).toEqual({ ok: false, error: "--period 'fast' is not strength or pace" });
  });

  test('analyze: GNU Chess 1987 at period strength searches its 54,000 nodes (300 a second x 180 s)', () => {
    const out = runAnalyze({ engine: 'gnu', period: 'strength', json: true });
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout.at(-1)!)).toMatchObject({ engine: 'gnu', nodes: 54_000 });
  });

  test('analyze: a bad --period is a usage error before any search', () => {
    const out = runAnalyze({ engine: 'gnu', period: 'fast', depth: '1' });
    expect(out).toEqual({
      stdout: [],
      stderr: ["ttychess: --period 'fast' is not strength or pace"],
      code: EXIT_USAGE,
    });
  });

  test('compare: every engine searches its own budget, and the Search line says which', async () => {
    const out = await runCompare(
      { engines: 'hiarcs,gnu', period: 'strength', json: true },
      localEngines(registry),
    );
    expect(out.code).toBe(0);
    const record = JSON.parse(out.stdout[0]!) as { engines: { engine: string; search: { nodes: number } }[] };
    const nodes = Object.fromEntries(record.engines.map((e) => [e.engine, e.search.nodes]));
    expect(nodes.gnu).toBe(54_000);
    // HIARCS 0.5's fixed selective search ends before its 1,260 positions.
    expect(nodes.hiarcs).toBeGreaterThan(0);
    expect(nodes.hiarcs).toBeLessThanOrEqual(1260);
    const plain = await runCompare({ engines: 'hiarcs,gnu', period: 'strength' }, localEngines(registry));
    expect(plain.stdout[1]).toBe(
      'Search: period strength: hiarcs 1260 positions (PDP-11/70), gnu 54000 nodes (Sun-3)',
    );
  });

  test('match and tournament: --period needs no other limit and is named in the report', () => {
    const s = parseSeries({ period: 'pace', option: ['gnu.PeriodRate=600'] }, ['gnu', 'zarkov'], registry, 1);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    expect(s.value.limitsText).toBe('period pace');
    expect(s.value.settings.limits).toEqual({});
    const refused = parseSeries({ period: 'slow' }, ['gnu', 'zarkov'], registry, 1);
    expect(refused).toEqual({ ok: false, error: "--period 'slow' is not strength or pace" });
    const none = parseSeries({}, ['gnu', 'zarkov'], registry, 1);
    expect(none.ok).toBe(false);
  });
});
