import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseOverrides } from 'shared-contracts';
import { PREVIEWS_OFF, clearOverrides } from '../overrides';
import { PreviewBanner } from '../preview-banner';
import { OVERRIDE_STORAGE_KEY, takeOverrideRequest } from '../preview-state';
import { RemoteRegistryContext, type RemoteRegistry } from '../registry';
import { fakeRuntime, testRegistry, type FakeRuntime } from './registry-fixtures';

const LIVE = '1.0.0-live';
const PREVIEW = '1.4.0-b';
const pointer = {
  remotes: {
    catalog: { version: '2.0.0-c', entry: '/remotes/catalog/2.0.0-c/mf-manifest.json' },
    checkout: { version: LIVE, entry: `/remotes/checkout/${LIVE}/mf-manifest.json` },
  },
  // The registry's own entry: the shell must not register it or change because of it.
  shell: { version: '1.0.0-s', contractVersion: '1.0.0' },
};
const manifest = { name: 'checkout', exposes: [{ path: './app' }] };

let allowOverrides = true;
let published = new Set([PREVIEW]);
const requested: string[] = [];

function respond(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

let runtime: FakeRuntime;

beforeEach(() => {
  allowOverrides = true;
  published = new Set([PREVIEW]);
  requested.length = 0;
  runtime = fakeRuntime();
  runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
  window.localStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (url === '/remotes.json') return respond(pointer);
    const match = /^\/remotes\/checkout\/([^/]+)\/mf-manifest\.json$/.exec(url);
    if (match && published.has(match[1] ?? '')) return respond(manifest);
    return respond({}, 404);
  }) as typeof fetch;
});

/** A fresh page load at `url`: start-up takes the preview request out of the address bar and creates the registry. */
function pageLoad(url: string, inlinePointer?: unknown): { registry: RemoteRegistry; siteConfig: jest.Mock } {
  window.history.replaceState(null, '', url);
  const overrideRequest = takeOverrideRequest(window);
  return testRegistry({ runtime, inlinePointer, overrideRequest, config: { allowOverrides } });
}

function renderBanner(registry: RemoteRegistry, props: { onCleared?: () => void } = {}) {
  return render(
    <RemoteRegistryContext value={registry}>
      <PreviewBanner {...props} />
    </RemoteRegistryContext>,
  );
}

const registeredEntries = (call = 0): Record<string, string> =>
  Object.fromEntries(
    (runtime.registerRemotes.mock.calls[call]?.[0] as Array<{ name: string; entry: string }>).map((r) => [
      r.name,
      r.entry,
    ]),
  );

const version = async (registry: RemoteRegistry, remote: 'checkout'): Promise<string | undefined> =>
  (await registry.pointer()).remotes[remote]?.version;

describe('live pointer without a preview', () => {
  it('registers every remote of the pointer, ignores its other keys, and asks for no site config', async () => {
    const { registry, siteConfig } = pageLoad('/carrinho');
    const body = await registry.pointer();
    expect(Object.keys(body)).toEqual(['remotes']);
    expect(registeredEntries()).toEqual({
      catalog: '/remotes/catalog/2.0.0-c/mf-manifest.json',
      checkout: `/remotes/checkout/${LIVE}/mf-manifest.json`,
    });
    expect(await version(registry, 'checkout')).toBe(LIVE);
    expect(requested).toEqual(['/remotes.json']);
    expect(siteConfig).not.toHaveBeenCalled();
  });

  it('reads the pointer the site server put in the page, and asks /remotes.json only on a retry', async () => {
    const { registry } = pageLoad('/carrinho', pointer);
    await registry.load('checkout');
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${LIVE}/mf-manifest.json`);
    expect(requested).toEqual([]);
    await registry.load('checkout', true);
    expect(requested).toEqual(['/remotes.json']);
  });

  it('a retry re-reads the pointer and re-registers that remote alone, with force', async () => {
    const { registry } = pageLoad('/carrinho');
    await registry.load('checkout');
    await registry.load('checkout', true);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes.mock.calls[1]).toEqual([
      // A fresh query, so nothing pending from a hung load is reused.
      [
        {
          name: 'checkout',
          entry: expect.stringMatching(`^/remotes/checkout/${LIVE}/mf-manifest\\.json\\?tentativa=\\d+$`),
        },
      ],
      { force: true },
    ]);
  });
});

describe('?mfe-override', () => {
  it('uses the asked version in this browser, takes the query out of the address bar and keeps it', async () => {
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b&page=2');
    expect(window.location.search).toBe('?page=2');
    await registry.pointer();
    expect(registeredEntries()).toEqual({
      catalog: '/remotes/catalog/2.0.0-c/mf-manifest.json',
      checkout: `/remotes/checkout/${PREVIEW}/mf-manifest.json`,
    });
    expect(await version(registry, 'checkout')).toBe(PREVIEW);
    expect(registry.previews.state().active).toEqual([{ remote: 'checkout', version: PREVIEW }]);
    expect(JSON.parse(window.localStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '[]')).toEqual([
      { remote: 'checkout', version: PREVIEW },
    ]);
    // The manifest was checked before use.
    expect(requested).toContain(`/remotes/checkout/${PREVIEW}/mf-manifest.json`);
  });

  it('is kept on the next page loads until cleared', async () => {
    await pageLoad('/carrinho?mfe-override=checkout@1.4.0-b').registry.pointer();
    runtime.registerRemotes.mockReset();

    const next = pageLoad('/');
    await next.registry.pointer();
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${PREVIEW}/mf-manifest.json`);

    clearOverrides(next.registry.previews);
    runtime.registerRemotes.mockReset();
    await pageLoad('/').registry.pointer();
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${LIVE}/mf-manifest.json`);
  });

  it('keeps the preview on a retry of the previewed remote', async () => {
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b');
    await registry.load('checkout');
    await registry.load('checkout', true);
    expect(runtime.registerRemotes.mock.calls[1]).toEqual([
      [
        {
          name: 'checkout',
          entry: expect.stringMatching(`^/remotes/checkout/${PREVIEW}/mf-manifest\\.json\\?tentativa=\\d+$`),
        },
      ],
      { force: true },
    ]);
  });

  it('is ignored, forgotten and explained when the site does not allow previews', async () => {
    window.localStorage.setItem('mfe-overrides', JSON.stringify([{ remote: 'checkout', version: PREVIEW }]));
    allowOverrides = false;
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b');
    await registry.pointer();
    expect(window.location.search).toBe('');
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${LIVE}/mf-manifest.json`);
    expect(registry.previews.state()).toEqual({ active: [], notice: PREVIEWS_OFF });
    expect(window.localStorage.getItem('mfe-overrides')).toBeNull();
    expect(requested).not.toContain(`/remotes/checkout/${PREVIEW}/mf-manifest.json`);
  });

  it('falls back to the live version when the asked version has no usable manifest', async () => {
    published = new Set();
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@9.9.9-x');
    await registry.pointer();
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${LIVE}/mf-manifest.json`);
    expect(registry.previews.state().active).toEqual([]);
    expect(registry.previews.state().notice).toMatch(/checkout@9\.9\.9-x não está disponível/);
  });

  it('reads several overrides and rejects what is not remote@version', () => {
    expect(parseOverrides(['checkout@1.0.0-a,catalog@2.0.0', 'shell@1', 'checkout@../x', 'checkout@1.1'])).toEqual({
      overrides: [
        { remote: 'catalog', version: '2.0.0' },
        { remote: 'checkout', version: '1.1' },
      ],
      invalid: ['shell@1', 'checkout@../x'],
    });
  });
});

describe('PreviewBanner', () => {
  it('names the previewed version and goes back to the published one', async () => {
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b');
    await registry.pointer();
    const onCleared = jest.fn();
    renderBanner(registry, { onCleared });
    expect(screen.getByRole('region', { name: 'Pré-visualização de versão' })).toHaveTextContent(
      `Pré-visualização: checkout@${PREVIEW}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voltar à versão publicada' }));
    expect(onCleared).toHaveBeenCalled();
    expect(window.localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Pré-visualização:/)).not.toBeInTheDocument();
  });

  it('says previews are off when the site does not allow them, and can be closed', async () => {
    allowOverrides = false;
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b');
    await registry.pointer();
    renderBanner(registry);
    expect(screen.getByText(/pré-visualizações de versões estão desativadas/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar à versão publicada' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText(/desativadas/)).not.toBeInTheDocument();
  });

  it('shows nothing without a preview', async () => {
    const { registry } = pageLoad('/');
    await registry.pointer();
    const { container } = renderBanner(registry);
    expect(container.textContent).toBe('');
  });
});
