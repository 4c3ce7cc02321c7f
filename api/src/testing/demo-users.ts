import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { TestClient, TestServer } from './test-server';

/** The seeded customer, Mariana Souza. */
export const CUSTOMER = 'cliente@demo.com.br';
/** The seeded affiliate, Rafael Lima. */
export const AFFILIATE = 'afiliado@demo.com.br';
/** The password of every seeded user. */
export const PASSWORD = 'demo1234';

/** A client of `server` signed in as `email`. */
export async function signedIn(server: TestServer, email = CUSTOMER): Promise<TestClient> {
  const client = server.client();
  const response = await client.login(email, PASSWORD);
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  return client;
}

/** An e-mail no other user of the app has, made from `local` (`local.<random>@demo.com.br`). */
const uniqueEmail = (local: string): string => `${local}.${randomUUID().slice(0, 8)}@demo.com.br`;

/** A user of one test's own, signed in. */
export interface FreshUser {
  client: TestClient;
  email: string;
  id: number;
}

/** Rounds of the password hash of the users tests make: the app's own cost, 10, makes each login slow. */
const TEST_HASH_COST = 4;

/**
 * A user for one test alone: a copy of the seeded user `like` (the customer Mariana unless told)
 * with her name, documents, phones and type, her addresses, her conversations with their messages
 * and her affiliate profile, under an e-mail nobody else has and with the demo password (hashed
 * with fewer rounds), signed in. A test that changes a user's data takes one, so the tests sharing
 * an app neither see nor leave anything behind for each other, whatever their order.
 */
export async function freshUser(server: TestServer, like = CUSTOMER): Promise<FreshUser> {
  const { id, email } = await server.app.kysely.transaction().execute(async (db) => {
    const {
      id: seededId,
      email: seededEmail,
      password_hash: _hash,
      created_at: _created,
      ...profile
    } = await db.selectFrom('users').selectAll().where('email', '=', like).executeTakeFirstOrThrow();
    const copyEmail = uniqueEmail(seededEmail.split('@')[0] ?? 'usuario');
    const { id: copyId } = await db
      .insertInto('users')
      .values({ ...profile, email: copyEmail, password_hash: bcrypt.hashSync(PASSWORD, TEST_HASH_COST) })
      .returning('id')
      .executeTakeFirstOrThrow();

    const addresses = await db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', seededId)
      .orderBy('id')
      .execute();
    for (const { id: _address, user_id: _owner, ...address } of addresses) {
      await db
        .insertInto('addresses')
        .values({ ...address, user_id: copyId })
        .execute();
    }

    const chats = await db.selectFrom('chats').selectAll().where('user_id', '=', seededId).orderBy('id').execute();
    for (const { id: chatId, user_id: _owner, customer_read_message_id: readUpTo, ...chat } of chats) {
      const { id: chatCopyId } = await db
        .insertInto('chats')
        .values({ ...chat, user_id: copyId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const messages = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('chat_id', '=', chatId)
        .orderBy('id')
        .execute();
      let copyReadUpTo = 0;
      for (const { id: messageId, chat_id: _chat, ...message } of messages) {
        const { id: messageCopyId } = await db
          .insertInto('chat_messages')
          .values({ ...message, chat_id: chatCopyId })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (messageId <= readUpTo) copyReadUpTo = messageCopyId;
      }
      await db
        .updateTable('chats')
        .set({ customer_read_message_id: copyReadUpTo })
        .where('id', '=', chatCopyId)
        .execute();
    }

    const affiliateProfile = await db
      .selectFrom('affiliate_profiles')
      .selectAll()
      .where('user_id', '=', seededId)
      .executeTakeFirst();
    if (affiliateProfile) {
      await db
        .insertInto('affiliate_profiles')
        .values({ ...affiliateProfile, user_id: copyId })
        .execute();
    }
    return { id: copyId, email: copyEmail };
  });
  return { client: await signedIn(server, email), email, id };
}

/**
 * Another customer, João Pereira, created straight in the database (with the demo password, under
 * an e-mail of his own each time), signed in.
 */
export async function otherCustomer(server: TestServer): Promise<TestClient> {
  const email = uniqueEmail('joao');
  await server.app.kysely
    .insertInto('users')
    .values({
      name: 'João Pereira',
      email,
      password_hash: bcrypt.hashSync(PASSWORD, TEST_HASH_COST),
      user_type: 1,
    })
    .execute();
  return signedIn(server, email);
}
