import bcrypt from 'bcryptjs';
import type { Db } from '../database';
import type { Seed } from '../seed';
import { categoryImageUrl } from '../../lib/media-urls';
import { slugify } from '../../lib/slug';
import { categoryTree } from './data/categories';
import { demoAccounts } from './data/demo-accounts';

export const PASSWORD_HASH_COST = 10;

function tableIsEmpty(db: Db, table: 'users' | 'categories'): boolean {
  return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n === 0;
}

function seedCategories(db: Db): void {
  const insert = db.prepare<[number | null, string, string, string, number]>(
    'INSERT INTO categories (parent_id, name, slug, image, position) VALUES (?, ?, ?, ?, ?)',
  );
  categoryTree.forEach((group, groupIndex) => {
    const slug = slugify(group.name);
    const parentId = Number(insert.run(null, group.name, slug, categoryImageUrl(slug), groupIndex + 1).lastInsertRowid);
    group.children.forEach((childName, childIndex) => {
      const childSlug = slugify(childName);
      insert.run(parentId, childName, childSlug, categoryImageUrl(childSlug), childIndex + 1);
    });
  });
}

function seedAccounts(db: Db): void {
  const insertUser = db.prepare<[string, string, string, string, string, string, number]>(
    `INSERT INTO users (name, email, password_hash, document, phone, cellphone, user_type)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAddress = db.prepare<[number, string, string, string, string, string | null, string, string, string]>(
    `INSERT INTO addresses
       (user_id, name, zip_code, street, number, complement, neighborhood, city_name, state_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const account of demoAccounts) {
    const userId = Number(
      insertUser.run(
        account.name,
        account.email.toLowerCase(),
        bcrypt.hashSync(account.password, PASSWORD_HASH_COST),
        account.document,
        account.phone,
        account.cellphone,
        account.userType,
      ).lastInsertRowid,
    );
    for (const address of account.addresses) {
      insertAddress.run(
        userId,
        address.name,
        address.zipCode,
        address.street,
        address.number,
        address.complement,
        address.neighborhood,
        address.cityName,
        address.stateName,
      );
    }
  }
}

/** Demo catalogue tree and (when asked for) demo accounts; only fills tables that are still empty. */
export const coreSeed: Seed = {
  name: '001_core',
  run(db, options) {
    if (tableIsEmpty(db, 'categories')) seedCategories(db);
    if (options.demoAccounts && tableIsEmpty(db, 'users')) seedAccounts(db);
  },
};
