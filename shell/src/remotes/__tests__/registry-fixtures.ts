import { defaultSiteConfig, type OverrideRequest, type RemoteName, type SiteConfig } from 'shared-contracts';
import { createRemoteRegistry, type RemoteRegistry } from '../registry';

/** The federation runtime as the registry sees it, each call recorded. */
export interface FakeRuntime {
  registerRemotes: jest.Mock;
  loadRemote: jest.Mock;
  registerPlugins: jest.Mock;
}

export const fakeRuntime = (): FakeRuntime => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
});

/** A registry as start-up creates one, over a fake runtime and the given site settings. */
export function testRegistry({
  runtime = fakeRuntime(),
  inlinePointer,
  overrideRequest = null,
  config = {},
  onVersion,
}: {
  runtime?: FakeRuntime;
  inlinePointer?: unknown;
  overrideRequest?: OverrideRequest | null;
  config?: Partial<SiteConfig>;
  onVersion?: (remote: RemoteName, version: string) => void;
} = {}): { registry: RemoteRegistry; runtime: FakeRuntime; siteConfig: jest.Mock<Promise<SiteConfig>, []> } {
  const siteConfig = jest.fn(async (): Promise<SiteConfig> => ({ ...defaultSiteConfig, ...config }));
  const registry = createRemoteRegistry({ runtime, inlinePointer, overrideRequest, siteConfig, onVersion });
  return { registry, runtime, siteConfig };
}
