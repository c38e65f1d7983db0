/** A log position is a PostgreSQL integer (int4). */
export const INT4_MAX = 2 ** 31 - 1;
