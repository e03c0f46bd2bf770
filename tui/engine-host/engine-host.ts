// The main thread's handle on an engine running in a worker thread: every call is a promise,
// searches report their iterations as they finish, and stop() interrupts a search at once
// through a shared flag. Used by the UCI adapter and the match runner.

import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Evaluation, InfoRecord, SearchLimits, SearchResult } from '../../engines/engine.js';
import type { HostRequest, WorkerReply, WorkerStart } from './protocol.js';

type Pending = {
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
  onInfo?: (info: InfoRecord) => void;
};

/** Distributive Omit, so each request kind keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * The compiled worker script. From dist/ it sits beside this file; when this file runs as
 * TypeScript source (under vitest) the built copy in dist/ is used.
 */
function workerScript(): URL {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return new URL('./engine-worker.js', import.meta.url);
  const built = here.replace(
    /[\\/]tui[\\/]engine-host[\\/]engine-host\.ts$/,
    '/dist/tui/engine-host/engine-worker.js',
  );
  if (!existsSync(built)) throw new Error(`the engine worker is not built (${built}): run npm run build`);
  return pathToFileURL(built);
}

export class EngineHost {
  private readonly worker: Worker;
  private readonly flag: Int32Array;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private dead: Error | undefined;

  /**
   * @param onWarning hears the engine's warnings (engine.warnings()), passed on after setOption,
   *   newGame and search; without it they are dropped.
   */
  constructor(
    readonly engineId: string,
    private readonly onWarning?: (text: string) => void,
    warmUp = false,
  ) {
    const stop = new SharedArrayBuffer(4);
    this.flag = new Int32Array(stop);
    const start: WorkerStart = { engine: engineId, stop, warmUp };
    this.worker = new Worker(workerScript(), { workerData: start });
    this.worker.on('message', (reply: WorkerReply) => this.receive(reply));
    this.worker.on('error', (e) => this.fail(e instanceof Error ? e : new Error(String(e))));
    this.worker.on('exit', (code) => this.fail(new Error(`engine worker exited (code ${code})`)));
  }

  private receive(reply: WorkerReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    if (reply.kind === 'info') {
      p.onInfo?.(reply.info);
      return;
    }
    if (reply.kind === 'warning') {
      this.onWarning?.(reply.text);
      return;
    }
    this.pending.delete(reply.id);
    p.resolve(reply);
  }

  private fail(error: Error): void {
    this.dead ??= error;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }

  private request(
    message: WithoutId<HostRequest>,
    onInfo?: (info: InfoRecord) => void,
  ): Promise<WorkerReply> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, ...(onInfo ? { onInfo } : {}) });
      this.worker.postMessage({ ...message, id } as HostRequest);
    });
  }

  private async expectDone(message: WithoutId<HostRequest>): Promise<void> {
    const reply = await this.request(message);
    if (reply.kind === 'failed') throw new Error(reply.error);
  }

  /** Resolves once the worker has answered everything sent before it. */
  ready(): Promise<void> {
    return this.expectDone({ kind: 'ping' });
  }

  setOption(name: string, value: string): Promise<void> {
    return this.expectDone({ kind: 'setOption', name, value });
  }

  newGame(): Promise<void> {
    return this.expectDone({ kind: 'newGame' });
  }

  setPosition(fen: string, moves: readonly string[]): Promise<void> {
    return this.expectDone({ kind: 'setPosition', fen, moves });
  }

  /**
   * Searches; `onInfo` hears each finished iteration. The stop flag is cleared first. `since`
   * (epochNow) is when the move's time began, if before now: the search's budget counts from it.
   */
  async search(
    limits: SearchLimits,
    onInfo?: (info: InfoRecord) => void,
    since?: number,
  ): Promise<SearchResult> {
    Atomics.store(this.flag, 0, 0);
    const reply = await this.request(
      { kind: 'search', limits, ...(since !== undefined ? { since } : {}) },
      onInfo,
    );
    if (reply.kind === 'result') return reply.result;
    throw new Error(reply.kind === 'failed' ? reply.error : `unexpected reply ${reply.kind}`);
  }

  /**
   * Asks a running search to return now (with the best move found so far). It reaches only a
   * search already asked for: search() clears the flag, so a stop before it is forgotten, and a
   * caller that stops something it is still setting up must not then start it (the XBoard
   * session's ponder search, issue 25 item 4).
   */
  stop(): void {
    Atomics.store(this.flag, 0, 1);
  }

  async evaluate(trace: boolean): Promise<Evaluation> {
    const reply = await this.request({ kind: 'evaluate', trace });
    if (reply.kind === 'evaluation') return reply.evaluation;
    throw new Error(reply.kind === 'failed' ? reply.error : `unexpected reply ${reply.kind}`);
  }

  /** Ends the worker (a running search is abandoned). */
  async close(): Promise<void> {
    this.stop();
    this.dead ??= new Error('engine closed');
    await this.worker.terminate();
  }
}
