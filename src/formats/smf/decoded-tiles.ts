// Decoded texture tiles kept between the views of one picture (a pan or zoom shows mostly the same tiles), least
// recently used first, up to a byte budget: the texture of any map size holds at most that much, never a whole image.
export class DecodedTiles {
  private readonly tiles = new Map<number, Uint8Array>();
  /** Bytes of decoded pixels held now. */
  held = 0;

  constructor(private readonly budget: number) {}

  /** The pixels under `key`, decoded by `decode` when not held; the oldest tiles go when the budget is passed. */
  get(key: number, decode: () => Uint8Array): Uint8Array {
    let tile = this.tiles.get(key);
    if (tile) {
      this.tiles.delete(key);
    } else {
      tile = decode();
      this.held += tile.length;
    }
    this.tiles.set(key, tile);
    for (const [oldest, t] of this.tiles) {
      if (this.held <= this.budget || oldest === key) break;
      this.tiles.delete(oldest);
      this.held -= t.length;
    }
    return tile;
  }
}
