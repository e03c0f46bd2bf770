// An engine behind promises, wherever it runs. EngineHost (a worker thread) is the real one; a
// LocalEngine runs an Engine in this thread behind the same calls, so commands that drive
// several engines at once can be tested with the fake registry, in process, without workers.

import type { Engine, Evaluation, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import { EngineHost } from './engine-host.js';

/** The calls a command makes on an engine it does not own the thread of (EngineHost's). */
export interface EngineHandle {
  setOption(name: string, value: string): Promise<void>;
  newGame(): Promise<void>;
  setPosition(fen: string, moves: readonly string[]): Promise<void>;
  search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult>;
  evaluate(trace: boolean): Promise<Evaluation>;
  stop(): void;
  close(): Promise<void>;
}

/** Opens a handle on the engine with this id (an id the caller has checked is registered). */
export type OpenEngine = (id: string) => EngineHandle;

/** Each engine in its own worker thread, made from the default registry. */
export const openWorker: OpenEngine = (id) => new EngineHost(id);

/**
 * An engine in this thread behind EngineHandle's promises. A search blocks the thread until it
 * ends, so nothing can call stop() during one; fine for tests and for tools that drive one engine.
 */
export class LocalEngine implements EngineHandle {
  /** The search's stop flag, set by stop() and cleared when a search starts. */
  private readonly signal = { stopped: false };

  constructor(private readonly engine: Engine) {}

  async setOption(name: string, value: string): Promise<void> {
    const r = this.engine.setOption(name, value);
    if (!r.ok) throw new Error(r.error);
  }

  async newGame(): Promise<void> {
    this.engine.newGame();
  }

  async setPosition(fen: string, moves: readonly string[]): Promise<void> {
    const r = this.engine.setPosition(fen, moves);
    if (!r.ok) throw new Error(r.error);
  }

  async search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult> {
    this.signal.stopped = false;
    return this.engine.search(limits, { stop: this.signal, ...(onInfo ? { onInfo } : {}) });
  }

  async evaluate(trace: boolean): Promise<Evaluation> {
    return this.engine.evaluate(trace);
  }

  stop(): void {
    this.signal.stopped = true;
  }

  async close(): Promise<void> {
    this.stop();
  }
}
