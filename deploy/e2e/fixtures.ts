import { test as base, type BrowserContext } from '@playwright/test';
import { DEMO_AFFILIATE, workerAccounts, type WorkerAccounts } from '../src/testing/e2e-accounts.js';
import { Site } from './site.js';

export { expect } from '@playwright/test';

/**
 * Who a page is signed in as: this worker's own customer or affiliate (src/testing/e2e-accounts.ts),
 * or the demo affiliate, whose seeded history (sales, payouts) the tests only read.
 */
export type Account = 'customer' | 'affiliate' | 'demo-affiliate';

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Accounts extends WorkerAccounts {
  email(account: Account): string;
  /**
   * The cookies and storage of a browser signed in as `account` through the login page, once per
   * worker: `browser.newContext({ storageState })` starts signed in. Never sign such a context out
   * (it would end the worker's session): a test that signs out signs in on its own first.
   */
  signedIn(account: Account): Promise<SignedInState>;
}

interface TestOptions {
  /** Starts the test's page (and every context it opens) signed in as this account. */
  signedInAs: Account | null;
}

/**
 * The suite's `test`: each worker has its accounts (`accounts`), and `test.use({ signedInAs })`
 * starts a test's pages signed in without passing through the login page again.
 */
export const test = base.extend<TestOptions, { accounts: Accounts }>({
  signedInAs: [null, { option: true }],

  accounts: [
    async ({ browser }, provide, workerInfo) => {
      const own = workerAccounts(workerInfo.parallelIndex);
      const email = (account: Account): string =>
        account === 'demo-affiliate' ? DEMO_AFFILIATE : account === 'customer' ? own.customer : own.affiliate;
      const states = new Map<Account, Promise<SignedInState>>();
      const signIn = async (account: Account): Promise<SignedInState> => {
        const { baseURL, locale } = workerInfo.project.use;
        const context = await browser.newContext({ baseURL, locale });
        try {
          await new Site(await context.newPage()).signIn(email(account));
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await provide({
        ...own,
        email,
        signedIn(account) {
          let state = states.get(account);
          if (!state) {
            state = signIn(account);
            states.set(account, state);
          }
          return state;
        },
      });
    },
    { scope: 'worker' },
  ],

  // (Playwright's `use` is named `provide` here: the React hooks lint rule would take it for a hook.)
  storageState: async ({ signedInAs, accounts, storageState }, provide) => {
    await provide(signedInAs ? await accounts.signedIn(signedInAs) : storageState);
  },
});
