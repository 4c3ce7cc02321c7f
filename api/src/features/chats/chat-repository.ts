import { sql, type Kysely } from 'kysely';
import { transaction } from '../../db/engine';
import type { Database } from '../../db/schema';
import { isoDate } from '../../lib/dates';
import { centsToReais } from '../../lib/money';
import { productPhotoUrl } from '../../lib/media-urls';

import type { ChatMessage, ChatProduct, ChatSender, ChatStore, ChatSummary } from 'shared-contracts/schema';

export type { ChatSender };
export type ChatMessageView = ChatMessage;
export type ChatStoreView = ChatStore;
export type ChatSummaryView = ChatSummary;
export type ChatProductView = ChatProduct;

interface MessageRow {
  id: number;
  chat_id: number;
  sender: ChatSender;
  body: string;
  created_at: string;
}

interface ChatRow {
  id: number;
  user_id: number;
  seller_id: number;
  seller_name: string;
  seller_slug: string;
  seller_logo: string;
  product_id: number | null;
  product_name: string | null;
  product_slug: string | null;
  product_photo: string | null;
  last_message_at: string;
  unread_count: number;
  last_id: number | null;
}

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  photo: string | null;
  price_cents: number;
  seller_id: number;
  seller_name: string;
  seller_slug: string;
  seller_logo: string;
}

const PHOTO = '(SELECT ph.url FROM product_photos ph WHERE ph.product_id = p.id ORDER BY ph.position LIMIT 1)';

const CHAT_SELECT = `
  SELECT c.id, c.user_id, c.seller_id, s.name AS seller_name, s.slug AS seller_slug, s.logo AS seller_logo,
         p.id AS product_id, p.name AS product_name, p.slug AS product_slug, ${PHOTO} AS product_photo,
         c.last_message_at,
         (SELECT COUNT(*) FROM chat_messages m
           WHERE m.chat_id = c.id AND m.sender = 'store' AND m.id > c.customer_read_message_id) AS unread_count,
         (SELECT MAX(m.id) FROM chat_messages m WHERE m.chat_id = c.id) AS last_id
    FROM chats c
    JOIN sellers s ON s.id = c.seller_id
    LEFT JOIN products p ON p.id = c.product_id`;

export function messageView(row: MessageRow): ChatMessageView {
  return { id: row.id, chat_id: row.chat_id, sender: row.sender, body: row.body, created_at: isoDate(row.created_at) };
}

const MESSAGE_COLUMNS = ['id', 'chat_id', 'sender', 'body', 'created_at'] as const;

async function findMessage(db: Kysely<Database>, id: number): Promise<ChatMessageView | undefined> {
  const row = await db.selectFrom('chat_messages').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? messageView(row as MessageRow) : undefined;
}

async function summaries(db: Kysely<Database>, rows: ChatRow[]): Promise<ChatSummaryView[]> {
  return Promise.all(
    rows.map(async (row) => {
      const last = row.last_id === null ? undefined : await findMessage(db, row.last_id);
      return {
        id: row.id,
        store: { id: row.seller_id, name: row.seller_name, slug: row.seller_slug, logo: row.seller_logo },
        product:
          row.product_id !== null && row.product_name !== null && row.product_slug !== null
            ? {
                id: row.product_id,
                name: row.product_name,
                slug: row.product_slug,
                photo: row.product_photo ?? productPhotoUrl(row.product_id, 1),
              }
            : null,
        last_message: last ?? null,
        unread_count: row.unread_count,
        updated_at: isoDate(row.last_message_at),
      };
    }),
  );
}

/** The user's conversations, latest activity first. */
export async function listUserChats(db: Kysely<Database>, userId: number): Promise<ChatSummaryView[]> {
  const { rows } = await sql<ChatRow>`${sql.raw(CHAT_SELECT)} WHERE c.user_id = ${userId}
    ORDER BY c.last_message_at DESC, c.id DESC`.execute(db);
  return summaries(db, rows);
}

/** One conversation of the user; someone else's is as unknown as a missing one. */
export async function findUserChat(
  db: Kysely<Database>,
  userId: number,
  chatId: number,
): Promise<ChatSummaryView | undefined> {
  const { rows } = await sql<ChatRow>`${sql.raw(CHAT_SELECT)} WHERE c.id = ${chatId} AND c.user_id = ${userId}`.execute(
    db,
  );
  return (await summaries(db, rows))[0];
}

/** Messages of a conversation, oldest first: the latest `limit`, or those after an id. */
export async function chatMessages(
  db: Kysely<Database>,
  chatId: number,
  after: number | null,
  limit: number,
): Promise<ChatMessageView[]> {
  const rows =
    after === null
      ? (
          await db
            .selectFrom('chat_messages')
            .select(MESSAGE_COLUMNS)
            .where('chat_id', '=', chatId)
            .orderBy('id', 'desc')
            .limit(limit)
            .execute()
        ).reverse()
      : await db
          .selectFrom('chat_messages')
          .select(MESSAGE_COLUMNS)
          .where('chat_id', '=', chatId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute();
  return rows.map((row) => messageView(row as MessageRow));
}

/** The customer's messages in every conversation after an id (what a reconnecting stream missed). */
export async function userMessagesAfter(
  db: Kysely<Database>,
  userId: number,
  after: number,
  limit: number,
): Promise<ChatMessageView[]> {
  const rows = await db
    .selectFrom('chat_messages as m')
    .innerJoin('chats as c', 'c.id', 'm.chat_id')
    .select(['m.id', 'm.chat_id', 'm.sender', 'm.body', 'm.created_at'])
    .where('c.user_id', '=', userId)
    .where('m.id', '>', after)
    .orderBy('m.id')
    .limit(limit)
    .execute();
  return rows.map((row) => messageView(row as MessageRow));
}

export async function findChatProduct(db: Kysely<Database>, productId: number): Promise<ProductRow | undefined> {
  const { rows } = await sql<ProductRow>`
    SELECT p.id, p.name, p.slug, ${sql.raw(PHOTO)} AS photo, p.price_cents, s.id AS seller_id,
           s.name AS seller_name, s.slug AS seller_slug, s.logo AS seller_logo
      FROM products p JOIN sellers s ON s.id = p.seller_id WHERE p.id = ${productId}`.execute(db);
  return rows[0];
}

/** The open conversation of a user with a store about a product, if there is one. */
export async function findOpenChatId(
  db: Kysely<Database>,
  userId: number,
  sellerId: number,
  productId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('chats')
    .select('id')
    .where('user_id', '=', userId)
    .where('seller_id', '=', sellerId)
    .where('product_id', '=', productId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row?.id;
}

export function chatProductView(product: ProductRow, chatId: number | null): ChatProductView {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    photo: product.photo ?? productPhotoUrl(product.id, 1),
    price: centsToReais(product.price_cents),
    store: { id: product.seller_id, name: product.seller_name, slug: product.seller_slug, logo: product.seller_logo },
    chat_id: chatId,
  };
}

/** Adds a message and moves the conversation up the list. */
export function insertMessage(
  db: Kysely<Database>,
  chatId: number,
  sender: ChatSender,
  body: string,
  automatic = false,
): Promise<ChatMessageView> {
  return transaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('chat_messages')
      .values({ chat_id: chatId, sender, body, automatic: automatic ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('chats')
      .set((eb) => ({
        last_message_at: eb.selectFrom('chat_messages').select('created_at').where('id', '=', id),
        // The customer has read everything up to their own message.
        ...(sender === 'customer' ? { customer_read_message_id: id } : {}),
      }))
      .where('id', '=', chatId)
      .execute();
    const message = await findMessage(trx, id);
    if (!message) throw new Error('message vanished');
    return message;
  });
}

/**
 * Reuses the user's open conversation with the product's store about it, or opens one, and adds
 * the first message. `created` tells whether the conversation is new.
 */
export function openChatWithMessage(
  db: Kysely<Database>,
  userId: number,
  product: ProductRow,
  body: string,
): Promise<{ chatId: number; created: boolean; message: ChatMessageView }> {
  // One transaction for the conversation and its first message: a message the database refuses
  // leaves no empty conversation behind.
  return transaction(db, async (trx) => {
    const existing = await findOpenChatId(trx, userId, product.seller_id, product.id);
    let chatId = existing;
    if (chatId === undefined) {
      const inserted = await trx
        .insertInto('chats')
        .values({ user_id: userId, seller_id: product.seller_id, product_id: product.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      chatId = inserted.id;
    }
    const message = await insertMessage(trx, chatId, 'customer', body);
    return { chatId, created: existing === undefined, message };
  });
}

/** Every store message of the conversation counts as read by the customer. */
export async function markRead(db: Kysely<Database>, chatId: number): Promise<void> {
  await sql`UPDATE chats SET customer_read_message_id = CASE
      WHEN customer_read_message_id > latest.id THEN customer_read_message_id ELSE latest.id END
    FROM (SELECT COALESCE(MAX(id), 0) AS id FROM chat_messages WHERE chat_id = ${chatId}) AS latest
    WHERE chats.id = ${chatId}`.execute(db);
}

/** Marks the automatic acknowledgement as due; true only the first time for a conversation. */
export async function claimAutoReply(db: Kysely<Database>, chatId: number): Promise<boolean> {
  const result = await db
    .updateTable('chats')
    .set({ auto_reply_sent: 1 })
    .where('id', '=', chatId)
    .where('auto_reply_sent', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
