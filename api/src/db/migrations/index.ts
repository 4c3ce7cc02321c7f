import type { Migration } from '../migrate';
import { migration as core } from './001_core';

/** Every migration in order. Append new ones (002_..., 003_...) at the end; never edit applied ones. */
export const migrations: readonly Migration[] = [core];
