import type { Kysely } from 'kysely';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';

export interface ProfileChanges {
  name: string;
  /** CPF, digits only. */
  document: string;
  /** Digits only; null when the customer has no landline. */
  phone: string | null;
  /** Digits only. */
  cellphone: string;
}

/** Writes the editable personal data; e-mail and user type are never touched here. */
export async function updateProfile(db: Kysely<Database>, userId: number, changes: ProfileChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: changes.name, document: changes.document, phone: changes.phone, cellphone: changes.cellphone })
    .where('id', '=', userId)
    .execute();
}

/**
 * Stores a new password hash and ends every other session of the user in one transaction, so a
 * session opened with the old password cannot outlive the change. `keepSessionId` is the stored
 * id (hash) of the session that made the change.
 */
export function replacePassword(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  keepSessionId: string,
): Promise<void> {
  return transaction(db, async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionId).execute();
  });
}
