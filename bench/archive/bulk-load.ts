import { Pool } from 'pg';

/** How the copies are spread: over how many players, and when they ended. */
export interface LoadPlan {
  readonly matches: number;
  readonly players: number;
  /** Copies end evenly spread over this many days before now, the latest first. */
  readonly days: number;
}

/** A column's value in a copy: a SQL expression over the template row `t` and its copy's plan row `m`. */
export type Overrides = Readonly<Record<string, string>>;

/** The copies a statement writes at once. */
const CHUNK = 20_000;

/**
 * Copies the finished template matches `plan.matches` times over, in
 * PostgreSQL itself (INSERT … SELECT, no rows through Node): copy n is
 * template n mod T under a fresh id, played by other players of a pool of
 * `plan.players` (`bench-<i>`), shifted in time to end `n / matches` of the
 * way back over `plan.days`. Every table a finished match has rows in is
 * copied (`copyTables`), through the same column lists as the schema's, so a
 * copy is what the server would have written had the match been played.
 */
export class BulkLoad {
  /** The tables copied, whose templates' rows are set apart while copying. */
  private copied: string[] = [];

  constructor(
    private readonly pool: Pool,
    private readonly plan: LoadPlan,
  ) {}

  /** The pool's players, with the template players' ids to swap for theirs. */
  async players(templatePlayers: readonly string[]): Promise<void> {
    await this.pool.query(
      `INSERT INTO "Player" ("id", "handle", "handleKey", "displayName", "passwordHash")
       SELECT gen_random_uuid(), 'bench-' || i, 'bench-' || i, 'Bench ' || i, 'not-a-password-hash'
       FROM generate_series(0, $1 - 1) AS i`,
      [this.plan.players],
    );
    await this.pool.query(
      `CREATE TABLE bench_template_player AS
      SELECT k - 1 AS k, id::uuid AS id FROM unnest($1::text[]) WITH ORDINALITY AS u(id, k)`,
      [templatePlayers],
    );
    await this.pool.query(`CREATE TABLE bench_pool AS
      SELECT row_number() OVER (ORDER BY "handle") - 1 AS i, "id" FROM "Player" WHERE "handle" LIKE 'bench-%'`);
    await this.pool.query('CREATE UNIQUE INDEX ON bench_pool (i)');
  }

  /**
   * The plan: one row per copy with its id, template, time shift, and the pool
   * players standing in for template players 0…7: from a start and a stride
   * under an eighth of the pool, both hashed from n, so the 8 are distinct and
   * everyone meets everyone (the pool needs 16 players or more).
   */
  async planCopies(templates: readonly string[]): Promise<void> {
    const { matches, players, days } = this.plan;
    await this.pool.query(
      `CREATE TABLE bench_template AS
      SELECT k - 1 AS k, id::uuid AS id FROM unnest($1::text[]) WITH ORDINALITY AS u(id, k)`,
      [templates],
    );
    await this.pool.query(
      `CREATE TABLE bench_copy AS
       SELECT n, gen_random_uuid() AS id, t.id AS template,
              (now() - make_interval(secs => n::float8 / $1 * $3 * 86400)) - tm."updatedAt" AS shift,
              ARRAY(SELECT p.id FROM generate_series(0, 7) AS s
                    JOIN bench_pool p ON p.i = ((hashtext(n::text) & 2147483647)::bigint
                      + s * (1 + (hashtext('stride ' || n) & 2147483647) % ($2 / 8 - 1))) % $2
                    ORDER BY s) AS players
       FROM generate_series(0, $1 - 1) AS n
       JOIN bench_template t ON t.k = n % (SELECT count(*) FROM bench_template)
       JOIN "Match" tm ON tm."id" = t.id`,
      [matches, players, days],
    );
    await this.pool.query('CREATE UNIQUE INDEX ON bench_copy (n)');
    await this.pool.query('ANALYZE bench_copy');
  }

  /** `expr` (a template player id, uuid) as its copy's player. */
  static swapped(expr: string): string {
    return `(SELECT m.players[tp.k + 1] FROM bench_template_player tp WHERE tp.id = ${expr})`;
  }

  /** A template's column of player ids (text[]) as its copy's. */
  static swappedArray(column: string): string {
    return `ARRAY(SELECT ${BulkLoad.swapped('x::uuid')}::text FROM unnest(t."${column}") AS x)`;
  }

  /** Every template player id in `expr` (text) written as its copy's player's. */
  static swappedText(expr: string): string {
    let text = expr;
    for (let k = 0; k < 8; k++)
      text = `replace(${text}, (SELECT id::text FROM bench_template_player WHERE k = ${k}), m.players[${k + 1}]::text)`;
    return text;
  }

  /**
   * Copies `table`'s rows of the templates (`key` names the column holding the
   * match id) for copies [from, to): each column as the template's unless
   * `overrides` says otherwise.
   */
  async copy(table: string, key: string, overrides: Overrides, from: number, to: number): Promise<number> {
    const columns = (
      await this.pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
        [table],
      )
    ).rows.map((r) => r.column_name);
    const exprs = columns.map((c) => (c === key ? 'm.id' : (overrides[c] ?? `t."${c}"`)));
    const result = await this.pool.query(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')})
       SELECT ${exprs.join(', ')} FROM bench_copy m JOIN "bench_t_${table}" t ON t."${key}" = m.template
       WHERE m.n >= $1 AND m.n < $2`,
      [from, to],
    );
    return result.rowCount ?? 0;
  }

  /** Copies in chunks, reporting each chunk's progress. */
  async copyAll(
    tables: readonly { table: string; key: string; overrides: Overrides }[],
    progress: (done: number, rows: number) => void,
  ): Promise<number> {
    // The templates' rows apart, so that no copy scans the growing tables for them.
    for (const { table, key } of tables)
      await this.pool.query(
        `CREATE TABLE "bench_t_${table}" AS SELECT * FROM "${table}" WHERE "${key}" IN (SELECT id FROM bench_template)`,
      );
    this.copied = tables.map((t) => t.table);
    let rows = 0;
    for (let from = 0; from < this.plan.matches; from += CHUNK) {
      const to = Math.min(from + CHUNK, this.plan.matches);
      for (const { table, key, overrides } of tables) rows += await this.copy(table, key, overrides, from, to);
      progress(to, rows);
    }
    return rows;
  }

  /**
   * Drops the keys, constraints and indexes of `tables` (and the foreign keys
   * that point at them), so the load writes bare rows; answers the statements
   * that build them again, keys first and foreign keys last, as a migration
   * had them. Building an index over sorted rows costs far less than keeping
   * it through 100 million random inserts.
   */
  async dropIndexes(tables: readonly string[]): Promise<string[]> {
    const constraints = (
      await this.pool.query<{ tbl: string; name: string; def: string; foreign: boolean }>(
        `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def,
                c.contype = 'f' AS foreign
         FROM pg_constraint c
         WHERE c.contype IN ('p', 'u', 'f')
           AND (c.conrelid = ANY($1::regclass[]) OR c.confrelid = ANY($1::regclass[]))
         ORDER BY c.contype = 'f' DESC`,
        [tables.map((t) => `"${t}"`)],
      )
    ).rows;
    for (const c of constraints) await this.pool.query(`ALTER TABLE ${c.tbl} DROP CONSTRAINT "${c.name}"`);
    const indexes = (
      await this.pool.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes
         WHERE schemaname = current_schema() AND tablename = ANY($1)`,
        [tables],
      )
    ).rows;
    for (const { name } of indexes) await this.pool.query(`DROP INDEX "${name}"`);
    const add = (c: (typeof constraints)[number]) => `ALTER TABLE ${c.tbl} ADD CONSTRAINT "${c.name}" ${c.def}`;
    return [
      ...constraints.filter((c) => !c.foreign).map(add),
      ...indexes.map((i) => i.def),
      ...constraints.filter((c) => c.foreign).map(add),
    ];
  }

  async restoreIndexes(statements: readonly string[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("SET maintenance_work_mem = '512MB'");
      for (const statement of statements) await client.query(statement);
    } finally {
      client.release();
    }
  }

  async dropPlan(): Promise<void> {
    const copied = this.copied.map((t) => `, "bench_t_${t}"`).join('');
    await this.pool.query(`DROP TABLE bench_copy, bench_template, bench_template_player, bench_pool${copied}`);
  }
}
