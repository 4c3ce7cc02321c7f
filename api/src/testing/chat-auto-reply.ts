/** Makes the store's automatic chat reply come `ms` after a message, for the tests of the file (or block). */
export function chatAutoReplyAfter(ms: number): void {
  beforeAll(() => {
    process.env.CHAT_AUTO_REPLY_DELAY_MS = String(ms);
  });
  afterAll(() => {
    delete process.env.CHAT_AUTO_REPLY_DELAY_MS;
  });
}
