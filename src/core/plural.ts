// Counts in messages: "1 error", "3 errors", "1 fix", "2 fixes".

/** `n` and the noun, in the plural unless `n` is 1 (`many` for a plural that is not noun + "s"). */
export function plural(n: number, noun: string, many = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : many}`;
}
