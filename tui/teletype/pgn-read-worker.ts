// The worker of pgn-read.ts: reads the file named in workerData (engines/file-read.ts: a regular
// file of bounded size, UTF-8 or Latin-1, UTF-16 refused), parses it as PGN, and posts back the
// game asked for and the number of games; then it is done.

import { parentPort, workerData } from 'node:worker_threads';
import { parsePgn } from '../../core/pgn.js';
import { readTextFile } from '../../engines/file-read.js';
import type { PgnReadRequest, PgnReadResult } from './pgn-read.js';

/** The answer to one request. */
export function readPgnGame(request: PgnReadRequest): PgnReadResult {
  const text = readTextFile(request.path);
  if (!text.ok) return { ok: false, reason: text.error.reason };
  const games = parsePgn(text.value);
  if (!games.ok) return { ok: false, parse: games.error.message };
  return { ok: true, count: games.value.length, game: games.value[request.game - 1] };
}

if (parentPort !== null) parentPort.postMessage(readPgnGame(workerData as PgnReadRequest));
