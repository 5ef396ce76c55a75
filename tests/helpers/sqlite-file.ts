// A SQLite database file opened beside the server under test, as another process would: to hold its
// write lock, or to prepare it before the server starts. better-sqlite3 directly (the package has no
// types of its own: the few calls used here are declared).
import { createRequire } from 'node:module';

interface Connection {
  exec(source: string): void;
  close(): void;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => Connection;

const fileOf = (databaseUrl: string) => databaseUrl.slice('sqlite:'.length);

/** Runs SQL on the file of a `sqlite:` URL. */
export function execOnSqliteFile(databaseUrl: string, source: string): void {
  const connection = new Database(fileOf(databaseUrl));
  try {
    connection.exec(source);
  } finally {
    connection.close();
  }
}

/** Takes the database's write lock and keeps it until the returned function is called. */
export function holdSqliteWriteLock(databaseUrl: string): () => void {
  const holder = new Database(fileOf(databaseUrl));
  holder.exec('BEGIN IMMEDIATE');
  return () => {
    holder.exec('ROLLBACK');
    holder.close();
  };
}
