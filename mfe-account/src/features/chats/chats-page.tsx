import { useId } from 'react';
import { Link } from 'react-router';
import { chatPath, getChats, homePath, type ChatSummary } from 'shared-contracts';
import { useServerData, visuallyHiddenClass, LoadFailed } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { formatWhen, unreadLabel } from './chat-format';
import { useChatPush } from './use-chat-push';
import styles from './chats.module.css';

function lastLine(chat: ChatSummary): string {
  const last = chat.last_message;
  if (!last) return 'Nenhuma mensagem ainda.';
  return last.sender === 'customer' ? `Você: ${last.body}` : last.body;
}

function ChatRow({ chat }: { chat: ChatSummary }) {
  const unread = chat.unread_count > 0;
  const when = chat.last_message?.created_at ?? chat.updated_at;
  return (
    <Link className={`${styles.chatRow} ${unread ? styles.chatRowUnread : ''}`} to={chatPath(chat.id)}>
      <img className={styles.logo} src={chat.store.logo} alt="" width={48} height={48} />
      <span className={styles.chatText}>
        <span className={styles.chatTop}>
          <span className={styles.storeName}>{chat.store.name}</span>
          <time className={screen.small} dateTime={when}>
            {formatWhen(when)}
          </time>
        </span>
        {chat.product && <span className={styles.productName}>{chat.product.name}</span>}
        <span className={styles.chatBottom}>
          <span className={styles.lastMessage}>{lastLine(chat)}</span>
          {unread && (
            <span className={styles.unread}>
              <span aria-hidden="true">{chat.unread_count}</span>
              <span className={visuallyHiddenClass}>{unreadLabel(chat.unread_count)}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/** 'Chats': the customer's conversations with stores, latest first. */
export function ChatsPage() {
  const titleId = useId();
  const chats = useServerData('/api/chats', getChats, { private: true });
  // A message pushed while the list is shown reads it again in place (the list stays on screen),
  // so the last message and the unread counts follow.
  useChatPush(chats.refetch);

  return (
    <div className={styles.page}>
      <header className={screen.intro}>
        <h1 id={titleId} className={styles.title}>
          Chats
        </h1>
        <p className={screen.muted}>Suas conversas com as lojas sobre os produtos.</p>
      </header>

      <section aria-labelledby={titleId} aria-busy={chats.status === 'loading'}>
        {chats.status === 'loading' && (
          <>
            <p className={visuallyHiddenClass}>Carregando suas conversas...</p>
            <ul className={styles.chatList} aria-hidden="true">
              {[0, 1, 2].map((key) => (
                <li key={key} className={styles.chatRow}>
                  <span className={`${styles.bone} ${styles.boneLogo}`} />
                  <span className={`${styles.bone} ${styles.boneLines}`} />
                </li>
              ))}
            </ul>
          </>
        )}

        {chats.status === 'error' && (
          <LoadFailed onRetry={chats.refetch} buttonClassName={styles.primary}>
            Não foi possível carregar suas conversas agora.
          </LoadFailed>
        )}

        {chats.status === 'success' && chats.data.length === 0 && (
          <div className={screen.empty}>
            <p>Você ainda não conversou com nenhuma loja.</p>
            <p>Na página de um produto, use “Conversar com o vendedor” para tirar dúvidas antes de comprar.</p>
            <Link className={styles.primary} to={homePath()}>
              Conhecer a loja
            </Link>
          </div>
        )}

        {chats.status === 'success' && chats.data.length > 0 && (
          <ul className={styles.chatList}>
            {chats.data.map((chat) => (
              <li key={chat.id}>
                <ChatRow chat={chat} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
