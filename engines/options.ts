// Option plumbing shared by every engine: parse an option's text value against its spec, and
// keep the current values of one engine instance.

import { err, ok, type Result } from '../core/result.js';
import type { OptionSpec, OptionValue } from './engine.js';

/** Parses `text` as a value of `spec` ("true"/"false" for checks, integers in range for spins). */
export function parseOptionValue(spec: OptionSpec, text: string): Result<OptionValue, string> {
  const value = text.trim();
  switch (spec.type) {
    case 'check':
      if (/^(true|on|1)$/i.test(value)) return ok(true);
      if (/^(false|off|0)$/i.test(value)) return ok(false);
      return err(`option ${spec.name}: '${text}' is not true or false`);
    case 'spin': {
      if (!/^-?\d+$/.test(value)) return err(`option ${spec.name}: '${text}' is not a whole number`);
      const n = Number(value);
      if (n < spec.min || n > spec.max)
        return err(`option ${spec.name}: ${n} is outside ${spec.min}..${spec.max}`);
      return ok(n);
    }
    case 'combo': {
      const choice = spec.choices.find((c) => c.toLowerCase() === value.toLowerCase());
      if (choice === undefined)
        return err(`option ${spec.name}: '${text}' is not one of ${spec.choices.join(', ')}`);
      return ok(choice);
    }
    case 'string':
      return ok(text);
  }
}

/** The current option values of one engine instance, validated against its spec table. */
export class OptionValues {
  private readonly values = new Map<string, OptionValue>();

  constructor(readonly specs: readonly OptionSpec[]) {
    for (const s of specs) this.values.set(s.name.toLowerCase(), s.default);
  }

  /** Sets option `name` (case-insensitive) from text. */
  set(name: string, text: string): Result<void, string> {
    const spec = this.specs.find((s) => s.name.toLowerCase() === name.trim().toLowerCase());
    if (!spec) return err(`no option '${name}'; options are ${this.specs.map((s) => s.name).join(', ')}`);
    const parsed = parseOptionValue(spec, text);
    if (!parsed.ok) return parsed;
    this.values.set(spec.name.toLowerCase(), parsed.value);
    return ok(undefined);
  }

  private get(name: string): OptionValue {
    const v = this.values.get(name.toLowerCase());
    if (v === undefined) throw new Error(`option '${name}' is not declared`);
    return v;
  }

  number(name: string): number {
    return this.get(name) as number;
  }

  bool(name: string): boolean {
    return this.get(name) as boolean;
  }

  string(name: string): string {
    return this.get(name) as string;
  }
}
