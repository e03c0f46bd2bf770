// Worker-thread entry: hosts one engine from the registry and answers the main thread's
// requests one at a time. A search runs synchronously here, so the main thread stays free to
// read stdin and answer `isready`; `stop` reaches the search through a shared flag.

import { parentPort, workerData } from 'node:worker_threads';
import { registry } from '../../engines/registry.js';
import { epochNow, type HostRequest, type WorkerReply, type WorkerStart } from './protocol.js';
import { errorMessage } from '../../core/result.js';

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

/**
 * Positions searched to warm up, out of every book: middlegames quiet and sharp, and an ending,
 * so that the evaluation's terms of every phase are compiled.
 */
const WARM_UP_FENS = [
  'r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8',
  'r1b2rk1/2q1bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP1QPPP/R4RK1 w - - 0 12',
  '2rq1rk1/pp1bppbp/3p1np1/8/3NP3/1BN1BP2/PPPQ2PP/2KR3R b - - 0 12',
  '8/5pk1/6p1/3P4/2K5/5P2/6PP/8 w - - 0 40',
];

/** Nodes of each warm-up search, and the most the whole warm-up may take (a loaded machine). */
const WARM_UP_NODES = 25_000;
const WARM_UP_MAX_MS = 800;

/**
 * Runs throw-away searches on other instances of the engine, so that the JIT has compiled the
 * search before the first real one (which would otherwise spend its first hundreds of
 * milliseconds in slower code and reach two plies less in a short movetime). Requests wait until
 * it is done.
 */
function warmUp(): void {
  const deadline = performance.now() + WARM_UP_MAX_MS;
  const stop = {
    get stopped(): boolean {
      return performance.now() > deadline;
    },
  };
  for (const fen of WARM_UP_FENS) {
    const scratch = registry.create(start.engine);
    if (scratch === undefined || !scratch.setPosition(fen).ok) return;
    scratch.setOption('OwnBook', 'false'); // an engine without the option refuses it: no matter
    scratch.search({ nodes: WARM_UP_NODES }, { stop });
    if (stop.stopped) return;
  }
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
