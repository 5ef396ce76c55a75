// Epoch-millisecond columns are BIGINT; mysql2 returns BIGINT as a string, so read them back as numbers.
export const bigintAsNumber = { to: (v: number) => v, from: (v: string | number) => Number(v) };
