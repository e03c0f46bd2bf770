// Worker-thread entry: hosts one engine from the registry and answers the main thread's
// requests one at a time. A search runs synchronously here, so the main thread stays free to
// read stdin and answer `isready`; `stop` reaches the search through a shared flag.

import { parentPort, workerData } from 'node:worker_threads';
import { registry } from '../../engines/registry.js';
import { epochNow, type HostRequest, type WorkerReply, type WorkerStart } from './protocol.js';
import { errorMessage } from '../../core/result.js';
import { warmUp as warmUpEngine } from '../../engines/warm-up.js';

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

/** Throw-away searches on other instances of the engine before the first timed one. */
function warmUp(): void {
  warmUpEngine(() => registry.create(start.engine));
}

/**
 * Whether the JIT has been warmed up: at start for protocol engines (before their first answer);
 * otherwise before the first search on a clock or a movetime (the command waits a moment more,
 * the search gets its whole time at full speed). Searches to a depth or node count need none.
 */
let warm = false;
if (start.warmUp === true) {
  warmUp();
  warm = true;
}

/** Whether a search's end depends on the clock. */
function timed(limits: HostRequest & { kind: 'search' }): boolean {
  const l = limits.limits;
  return l.infinite !== true && (l.movetime !== undefined || l.wtime !== undefined || l.btime !== undefined);
}

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
        if (!warm && timed(request)) {
          warmUp();
          warm = true;
        }
        const spentBefore = request.since === undefined ? 0 : epochNow() - request.since;
        const result = engine.search(request.limits, {
          stop,
          spentBefore,
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
    reply({ kind: 'failed', id, error: errorMessage(e) });
  }
});
