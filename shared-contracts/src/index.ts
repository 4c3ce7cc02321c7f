/**
 * The contract every app builds against, shared as one module per page. What only forms need (rules,
 * masks, card formats) is in `shared-contracts/forms`, imported where a form is.
 */
export * from './model/entities';
export * from './model/errors';
export * from './model/catalog';
export * from './model/checkout';
export * from './model/affiliates';
export * from './model/customer-area';
export * from './constants';
export * from './format/currency';
export { madeOnUse } from './format/made-on-use';
export * from './format/plural';
export * from './routes/table';
export * from './routes/paths';
export * from './routes/guard';
export * from './delivery';
export * from './bus/events';
export * from './bus/state';
export * from './bus/cart-actions';
export * from './api/client';
export * from './api/calls';
export * from './api/profile';
export * from './api/catalog';
export * from './api/checkout';
export * from './api/affiliates';
export * from './api/customer-area';
export * from './config/site-config';
export * from './referral/referral';
export * from './query/cache';
export * from './query/categories';
export * from './query/server-data';

import contractsPackage from '../package.json';

/** The contract version every remote records at build time. */
export const CONTRACT_VERSION: string = contractsPackage.version;
