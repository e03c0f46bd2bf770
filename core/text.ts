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
