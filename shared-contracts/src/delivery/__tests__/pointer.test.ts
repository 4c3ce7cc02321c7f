import { isPointer, isUsableManifest, manifestExposesApp, parsePointer } from '../index';

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
