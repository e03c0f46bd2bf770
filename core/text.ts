// Text files as the chess world writes them: PGN's own standard asks for ISO 8859-1 (Latin-1),
// most files today are UTF-8, and some start with a byte-order mark. decodeText reads UTF-8 when
// the bytes are valid UTF-8 (a BOM dropped), else Latin-1 as the WHATWG decoder reads it (that
// is, windows-1252, its superset), where every byte is a character: an old file's "Café" and
// "Müller" stay readable instead of turning into U+FFFD.

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const latin1 = new TextDecoder('latin1');

/** The text of a file's bytes: UTF-8 if they are valid UTF-8, else Latin-1. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** The two byte orders of UTF-16, as iconv names them. */
export type Utf16 = 'UTF-16LE' | 'UTF-16BE';

/** How many bytes from the start utf16Of looks at. */
const SNIFF_BYTES = 512;

/**
 * Whether the bytes are UTF-16 text (which decodeText would read as Latin-1 with a NUL between
 * letters): a byte-order mark (FF FE little-endian, FE FF big-endian), or, without one, a NUL in
 * every other byte of the start (ASCII text in UTF-16 is its letters with a zero byte each).
 */
export function utf16Of(bytes: Uint8Array): Utf16 | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'UTF-16LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'UTF-16BE';
  const pairs = Math.floor(Math.min(bytes.length, SNIFF_BYTES) / 2);
  if (pairs < 2) return undefined;
  let low = 0;
  let high = 0;
  for (let i = 0; i < pairs; i++) {
    const a = bytes[2 * i]!;
    const b = bytes[2 * i + 1]!;
    if (a !== 0 && b === 0) low++;
    else if (a === 0 && b !== 0) high++;
  }
  // Nearly every pair: a stray NUL in a text file is not an encoding.
  if (low >= pairs * 0.9) return 'UTF-16LE';
  if (high >= pairs * 0.9) return 'UTF-16BE';
  return undefined;
}
