import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { queryCache } from 'shared-contracts';

// `findBy…` and `waitFor` wait up to 1 s by default: on a loaded two-core machine a lazy route's
// first import took longer (catalog-routes.test.tsx failed so, with a second test run beside it).
// Their bound is what a screen may take to appear, not a figure the tests check: 10 s, half the
// jest timeout per test, ten times the default. A screen that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The page's one query cache lives as long as the test file: each test starts with it empty.
afterEach(() => queryCache.clear());
