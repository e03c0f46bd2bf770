// The printed paper: every line the teletype has typed, written once through ink's <Static>
// and never redrawn.

import { Static, Text } from 'ink';

/** One printed line; the id is its position on the paper (a stable React key). */
export interface PaperLine {
  readonly id: number;
  readonly text: string;
}

export interface PaperProps {
  readonly lines: readonly PaperLine[];
}

/** The lines printed so far (ink prints only the ones it has not printed yet). */
export function Paper({ lines }: PaperProps) {
  // A blank line is printed as one space: ink gives an empty <Text> no height.
  return <Static items={[...lines]}>{(line) => <Text key={line.id}>{line.text || ' '}</Text>}</Static>;
}
