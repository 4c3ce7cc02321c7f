import type { Db } from '../../db/database';

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
export function updateProfile(db: Db, userId: number, changes: ProfileChanges): void {
  db.prepare<[string, string, string | null, string, number]>(
    'UPDATE users SET name = ?, document = ?, phone = ?, cellphone = ? WHERE id = ?',
  ).run(changes.name, changes.document, changes.phone, changes.cellphone, userId);
}

/**
 * Stores a new password hash and ends every other session of the user in one transaction, so a
 * session opened with the old password cannot outlive the change. `keepSessionId` is the stored
 * id (hash) of the session that made the change.
 */
export function replacePassword(db: Db, userId: number, passwordHash: string, keepSessionId: string): void {
  db.transaction(() => {
    db.prepare<[string, number]>('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
    db.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND id <> ?').run(userId, keepSessionId);
  })();
}
