/**
 * A fixed piece of work for one core, the same on every run of `npm test` (hashing 900 MB and
 * round-tripping 2,000 product-like records through JSON 120 times): its seconds, printed. Two at
 * once tell how fast both cores of this machine are right now, beside the suite's own timings.
 */
const { createHash } = require('node:crypto');

const started = performance.now();
const buffer = Buffer.alloc(1 << 20, 7);
const hash = createHash('sha256');
for (let i = 0; i < 900; i++) hash.update(buffer);
const products = Array.from({ length: 2000 }, (_, i) => ({
  id: i,
  name: `Produto ${i}`,
  price: i * 1.5,
  tags: ['a', 'b', String(i)],
}));
let records = 0;
for (let i = 0; i < 120; i++) records += JSON.parse(JSON.stringify(products)).length;
if (hash.digest('hex').length !== 64 || records !== 240_000) process.exit(1);
console.log(((performance.now() - started) / 1000).toFixed(3));
