// Worker-thread entry: hosts one engine from the registry and answers the main thread's
// requests one at a time. A search runs synchronously here, so the main thread stays free to
// read stdin and answer `isready`; `stop` reaches the search through a shared flag.

import { parentPort, workerData } from 'node:worker_threads';
import { registry } from '../../engines/registry.js';
import { epochNow, type HostRequest, type WorkerReply, type WorkerStart } from './protocol.js';

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

/** A middlegame position out of every book, searched to warm up. */
const WARM_UP_FEN = 'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8';

/** Nodes of the warm-up search: enough for the JIT to compile the search's hot paths. */
const WARM_UP_NODES = 60_000;

/**
 * Runs a throw-away search on a second instance of the engine, so that the JIT has compiled the
 * search before the first real one (which would otherwise spend its first tens of milliseconds
 * in the interpreter and run over a short movetime). Requests wait until it is done.
 */
function warmUp(): void {
  const scratch = registry.create(start.engine);
  if (scratch === undefined || !scratch.setPosition(WARM_UP_FEN).ok) return;
  scratch.search({ nodes: WARM_UP_NODES });
}

if (start.warmUp === true) warmUp();

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
    reply({ kind: 'failed', id, error: e instanceof Error ? e.message : String(e) });
  }
});
