// The live line: the prompt, what has been typed so far, and the print head (a block).

import { Text } from 'ink';

export interface InputLineProps {
  readonly prompt: string;
  readonly draft: string;
}

/** The one line that is redrawn as the user types. */
export function InputLine({ prompt, draft }: InputLineProps) {
  return (
    <Text>
      {prompt}
      {draft}
      <Text inverse> </Text>
    </Text>
  );
}
