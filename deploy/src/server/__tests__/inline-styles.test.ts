import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InlineStyles } from '../inline-styles.js';

let site: string;
beforeEach(async () => {
  site = await fs.mkdtemp(path.join(os.tmpdir(), 'inline-styles-'));
  await fs.mkdir(path.join(site, 'remotes/catalog/1.0.0-a'), { recursive: true });
});
afterEach(() => fs.rm(site, { recursive: true, force: true }));

const write = (file: string, css: string) => fs.writeFile(path.join(site, file), css);

describe("a drawn screen's stylesheets put inline", () => {
  it("reads a version folder's stylesheet once, with the CSP hash of exactly its text", async () => {
    await write('remotes/catalog/1.0.0-a/1.css', '.a{color:red}');
    const styles = new InlineStyles(site);
    const read = await styles.read('/remotes/catalog/1.0.0-a/1.css');
    expect(read).toEqual({
      css: '.a{color:red}',
      source: `'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`,
    });
    // A version's files never change: the next page does not read the file again.
    await write('remotes/catalog/1.0.0-a/1.css', '.a{color:blue}');
    expect((await styles.read('/remotes/catalog/1.0.0-a/1.css'))?.css).toBe('.a{color:red}');
  });

  it('keeps the most recently used hundred: a deploy after another never piles their stylesheets up', async () => {
    const styles = new InlineStyles(site);
    for (let i = 0; i <= 100; i++) {
      await write(`remotes/catalog/1.0.0-a/${i}.css`, `.v${i}{color:red}`);
      await styles.read(`/remotes/catalog/1.0.0-a/${i}.css`);
    }
    // The first went when the hundred-and-first came: it is read from its file again.
    await write('remotes/catalog/1.0.0-a/0.css', '.v0{color:blue}');
    await write('remotes/catalog/1.0.0-a/100.css', '.v100{color:blue}');
    expect((await styles.read('/remotes/catalog/1.0.0-a/0.css'))?.css).toBe('.v0{color:blue}');
    expect((await styles.read('/remotes/catalog/1.0.0-a/100.css'))?.css).toBe('.v100{color:red}');
  });

  it("reads the shell's hashed stylesheets from the live shell's folder", async () => {
    await fs.mkdir(path.join(site, 'shell/1.0.0-s'), { recursive: true });
    await write('shell/1.0.0-s/547.cf2c95a7.css', '.s{color:red}');
    const styles = new InlineStyles(site);
    const shellRoot = path.join(site, 'shell/1.0.0-s');
    expect((await styles.read('/547.cf2c95a7.css', shellRoot))?.css).toBe('.s{color:red}');
    // Without the shell's folder, or a name that carries no hash, or outside the root: a link.
    expect(await styles.read('/547.cf2c95a7.css')).toBeNull();
    await write('shell/1.0.0-s/main.css', '.m{}');
    expect(await styles.read('/main.css', shellRoot)).toBeNull();
    expect(await styles.read('/../547.cf2c95a7.css', shellRoot)).toBeNull();
  });

  it('leaves as links what it cannot put inline as it is, or what is not a version folder file', async () => {
    await write('remotes/catalog/1.0.0-a/font.css', '@font-face{src:url(./f.woff2)}');
    await write('remotes/catalog/1.0.0-a/tag.css', '.a{content:"</style>"}');
    await write('remotes/catalog/1.0.0-a/big.css', `.a{}${' '.repeat(100 * 1024)}`);
    await write('shell.css', '.s{}');
    const styles = new InlineStyles(site);
    for (const href of [
      '/remotes/catalog/1.0.0-a/font.css',
      '/remotes/catalog/1.0.0-a/tag.css',
      '/remotes/catalog/1.0.0-a/big.css',
      '/remotes/catalog/1.0.0-a/missing.css',
      '/remotes/../shell.css',
      '/shell.css',
    ])
      expect(await styles.read(href)).toBeNull();
  });
});
