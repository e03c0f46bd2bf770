// For the end-to-end tests: runs a built script with its standard output already closed by its
// reader (as `... | head` does before the script writes), and gives back its exit status and
// everything it wrote on stderr.

import { spawn } from 'node:child_process';

export async function runIntoClosedPipe(
  script: string,
  args: readonly string[],
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy(); // the reader is gone before the first write
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stderr };
}
