import { casa, demoCustomer, pais } from 'shared-contracts/testing/demo-customer';

/** Test data shaped as the API sends it: the demo customer (shared by every app's tests) and her addresses. */
export { casa, pais };

export const customer = demoCustomer([casa, pais]);
