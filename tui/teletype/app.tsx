// The teletype application: the printed paper above, the live input line below.

import { Box } from 'ink';
import { InputLine } from './input-line.js';
import { Paper } from './paper.js';
import { useSession } from './use-session.js';

export interface AppProps {
  /** Called when the session ends (QUIT or Ctrl-C), just before the app exits. */
  readonly onExit?: () => void;
}

/** The whole teletype. */
export function App({ onExit }: AppProps) {
  const view = useSession(onExit);
  return (
    <Box flexDirection="column">
      <Paper lines={view.paper} />
      {view.live ? <InputLine prompt={view.prompt} draft={view.draft} /> : null}
    </Box>
  );
}
