// The weights as data: about 100 positional heuristics grouped as the seed groups them, every one
// with its reason, and every one documented in docs/engines/zarkov-heuristics.md with its values.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { EVAL_GROUPS } from '../engine.js';
import { HEURISTICS, SEED_GROUPS, STYLE_SCALE, TRACE_GROUP } from './weights.js';

const doc = readFileSync(new URL('../../docs/engines/zarkov-heuristics.md', import.meta.url), 'utf8');

describe('the heuristics', () => {
  test('the seed\'s "about 100": 100 positional heuristics besides the 6 material terms', () => {
    expect(HEURISTICS.filter((h) => h.seed === 'material')).toHaveLength(6);
    expect(HEURISTICS.filter((h) => h.seed !== 'material')).toHaveLength(100);
  });

  test('names are unique, each with a unit and a reason', () => {
    expect(new Set(HEURISTICS.map((h) => h.name)).size).toBe(HEURISTICS.length);
    for (const h of HEURISTICS) {
      expect(h.unit.length, h.name).toBeGreaterThan(3);
      expect(h.why.length, h.name).toBeGreaterThan(10);
    }
  });

  test('grouped as the seed groups them, in order, each seed group mapped to a trace group', () => {
    const order = HEURISTICS.map((h) => SEED_GROUPS.indexOf(h.seed));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(SEED_GROUPS.length);
    for (const g of SEED_GROUPS) expect(EVAL_GROUPS).toContain(TRACE_GROUP[g]);
    // The styles scale exactly the king safety trace group.
    const kingSafety = SEED_GROUPS.filter((g) => TRACE_GROUP[g] === 'king safety');
    expect(kingSafety).toEqual(['king shelter', 'king attack']);
  });

  test('scaling rules keep a share in sixteenths and have no weights of their own', () => {
    const rules = HEURISTICS.filter((h) => h.keep !== undefined);
    expect(rules.map((h) => [h.name, h.keep])).toEqual([
      ['ending: opposite-coloured bishops', 8],
      ['ending: insufficient material', 0],
      ['ending: pawnless, small advantage', 4],
      ['ending: wrong rook pawn', 0],
    ]);
    for (const h of rules) expect([h.mg, h.eg]).toEqual([0, 0]);
  });

  test('weights fit the packed score: 16 bits each', () => {
    for (const h of HEURISTICS) {
      expect(Math.abs(h.mg)).toBeLessThan(2048);
      expect(Math.abs(h.eg)).toBeLessThan(2048);
    }
  });

  test('styles in eighths: Balanced leaves the weights alone', () => {
    expect(STYLE_SCALE.Balanced).toEqual({ shelter: 8, attack: 8 });
    expect(STYLE_SCALE.Cautious.shelter).toBeGreaterThan(8);
    expect(STYLE_SCALE.Aggressive.attack).toBeGreaterThan(8);
  });
});

describe('docs/engines/zarkov-heuristics.md', () => {
  // A table row: | `name` | opening | ending | unit | why |
  const section = doc.slice(doc.indexOf('## The heuristics'), doc.indexOf('## Unit tables'));
  const rows = new Map(
    section
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .map((l) => {
        const cells = l.split('|').map((c) => c.trim());
        return [cells[1]!.replace(/`/g, ''), cells.slice(2, 4)] as const;
      }),
  );

  test('lists every heuristic once, by its trace name', () => {
    expect([...rows.keys()].sort()).toEqual(HEURISTICS.map((h) => h.name).sort());
  });

  test.each(HEURISTICS.map((h) => [h.name, h]))(
    '%s: opening and ending values as in weights.ts',
    (_name, h) => {
      const want =
        h.keep !== undefined ? [`keeps ${h.keep}/16`, `keeps ${h.keep}/16`] : [String(h.mg), String(h.eg)];
      expect(rows.get(h.name)).toEqual(want);
    },
  );
});
