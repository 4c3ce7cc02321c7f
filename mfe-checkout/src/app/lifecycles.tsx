import { remoteLifecycles } from 'ui';
import { CheckoutRoutes } from './checkout-routes';

/** This remote's federation expose: its routes inside the shell's router (the kit's lifecycles). */
export const { bootstrap, mount, unmount, update } = remoteLifecycles(CheckoutRoutes);
