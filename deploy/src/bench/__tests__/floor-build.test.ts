import { promises as fs } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { buildFloor, type FloorBuild } from '../floor/build-floor.js';

/** The floor page as a browser draws it: its index.html, then its bundle run in the page. */
async function drawn(floor: FloorBuild): Promise<Document> {
  const dom = new JSDOM(floor.html, { runScripts: 'outside-only', url: 'http://127.0.0.1/' });
  for (const script of floor.scripts) dom.window.eval(await fs.readFile(path.join(floor.dir, script), 'utf8'));
  const document = dom.window.document;
  const deadline = Date.now() + 10_000;
  while (document.querySelectorAll('a[href^="/produto/"]').length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return document;
}

describe('the floor page', () => {
  let floor: FloorBuild;

  // webpack in production with the minifier: a few seconds, more on a busy machine.
  beforeAll(async () => {
    floor = await buildFloor();
  }, 120_000);

  afterAll(async () => {
    if (floor) await fs.rm(floor.dir, { recursive: true, force: true });
  });

  it('builds one script of 55 to 85 KB of gzip JavaScript, React 19 and the page', () => {
    expect(floor.scripts).toHaveLength(1);
    expect(floor.jsGzipBytes).toBeGreaterThan(55 * 1024);
    expect(floor.jsGzipBytes).toBeLessThan(85 * 1024);
  });

  it('draws a header, a banner and 12 product links, each with a picture, a name and a price in reais', async () => {
    const document = await drawn(floor);
    expect(document.querySelector('header a')?.textContent).toBe('Mercado Brasil');
    expect(document.querySelector('img[src="/img/banner.svg"]')).not.toBeNull();
    const links = [...document.querySelectorAll('a[href^="/produto/"]')];
    expect(links).toHaveLength(12);
    for (const link of links) {
      expect(link.querySelector('img')?.getAttribute('alt')).toBeTruthy();
      expect(link.textContent).toMatch(/R\$\s\d+,\d{2}/);
    }
    expect(links[0]?.textContent).toContain('Café em grãos Especial 1 kg');
    expect(links[0]?.textContent).toMatch(/R\$\s89,90/);
  });

  it('has its text files compressed beside them, as a published version has, and a picture for each product', async () => {
    const files = await fs.readdir(floor.dir, { recursive: true });
    for (const script of floor.scripts) expect(files).toEqual(expect.arrayContaining([`${script}.gz`, `${script}.br`]));
    expect(files.filter((f) => /^img\/.+\.svg$/.test(f))).toHaveLength(13);
  });
});
