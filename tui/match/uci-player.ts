// An external UCI engine as a Player: a child process spoken to over its stdin and stdout.
//
//   start    uci -> (id name ...) uciok; setoption name N value V for each option; isready -> readyok
//   newGame  ucinewgame; isready -> readyok
//   go       position startpos|fen F [moves ...]; go movetime|depth|nodes|wtime ...; -> bestmove M
//   close    quit, then the process's whole group ended (engine-process.ts)
//
// Every wait of the hand-shake has a timeout (handshakeMs); the wait for bestmove has none of its
// own: the referee's watchdog or clocks (game.ts) bound it, follow the game's limits, and close
// the player when they run out (`engine hung` or `time forfeit`). A process
// that exits, cannot be started, or stops reading its input has crashed: every pending and later
// call rejects with what happened.

import { START_FEN } from '../../core/fen.js';
import type { InfoRecord, Score, SearchLimits } from '../../engines/engine.js';
import { EngineProcess } from './engine-process.js';
import type { Player, PlayerFactory, PlayerMove } from './player.js';
import type { OptionSetting } from './worker-player.js';
import { errorMessage } from '../../core/result.js';

/** Default wait for uciok and readyok. */
export const DEFAULT_HANDSHAKE_MS = 10_000;
export interface UciPlayerConfig {
  /** Name for the PGN. */
  readonly name: string;
  /** The engine's executable. */
  readonly path: string;
  readonly options: readonly OptionSetting[];
  readonly handshakeMs?: number | undefined;
}

/** The `go` command for `limits`. */
export function goCommand(limits: SearchLimits): string {
  const parts = ['go'];
  const keys = ['wtime', 'btime', 'winc', 'binc', 'movestogo', 'depth', 'nodes', 'movetime'] as const;
  for (const key of keys) {
    const value = limits[key];
    if (value !== undefined) parts.push(key, String(Math.max(0, Math.round(value))));
  }
  if (limits.infinite) parts.push('infinite');
  return parts.join(' ');
}

/** The `position` command for a FEN and moves. */
export function positionCommand(startFen: string, moves: readonly string[]): string {
  const base = startFen === START_FEN ? 'position startpos' : `position fen ${startFen}`;
  return moves.length > 0 ? `${base} moves ${moves.join(' ')}` : base;
}

/** An `info` line as a search report, when it carries a score. */
export function parseInfoLine(line: string): InfoRecord | undefined {
  const tokens = line.trim().split(/\s+/);
  if (tokens[0] !== 'info') return undefined;
  const number = (key: string) => {
    const i = tokens.indexOf(key);
    const n = i >= 0 ? Number(tokens[i + 1]) : NaN;
    return Number.isFinite(n) ? n : undefined;
  };
  const at = tokens.indexOf('score');
  if (at < 0) return undefined;
  const kind = tokens[at + 1];
  const value = Number(tokens[at + 2]);
  if (!Number.isFinite(value) || (kind !== 'cp' && kind !== 'mate')) return undefined;
  const score: Score = kind === 'cp' ? { cp: value } : { mate: value };
  const pvAt = tokens.indexOf('pv');
  const depth = number('depth') ?? 0;
  return {
    depth,
    seldepth: number('seldepth') ?? depth,
    score,
    nodes: number('nodes') ?? 0,
    ms: number('time') ?? 0,
    pv: pvAt >= 0 ? tokens.slice(pvAt + 1) : [],
  };
}

export class UciProcessPlayer extends EngineProcess implements Player {
  private lastInfo: InfoRecord | undefined;
  /** The engine's own name, from `id name`, once it has said it. */
  engineName: string | undefined;

  private constructor(
    readonly name: string,
    path: string,
    handshakeMs: number,
  ) {
    super(path, handshakeMs);
  }

  /** Starts the engine, sets `options` and waits until it is ready. */
  static async start(config: UciPlayerConfig): Promise<UciProcessPlayer> {
    const player = new UciProcessPlayer(config.name, config.path, config.handshakeMs ?? DEFAULT_HANDSHAKE_MS);
    try {
      player.send('uci');
      await player.waitFor((l) => l === 'uciok', 'uciok', player.handshakeMs);
      for (const [option, value] of config.options) player.send(`setoption name ${option} value ${value}`);
      await player.isReady();
    } catch (e) {
      await player.close();
      throw new Error(`${config.name}: ${errorMessage(e)}`, { cause: e });
    }
    return player;
  }

  protected override heard(line: string): void {
    if (line.startsWith('id name ')) this.engineName = line.slice('id name '.length);
    if (line.startsWith('info ')) this.lastInfo = parseInfoLine(line) ?? this.lastInfo;
  }

  private async isReady(): Promise<void> {
    this.send('isready');
    await this.waitFor((l) => l === 'readyok', 'readyok', this.handshakeMs);
  }

  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.isReady();
  }

  async go(startFen: string, moves: readonly string[], limits: SearchLimits): Promise<PlayerMove> {
    this.lastInfo = undefined;
    this.send(positionCommand(startFen, moves));
    this.send(goCommand(limits));
    // No timeout here: the referee's watchdog or clock decides when this move is too late.
    const line = await this.waitFor(
      (l) => l === 'bestmove' || l.startsWith('bestmove '),
      'bestmove',
      undefined,
    );
    const move = line.split(/\s+/)[1];
    const bestmove = move === undefined || move === '(none)' || move === '0000' ? null : move;
    return { bestmove, info: this.lastInfo };
  }
}

/** A factory of UCI process players for the executable at `path`. */
export function uciPlayerFactory(
  name: string,
  path: string,
  options: readonly OptionSetting[],
  handshakeMs?: number,
): PlayerFactory {
  return { name, create: () => UciProcessPlayer.start({ name, path, options, handshakeMs }) };
}
