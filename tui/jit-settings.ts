// V8 settings for the whole ttychess process, applied by the binary's entry before any engine
// code runs (V8's flags are process-wide: the engine worker threads get them too).
//
// No on-stack replacement: the engines' searches are recursive functions with a loop over the
// moves. V8 compiles such a function's loop on its own (OSR) while the outermost call is still
// running, and once the function's ordinary optimized code is thrown away (a deoptimization, as
// when a search first meets a promotion), V8 did not compile it again: every call then started
// in baseline code and jumped into the loop's compiled copy, at about half speed for the rest of
// the process (measured: 5 of 6 processes searching one King's Indian position over and over
// ended that way; none with OSR off). Without OSR the ordinary optimized code comes back after
// each deoptimization. See docs/engines/gnu.md, "Speed".

import { setFlagsFromString } from 'node:v8';

/** The flags, as V8's command line spells them. */
export const JIT_FLAGS = ['--no-use-osr'] as const;

/** Applies JIT_FLAGS to this process (and the worker threads it starts). */
export function applyJitSettings(set: (flags: string) => void = setFlagsFromString): void {
  for (const flag of JIT_FLAGS) set(flag);
}
