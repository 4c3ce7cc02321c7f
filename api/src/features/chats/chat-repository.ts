import type { Db } from '../../db/database';
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

function findMessage(db: Db, id: number): ChatMessageView | undefined {
  const row = db
    .prepare<[number], MessageRow>('SELECT id, chat_id, sender, body, created_at FROM chat_messages WHERE id = ?')
    .get(id);
  return row ? messageView(row) : undefined;
}

function summaries(db: Db, rows: ChatRow[]): ChatSummaryView[] {
  return rows.map((row) => {
    const last = row.last_id === null ? undefined : findMessage(db, row.last_id);
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
  });
}

/** The user's conversations, latest activity first. */
export function listUserChats(db: Db, userId: number): ChatSummaryView[] {
  const rows = db
    .prepare<[number], ChatRow>(`${CHAT_SELECT} WHERE c.user_id = ? ORDER BY c.last_message_at DESC, c.id DESC`)
    .all(userId);
  return summaries(db, rows);
}

/** One conversation of the user; someone else's is as unknown as a missing one. */
export function findUserChat(db: Db, userId: number, chatId: number): ChatSummaryView | undefined {
  const row = db
    .prepare<[number, number], ChatRow>(`${CHAT_SELECT} WHERE c.id = ? AND c.user_id = ?`)
    .get(chatId, userId);
  return row ? summaries(db, [row])[0] : undefined;
}

/** Messages of a conversation, oldest first: the latest `limit`, or those after an id. */
export function chatMessages(db: Db, chatId: number, after: number | null, limit: number): ChatMessageView[] {
  const rows =
    after === null
      ? db
          .prepare<[number, number], MessageRow>(
            `SELECT * FROM (SELECT id, chat_id, sender, body, created_at FROM chat_messages
                             WHERE chat_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id`,
          )
          .all(chatId, limit)
      : db
          .prepare<[number, number, number], MessageRow>(
            `SELECT id, chat_id, sender, body, created_at FROM chat_messages
              WHERE chat_id = ? AND id > ? ORDER BY id LIMIT ?`,
          )
          .all(chatId, after, limit);
  return rows.map(messageView);
}

/** The customer's messages in every conversation after an id (what a reconnecting stream missed). */
export function userMessagesAfter(db: Db, userId: number, after: number, limit: number): ChatMessageView[] {
  return db
    .prepare<[number, number, number], MessageRow>(
      `SELECT m.id, m.chat_id, m.sender, m.body, m.created_at
         FROM chat_messages m JOIN chats c ON c.id = m.chat_id
        WHERE c.user_id = ? AND m.id > ? ORDER BY m.id LIMIT ?`,
    )
    .all(userId, after, limit)
    .map(messageView);
}

export function findChatProduct(db: Db, productId: number): ProductRow | undefined {
  return db
    .prepare<[number], ProductRow>(
      `SELECT p.id, p.name, p.slug, ${PHOTO} AS photo, p.price_cents, s.id AS seller_id, s.name AS seller_name,
              s.slug AS seller_slug, s.logo AS seller_logo
         FROM products p JOIN sellers s ON s.id = p.seller_id WHERE p.id = ?`,
    )
    .get(productId);
}

/** The open conversation of a user with a store about a product, if there is one. */
export function findOpenChatId(db: Db, userId: number, sellerId: number, productId: number): number | undefined {
  return db
    .prepare<[number, number, number], { id: number }>(
      "SELECT id FROM chats WHERE user_id = ? AND seller_id = ? AND product_id = ? AND status = 'open'",
    )
    .get(userId, sellerId, productId)?.id;
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
export function insertMessage(db: Db, chatId: number, sender: ChatSender, body: string, automatic = false) {
  return db
    .transaction((): ChatMessageView => {
      const { lastInsertRowid } = db
        .prepare<[number, string, string, number]>(
          'INSERT INTO chat_messages (chat_id, sender, body, automatic) VALUES (?, ?, ?, ?)',
        )
        .run(chatId, sender, body, automatic ? 1 : 0);
      const id = Number(lastInsertRowid);
      db.prepare<[number, number]>(
        'UPDATE chats SET last_message_at = (SELECT created_at FROM chat_messages WHERE id = ?) WHERE id = ?',
      ).run(id, chatId);
      // The customer has read everything up to their own message.
      if (sender === 'customer') {
        db.prepare<[number, number]>('UPDATE chats SET customer_read_message_id = ? WHERE id = ?').run(id, chatId);
      }
      const message = findMessage(db, id);
      if (!message) throw new Error('message vanished');
      return message;
    })
    .immediate();
}

/**
 * Reuses the user's open conversation with the product's store about it, or opens one, and adds
 * the first message. `created` tells whether the conversation is new.
 */
export function openChatWithMessage(
  db: Db,
  userId: number,
  product: ProductRow,
  body: string,
): { chatId: number; created: boolean; message: ChatMessageView } {
  // One transaction for the conversation and its first message: a message the database refuses
  // leaves no empty conversation behind.
  return db
    .transaction((): { chatId: number; created: boolean; message: ChatMessageView } => {
      const existing = findOpenChatId(db, userId, product.seller_id, product.id);
      let chatId = existing;
      if (chatId === undefined) {
        const { lastInsertRowid } = db
          .prepare<[number, number, number]>('INSERT INTO chats (user_id, seller_id, product_id) VALUES (?, ?, ?)')
          .run(userId, product.seller_id, product.id);
        chatId = Number(lastInsertRowid);
      }
      const message = insertMessage(db, chatId, 'customer', body);
      return { chatId, created: existing === undefined, message };
    })
    .immediate();
}

/** Every store message of the conversation counts as read by the customer. */
export function markRead(db: Db, chatId: number): void {
  db.prepare<[number, number]>(
    `UPDATE chats SET customer_read_message_id =
       MAX(customer_read_message_id, COALESCE((SELECT MAX(id) FROM chat_messages WHERE chat_id = ?), 0))
     WHERE id = ?`,
  ).run(chatId, chatId);
}

/** Marks the automatic acknowledgement as due; true only the first time for a conversation. */
export function claimAutoReply(db: Db, chatId: number): boolean {
  return (
    db.prepare<[number]>('UPDATE chats SET auto_reply_sent = 1 WHERE id = ? AND auto_reply_sent = 0').run(chatId)
      .changes === 1
  );
}
