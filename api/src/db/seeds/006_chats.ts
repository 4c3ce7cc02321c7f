import type { Db } from '../database';
import type { Seed } from '../seed';
import { chatConversations } from './data/chat-conversations';

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC 'YYYY-MM-DD HH:MM:SS'. */
function sqlTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A moment `daysAgo` days before now, at `hour` o'clock Brasília time (UTC-3). */
function pastMoment(now: number, daysAgo: number, hour: number): number {
  const day = new Date(now - daysAgo * DAY_MS);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour + 3, 12, 0);
}

/**
 * The demo customer's past conversations, each about the store's best-selling product, with the
 * store's replies. Skipped when the customer or a store is missing or conversations already exist.
 */
export const chatSeed: Seed = {
  name: '006_chats',
  run(db: Db) {
    if ((db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM chats').get()?.n ?? 0) > 0) return;
    const now = Date.now();
    const insertChat = db.prepare<[number, number, number, string, string]>(
      `INSERT INTO chats (user_id, seller_id, product_id, auto_reply_sent, created_at, last_message_at)
       VALUES (?, ?, ?, 1, ?, ?)`,
    );
    const insertMessage = db.prepare<[number, string, string, string]>(
      'INSERT INTO chat_messages (chat_id, sender, body, created_at) VALUES (?, ?, ?, ?)',
    );
    const markRead = db.prepare<[number, number]>('UPDATE chats SET customer_read_message_id = ? WHERE id = ?');

    for (const conversation of chatConversations) {
      const user = db
        .prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?')
        .get(conversation.customerEmail);
      const product = db
        .prepare<[string], { id: number; seller_id: number }>(
          `SELECT p.id, p.seller_id FROM products p JOIN sellers s ON s.id = p.seller_id
            WHERE s.name = ? ORDER BY p.sales_count DESC, p.id LIMIT 1`,
        )
        .get(conversation.storeName);
      const first = conversation.messages[0];
      const last = conversation.messages[conversation.messages.length - 1];
      if (!user || !product || !first || !last) continue;

      const chatId = Number(
        insertChat.run(
          user.id,
          product.seller_id,
          product.id,
          sqlTime(pastMoment(now, first.daysAgo, first.hour)),
          sqlTime(pastMoment(now, last.daysAgo, last.hour)),
        ).lastInsertRowid,
      );
      let readUpTo = 0;
      for (const message of conversation.messages) {
        const id = Number(
          insertMessage.run(
            chatId,
            message.sender,
            message.body,
            sqlTime(pastMoment(now, message.daysAgo, message.hour)),
          ).lastInsertRowid,
        );
        if (message.sender === 'customer' || message.read) readUpTo = id;
      }
      markRead.run(readUpTo, chatId);
    }
  },
};
