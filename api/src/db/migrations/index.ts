import type { Migration } from '../migrate';
import { migration as core } from './001_core';
import { migration as catalog } from './002_catalog';
import { migration as content } from './003_content';
import { migration as cart } from './004_cart';

/** Every migration in order. Append new ones (005_..., 006_...) at the end; never edit applied ones. */
export const migrations: readonly Migration[] = [core, catalog, content, cart];
