// A result whose messages are translatable text (an `error`, a `summary`), with those messages in English, so a
// test compares what an English reader sees.
import { render, type Text } from '../../src/core/translatable';

type InEnglish<T> = { [K in keyof T]: K extends 'error' | 'summary' ? string : T[K] };

export function inEnglish<T extends object>(result: T): InEnglish<T> {
  const out = { ...result } as Record<string, unknown>;
  for (const k of ['error', 'summary']) if (k in out) out[k] = render(out[k] as Text | string);
  return out as InEnglish<T>;
}
