// `ttychess xboard <engine>`: one registered engine as an XBoard (CECP protocol version 2)
// engine on stdin and stdout, for xboard, WinBoard, cutechess-cli and the like (docs/xboard.md).
// Protocol lines go to stdout, diagnostics to stderr.
//
//   $ ttychess xboard zarkov
//   xboard
//   protover 2
//   feature done=0
//   feature ping=1 setboard=1 playother=1 usermove=1 time=1 ...
//   feature done=1
//
// The engine runs in a worker thread (tui/engine-host), warmed up before `feature done=1`.
// `quit`, the end of input and Ctrl-C end the process with status 0.

import type { Argv, CommandModule } from 'yargs';
import { registry as defaultRegistry, type Registry } from '../../engines/registry.js';
import { EngineHost } from '../engine-host/engine-host.js';
import { XBoardSession } from '../xboard/session.js';
import { oneLine, type CommandOutput } from './output.js';
import { protocolHandler, runProtocol, type UciHostFactory, type UciStreams } from './uci.js';

export interface XBoardArgs {
  readonly engine?: string | undefined;
}

/**
 * Runs an XBoard session for the engine named in `args` until `quit` or the end of input.
 * Resolves with the usage error for an unknown engine (nothing is read then), or with success.
 */
export function runXBoard(
  args: XBoardArgs,
  streams: UciStreams = { input: process.stdin, output: process.stdout, errors: process.stderr },
  registry: Registry = defaultRegistry,
  makeHost: UciHostFactory = (id, onWarning) => new EngineHost(id, onWarning, true),
): Promise<CommandOutput> {
  return runProtocol(
    'xboard',
    args.engine ?? '',
    streams,
    registry,
    makeHost,
    (engine, host, out) => new XBoardSession(engine.meta, engine.options, host, out),
    // xboard shows `telluser` text to the user; a warning is for the user, not the GUI: one line,
    // control characters escaped (a file name may hold an ESC).
    (text) => `telluser warning: ${oneLine(text)}`,
  );
}

/** The command module for a registry (the default one in the binary; tests may pass their own). */
export function makeXBoardCommand(registry: Registry = defaultRegistry): CommandModule<object, XBoardArgs> {
  return {
    command: 'xboard <engine>',
    describe:
      'Be an XBoard (CECP v2) engine on stdin/stdout, for xboard, WinBoard, cutechess (docs/xboard.md)',
    builder: (yargs: Argv<object>) =>
      yargs
        .positional('engine', {
          type: 'string',
          describe: `engine id (${registry.ids().join(', ') || 'none built yet'})`,
        })
        .example('$0 xboard zarkov', 'Zarkov as an XBoard engine'),
    handler: protocolHandler('xboard', (args) => runXBoard(args, undefined, registry)),
  };
}

export const xboardCommand = makeXBoardCommand();
