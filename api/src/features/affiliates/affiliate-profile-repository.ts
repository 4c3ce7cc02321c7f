import { digitsOnly, normalizePixKeyOfKind, type PixKeyKind } from 'shared-contracts/rules';
import type { AffiliateProfile, AffiliateProfileInput } from 'shared-contracts/schema';
import type { Db } from '../../db/database';

export type { AffiliateProfile };

/** The profile as it is kept. */
export interface AffiliateProfileValues {
  name: string;
  /** CPF digits. */
  document: string;
  /** 11 digits. */
  cellphone: string;
  pix_key_type: PixKeyKind;
  /** Normalised: CPF and phone as digits, e-mail and random key in lower case. */
  pix_key: string;
  bank_name: string | null;
  bank_agency: string | null;
  bank_account: string | null;
  bio: string;
  website: string | null;
  /** Without the '@'. */
  instagram: string | null;
}

/** The values of a body its schema accepted, as they are kept. */
export function affiliateProfileValues(body: AffiliateProfileInput): AffiliateProfileValues {
  return {
    name: body.name,
    document: digitsOnly(body.document),
    cellphone: digitsOnly(body.cellphone),
    pix_key_type: body.pix_key_type,
    pix_key: normalizePixKeyOfKind(body.pix_key_type, body.pix_key) ?? body.pix_key.trim(),
    bank_name: body.bank_name ?? null,
    bank_agency: body.bank_agency ?? null,
    bank_account: body.bank_account ?? null,
    bio: body.bio ?? '',
    website: body.website ?? null,
    instagram: body.instagram ? body.instagram.replace(/^@/, '') : null,
  };
}

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
export function saveAffiliateProfile(db: Db, userId: number, input: AffiliateProfileValues): void {
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
export function maskPixKey(type: PixKeyKind, key: string): string {
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
