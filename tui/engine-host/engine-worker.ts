// Worker-thread entry: hosts one engine from the registry and answers the main thread's
// requests one at a time. A search runs synchronously here, so the main thread stays free to
// read stdin and answer `isready`; `stop` reaches the search through a shared flag.

import { parentPort, workerData } from 'node:worker_threads';
import { registry } from '../../engines/registry.js';
import type { HostRequest, WorkerReply, WorkerStart } from './protocol.js';

const start = workerData as WorkerStart;
const port = parentPort;
if (port === null) throw new Error('engine-worker must run in a worker thread');
const flag = new Int32Array(start.stop);
const engine = registry.create(start.engine);
const stop = {
  get stopped(): boolean {
    return Atomics.load(flag, 0) === 1;
  },
};

function reply(message: WorkerReply): void {
  port!.postMessage(message);
}

/** Passes on the engine's queued warnings (before the answer to request `id`). */
function warn(id: number): void {
  for (const text of engine?.warnings?.() ?? []) reply({ kind: 'warning', id, text });
}

port.on('message', (request: HostRequest) => {
  const id = request.id;
  if (engine === undefined) {
    reply({ kind: 'failed', id, error: registry.unknown(start.engine) });
    return;
  }
  try {
    switch (request.kind) {
      case 'ping':
        reply({ kind: 'done', id });
        break;
      case 'setOption': {
        const r = engine.setOption(request.name, request.value);
        warn(id);
        reply(r.ok ? { kind: 'done', id } : { kind: 'failed', id, error: r.error });
        break;
      }
      case 'newGame':
        engine.newGame();
        warn(id);
        reply({ kind: 'done', id });
        break;
      case 'setPosition': {
        const r = engine.setPosition(request.fen, request.moves);
        reply(r.ok ? { kind: 'done', id } : { kind: 'failed', id, error: r.error });
        break;
      }
      case 'search': {
        const result = engine.search(request.limits, {
          stop,
          onInfo: (info) => reply({ kind: 'info', id, info }),
        });
        warn(id);
        reply({ kind: 'result', id, result });
        break;
      }
      case 'evaluate':
        reply({ kind: 'evaluation', id, evaluation: engine.evaluate(request.trace) });
        break;
    }
  } catch (e) {
    reply({ kind: 'failed', id, error: e instanceof Error ? e.message : String(e) });
  }
});
