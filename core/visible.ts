// Untrusted text made visible: the one function through which text we did not write ourselves
// (a PGN's tags and comments, file names, an engine's `id name`, `info string` or `telluser`,
// error texts, command-line arguments) reaches the terminal and the files we write. A terminal
// acts on control characters instead of showing them: ESC starts a sequence that can retitle the
// window, clear the screen or move the cursor; a bidirectional override reverses what follows.
// visible() shows each as an escape instead, as less and git show ESC as `^[` and as the
// protocols' echo shows it:
//
//   "Cray\x1b]0;PWNED\x07"  ->  "Cray\x1b]0;PWNED\x07"   (the four characters \ x 1 b, not ESC)
//
// Line ends are kept (a caller's lines are its own); every other control character, tab and
// carriage return included, becomes `\xHH` (C0, DEL, C1) or `\uHHHH` (the bidirectional marks).
// Text without controls comes back as the same string, and visible(visible(t)) === visible(t),
// so a line may pass more than one edge (a message made with oneLine, then printed).

/**
 * Whether a terminal would act on a character rather than show it: the C0 controls, DEL, the C1
 * controls, and the bidirectional marks, embeddings, overrides and isolates.
 */
export function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** One character as the user sees it: itself, or a visible escape (`\x1b`, `\u202e`). */
export function visibleChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (!isControl(code)) return ch;
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The characters isControl() names, but the line end; the same test as one regular expression. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character but the line end (\n) made visible (see the top). */
export function visible(text: string): string {
  CONTROLS.lastIndex = 0;
  return CONTROLS.test(text) ? text.replace(CONTROLS, visibleChar) : text;
}
