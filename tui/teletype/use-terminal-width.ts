// The terminal's width, kept up to date as the window is resized (ink's stdout emits 'resize').
// The teletype needs TELETYPE_COLUMNS; the app tells the session when the width crosses it.

import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

/** The terminal's columns now (undefined when stdout is not a terminal), following resizes. */
export function useTerminalWidth(): number | undefined {
  const { stdout } = useStdout();
  const [columns, setColumns] = useState<number | undefined>(stdout.columns);
  useEffect(() => {
    const resized = () => setColumns(stdout.columns);
    stdout.on('resize', resized);
    return () => {
      stdout.off('resize', resized);
    };
  }, [stdout]);
  return columns;
}
