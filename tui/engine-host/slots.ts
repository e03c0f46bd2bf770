// Named engine slots: one EngineHandle each, opened on first use, and a queue of jobs per slot.
// No React and no knowledge of who asks: the teletype names its slots ('judge:gnu',
// 'play:zarkov') and queues its searches here.
//
// A slot runs one job at a time, in order: a job starts only when the one before it has
// returned, so stopping one never races the next one's start. A stop with `drop` bumps the
// slot's generation: the running search is told to stop and queued jobs of the old generation
// are skipped (they resolve to undefined). A stop without drop ("move now") tells the running
// search to stop, and a job already queued when it came stops its search as soon as it starts:
// a stop sent while the engine is still starting up, or while a job sets up its position, is
// not lost (the engine's own stop flag is cleared when a search starts).

import type { InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import type { EngineHandle } from './engine-handle.js';

/** What a queued job is given: the engine, and its search (stopped at once if asked while queued). */
export interface SlotJob {
  readonly handle: EngineHandle;
  search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult>;
}

interface Slot {
  readonly handle: EngineHandle;
  /** The end of the queue: settles when the last job queued has. */
  chain: Promise<void>;
  /** Bumped by a dropping stop: queued jobs of an older generation are skipped. */
  generation: number;
  /** Bumped by every stop: a job queued before it stops its search as soon as it starts. */
  stops: number;
}

/** How a slot's engine is opened: the handle, and work to queue before any job (or none). */
export type OpenSlot = (name: string) => { readonly handle: EngineHandle; readonly setUp?: Promise<void> };

/** Engine slots by name, each running its jobs one at a time. */
export class EngineSlots {
  private readonly slots = new Map<string, Slot>();
  private closed = false;

  constructor(private readonly open: OpenSlot) {}

  /**
   * Queues a job on a slot (its engine opened on first use); resolves to the job's answer, or to
   * undefined if the job was skipped (a dropping stop, or the slots closed, before it started).
   */
  run<T>(name: string, job: (j: SlotJob) => Promise<T>): Promise<T | undefined> {
    const s = this.slot(name);
    const { generation, stops } = s;
    const search: SlotJob['search'] = (limits, onInfo) => {
      const searching = s.handle.search(limits, onInfo);
      // A stop that came while this job waited reached no search of its: pass it on now.
      if (s.stops !== stops) s.handle.stop();
      return searching;
    };
    const run = s.chain.then(() =>
      generation === s.generation && !this.closed ? job({ handle: s.handle, search }) : undefined,
    );
    s.chain = run.then(
      () => {},
      () => {},
    );
    return run;
  }

  /** Stops the slot's running search, if the slot is open; with `drop`, its queued jobs are skipped too. */
  stop(name: string, drop: boolean): void {
    const s = this.slots.get(name);
    if (s) stopSlot(s, drop);
  }

  /** Stops every slot's work, queued jobs dropped. */
  stopAll(): void {
    for (const s of this.slots.values()) stopSlot(s, true);
  }

  /** Closes every engine; jobs still queued, and any queued after, are skipped. */
  close(): Promise<void> {
    this.closed = true;
    const all = [...this.slots.values()];
    this.slots.clear();
    for (const s of all) stopSlot(s, true);
    return Promise.allSettled(all.map((s) => s.handle.close())).then(() => {});
  }

  /** The names of the slots open now (for tests). */
  names(): string[] {
    return [...this.slots.keys()];
  }

  private slot(name: string): Slot {
    let s = this.slots.get(name);
    if (s) return s;
    const { handle, setUp } = this.open(name);
    s = { handle, chain: setUp?.catch(() => {}) ?? Promise.resolve(), generation: 0, stops: 0 };
    this.slots.set(name, s);
    return s;
  }
}

function stopSlot(s: Slot, drop: boolean): void {
  if (drop) s.generation++;
  s.stops++;
  s.handle.stop();
}
