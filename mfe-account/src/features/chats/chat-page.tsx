import { Fragment, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { chatIndexPath, productPath, statusOf, type ChatMessage, type ChatSummary } from 'shared-contracts';
import { visuallyHiddenClass, LoadFailed } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { dayKey, formatDayLabel, formatTime } from './chat-format';
import { MessageComposer } from './message-composer';
import { useChatThread } from './use-chat-thread';
import { MissingScreen } from '../../components/missing-screen';
import { useIdParam } from '../../lib/use-id-param';
import styles from './chats.module.css';

const look = { page: styles.page, card: styles.card, heading: styles.title, link: styles.primary };

function NotFound() {
  return (
    <MissingScreen
      title="Conversa não encontrada"
      text="Esta conversa não existe ou não pertence à sua conta."
      backTo={chatIndexPath()}
      backLabel="Voltar para os chats"
      look={look}
    />
  );
}

/** 'Conversa': the messages with a store (customer on the right, store on the left) and the message box. */
export function ChatPage() {
  const id = useIdParam('chatId');
  if (id === null) return <NotFound />;
  return <Conversation key={id} chatId={id} />;
}

function Messages({ chat, messages }: { chat: ChatSummary; messages: ChatMessage[] }) {
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages[messages.length - 1]?.id;
  // The newest message stays in view as messages arrive.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  return (
    <ol className={styles.messages} role="log" aria-label={`Mensagens com ${chat.store.name}`}>
      {messages.length === 0 && <li className={screen.small}>Nenhuma mensagem ainda.</li>}
      {messages.map((message, index) => {
        const mine = message.sender === 'customer';
        const previous = messages[index - 1];
        const newDay = !previous || dayKey(previous.created_at) !== dayKey(message.created_at);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <li className={styles.day} aria-hidden="true">
                {formatDayLabel(message.created_at)}
              </li>
            )}
            <li className={mine ? styles.mine : styles.theirs}>
              <p className={styles.bubble}>
                <span className={visuallyHiddenClass}>{mine ? 'Você' : chat.store.name}: </span>
                {message.body}
              </p>
              <time className={styles.time} dateTime={message.created_at}>
                {formatTime(message.created_at)}
              </time>
            </li>
          </Fragment>
        );
      })}
      <li ref={end} aria-hidden="true" className={styles.end} />
    </ol>
  );
}

function Conversation({ chatId }: { chatId: number }) {
  const titleId = useId();
  const { thread, messages, send } = useChatThread(chatId);
  if (thread.status === 'error' && statusOf(thread.error) === 404) return <NotFound />;
  const chat = thread.data?.chat ?? null;

  return (
    <div className={`${styles.page} ${styles.conversationPage}`}>
      <header className={styles.conversationHeader}>
        <Link className={styles.textLink} to={chatIndexPath()}>
          ← Chats
        </Link>
        <div className={styles.storeLine}>
          {chat && <img className={styles.logo} src={chat.store.logo} alt="" width={48} height={48} />}
          <div>
            <h1 id={titleId} className={styles.title}>
              {chat ? chat.store.name : 'Conversa'}
            </h1>
            {chat?.product && (
              <p className={screen.muted}>
                Sobre{' '}
                <Link className={styles.inlineLink} to={productPath(chat.store.slug, chat.product.slug)}>
                  {chat.product.name}
                </Link>
              </p>
            )}
          </div>
        </div>
      </header>

      <section className={styles.thread} aria-labelledby={titleId} aria-busy={thread.status === 'loading'}>
        {thread.status === 'loading' && (
          <>
            <p className={visuallyHiddenClass}>Carregando a conversa...</p>
            <div className={styles.messages} aria-hidden="true">
              <span className={`${styles.bone} ${styles.boneBubble}`} />
              <span className={`${styles.bone} ${styles.boneBubble} ${styles.boneMine}`} />
              <span className={`${styles.bone} ${styles.boneBubble}`} />
            </div>
          </>
        )}

        {thread.status === 'error' && (
          <LoadFailed onRetry={thread.refetch} buttonClassName={styles.primary}>
            Não foi possível carregar esta conversa agora.
          </LoadFailed>
        )}

        {thread.status === 'success' && (
          <>
            <Messages chat={thread.data.chat} messages={messages} />
            <MessageComposer label="Sua mensagem" submitLabel="Enviar" onSend={send} />
          </>
        )}
      </section>
    </div>
  );
}
