// An engine host without a worker: the engine runs in this thread, so a search cannot be
// interrupted (it answers when it has finished). For tests with fake engines, whose searches
// take no time, and for the fuzz harness (tui/fuzz), whose searches are kept tiny.

import type { Engine, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import type { UciHost } from './session.js';

export class InProcessHost implements UciHost {
  private readonly signal = { stopped: false };
  closed = false;

  constructor(readonly engine: Engine) {}

  private run<T>(f: () => T): Promise<T> {
    return new Promise((resolve, reject) => {
      setImmediate(() => {
        try {
          resolve(f());
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
    });
  }

  private check(r: { ok: true } | { ok: false; error: string }): void {
    if (!r.ok) throw new Error(r.error);
  }

  setOption(name: string, value: string): Promise<void> {
    return this.run(() => this.check(this.engine.setOption(name, value)));
  }
  newGame(): Promise<void> {
    return this.run(() => this.engine.newGame());
  }
  setPosition(fen: string, moves: readonly string[]): Promise<void> {
    return this.run(() => this.check(this.engine.setPosition(fen, moves)));
  }
  search(limits: SearchLimits, onInfo?: (info: InfoRecord) => void): Promise<SearchResult> {
    this.signal.stopped = false;
    return this.run(() => this.engine.search(limits, { stop: this.signal, ...(onInfo ? { onInfo } : {}) }));
  }
  stop(): void {
    this.signal.stopped = true;
  }
  ready(): Promise<void> {
    return this.run(() => undefined);
  }
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}
