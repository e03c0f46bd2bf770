// A registry engine as a Player: the engine runs in its own worker thread (EngineHost), so a
// match's games run side by side and a hung search can be abandoned by ending the worker.

import type { InfoRecord, SearchLimits } from '../../engines/engine.js';
import { EngineHost } from '../engine-host/engine-host.js';
import type { Player, PlayerFactory, PlayerMove } from './player.js';
import { errorMessage } from '../../core/result.js';

/** An option as NAME=VALUE, already split. */
export type OptionSetting = readonly [name: string, value: string];

export class WorkerPlayer implements Player {
  private constructor(
    readonly name: string,
    private readonly host: EngineHost,
  ) {}

  /** A worker running engine `engineId` with `options` set; rejects with the engine's complaint. */
  static async start(
    name: string,
    engineId: string,
    options: readonly OptionSetting[],
    onWarning?: (text: string) => void,
  ): Promise<WorkerPlayer> {
    // Warmed up before its first game, so that its first move is not slowed on the clock.
    const host = new EngineHost(engineId, onWarning && ((text) => onWarning(`${name}: ${text}`)), true);
    try {
      for (const [option, value] of options) await host.setOption(option, value);
      await host.ready();
    } catch (e) {
      await host.close();
      throw new Error(`${name}: ${errorMessage(e)}`, { cause: e });
    }
    return new WorkerPlayer(name, host);
  }

  newGame(): Promise<void> {
    return this.host.newGame();
  }

  async go(startFen: string, moves: readonly string[], limits: SearchLimits): Promise<PlayerMove> {
    await this.host.setPosition(startFen, moves);
    const result = await this.host.search(limits);
    const info: InfoRecord | undefined = result.source === 'book' ? undefined : result;
    return { bestmove: result.bestmove, info };
  }

  close(): Promise<void> {
    return this.host.close();
  }
}

/** A factory of worker players for registry engine `engineId`. */
export function workerPlayerFactory(
  name: string,
  engineId: string,
  options: readonly OptionSetting[],
): PlayerFactory {
  return { name, create: (onWarning) => WorkerPlayer.start(name, engineId, options, onWarning) };
}
