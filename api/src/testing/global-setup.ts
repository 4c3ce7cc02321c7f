import { openEngine } from '../db/engine';
import { prepareDatabase } from '../db/prepare';
import { createTestDatabase, tempDbFile, testDatabaseServer } from './test-server';

/**
 * Before the API tests run: one migrated and seeded database, which every test app then starts
 * from a copy of (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of
 * seeding its own. The test workers find it through the environment. On PostgreSQL only the
 * template is made: no test app there copies the SQLite file (one that names a file of its own
 * seeds it itself).
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = testDatabaseServer();
  if (serverUrl === undefined) {
    const file = tempDbFile();
    const sqlite = openEngine({ engine: 'sqlite', file });
    try {
      await prepareDatabase(sqlite);
    } finally {
      await sqlite.close();
    }
    process.env.TEST_SEEDED_DB_FILE = file;
    return;
  }
  const template = await createTestDatabase(serverUrl);
  const postgres = openEngine({ engine: 'postgres', url: template.url });
  try {
    await prepareDatabase(postgres);
  } finally {
    await postgres.close();
  }
  process.env.TEST_SEEDED_DATABASE = template.name;
}
