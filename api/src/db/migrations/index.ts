import type { Migration } from '../migrate';
import { migration as core } from './001_core';
import { migration as catalog } from './002_catalog';
import { migration as content } from './003_content';
import { migration as cart } from './004_cart';
import { migration as bannerTexts } from './005_banner_texts';
import { migration as checkout } from './006_checkout';
import { migration as orders } from './007_orders';
import { migration as affiliates } from './008_affiliates';
import { migration as customerArea } from './009_customer_area';
import { migration as userIdentities } from './010_user_identities';
import { migration as paymentLifecycle } from './011_payment_lifecycle';
import { migration as catalogVersion } from './012_catalog_version';
import { migration as sharedLimits } from './013_shared_limits';
import { migration as productSearchIndex } from './014_product_search_index';
import { migration as pushRelay } from './015_push_relay';
import { migration as referralClicks } from './016_referral_clicks';
import { migration as orderNumbers } from './017_order_numbers';
import { migration as remoteHealth } from './018_remote_health';
import { migration as trustedViews } from './019_trusted_views';

/** Every migration in order. Append new ones (006_..., 007_...) at the end; never edit applied ones. */
export const migrations: readonly Migration[] = [
  core,
  catalog,
  content,
  cart,
  bannerTexts,
  checkout,
  orders,
  affiliates,
  customerArea,
  userIdentities,
  paymentLifecycle,
  catalogVersion,
  sharedLimits,
  productSearchIndex,
  pushRelay,
  referralClicks,
  orderNumbers,
  remoteHealth,
  trustedViews,
];
