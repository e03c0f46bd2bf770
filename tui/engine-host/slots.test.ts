// The engine slots without React or workers: a handle whose searches end only when stopped (or
// when the test lets them), so the order of jobs and what a stop reaches can be watched.

import { expect, test } from 'vitest';
import type { Evaluation, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import type { EngineHandle } from './engine-handle.js';
import { EngineSlots, type OpenSlot } from './slots.js';

const RESULT: SearchResult = {
  bestmove: 'e2e4',
  score: { cp: 0 },
  depth: 1,
  seldepth: 1,
  nodes: 1,
  ms: 0,
  pv: ['e2e4'],
  source: 'search',
};

/** A handle that logs every call; a search runs until stop() or finish(). */
class HeldEngine implements EngineHandle {
  readonly log: string[] = [];
  private stopped = false;
  private finishers: (() => void)[] = [];

  constructor(private readonly name: string) {}

  async setOption(name: string, value: string): Promise<void> {
    this.log.push(`option ${name}=${value}`);
  }
  async newGame(): Promise<void> {
    this.log.push('newgame');
  }
  async setPosition(_fen: string, moves: readonly string[]): Promise<void> {
    this.log.push(`position ${moves.join(' ')}`.trimEnd());
  }
  async evaluate(): Promise<Evaluation> {
    throw new Error('not used');
  }
  search(limits: SearchLimits, _onInfo?: (info: InfoRecord) => void): Promise<SearchResult> {
    // As the worker's shared flag: a stop sent before the search starts is forgotten.
    this.stopped = false;
    this.log.push(`search ${limits.depth}`);
    return new Promise((resolve) => {
      const end = () => {
        this.log.push(`end ${limits.depth}${this.stopped ? ' stopped' : ''}`);
        resolve({ ...RESULT, depth: limits.depth ?? 0 });
      };
      this.finishers.push(end);
      if (this.stopped) this.finish();
    });
  }
  stop(): void {
    this.stopped = true;
    this.finish();
  }
  async close(): Promise<void> {
    this.log.push(`close ${this.name}`);
  }
  /** Ends the running search. */
  finish(): void {
    this.finishers.splice(0).forEach((f) => f());
  }
}

/** Slots on held engines, each slot's engine kept by name for the test to look at. */
function held(setUp?: (h: HeldEngine) => Promise<void>) {
  const engines = new Map<string, HeldEngine>();
  const open: OpenSlot = (name) => {
    const handle = new HeldEngine(name);
    engines.set(name, handle);
    return setUp ? { handle, setUp: setUp(handle) } : { handle };
  };
  return { slots: new EngineSlots(open), engines };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a slot opens on first use and runs its jobs one at a time, in order', async () => {
  const { slots, engines } = held();
  const first = slots.run('play:gnu', async ({ handle, search }) => {
    await handle.setPosition('', ['e2e4']);
    return search({ depth: 1 });
  });
  const second = slots.run('play:gnu', ({ search }) => search({ depth: 2 }));
  await tick();
  const h = engines.get('play:gnu')!;
  expect(h.log).toEqual(['position e2e4', 'search 1']);
  h.finish();
  expect((await first)?.depth).toBe(1);
  await tick();
  h.finish();
  expect((await second)?.depth).toBe(2);
  expect(h.log).toEqual(['position e2e4', 'search 1', 'end 1', 'search 2', 'end 2']);
  expect(slots.names()).toEqual(['play:gnu']);
});

test('the set-up runs before the first job', async () => {
  const { slots, engines } = held((h) => h.setOption('OwnBook', 'false'));
  const r = slots.run('judge:gnu', ({ handle }) => handle.newGame().then(() => 'ok'));
  expect(await r).toBe('ok');
  expect(engines.get('judge:gnu')!.log).toEqual(['option OwnBook=false', 'newgame']);
});

test('a dropping stop ends the running search and skips the queued jobs', async () => {
  const { slots, engines } = held();
  const running = slots.run('judge:gnu', ({ search }) => search({ depth: 1 }));
  const queued = slots.run('judge:gnu', ({ search }) => search({ depth: 2 }));
  await tick();
  slots.stop('judge:gnu', true);
  expect((await running)?.depth).toBe(1);
  expect(await queued).toBeUndefined();
  expect(engines.get('judge:gnu')!.log).toEqual(['search 1', 'end 1 stopped']);
  // Work queued after the stop runs as usual.
  const after = slots.run('judge:gnu', ({ search }) => search({ depth: 3 }));
  await tick();
  engines.get('judge:gnu')!.finish();
  expect((await after)?.depth).toBe(3);
});

test('a stop without drop (move now) reaches a search whose job was still queued', async () => {
  const { slots, engines } = held();
  // The job sets up its position first: the stop comes while it does.
  const job = slots.run('play:gnu', async ({ handle, search }) => {
    await handle.setPosition('', []);
    await tick();
    return search({ depth: 5 });
  });
  slots.stop('play:gnu', false);
  const r = await job;
  expect(r?.depth).toBe(5);
  expect(engines.get('play:gnu')!.log).toEqual(['position', 'search 5', 'end 5 stopped']);
});

test('stopAll drops the work of every slot; a stop on a slot never opened does nothing', async () => {
  const { slots, engines } = held();
  const a = slots.run('judge:gnu', ({ search }) => search({ depth: 1 }));
  const b = slots.run('judge:zarkov', ({ search }) => search({ depth: 1 }));
  const c = slots.run('judge:zarkov', ({ search }) => search({ depth: 2 }));
  await tick();
  slots.stop('play:hiarcs', true);
  slots.stopAll();
  expect((await a)?.depth).toBe(1);
  expect((await b)?.depth).toBe(1);
  expect(await c).toBeUndefined();
  expect(engines.has('play:hiarcs')).toBe(false);
});

test('a job that fails rejects its own promise and leaves the queue going', async () => {
  const { slots } = held();
  const bad = slots.run('play:gnu', async () => {
    throw new Error('no such position');
  });
  const good = slots.run('play:gnu', async () => 'next');
  await expect(bad).rejects.toThrow('no such position');
  expect(await good).toBe('next');
});

test('close closes every engine and skips what is still queued', async () => {
  const { slots, engines } = held();
  const running = slots.run('play:gnu', ({ search }) => search({ depth: 1 }));
  const queued = slots.run('play:gnu', ({ search }) => search({ depth: 2 }));
  await tick();
  await slots.close();
  expect((await running)?.depth).toBe(1);
  expect(await queued).toBeUndefined();
  expect(engines.get('play:gnu')!.log).toEqual(['search 1', 'end 1 stopped', 'close play:gnu']);
  expect(slots.names()).toEqual([]);
});
