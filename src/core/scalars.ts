// The scalar types fields are stored as (little-endian), by the type names the tree shows, with their sizes.
export const scalarSizes = {
  u8: 1,
  i8: 1,
  bool: 1,
  u16: 2,
  i16: 2,
  f16: 2,
  snorm16: 2,
  u32: 4,
  i32: 4,
  f32: 4,
  u64: 8,
  i64: 8,
  f64: 8,
} as const;

export type StoredScalar = keyof typeof scalarSizes;
