import type { Seed } from '../seed';
import { coreSeed } from './001_core';

/** Seeds in the order they run. Append new ones at the end. */
export const seeds: readonly Seed[] = [coreSeed];
