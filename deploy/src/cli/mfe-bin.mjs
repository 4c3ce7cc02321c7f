#!/usr/bin/env node
// The `mfe` command of the deploy package: loads the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./mfe.ts');
await main();
