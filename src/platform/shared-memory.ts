// Memory the extension host and its parse worker both see. Node and a cross-origin isolated page have
// SharedArrayBuffer; VS Code's web worker extension host usually is not isolated, and there the constructor is not
// even defined. Without it a plain ArrayBuffer serves: a parse worker in the same thread holds it by reference, and
// one in another thread is sent a copy.

/** A buffer the parse worker reads in place: shared where the host allows it, else plain. */
export type ShareableBuffer = SharedArrayBuffer | ArrayBuffer;

/** Whether this thread can make shared memory. */
export const canShareMemory = typeof SharedArrayBuffer === 'function';

/** A zero-filled buffer of `size` bytes, shared when this thread can share memory. */
export function shareableBuffer(size: number): ShareableBuffer {
  return canShareMemory ? new SharedArrayBuffer(size) : new ArrayBuffer(size);
}

/** Whether `value` is a whole buffer (shared or not), not a view or a description of one. */
export function isShareableBuffer(value: unknown): value is ShareableBuffer {
  return value instanceof ArrayBuffer || (canShareMemory && value instanceof SharedArrayBuffer);
}

/** A copy of `bytes` in a buffer of its own, shared when this thread can share memory. */
export function shareableCopy(bytes: Uint8Array): ShareableBuffer {
  const buffer = shareableBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}
