// The JIT warm-up: throw-away searches on new instances, within a node limit each and a time
// limit in all, never on the engine that searches for real.

import { describe, expect, test } from 'vitest';
import type { Engine, SearchLimits } from './engine.js';
import { registry } from './registry.js';
import { WARM_UP_FENS, WARM_UP_MAX_MS, WARM_UP_NODES, warmUp } from './warm-up.js';

/** Instances of the real GNU engine whose searches are recorded (and may move a fake clock). */
function recorder(afterSearch: () => void = () => undefined) {
  const made: Engine[] = [];
  const searches: SearchLimits[] = [];
  const fens: string[] = [];
  const create = (): Engine => {
    const e = registry.create('gnu')!;
    const search = e.search.bind(e);
    const setPosition = e.setPosition.bind(e);
    e.setPosition = (fen, moves) => {
      fens.push(fen);
      return setPosition(fen, moves);
    };
    e.search = (limits, hooks) => {
      searches.push(limits);
      const r = search(limits, hooks);
      afterSearch();
      return r;
    };
    made.push(e);
    return e;
  };
  return { made, searches, fens, create };
}

describe('warmUp', () => {
  test('searches each warm-up position once, on a new instance, to the node limit', () => {
    const r = recorder();
    const nodes = warmUp(r.create, () => 0);
    expect(r.fens).toEqual(WARM_UP_FENS);
    expect(r.made).toHaveLength(WARM_UP_FENS.length);
    expect(r.searches).toEqual(WARM_UP_FENS.map(() => ({ nodes: WARM_UP_NODES })));
    expect(nodes).toBeGreaterThanOrEqual(WARM_UP_FENS.length * (WARM_UP_NODES - 100));
    expect(nodes).toBeLessThanOrEqual(WARM_UP_FENS.length * (WARM_UP_NODES + 100));
  });

  test('stops once its time is up', () => {
    let t = 0;
    const r = recorder(() => (t = WARM_UP_MAX_MS + 1));
    warmUp(r.create, () => t);
    expect(r.made).toHaveLength(1);
  });

  test('an engine that cannot be made ends it at once', () => {
    expect(
      warmUp(
        () => undefined,
        () => 0,
      ),
    ).toBe(0);
  });
});
