import { digitsOnly, normalizePixKeyOfKind, type PixKeyKind } from 'shared-contracts/rules';
import type { AffiliateProfile, AffiliateProfileInput } from 'shared-contracts/schema';
import { sql, type Kysely } from 'kysely';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
import { sqlTime } from './business-time';

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
export function findAffiliateProfile(db: Kysely<Database>, userId: number): Promise<AffiliateProfile | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('affiliate_profiles as ap', 'ap.user_id', 'u.id')
    .select((eb) => [
      'u.name',
      'u.email',
      'u.document',
      'u.cellphone',
      'ap.pix_key_type',
      'ap.pix_key',
      'ap.bank_name',
      'ap.bank_agency',
      'ap.bank_account',
      eb.fn.coalesce('ap.bio', sql.lit('')).as('bio'),
      'ap.website',
      'ap.instagram',
    ])
    .where('u.id', '=', userId)
    .$castTo<AffiliateProfile>()
    .executeTakeFirst();
}

/** Writes name, CPF and cellphone on the account and the rest on the affiliate profile, together. */
export function saveAffiliateProfile(
  db: Kysely<Database>,
  userId: number,
  input: AffiliateProfileValues,
  now: number = Date.now(),
): Promise<void> {
  return transaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ name: input.name, document: input.document, cellphone: input.cellphone })
      .where('id', '=', userId)
      .execute();
    const details = {
      pix_key_type: input.pix_key_type,
      pix_key: input.pix_key,
      bank_name: input.bank_name,
      bank_agency: input.bank_agency,
      bank_account: input.bank_account,
      bio: input.bio,
      website: input.website,
      instagram: input.instagram,
      updated_at: sqlTime(now),
    };
    await trx
      .insertInto('affiliate_profiles')
      .values({ user_id: userId, ...details })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(details))
      .execute();
  });
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
