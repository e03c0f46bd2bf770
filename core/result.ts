// A result type for parsers with several ways to fail: users get a message, never a throw.

export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/** The message of anything thrown: an Error's message, or the thing itself as text. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
