/** `npm run build`: builds every app (all of them with --force), publishes and promotes them. */
import { APPS, buildApps } from '../build/build-apps.js';
import { buildApi } from './api-process.js';

await buildApi();
await buildApps(APPS, { force: process.argv.includes('--force') });
console.log('Tudo construído.');
