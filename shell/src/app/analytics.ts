import type { SiteConfig } from 'shared-contracts';

type DataLayer = unknown[];

function dataLayer(): DataLayer {
  const w = window as { dataLayer?: DataLayer };
  return (w.dataLayer ??= []);
}

/** Google's gtag(): it queues its arguments object itself, which Tag Manager reads as a command. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

/**
 * Analytics and the tag manager (spec §7): the data layer always exists (the apps' events go
 * there); ad-conversion measurement is switched off by denying ads consent before any tag loads;
 * the Tag Manager container loads only when one is configured.
 */
export function startAnalytics(config: Pick<SiteConfig, 'tagManagerId'>): void {
  gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  gtag('set', 'allow_ad_personalization_signals', false);
  if (!config.tagManagerId) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`;
  document.head.appendChild(script);
}
