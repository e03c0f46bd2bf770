// The keyboard's wiring, with a printer and a session that only record what they are told: a
// key pressed while the paper prints goes to the session marked as such (issue 36, item 6), so
// the reducer (session.ts settling, tested in stop-keys.test.ts) can keep it from answering a
// prompt not yet printed.

import { Text } from 'ink';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, expect, test } from 'vitest';
import type { SessionAction } from './session.js';
import type { Printer } from './use-printer.js';
import type { TeletypeView } from './use-session.js';
import { useTeletypeKeys } from './use-teletype-keys.js';

afterEach(() => cleanup());

function Keys({ view, printer }: { view: TeletypeView; printer: Printer }) {
  useTeletypeKeys(view, printer);
  return <Text>keys</Text>;
}

/** A keyboard on a printer that is (or is not) still printing; the actions sent and the printer's calls. */
function keyboard(printing: boolean) {
  const sent: SessionAction[] = [];
  const calls: string[] = [];
  const view: TeletypeView = {
    send: (a) => sent.push(a),
    done: false,
    paper: [],
    live: true,
    prompt: 'SAVE? ',
    draft: '',
    status: '',
  };
  const printer: Printer = {
    printed: [],
    blanks: 0,
    partial: printing ? '1... QH4#' : '',
    idle: !printing,
    isIdle: () => !printing,
    finishLine: () => calls.push('finishLine'),
    finishAll: () => calls.push('finishAll'),
  };
  const { stdin } = render(<Keys view={view} printer={printer} />);
  return { stdin, sent, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test('a key while the paper prints hurries the line and goes to the session marked printing', async () => {
  const { stdin, sent, calls } = keyboard(true);
  await settle();
  stdin.write('x');
  await settle();
  expect(calls).toEqual(['finishLine']);
  expect(sent).toEqual([{ type: 'type', text: 'x', printing: true }]);
});

test('a key once the paper has caught up is typed, unmarked', async () => {
  const { stdin, sent, calls } = keyboard(false);
  await settle();
  stdin.write('x');
  await settle();
  expect(calls).toEqual([]);
  expect(sent).toEqual([{ type: 'type', text: 'x' }]);
});

test('Enter while the paper prints finishes everything and is only a hurry', async () => {
  const { stdin, sent, calls } = keyboard(true);
  await settle();
  stdin.write('\r');
  await settle();
  expect(calls).toEqual(['finishAll']);
  expect(sent).toEqual([{ type: 'hurry', enter: true }]);
});
