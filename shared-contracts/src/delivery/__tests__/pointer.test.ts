import {
  entryForVersion,
  formatOverride,
  isPointer,
  isUsableManifest,
  manifestExposesApp,
  parsePointer,
  readOverrideRequest,
  resolvePointer,
  wantedOverrides,
} from '../index';

describe('the live pointer', () => {
  it('keeps the remotes and the shell entry, and nothing else', () => {
    const text = JSON.stringify({
      remotes: { checkout: { version: '1.0.0-abc', entry: '/remotes/checkout/1.0.0-abc/mf-manifest.json' } },
      shell: { version: '1.0.0-def', contractVersion: '1.0.0' },
      extra: true,
    });
    expect(parsePointer(text)).toEqual({
      remotes: { checkout: { version: '1.0.0-abc', entry: '/remotes/checkout/1.0.0-abc/mf-manifest.json' } },
      shell: { version: '1.0.0-def', contractVersion: '1.0.0' },
    });
    expect(parsePointer('{"remotes": {}}')).toEqual({ remotes: {} });
  });

  it('refuses text that is not JSON or has no remotes object', () => {
    expect(() => parsePointer('{"remotes": {"cat')).toThrow(SyntaxError);
    for (const text of ['null', '[]', '{}', '{"remotes": null}', '{"remotes": "x"}']) {
      expect(() => parsePointer(text)).toThrow('no "remotes" object');
    }
    expect(isPointer({ remotes: {} })).toBe(true);
    expect(isPointer({ remotes: null })).toBe(false);
  });
});

describe('a published manifest', () => {
  const manifest = { name: 'checkout', exposes: [{ path: './other' }, { path: './app' }] };

  it('is usable when it names the remote and exposes ./app', () => {
    expect(isUsableManifest(manifest, 'checkout')).toBe(true);
    expect(manifestExposesApp(manifest)).toBe(true);
  });

  it('is not when it names another remote, exposes no ./app, or is not an object', () => {
    expect(isUsableManifest(manifest, 'catalog')).toBe(false);
    expect(isUsableManifest({ name: 'checkout', exposes: [{ path: './other' }, null] }, 'checkout')).toBe(false);
    expect(isUsableManifest({ name: 'checkout', exposes: './app' }, 'checkout')).toBe(false);
    expect(isUsableManifest(null, 'checkout')).toBe(false);
    expect(isUsableManifest('checkout', 'checkout')).toBe(false);
  });
});

describe('the entry of another version', () => {
  const live = { version: '1.0.0-a', entry: '/remotes/checkout/1.0.0-a/mf-manifest.json' };

  it('is the live entry with its version segment replaced', () => {
    expect(entryForVersion(live, '1.4.0-b')).toBe('/remotes/checkout/1.4.0-b/mf-manifest.json');
    expect(
      entryForVersion(
        { version: '2.0.0', entry: 'https://cdn.example/remotes/catalog/2.0.0/mf-manifest.json' },
        '2.1.0',
      ),
    ).toBe('https://cdn.example/remotes/catalog/2.1.0/mf-manifest.json');
  });

  it('is unknown when the live entry has no segment naming its version', () => {
    expect(entryForVersion({ version: '1.0.0-a', entry: '/remotes/checkout/mf-manifest.json' }, '1.4.0-b')).toBeNull();
  });
});

describe('the previews a browser asks for', () => {
  it('reads the address bar: overrides, what is not remote@version, and an empty value that clears', () => {
    expect(readOverrideRequest([])).toBeNull();
    expect(readOverrideRequest(['checkout@1.4.0-b,x@1'])).toEqual({
      overrides: [{ remote: 'checkout', version: '1.4.0-b' }],
      invalid: ['x@1'],
      clear: false,
    });
    expect(readOverrideRequest([' ', ''])).toEqual({ overrides: [], invalid: [], clear: true });
    expect(formatOverride({ remote: 'checkout', version: '1.4.0-b' })).toBe('checkout@1.4.0-b');
  });

  it('keeps the previews kept before, with the ones asked now in their place, and none after a clear', () => {
    const kept = [
      { remote: 'checkout' as const, version: '1.0.0-a' },
      { remote: 'catalog' as const, version: '2.0.0' },
    ];
    expect(wantedOverrides(kept, null)).toEqual(kept);
    expect(wantedOverrides(kept, readOverrideRequest(['checkout@1.4.0-b']))).toEqual([
      { remote: 'catalog', version: '2.0.0' },
      { remote: 'checkout', version: '1.4.0-b' },
    ]);
    expect(wantedOverrides(kept, readOverrideRequest(['']))).toEqual([]);
  });
});

describe('the effective pointer', () => {
  const live = {
    remotes: {
      catalog: { version: '2.0.0-c', entry: '/remotes/catalog/2.0.0-c/mf-manifest.json' },
      checkout: { version: '1.0.0-a', entry: '/remotes/checkout/1.0.0-a/mf-manifest.json' },
    },
    shell: { version: '1.0.0-s', contractVersion: '1.0.0' },
  };
  const preview = [{ remote: 'checkout' as const, version: '1.4.0-b' }];

  it('puts each preview in place of the live version where the site allows previews', () => {
    expect(resolvePointer(live, preview, { allowOverrides: true })).toEqual({
      remotes: {
        catalog: live.remotes.catalog,
        checkout: { version: '1.4.0-b', entry: '/remotes/checkout/1.4.0-b/mf-manifest.json' },
      },
    });
  });

  it('is the live remotes alone where previews are not allowed, or where a preview names a remote not live', () => {
    expect(resolvePointer(live, preview, { allowOverrides: false })).toEqual({ remotes: live.remotes });
    expect(resolvePointer(live, [{ remote: 'account', version: '1.0.0' }], { allowOverrides: true })).toEqual({
      remotes: live.remotes,
    });
  });
});
