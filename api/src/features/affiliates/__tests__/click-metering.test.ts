import { manualClock } from '../../../testing/manual-clock';
import { queryRow } from '../../../testing/query';
import { serverForAll } from '../../../testing/server-for-tests';
import { DAY_MS } from '../business-time';
import { PROOF_COOKIE } from './support';

const clock = manualClock(Date.now());
// A small allowance, so that a test can go past it.
const CLICKS_PER_MINUTE = 4;
const server = serverForAll({ referralClock: clock.now, rateLimits: { clicksPerMinute: CLICKS_PER_MINUTE } });

interface Link {
  id: number;
  code: string;
}

/** An active link of the demo affiliate, a different one for each caller (so the counts are its own). */
async function activeLink(skip: number): Promise<Link> {
  const row = await queryRow<Link>(
    server.app.kysely,
    'SELECT id, code FROM affiliate_links WHERE active = 1 ORDER BY id LIMIT 1 OFFSET ?',
    skip,
  );
  if (!row) throw new Error('no active link');
  return row;
}

/** What the link's clicks have written: its running total and its click rows. */
async function countsOf(link: Link): Promise<{ clicks: number; rows: number }> {
  const total = await queryRow<{ clicks: number }>(
    server.app.kysely,
    'SELECT clicks FROM affiliate_links WHERE id = ?',
    link.id,
  );
  const rows = await queryRow<{ n: number }>(
    server.app.kysely,
    'SELECT COUNT(*) AS n FROM referral_clicks WHERE link_id = ?',
    link.id,
  );
  return { clicks: Number(total?.clicks), rows: Number(rows?.n) };
}

/** The meter's counters are per minute: each test starts on its own. */
beforeEach(async () => {
  await server.app.kysely.deleteFrom('rate_limit_counters').execute();
});

describe('a click on an affiliate link', () => {
  it('counts once per browser, link and window, by GET and by POST alike', async () => {
    const link = await activeLink(0);
    const before = await countsOf(link);
    const browser = server.client();
    const first = await browser.get(`/api/r/${link.code}`);
    expect(first.status).toBe(302);
    const proof = first.cookie(PROOF_COOKIE)?.value;
    expect(proof).toBeDefined();
    // Back again, by the link or by a page opened with ?ref=: sent on, nothing new written.
    for (let i = 0; i < 3; i += 1) {
      const again = await browser.get(`/api/r/${link.code}`);
      expect(again.status).toBe(302);
      expect(again.headers.get('location')).toBe(first.headers.get('location'));
      expect(again.cookie(PROOF_COOKIE)).toBeUndefined();
    }
    await browser.csrf();
    expect((await browser.post(`/api/r/${link.code}`)).status).toBe(204);
    expect(await countsOf(link)).toEqual({ clicks: before.clicks + 1, rows: before.rows + 1 });

    // Past the window the proof no longer counts for this link: a new click.
    clock.advance(30 * DAY_MS + 60_000);
    const later = await browser.get(`/api/r/${link.code}`);
    expect(later.cookie(PROOF_COOKIE)?.value).not.toBe(proof);
    expect((await countsOf(link)).clicks).toBe(before.clicks + 2);
  });

  it('on another link counts as that link’s click (last click wins)', async () => {
    const [one, other] = [await activeLink(1), await activeLink(2)];
    const browser = server.client();
    await browser.get(`/api/r/${one.code}`);
    const before = await countsOf(other);
    const response = await browser.get(`/api/r/${other.code}`);
    expect(response.cookie(PROOF_COOKIE)).toBeDefined();
    expect(await countsOf(other)).toEqual({ clicks: before.clicks + 1, rows: before.rows + 1 });
  });

  it('past the client address’s allowance still sends the shopper on, and counts nothing', async () => {
    const link = await activeLink(3);
    const before = await countsOf(link);
    // Fresh browsers (no cookie) from one address, as a script would click.
    const answers = [];
    for (let i = 0; i < CLICKS_PER_MINUTE + 3; i += 1) answers.push(await server.client().get(`/api/r/${link.code}`));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 302));
    expect(answers.filter((answer) => answer.cookie(PROOF_COOKIE) !== undefined)).toHaveLength(CLICKS_PER_MINUTE);
    expect(await countsOf(link)).toEqual({
      clicks: before.clicks + CLICKS_PER_MINUTE,
      rows: before.rows + CLICKS_PER_MINUTE,
    });
  });
});
