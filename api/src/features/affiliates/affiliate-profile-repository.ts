import type { Db } from '../../db/database';
import type { AffiliateProfileInput, PixKeyType } from './affiliate-profile-rules';

import type { AffiliateProfile } from 'shared-contracts/schema';

export type { AffiliateProfile };

/** The affiliate's personal data and payment details; an affiliate without details gets empty ones. */
export function findAffiliateProfile(db: Db, userId: number): AffiliateProfile | undefined {
  const row = db
    .prepare<[number], AffiliateProfile>(
      `SELECT u.name, u.email, u.document, u.cellphone,
              ap.pix_key_type, ap.pix_key, ap.bank_name, ap.bank_agency, ap.bank_account,
              COALESCE(ap.bio, '') AS bio, ap.website, ap.instagram
         FROM users u LEFT JOIN affiliate_profiles ap ON ap.user_id = u.id
        WHERE u.id = ?`,
    )
    .get(userId);
  return row;
}

/** Writes name, CPF and cellphone on the account and the rest on the affiliate profile, together. */
export function saveAffiliateProfile(db: Db, userId: number, input: AffiliateProfileInput): void {
  db.transaction(() => {
    db.prepare<[string, string, string, number]>(
      'UPDATE users SET name = ?, document = ?, cellphone = ? WHERE id = ?',
    ).run(input.name, input.document, input.cellphone, userId);
    db.prepare(
      `INSERT INTO affiliate_profiles
         (user_id, pix_key_type, pix_key, bank_name, bank_agency, bank_account, bio, website, instagram, updated_at)
       VALUES (@user_id, @pix_key_type, @pix_key, @bank_name, @bank_agency, @bank_account, @bio, @website, @instagram,
               strftime('%Y-%m-%d %H:%M:%S', 'now'))
       ON CONFLICT (user_id) DO UPDATE SET
         pix_key_type = excluded.pix_key_type, pix_key = excluded.pix_key, bank_name = excluded.bank_name,
         bank_agency = excluded.bank_agency, bank_account = excluded.bank_account, bio = excluded.bio,
         website = excluded.website, instagram = excluded.instagram, updated_at = excluded.updated_at`,
    ).run({
      user_id: userId,
      pix_key_type: input.pix_key_type,
      pix_key: input.pix_key,
      bank_name: input.bank_name,
      bank_agency: input.bank_agency,
      bank_account: input.bank_account,
      bio: input.bio,
      website: input.website,
      instagram: input.instagram,
    });
  })();
}

/** How a Pix key is shown on a payout: enough to recognise it, not enough to reuse it. */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'phone':
      return `(${key.slice(0, 2)}) *****-${key.slice(-4)}`;
    case 'email': {
      const [local = '', domain = ''] = key.split('@');
      return `${local.slice(0, 2)}***@${domain}`;
    }
    case 'random':
      return `${key.slice(0, 4)}…${key.slice(-4)}`;
  }
}
