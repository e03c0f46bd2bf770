// The teletype application: the printed paper above (at the printing pace); below it the line
// being printed, or, once the printer has caught up, the status of any work under way and the
// one live input line. While the window is narrower than the paper a line at the bottom says so
// at once, even mid-print (and the paper records each crossing: session.ts).

import { Box, Text } from 'ink';
import { useEffect, useRef } from 'react';
import { InputLine } from './input-line.js';
import { Paper } from './paper.js';
import { narrowNotice } from './session.js';
import { TELETYPE_COLUMNS } from './settings.js';
import { usePrinter } from './use-printer.js';
import { useSession, type SessionProps } from './use-session.js';
import { useTeletypeKeys } from './use-teletype-keys.js';
import { useTerminalWidth } from './use-terminal-width.js';

export type AppProps = SessionProps;

/** The whole teletype. */
export function App(props: AppProps) {
  // The session asks whether the paper has caught up (RUN paces itself by it): through a ref,
  // since the printer is made after the session.
  const printed = useRef<() => boolean>(() => true);
  const view = useSession({ ...props, printed: () => printed.current() });
  const printer = usePrinter(view.paper, props.config.settings.baud);
  printed.current = printer.isIdle;
  useTeletypeKeys(view, printer);
  const columns = useTerminalWidth();
  const { send } = view;
  useEffect(() => {
    if (columns !== undefined) send({ type: 'width', columns });
  }, [columns, send]);
  const narrow = columns !== undefined && columns < TELETYPE_COLUMNS;
  const { finishAll } = printer;
  useEffect(() => {
    if (view.done) finishAll();
  }, [view.done, view.paper, finishAll]);
  return (
    <Box flexDirection="column">
      <Paper lines={printer.printed} />
      {Array.from({ length: printer.blanks }, (_, i) => (
        <Text key={i}> </Text>
      ))}
      {!printer.idle ? <Text>{printer.partial || ' '}</Text> : null}
      {printer.idle && view.status !== '' ? <Text dimColor>{view.status}</Text> : null}
      {printer.idle && view.live ? <InputLine prompt={view.prompt} draft={view.draft} /> : null}
      {narrow ? <Text inverse>{narrowNotice(columns)}</Text> : null}
    </Box>
  );
}
