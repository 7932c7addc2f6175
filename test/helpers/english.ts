// A result whose messages are translatable text (an `error`, a `summary`, a command's `title`, the descriptions
// of the files it opens), with every message in English, so a test compares what an English reader sees.
import { render, type Text } from '../../src/core/translatable';

type InEnglish<T> = T extends Text
  ? string
  : T extends Uint8Array
    ? T
    : T extends readonly (infer E)[]
      ? InEnglish<E>[]
      : T extends object
        ? { [K in keyof T]: InEnglish<T[K]> }
        : T;

const isText = (v: unknown): v is Text =>
  typeof v === 'object' && v !== null && typeof (v as Text).key === 'string' && Array.isArray((v as Text).args);

export function inEnglish<T>(result: T): InEnglish<T> {
  if (isText(result)) return render(result) as InEnglish<T>;
  if (Array.isArray(result)) return result.map(inEnglish) as InEnglish<T>;
  if (typeof result !== 'object' || result === null || ArrayBuffer.isView(result)) return result as InEnglish<T>;
  return Object.fromEntries(Object.entries(result).map(([k, v]) => [k, inEnglish(v)])) as InEnglish<T>;
}
