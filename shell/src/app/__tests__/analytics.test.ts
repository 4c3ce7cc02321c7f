import { startAnalytics } from '../analytics';

const layer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];
const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com/gtm.js"]');

beforeEach(() => {
  (window as { dataLayer?: unknown[] }).dataLayer = undefined;
  tagScripts().forEach((s) => s.remove());
});

describe('analytics', () => {
  it('A-13 switches ad-conversion measurement off before any tag, and loads no container when none is configured', () => {
    startAnalytics({ tagManagerId: null });
    const [consent, signals] = layer().map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(consent).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(signals).toEqual(['set', 'allow_ad_personalization_signals', false]);
    expect(tagScripts()).toHaveLength(0);
  });

  it('A-13 loads the configured Tag Manager container after the consent defaults', () => {
    startAnalytics({ tagManagerId: 'GTM-ABC123' });
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(layer()[2]).toMatchObject({ event: 'gtm.js' });
  });
});
