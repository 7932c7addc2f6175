// A re-encoded file copied once into shared memory: it becomes the document's new bytes, and the next worker
// decodes it, without another copy.
export function sharedCopy(bytes: Uint8Array): SharedArrayBuffer {
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}
