import { startTestServer, type TestClient, type TestServer } from './test-server';

type TestServerOptions = Parameters<typeof startTestServer>[0];

/**
 * A test server that starts in `start` and closes in `stop`, standing for whichever one is
 * running, so that a test file can hold it in a `const` and pass it around as it is.
 */
function serverBetween(
  start: (hook: () => Promise<void>) => void,
  stop: (hook: () => Promise<void>) => void,
  options: TestServerOptions,
): TestServer {
  let running: TestServer | undefined;
  const current = (): TestServer => {
    if (running === undefined) throw new Error('the test server is used outside of the tests it is started for');
    return running;
  };
  start(async () => {
    running = await startTestServer(options);
  });
  stop(async () => {
    const closing = running;
    running = undefined;
    await closing?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get dbFile() {
      return current().dbFile;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    client: (): TestClient => current().client(),
    close: () => current().close(),
  };
}

/**
 * The app, started once before the tests of the file (or `describe` block) and closed after them.
 * Starting one per test costs a second or more each (a database copy and the whole app): a test
 * that changes a user's data takes a user of its own instead (`freshUser` in demo-users), so the
 * tests stay independent of each other's leftovers and of their order.
 */
export function serverForAll(options: TestServerOptions = {}): TestServer {
  return serverBetween(beforeAll, afterAll, options);
}
