import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { queryCache } from 'shared-contracts';

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The page's one query cache lives as long as the test file: each test starts with it empty.
afterEach(() => queryCache.clear());
