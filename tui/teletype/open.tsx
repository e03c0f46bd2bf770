// Opens the teletype on the process's terminal and resolves when the session ends. Loaded only
// by the default command, so ink and react are never imported by the other commands.

import { render } from 'ink';
import { App } from './app.js';

/** Runs a teletype session on stdin/stdout (stdin must be a terminal: ink puts it in raw mode). */
export async function openTeletype(): Promise<void> {
  // Ctrl-C is a key like any other: the session ends itself, and ink restores the terminal.
  const instance = render(<App />, { exitOnCtrlC: false });
  await instance.waitUntilExit();
}
