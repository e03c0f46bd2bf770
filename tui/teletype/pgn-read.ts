// A PGN file read for GAME? away from the teletype's thread: a worker reads the file, parses it
// and sends back the one game asked for and how many the file holds. Parsing 50 MB of PGN takes
// seconds; on the teletype's own thread it froze the paper and kept Ctrl-C (a key ink must read)
// waiting until it was done. In a worker the paper and the keyboard stay live, and cancel() ends
// the read at once (Ctrl-C, the end of the session).

import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgnGame } from '../../core/pgn.js';

/** What the worker is asked: the file, and which game of it (1-based). */
export interface PgnReadRequest {
  readonly path: string;
  readonly game: number;
}

/** What a read finds: the game asked for (if the file holds it) and the file's count of games. */
export type PgnReadResult =
  | { readonly ok: true; readonly count: number; readonly game: PgnGame | undefined }
  /** `reason`: the file could not be read (missing, UTF-16, too large); `parse`: not PGN. */
  | { readonly ok: false; readonly reason?: string; readonly parse?: string };

/** A read under way. */
export interface PgnRead {
  readonly result: Promise<PgnReadResult>;
  /** Ends the read now; its result never comes. */
  cancel(): void;
}

/** Reads a game of a PGN file; tests pass their own (a slow reader, one that never answers). */
export type PgnReader = (request: PgnReadRequest) => PgnRead;

/** The compiled worker script (from TypeScript source under vitest: the built copy in dist/). */
function workerScript(): URL {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.js')) return new URL('./pgn-read-worker.js', import.meta.url);
  const built = here.replace(
    /[\\/]tui[\\/]teletype[\\/]pgn-read\.ts$/,
    '/dist/tui/teletype/pgn-read-worker.js',
  );
  if (!existsSync(built)) throw new Error(`the PGN reader is not built (${built}): run npm run build`);
  return pathToFileURL(built);
}

/** Reads in a worker thread of its own, ended when it has answered or is cancelled. */
export const readPgnInWorker: PgnReader = (request) => {
  const worker = new Worker(workerScript(), { workerData: request });
  const result = new Promise<PgnReadResult>((resolve) => {
    worker.once('message', (answer: PgnReadResult) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', (e) => resolve({ ok: false, reason: e.message }));
  });
  return { result, cancel: () => void worker.terminate() };
};
