// The boundary of tolerant decoding: a region is decoded inside `tolerate`, and whatever goes wrong in it
// becomes a diagnostic on the region's bytes instead of an exception for the caller.
import { OutOfData } from './cursor';
import { DiagnosticSink, coreRules } from './diagnostics';
import { msg, verbatim, type Text } from './translatable';

export interface Region {
  /** Where the region starts (used when the failure has no better position). */
  start: number;
  /** Where the region ends: a truncation diagnostic runs from the failure point to here. */
  end: number;
  /** What was being decoded, for the message. */
  what: Text;
}

/**
 * Thrown by a reader that has reported why the rest of its region cannot be read (an impossible count): `tolerate`
 * then ends the region quietly, with no second (truncation or fault) diagnostic.
 */
export class StopRegion extends Error {}

/** Run `body`; on failure report it against the region and return undefined. */
export function tolerate<T>(diags: DiagnosticSink, region: Region, body: () => T): T | undefined {
  try {
    return body();
  } catch (e) {
    if (e instanceof StopRegion) return undefined;
    if (e instanceof OutOfData) {
      diags.report(
        coreRules.truncated,
        e.at,
        Math.max(0, region.end - e.at),
        msg`${region.what}: needed ${e.needed} bytes at 0x${e.at.toString(16)}, ${e.available} available`,
      );
    } else {
      diags.report(
        coreRules.decoderFault,
        region.start,
        region.end - region.start,
        msg`${region.what}: ${verbatim(e instanceof Error ? e.message : String(e))}`,
      );
    }
    return undefined;
  }
}
