// Epoch-millisecond columns are BIGINT; mysql2 returns BIGINT as a string, so read them back as numbers.
export const bigintAsNumber = { to: (v: number) => v, from: (v: string | number) => Number(v) };
export const nullableBigintAsNumber = {
  to: (v: number | null) => v,
  from: (v: string | number | null) => (v === null ? null : Number(v)),
};
