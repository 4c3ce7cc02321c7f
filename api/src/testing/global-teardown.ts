import { dropTestDatabase, removeDbFiles, testDatabaseServer } from './test-server';

export default async function globalTeardown(): Promise<void> {
  const file = process.env.TEST_SEEDED_DB_FILE;
  if (file !== undefined) await removeDbFiles(file);
  const serverUrl = testDatabaseServer();
  const template = process.env.TEST_SEEDED_DATABASE;
  if (serverUrl !== undefined && template !== undefined) await dropTestDatabase(serverUrl, template);
}
