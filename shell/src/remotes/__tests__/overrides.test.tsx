import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteConfig } from 'shared-contracts';
import * as overrides from '../overrides';
import { PreviewBanner } from '../preview-banner';
import * as registry from '../registry';

const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));

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

beforeEach(() => {
  allowOverrides = true;
  published = new Set([PREVIEW]);
  requested.length = 0;
  registerRemotes.mockReset();
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
  window.localStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (url === '/remotes.json') return respond(pointer);
    if (url === '/site-config.json') return respond({ allowOverrides });
    const match = /^\/remotes\/checkout\/([^/]+)\/mf-manifest\.json$/.exec(url);
    if (match && published.has(match[1] ?? '')) return respond(manifest);
    return respond({}, 404);
  }) as typeof fetch;
});

/** A fresh page load at `url`: what the modules keep per page load is forgotten. */
function pageLoad(url: string): { registry: typeof registry; overrides: typeof overrides } {
  window.history.replaceState(null, '', url);
  overrides.resetOverrides();
  registry.resetLivePointer();
  resetSiteConfig();
  return { registry, overrides };
}

const registeredEntries = (call = 0): Record<string, string> =>
  Object.fromEntries(
    (registerRemotes.mock.calls[call]?.[0] as Array<{ name: string; entry: string }>).map((r) => [r.name, r.entry]),
  );

describe('live pointer without a preview', () => {
  it('registers every remote of the pointer, ignores its other keys, and asks for no site config', async () => {
    const { registry } = pageLoad('/carrinho');
    const body = await registry.livePointer();
    expect(Object.keys(body)).toEqual(['remotes']);
    expect(registeredEntries()).toEqual({
      catalog: '/remotes/catalog/2.0.0-c/mf-manifest.json',
      checkout: `/remotes/checkout/${LIVE}/mf-manifest.json`,
    });
    expect(await registry.liveVersion('checkout')).toBe(LIVE);
    expect(requested).toEqual(['/remotes.json']);
  });

  it('a retry re-reads the pointer and re-registers that remote alone, with force', async () => {
    const { registry } = pageLoad('/carrinho');
    await registry.loadRemoteApp('checkout');
    await registry.loadRemoteApp('checkout', true);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes.mock.calls[1]).toEqual([
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
    const { registry, overrides } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b&page=2');
    expect(window.location.search).toBe('?page=2');
    await registry.livePointer();
    expect(registeredEntries()).toEqual({
      catalog: '/remotes/catalog/2.0.0-c/mf-manifest.json',
      checkout: `/remotes/checkout/${PREVIEW}/mf-manifest.json`,
    });
    expect(await registry.liveVersion('checkout')).toBe(PREVIEW);
    expect(overrides.previewState().active).toEqual([{ remote: 'checkout', version: PREVIEW }]);
    expect(JSON.parse(window.localStorage.getItem(overrides.OVERRIDE_STORAGE_KEY) ?? '[]')).toEqual([
      { remote: 'checkout', version: PREVIEW },
    ]);
    // The manifest was checked before use.
    expect(requested).toContain(`/remotes/checkout/${PREVIEW}/mf-manifest.json`);
  });

  it('is kept on the next page loads until cleared', async () => {
    await pageLoad('/carrinho?mfe-override=checkout@1.4.0-b').registry.livePointer();
    registerRemotes.mockReset();

    const next = pageLoad('/');
    await next.registry.livePointer();
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${PREVIEW}/mf-manifest.json`);

    next.overrides.clearOverrides();
    registerRemotes.mockReset();
    await pageLoad('/').registry.livePointer();
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${LIVE}/mf-manifest.json`);
  });

  it('keeps the preview on a retry of the previewed remote', async () => {
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b');
    await registry.loadRemoteApp('checkout');
    await registry.loadRemoteApp('checkout', true);
    expect(registerRemotes.mock.calls[1]).toEqual([
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
    const { registry, overrides } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b');
    await registry.livePointer();
    expect(window.location.search).toBe('');
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${LIVE}/mf-manifest.json`);
    expect(overrides.previewState()).toEqual({ active: [], notice: overrides.PREVIEWS_OFF });
    expect(window.localStorage.getItem('mfe-overrides')).toBeNull();
    expect(requested).not.toContain(`/remotes/checkout/${PREVIEW}/mf-manifest.json`);
  });

  it('falls back to the live version when the asked version has no usable manifest', async () => {
    published = new Set();
    const { registry, overrides } = pageLoad('/carrinho?mfe-override=checkout@9.9.9-x');
    await registry.livePointer();
    expect(registeredEntries().checkout).toBe(`/remotes/checkout/${LIVE}/mf-manifest.json`);
    expect(overrides.previewState().active).toEqual([]);
    expect(overrides.previewState().notice).toMatch(/checkout@9\.9\.9-x não está disponível/);
  });

  it('reads several overrides and rejects what is not remote@version', () => {
    const { overrides } = pageLoad('/');
    expect(
      overrides.parseOverrides(['checkout@1.0.0-a,catalog@2.0.0', 'shell@1', 'checkout@../x', 'checkout@1.1']),
    ).toEqual({
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
    await registry.livePointer();
    const onCleared = jest.fn();
    render(<PreviewBanner onCleared={onCleared} />);
    expect(screen.getByRole('region', { name: 'Pré-visualização de versão' })).toHaveTextContent(
      `Pré-visualização: checkout@${PREVIEW}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voltar à versão publicada' }));
    expect(onCleared).toHaveBeenCalled();
    expect(window.localStorage.getItem(overrides.OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Pré-visualização:/)).not.toBeInTheDocument();
  });

  it('says previews are off when the site does not allow them, and can be closed', async () => {
    allowOverrides = false;
    const { registry } = pageLoad('/carrinho?mfe-override=checkout@1.4.0-b');
    await registry.livePointer();
    render(<PreviewBanner />);
    expect(screen.getByText(/pré-visualizações de versões estão desativadas/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar à versão publicada' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText(/desativadas/)).not.toBeInTheDocument();
  });

  it('shows nothing without a preview', async () => {
    const { registry } = pageLoad('/');
    await registry.livePointer();
    const { container } = render(<PreviewBanner />);
    expect(container.textContent).toBe('');
  });
});
