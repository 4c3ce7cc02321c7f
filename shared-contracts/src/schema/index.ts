/**
 * `shared-contracts/schema`: the JSON Schemas (TypeBox) of every request and answer of the API.
 * Server-side only: the browser entry never imports this module (the apps use the types inferred
 * from it, which cost nothing at run time).
 */
export * from './common';
export * from './messages';
export * from './entities';
export * from './catalog';
export * from './checkout';
export * from './customer-area';
export * from './affiliates';
export * from './requests';
export * from './query';
export { BRAZILIAN_UFS, type Uf } from '../rules/ufs';
export * from './account-requests';
export * from './order-requests';
export * from './formats';
export * from './sitemap';
export * from './remote-health';
