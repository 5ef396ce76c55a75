// Sees every SQL statement one DataSource sends, and makes a chosen one fail as a real database
// fault would: refused before the database saw it, or applied by the database with the answer lost
// on the way back (a deadline that fired, a connection that dropped after the commit). Works the
// same on SQLite (one shared query runner) and MySQL (a runner per statement).
import type { DataSource, QueryRunner } from 'typeorm';

export interface QueryWatch {
  /** Every statement sent so far, in order, with a mark where the test noted something. */
  readonly statements: string[];
  /** Notes an event among the statements, e.g. "answered", to check what came next. */
  mark(label: string): void;
  /**
   * The next statement matching `pattern` fails, with the error `fault` makes (by default a plain
   * Error naming the statement); the promise resolves once it has.
   */
  failNext(
    pattern: RegExp,
    when: 'before the database' | 'after the database',
    fault?: (sql: string) => Error,
  ): Promise<void>;
}

interface Fault {
  pattern: RegExp;
  when: 'before the database' | 'after the database';
  error: (sql: string) => Error;
  fired: () => void;
}

const injected = (when: Fault['when']) => (sql: string) => new Error(`injected fault ${when}: ${sql.slice(0, 60)}`);

export function watchQueries(db: DataSource): QueryWatch {
  const statements: string[] = [];
  const faults: Fault[] = [];
  const wrapped = new WeakSet<QueryRunner>();
  const createQueryRunner = db.createQueryRunner.bind(db);
  db.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    if (wrapped.has(runner)) return runner;
    wrapped.add(runner);
    const query = runner.query.bind(runner) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
    (runner as { query: typeof query }).query = async (sql, ...rest) => {
      statements.push(sql);
      const index = faults.findIndex((fault) => fault.pattern.test(sql));
      if (index === -1) return query(sql, ...rest);
      const [fault] = faults.splice(index, 1);
      if (fault!.when === 'after the database') await query(sql, ...rest);
      fault!.fired();
      throw fault!.error(sql);
    };
    return runner;
  };
  return {
    statements,
    mark: (label) => statements.push(`-- ${label}`),
    failNext: (pattern, when, fault = injected(when)) =>
      new Promise<void>((fired) => faults.push({ pattern, when, error: fault, fired })),
  };
}
