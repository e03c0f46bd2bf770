// `ttychess uci <engine>`: one registered engine as a UCI engine on stdin and stdout, for chess
// GUIs and match runners (docs/uci.md). Protocol lines go to stdout, diagnostics to stderr.
//
//   $ ttychess uci gnu
//   uci
//   id name GNU Chess 1987
//   id author John Stanback
//   option name OwnBook type check default true
//   ...
//   uciok
//
// The engine runs in a worker thread (tui/engine-host), so `isready` and `stop` are answered
// while it searches. `quit`, the end of input and Ctrl-C end the process with status 0. This
// module imports no ink or react: the GUI is waiting for `uciok`.

import type { Readable } from 'node:stream';
import type { Argv, CommandModule } from 'yargs';
import type { Engine } from '../../engines/engine.js';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import { EngineHost } from '../engine-host/engine-host.js';
import { readBoundedLines } from '../match/bounded-lines.js';
import { formatInfoString } from '../uci/format.js';
import { UciSession, type UciHost } from '../uci/session.js';
import { oneLine, success, usageError, type CommandOutput } from './output.js';
import { visible } from '../../core/visible.js';
import { errorMessage } from '../../core/result.js';

export interface UciArgs {
  readonly engine?: string | undefined;
}

/** The streams a UCI session reads and writes (the process's own in the binary). */
export interface UciStreams {
  readonly input: Readable;
  readonly output: NodeJS.WritableStream;
  readonly errors: NodeJS.WritableStream;
}

/** Makes the host for engine `id`; `onWarning` hears the engine's warnings. */
export type UciHostFactory = (
  id: string,
  onWarning: (text: string) => void,
) => UciHost & { close(): Promise<void> };

/** A protocol session as the streams drive it: lines in, the end of input, done when finished. */
export interface ProtocolSession {
  receive(line: string): void;
  end(): void;
  readonly finished: Promise<void>;
}

/** Makes a protocol's session for an engine, its host and its output. */
export type SessionFactory = (
  engine: Engine,
  host: UciHost,
  out: { line(text: string): void; diagnostic(text: string): void },
) => ProtocolSession;

/**
 * The longest input line read (4 MiB): far above any real command (a `position` with a
 * thousand-move game is about 5 KB), far below what would exhaust memory. A longer line is dropped
 * with one line on stderr and the session goes on.
 */
export const MAX_INPUT_LINE = 4 * 1024 * 1024;

/** How long closing the engine may take before the session ends anyway. */
const CLOSE_GRACE_MS = 500;

/**
 * Runs a protocol session (UCI or XBoard) for the engine named `id` until it ends (`quit` or the
 * end of input). Resolves with the usage error for an unknown engine (nothing is read then), or
 * with success. Diagnostics go to `errors`, prefixed `ttychess <protocol>:`; the engine's
 * warnings reach the session's output through `warningLine`.
 */
export async function runProtocol(
  protocol: 'uci' | 'xboard',
  id: string,
  streams: UciStreams,
  registry: Registry,
  makeHost: UciHostFactory,
  makeSession: SessionFactory,
  warningLine: (text: string) => string,
): Promise<CommandOutput> {
  // An instance in this thread only for its metadata and options table; the worker's plays.
  const engine = registry.create(id);
  if (engine === undefined) return usageError(registry.unknown(id));
  // Every line passes visible() (core/visible.ts): the sessions escape what they echo, and this
  // is the edge that makes sure no line of theirs, nor a warning, can drive a terminal.
  const host = makeHost(id, (text) => streams.output.write(`${visible(warningLine(text))}\n`));
  const session = makeSession(engine, host, {
    line: (text) => streams.output.write(`${visible(text)}\n`),
    diagnostic: (text) => streams.errors.write(`ttychess ${protocol}: ${visible(text)}\n`),
  });
  readBoundedLines(
    streams.input,
    MAX_INPUT_LINE,
    {
      line: (line) => session.receive(line),
      tooLong: () =>
        streams.errors.write(
          `ttychess ${protocol}: a line of more than ${MAX_INPUT_LINE} characters was ignored\n`,
        ),
    },
    { skip: true },
  );
  streams.input.on('end', () => session.end());
  // A broken stdin (the GUI gone) is the end of input too.
  streams.input.on('error', () => session.end());
  await session.finished;
  streams.input.pause();
  await Promise.race([
    host.close().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref()),
  ]);
  return success([]);
}

/**
 * Runs a UCI session for the engine named in `args` until `quit` or the end of input. Resolves
 * with the usage error for an unknown engine (nothing is read then), or with success.
 */
export function runUci(
  args: UciArgs,
  streams: UciStreams = { input: process.stdin, output: process.stdout, errors: process.stderr },
  registry: Registry = defaultRegistry,
  makeHost: UciHostFactory = (id, onWarning) => new EngineHost(id, onWarning, true),
): Promise<CommandOutput> {
  return runProtocol(
    'uci',
    args.engine ?? '',
    streams,
    registry,
    makeHost,
    (engine, host, out) => new UciSession(engine.meta, engine.options, host, out),
    (text) => formatInfoString(`warning: ${text}`),
  );
}

/** Ends the process once stdout has taken everything written to it. */
function exitAfterFlush(code: number): void {
  process.exitCode = code;
  process.stdout.write('', () => process.exit(code));
  setTimeout(() => process.exit(code), 200).unref();
}

/**
 * A protocol command's handler: the GUI closing the pipe, Ctrl-C and a polite kill end the
 * session quietly; a bug that escapes it is one line on stderr, never a stack trace.
 */
export function protocolHandler<A>(
  protocol: 'uci' | 'xboard',
  run: (args: A) => Promise<CommandOutput>,
): (args: A) => Promise<void> {
  return async (args) => {
    process.stdout.on('error', () => process.exit(0));
    process.on('SIGINT', () => process.exit(0));
    process.on('SIGTERM', () => process.exit(0));
    const crash = (e: unknown) => {
      process.stderr.write(`ttychess ${protocol}: internal error: ${oneLine(errorMessage(e))}\n`);
      process.exit(1);
    };
    process.on('uncaughtException', crash);
    process.on('unhandledRejection', crash);
    const out = await run(args);
    if (out.stderr.length > 0) process.stderr.write(visible(out.stderr.join('\n')) + '\n');
    exitAfterFlush(out.code);
  };
}

/** The command module for a registry (the default one in the binary; tests may pass their own). */
export function makeUciCommand(registry: Registry = defaultRegistry): CommandModule<object, UciArgs> {
  return {
    command: 'uci <engine>',
    describe: 'Be a UCI engine on stdin/stdout, for chess GUIs and match runners (docs/uci.md)',
    builder: (yargs: Argv<object>) =>
      yargs
        .positional('engine', {
          type: 'string',
          describe: `engine id (${registry.ids().join(', ') || 'none built yet'})`,
        })
        .example('$0 uci gnu', 'GNU Chess 1987 as a UCI engine'),
    handler: protocolHandler('uci', (args) => runUci(args, undefined, registry)),
  };
}

export const uciCommand = makeUciCommand();
