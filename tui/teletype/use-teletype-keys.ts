// The keyboard of the teletype: ink's keys turned into session actions, with the printer told
// to hurry.

import { useInput } from 'ink';
import type { Printer } from './use-printer.js';
import type { TeletypeView } from './use-session.js';

/**
 * The keyboard: Ctrl-C always ends the session. While the printer is still typing, a key
 * finishes the line (Enter: everything waiting) and is typed as well, so type-ahead between
 * questions is kept and answered in order; but a key pressed while the paper still prints the
 * end of some work (a game, a search, a file read) is the user's answer to the work and never
 * answers the prompt after it (session.ts settling: an `x` pressed as WATCH's last moves printed
 * once became `SAVE? x`). A lone Enter or space with nothing typed is just the "hurry up" key.
 * While the screen is busy a key also interrupts the work (session.ts type-ahead).
 */
export function useTeletypeKeys(view: TeletypeView, printer: Printer): void {
  useInput(
    (input, key) => {
      if (key.ctrl && input === 'c') {
        printer.finishAll();
        view.send({ type: 'interrupt' });
        return;
      }
      const hurry = !printer.idle;
      if (hurry) {
        if (key.return) printer.finishAll();
        else printer.finishLine();
      }
      if (hurry && (key.return || input === ' ')) view.send({ type: 'hurry', enter: key.return });
      else if (key.return) view.send({ type: 'enter' });
      else if (key.backspace || key.delete) view.send({ type: 'erase' });
      else if (!key.ctrl && !key.meta && input !== '')
        view.send(hurry ? { type: 'type', text: input, printing: true } : { type: 'type', text: input });
      else if (key.escape) view.send({ type: 'type', text: ' ' });
    },
    { isActive: !view.done },
  );
}
