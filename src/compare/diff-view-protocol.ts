// Messages between the extension host and the Compare with… diff view (a webview panel): the view asks for bytes
// through the one request/reply mechanism (src/channel/); the host pushes the result and F7 steps.
import type { Events, ReplyMessage, RequestMessage } from '../channel/channel';
import type { MarkCounts } from '../diff/counts';
import type { Difference } from '../diff/diff';
import type { PictureDifferenceInfo } from '../core/pictures/difference';
import type { ViewSettings } from '../protocol';

export type Side = 'a' | 'b';

export interface ComparePicture extends PictureDifferenceInfo {
  /** The difference picture downsampled by `step` (each pixel the largest change of its block), RGBA. */
  image?: { width: number; height: number; step: number; rgba: Uint8Array };
}

export interface CompareResult {
  formatA: string;
  formatB: string;
  sizeA: number;
  sizeB: number;
  /** All differences found; `differences` holds the first `limit`. */
  total: number;
  differences: Difference[];
  /** Exact counts of the whole file and by path (see DiffResult). */
  counts: MarkCounts;
  groups: Record<string, MarkCounts>;
  pictures: ComparePicture[];
}

/** What the view asks the host. */
export interface DiffViewChannel {
  /** Bytes of one file (fewer at its end). */
  bytes: { req: { side: Side; offset: number; length: number }; res: Uint8Array };
}

/** What the host tells the view without being asked. */
export interface ToDiffViewEvents {
  /** `settings`: the editor's row shape (`hexAtlas.bytesPerRow`, …), which the byte panes use too. */
  result: { nameA: string; nameB: string; result: CompareResult; settings: ViewSettings };
  failed: { message: string };
  /** F7 / Shift+F7 from the keybindings. */
  step: { direction: 1 | -1 };
}

export type ToDiffView = Events<ToDiffViewEvents> | ReplyMessage;

/** What the view tells the host without asking. */
interface FromDiffViewEvents {
  ready: object;
}

export type FromDiffView = Events<FromDiffViewEvents> | RequestMessage<DiffViewChannel>;

/** Bytes travel in chunks of this size, aligned to it. */
export const DIFF_CHUNK = 4096;
