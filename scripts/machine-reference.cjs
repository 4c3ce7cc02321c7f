/**
 * A fixed piece of work of the kinds the suite does, the same on every run of `npm test`: hashing
 * and JSON (the CPU), starting Node processes, writing and reading small files, and a bare Fastify
 * route asked 1,000 times, each on a connection of its own (the kernel's side: the API and site
 * tests are mostly that). Prints its seconds. Two at once tell how fast this machine is right now,
 * on both cores, beside the suite's own timings.
 */
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const { createRequire } = require('node:module');
const os = require('node:os');
const path = require('node:path');

const fastify = createRequire(path.join(__dirname, '../deploy/package.json'))('fastify');

function cpu() {
  const buffer = Buffer.alloc(1 << 20, 7);
  const hash = createHash('sha256');
  for (let i = 0; i < 300; i++) hash.update(buffer);
  const products = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Produto ${i}`, price: i * 1.5 }));
  let records = 0;
  for (let i = 0; i < 40; i++) records += JSON.parse(JSON.stringify(products)).length;
  if (hash.digest('hex').length !== 64 || records !== 80_000) throw new Error('reference work went wrong');
}

function processes() {
  for (let i = 0; i < 8; i++) execFileSync(process.execPath, ['-e', '0']);
}

function files() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-reference-'));
  try {
    const body = Buffer.alloc(8192, 1);
    for (let i = 0; i < 500; i++) fs.writeFileSync(path.join(dir, `${i}`), body);
    for (let i = 0; i < 500; i++) fs.readFileSync(path.join(dir, `${i}`));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function bareRoute() {
  const app = fastify();
  app.get('/ping', async () => ({ ok: true }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new http.Agent({ keepAlive: false });
  const ask = () =>
    new Promise((resolve, reject) =>
      http
        .get(`${base}/ping`, { agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject),
    );
  try {
    for (let i = 0; i < 100; i++) await Promise.all(Array.from({ length: 10 }, ask));
  } finally {
    await app.close();
  }
}

(async () => {
  const started = performance.now();
  cpu();
  processes();
  files();
  await bareRoute();
  console.log(((performance.now() - started) / 1000).toFixed(3));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
