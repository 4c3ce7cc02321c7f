import { promises as fs } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Site } from './site.js';

const siteDir = process.env.ISOLATION_SITE_DIR ?? process.env.SITE_DIR ?? path.resolve(import.meta.dirname, '../site');

test('a remote whose files are gone fails alone, and Tentar novamente mounts it again without a reload', async ({
  page,
  request,
}) => {
  const pointer = (await (await request.get('/remotes.json')).json()) as { remotes: { account: { version: string } } };
  const folder = path.join(siteDir, 'remotes/account', pointer.remotes.account.version);
  const hidden = `${folder}-parado`;
  const site = new Site(page);

  await fs.rename(folder, hidden);
  try {
    await site.goto('/login');
    await expect(page.getByText('Não foi possível carregar esta parte do site')).toBeVisible();
    await expect(site.slot('account').getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    // Header and footer keep working.
    await expect(site.header()).toBeVisible();
    await expect(site.footer().getByText(/2022/)).toBeVisible();
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    // Another remote keeps working.
    await site.navigateInApp('/sobre');
    await expect(site.slot('catalog').locator('h1')).toBeVisible();
    await site.navigateInApp('/login');
    await expect(site.slot('account').getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  } finally {
    await fs.rename(hidden, folder);
  }

  await site.slot('account').getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});
