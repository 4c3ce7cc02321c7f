import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../../registry/paths.js';
import {
  ServerContainers,
  loadServerApp,
  serverBuildIdleMsFromEnv,
  unloadServerApp,
  type ServerApp,
} from '../server-containers.js';

const folders: string[] = [];

/**
 * A version folder whose server build is a hand-written federation container (CommonJS, as the
 * preset's server build is): `render` is the body of its renderToHtml(request).
 */
async function versionFolder(options: { render?: string; entry?: string; init?: string } = {}): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-server-build-'));
  folders.push(folder);
  await fs.mkdir(path.join(folder, 'server'));
  const render = options.render ?? 'return `<p>${request.url} ${JSON.stringify(request.payloads)}</p>`;';
  const entry =
    options.entry ??
    `let loads = (globalThis.__serverLoads ??= {});
     loads[__dirname] = (loads[__dirname] ?? 0) + 1;
     module.exports = {
       init: async () => { ${options.init ?? ''} },
       get: async (name) => {
         if (name !== './app') throw new Error('no ' + name);
         return () => ({ renderToHtml: async (request) => { ${render} } });
       },
     };`;
  await fs.writeFile(path.join(folder, 'server', 'remoteEntry.js'), entry);
  return folder;
}

const loads = (folder: string): number =>
  (globalThis as { __serverLoads?: Record<string, number> }).__serverLoads?.[path.join(folder, 'server')] ?? 0;

const request = {
  url: '/produto/loja/fone',
  payloads: { '/api/products/loja/fone': { name: 'Fone' } },
  identifierPrefix: 'c-',
};

afterAll(async () => {
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

describe('server containers', () => {
  it("loads a version's server './app' once and draws each request with its own data", async () => {
    const folder = await versionFolder();
    const containers = new ServerContainers();
    const first = await containers.render(folder, request, 300);
    const second = await containers.render(folder, { ...request, payloads: { outro: 1 } }, 300);
    expect(first).toEqual({ ok: true, html: '<p>/produto/loja/fone {"/api/products/loja/fone":{"name":"Fone"}}</p>' });
    expect(second).toEqual({ ok: true, html: '<p>/produto/loja/fone {"outro":1}</p>' });
    expect(loads(folder)).toBe(1);
  });

  it('keeps two versions apart: each folder draws with its own code', async () => {
    const one = await versionFolder({ render: "return 'versão um';" });
    const two = await versionFolder({ render: "return 'versão dois';" });
    const containers = new ServerContainers();
    expect(await containers.render(one, request, 300)).toEqual({ ok: true, html: 'versão um' });
    expect(await containers.render(two, request, 300)).toEqual({ ok: true, html: 'versão dois' });
    expect(await containers.render(one, request, 300)).toEqual({ ok: true, html: 'versão um' });
  });

  it('a version without a server build is missing, and that is no problem to report', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-client-only-'));
    folders.push(folder);
    const onProblem = jest.fn();
    const containers = new ServerContainers({ onProblem });
    expect(await loadServerApp(folder)).toBeNull();
    expect(await containers.render(folder, request, 300)).toEqual({ ok: false, reason: 'missing' });
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('a server build that throws while loading fails, and is tried again only after a while', async () => {
    const folder = await versionFolder({ entry: "throw new Error('quebrou ao carregar');" });
    let now = 1_000;
    const onProblem = jest.fn();
    const load = jest.fn(loadServerApp);
    const containers = new ServerContainers({ retryAfterMs: 30_000, now: () => now, onProblem }, load);
    expect(await containers.render(folder, request, 300)).toEqual({ ok: false, reason: 'failed' });
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'failed', error: expect.objectContaining({ message: 'quebrou ao carregar' }) }),
    );
    now += 10_000;
    expect(await containers.render(folder, request, 300)).toEqual({ ok: false, reason: 'failed' });
    expect(load).toHaveBeenCalledTimes(1);
    now += 30_000;
    await containers.render(folder, request, 300);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a render that throws fails', async () => {
    const folder = await versionFolder({ render: "throw new Error('quebrou ao desenhar');" });
    const result = await new ServerContainers().render(folder, request, 300);
    expect(result).toMatchObject({ ok: false, reason: 'failed', error: { message: 'quebrou ao desenhar' } });
  });

  it('a render slower than the budget is given up at the budget, and told to stop', async () => {
    const folder = await versionFolder({
      render: `globalThis.__aborted = false;
               await new Promise((resolve) => {
                 const timer = setTimeout(resolve, 5000);
                 request.signal.addEventListener('abort', () => {
                   globalThis.__aborted = true;
                   clearTimeout(timer);
                   resolve();
                 });
               });
               return 'tarde demais';`,
    });
    const containers = new ServerContainers();
    await containers.app(folder);
    const started = Date.now();
    const result = await containers.render(folder, request, 150);
    const elapsed = Date.now() - started;
    expect(result).toEqual({ ok: false, reason: 'slow', error: undefined });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    // Given up at its 150 ms, not at the render's 5 s: 153 ms measured with the two cores busy (6× margin).
    expect(elapsed).toBeLessThan(1000);
    expect((globalThis as { __aborted?: boolean }).__aborted).toBe(true);
  });

  it('a slow load counts in the budget, goes on in the background, and the next page gets it', async () => {
    const folder = await versionFolder({ init: 'await new Promise((resolve) => setTimeout(resolve, 400));' });
    const containers = new ServerContainers();
    expect(await containers.render(folder, request, 100)).toMatchObject({ ok: false, reason: 'slow' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await containers.render(folder, request, 100)).toMatchObject({ ok: true });
    expect(loads(folder)).toBe(1);
  });

  it('warm() loads a version ahead, so its first page is drawn within a tight budget', async () => {
    const folder = await versionFolder({ init: 'await new Promise((resolve) => setTimeout(resolve, 200));' });
    const containers = new ServerContainers();
    containers.warm([folder]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await containers.render(folder, request, 50)).toMatchObject({ ok: true });
  });

  describe('versions no page names any more', () => {
    const MINUTE = 60_000;
    const app: ServerApp = { renderToHtml: async () => 'ok' };

    it('are let go after the idle time, each named one kept, and loaded again when named again', async () => {
      let now = 1_000;
      const load = jest.fn(async (_folder: string) => app);
      const unload = jest.fn();
      const onRelease = jest.fn();
      const containers = new ServerContainers({ idleMs: 5 * MINUTE, now: () => now, onRelease }, load, unload);
      await containers.app('/site/remotes/catalog/1');
      await containers.app('/site/remotes/catalog/2');
      expect(containers.loadedFolders()).toEqual(['/site/remotes/catalog/1', '/site/remotes/catalog/2']);
      now += 4 * MINUTE;
      // The live pointer names version 2 on every page: it stays, however long ago it was loaded.
      await containers.app('/site/remotes/catalog/2');
      now += 2 * MINUTE;
      await containers.app('/site/remotes/catalog/2');
      expect(unload.mock.calls).toEqual([['/site/remotes/catalog/1']]);
      expect(onRelease).toHaveBeenCalledWith({ folder: '/site/remotes/catalog/1', loaded: 1 });
      expect(containers.loadedFolders()).toEqual(['/site/remotes/catalog/2']);
      // A rollback names version 1 again: it is loaded anew.
      await containers.app('/site/remotes/catalog/1');
      expect(load.mock.calls.filter(([folder]) => folder === '/site/remotes/catalog/1')).toHaveLength(2);
    });

    it('a version still loading is never let go, nor one named within the idle time', async () => {
      let now = 1_000;
      const unload = jest.fn();
      const load = jest.fn((folder: string) =>
        folder.endsWith('/lento') ? new Promise<ServerApp>(() => undefined) : Promise.resolve(app),
      );
      const containers = new ServerContainers({ idleMs: 5 * MINUTE, now: () => now }, load, unload);
      void containers.app('/site/remotes/catalog/lento');
      await containers.app('/site/remotes/catalog/1');
      now += 5 * MINUTE - 1;
      containers.releaseIdle();
      expect(unload).not.toHaveBeenCalled();
      now += 10 * MINUTE;
      containers.releaseIdle();
      expect(unload.mock.calls).toEqual([['/site/remotes/catalog/1']]);
    });

    /** A server build as the preset makes it: its runtime registers an instance as the entry runs, and the entry requires a chunk beside it. */
    const federatedFolder = async (): Promise<string> => {
      const folder = await versionFolder({
        entry: `const fed = (globalThis.__FEDERATION__ ??= { __INSTANCES__: [] });
          fed.__INSTANCES__.push({ folder: __dirname });
          const chunk = require('./chunk.js');
          let loads = (globalThis.__serverLoads ??= {});
          loads[__dirname] = (loads[__dirname] ?? 0) + 1;
          module.exports = {
            init: async () => {},
            get: async () => () => ({ renderToHtml: async () => chunk.html }),
          };`,
      });
      await fs.writeFile(path.join(folder, 'server', 'chunk.js'), "exports.html = 'pedaço';");
      return folder;
    };

    it("a version let go leaves the federation runtime's record, and what other containers put there stays", async () => {
      const folder = await federatedFolder();
      const record = () =>
        (globalThis as { __FEDERATION__?: { __INSTANCES__: Array<{ folder?: string }> } }).__FEDERATION__
          ?.__INSTANCES__ ?? [];
      const mine = () => record().filter((instance) => instance.folder === path.join(folder, 'server'));
      expect(await new ServerContainers().render(folder, request, 1_000)).toEqual({ ok: true, html: 'pedaço' });
      const other = { folder: 'de outro contêiner' };
      record().push(other);
      expect(mine()).toHaveLength(1);
      unloadServerApp(folder);
      expect(mine()).toEqual([]);
      expect(record()).toContain(other);
    });

    it("a version let go leaves Node's module cache, and runs anew when loaded again", async () => {
      // Jest keeps modules in a registry of its own: this one runs in Node itself.
      const folder = await federatedFolder();
      const script = path.join(folder, 'unload.mts');
      await fs.writeFile(
        script,
        `import { createRequire } from 'node:module';
         import { loadServerApp, unloadServerApp } from ${JSON.stringify(path.join(repoRoot, 'deploy/src/server/server-containers.ts'))};
         const folder = process.argv[2];
         const cache = createRequire(import.meta.url).cache;
         const kept = () => Object.keys(cache).filter((file) => file.startsWith(folder)).length;
         await loadServerApp(folder);
         const loaded = kept();
         unloadServerApp(folder);
         const left = kept();
         await loadServerApp(folder);
         console.log(JSON.stringify({ loaded, left, runs: globalThis.__serverLoads[folder + '/server'] }));`,
      );
      const run = spawnSync(process.execPath, ['--import', 'tsx', script, folder], { cwd: repoRoot, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({ loaded: 2, left: 0, runs: 2 });
    });
  });

  it('SERVER_BUILD_IDLE_SECONDS sets the idle time, a minute by default; a value that is not one is refused, named', () => {
    expect(serverBuildIdleMsFromEnv({})).toBe(60_000);
    expect(serverBuildIdleMsFromEnv({ SERVER_BUILD_IDLE_SECONDS: '2' })).toBe(2_000);
    for (const value of ['0', '-5', 'cinco', '86401']) {
      expect(() => serverBuildIdleMsFromEnv({ SERVER_BUILD_IDLE_SECONDS: value })).toThrow(
        `SERVER_BUILD_IDLE_SECONDS precisa ser um número de segundos de 1 a 86400 (recebido: ${value}).`,
      );
    }
  });
});
