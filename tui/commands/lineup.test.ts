import { describe, expect, test } from 'vitest';
import { ok, type Result } from '../../core/result.js';
import type { OptionSpec } from '../../engines/engine.js';
import { Registry } from '../../engines/registry.js';
import type { EngineHandle } from '../engine-host/engine-handle.js';
import { FakeEngine, fakeMeta, fakeRegistry } from '../test-support/fake-engine.js';
import { parseEngineList, parseOptionalLimits } from '../flag-parsers.js';
import {
  describeLimits,
  limitsFor,
  localEngines,
  openForAnalysis,
  runLineup,
  type EngineSource,
} from './lineup.js';

const TWO = fakeRegistry({ id: 'gnu' }, { id: 'zarkov', benchDepth: 4 });

describe('parseEngineList', () => {
  test.each([
    [undefined, ['gnu', 'zarkov']],
    ['zarkov', ['zarkov']],
    ['zarkov,gnu', ['zarkov', 'gnu']],
    [' gnu , zarkov ', ['gnu', 'zarkov']],
    ['gnu zarkov', ['gnu', 'zarkov']],
  ])('%j -> %j', (text, ids) => {
    expect(parseEngineList(text, TWO)).toEqual(ok(ids));
  });

  test.each([
    ['', '--engines: name at least one engine (gnu, zarkov)'],
    [',', '--engines: name at least one engine (gnu, zarkov)'],
    ['gnu,hiarcs', "--engines: no engine 'hiarcs'; choose one of gnu, zarkov"],
    ['gnu,zarkov,gnu', "--engines: 'gnu' is named twice"],
  ])('%j: %s', (text, message) => {
    expect(parseEngineList(text, TWO)).toEqual({ ok: false, error: message });
  });

  test('no engines registered', () => {
    expect(parseEngineList(undefined, new Registry([]))).toEqual({
      ok: false,
      error: 'no engines are built yet',
    });
  });
});

describe('limits', () => {
  test('none given: undefined, and each engine then searches to its bench depth', () => {
    const none = parseOptionalLimits({});
    expect(none).toEqual(ok(undefined));
    expect(limitsFor(undefined, fakeMeta({ benchDepth: 4 }))).toEqual({ depth: 4 });
    expect(describeLimits(undefined, TWO.list())).toBe('bench depth (gnu 2, zarkov 4)');
  });

  test('given: checked as analyze checks them, and used for every engine', () => {
    expect(parseOptionalLimits({ depth: '3', movetime: 500 })).toEqual(ok({ depth: 3, movetime: 500 }));
    expect(parseOptionalLimits({ depth: '0' })).toEqual({
      ok: false,
      error: "--depth '0' is not a whole number from 1 to 64",
    });
    expect(limitsFor({ nodes: 10 }, fakeMeta())).toEqual({ nodes: 10 });
    expect(describeLimits({ depth: 3, nodes: 1000, movetime: 500 }, [])).toBe(
      'depth 3, 1000 nodes, movetime 500 ms',
    );
  });
});

/** A fake with an OwnBook option, recording the options it is given. */
class BookFake extends FakeEngine {
  override readonly options: readonly OptionSpec[] = [
    { name: 'OwnBook', type: 'check', default: true, help: 'use the book' },
  ];
  readonly set: string[] = [];
  override setOption(name: string, value: string): Result<void, string> {
    this.set.push(`${name}=${value}`);
    return ok(undefined);
  }
}

describe('openForAnalysis', () => {
  test('turns OwnBook off when the engine has it', async () => {
    const made: BookFake[] = [];
    const registry = new Registry([
      {
        meta: fakeMeta(),
        create: () => {
          const e = new BookFake();
          made.push(e);
          return e;
        },
      },
    ]);
    await openForAnalysis(localEngines(registry), 'gnu');
    expect(made.map((e) => e.set)).toContainEqual(['OwnBook=false']);
  });

  test('leaves an engine without the option alone', async () => {
    const handle = await openForAnalysis(localEngines(fakeRegistry()), 'gnu');
    await expect(handle.evaluate(false)).rejects.toThrow('evaluate before setPosition');
  });
});

describe('runLineup', () => {
  test('results in the order of the ids, each engine on its own handle, every handle closed', async () => {
    const closed: string[] = [];
    const local = localEngines(TWO);
    const source: EngineSource = {
      registry: TWO,
      open: (id) => {
        const handle = local.open(id);
        return { ...bind(handle), close: async () => void closed.push(id) };
      },
    };
    const r = await runLineup(source, ['zarkov', 'gnu'], async (_, id, i) => `${i}:${id}`);
    expect(r).toEqual(ok(['0:zarkov', '1:gnu']));
    expect(closed.sort()).toEqual(['gnu', 'zarkov']);
  });

  test("a failure is the first failing engine's message, prefixed with its id", async () => {
    const r = await runLineup(localEngines(TWO), ['gnu', 'zarkov'], async (engine, id) => {
      if (id === 'zarkov') await engine.setPosition('garbage', []);
      return id;
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/^zarkov: FEN: 'garbage'/);
  });
});

/** A handle's methods bound to it, so they can be spread into another object. */
function bind(h: EngineHandle): EngineHandle {
  return {
    setOption: (n, v) => h.setOption(n, v),
    newGame: () => h.newGame(),
    setPosition: (f, m) => h.setPosition(f, m),
    search: (l, i) => h.search(l, i),
    evaluate: (t) => h.evaluate(t),
    stop: () => h.stop(),
    close: () => h.close(),
  };
}
