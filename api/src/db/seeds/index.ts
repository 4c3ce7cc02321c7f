import type { Seed } from '../seed';
import { coreSeed } from './001_core';
import { catalogSeed } from './002_catalog';
import { contentSeed } from './003_content';
import { couponSeed } from './004_coupons';
import { affiliateSeed } from './005_affiliates';
import { chatSeed } from './006_chats';

/** Seeds in the order they run. Append new ones at the end. */
export const seeds: readonly Seed[] = [coreSeed, catalogSeed, contentSeed, couponSeed, affiliateSeed, chatSeed];
