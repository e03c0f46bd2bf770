// Opens the teletype on the process's terminal and resolves when the session ends. Loaded only
// by the default command and `ttychess replay`, so ink and react are never imported by the
// other commands. Reads what the session is given (the bundled games; the ABOUT pages are built
// in) and runs every engine in its own worker thread.

import { join } from 'node:path';
import { render } from 'ink';
import { registry } from '../../engines/registry.js';
import { openWorker } from '../engine-host/engine-handle.js';
import { ABOUT_TEXT } from './about.js';
import { App } from './app.js';
import { teletypeEngines } from './engines.js';
import { gamesFolder, loadCatalogue } from './replay/catalogue.js';
import type { ReplayGame } from './replay/game.js';
import { pgnDate, type SessionConfig } from './screen.js';
import type { TeletypeSettings } from './settings.js';

/**
 * The session's configuration for these settings, from the default registry and the files;
 * `replayFile` is the PGN file the session opens at, if any (SAVE never writes it).
 */
export function loadConfig(settings: TeletypeSettings, replayFile?: string): SessionConfig {
  const engines = teletypeEngines(registry);
  const catalogue = loadCatalogue();
  const games = catalogue.ok ? catalogue.value : [];
  const bundled = [...new Set(games.map((g) => join(gamesFolder(), g.file)))];
  return {
    settings,
    engines,
    catalogue: games,
    about: ABOUT_TEXT,
    date: pgnDate(new Date()),
    inputs: replayFile === undefined ? bundled : [replayFile, ...bundled],
  };
}

export interface OpenOptions {
  readonly settings: TeletypeSettings;
  /** Open straight at the replay of this game. */
  readonly replay?: { readonly game: ReplayGame; readonly label: string } | undefined;
}

/** Runs a teletype session on stdin/stdout (stdin must be a terminal: ink puts it in raw mode). */
export async function openTeletype(options: OpenOptions): Promise<void> {
  const config = loadConfig(options.settings, options.replay?.label);
  // Ctrl-C is a key like any other: the session ends itself, and ink restores the terminal.
  const instance = render(<App config={config} replay={options.replay?.game} openEngine={openWorker} />, {
    exitOnCtrlC: false,
  });
  await instance.waitUntilExit();
}
