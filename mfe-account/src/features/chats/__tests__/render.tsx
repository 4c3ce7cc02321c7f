import { Route } from 'react-router';
import { openPushChannel, type BusEvent, type ChatMessage, type ChatSummary } from 'shared-contracts';
import { renderRoutes, setUpBusAndNetwork } from '../../../testing/harness';
import { ChatPage } from '../chat-page';
import { ChatStartPage } from '../chat-start-page';
import { ChatsPage } from '../chats-page';
import { MockEventSource } from './mock-event-source';

const HOUR = 60 * 60 * 1000;
export const hoursAgo = (hours: number): string => new Date(Date.now() - hours * HOUR).toISOString();

export const techmix = { id: 1, name: 'TechMix Eletrônicos', slug: 'techmix-eletronicos', logo: '/logo-techmix.svg' };
export const casaBella = {
  id: 2,
  name: 'Casa Bella Utilidades',
  slug: 'casa-bella-utilidades',
  logo: '/logo-casa.svg',
};

export function message(
  id: number,
  sender: 'customer' | 'store',
  body: string,
  chatId = 5,
  at = hoursAgo(1),
): ChatMessage {
  return { id, chat_id: chatId, sender, body, created_at: at };
}

export const chat: ChatSummary = {
  id: 5,
  store: techmix,
  product: { id: 42, name: 'Fone Bluetooth JBL Tune 510BT', slug: 'fone-jbl-tune-510bt', photo: '/fone.svg' },
  last_message: message(11, 'store', 'Temos sim, em estoque.'),
  unread_count: 1,
  updated_at: hoursAgo(1),
};

export { ok } from '../../../testing/harness';
export { useFakeApi as useApi } from 'shared-contracts/testing/fake-api';

export function renderAt(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/cliente/chat" element={<ChatsPage />} />
      <Route path="/cliente/chat/:chatId" element={<ChatPage />} />
      <Route path="/cliente/iniciar-chat/:productId" element={<ChatStartPage />} />
    </>,
  );
}

/** The stream the shell would open (through the same openPushChannel), to send events down it. */
export function pushChannel(): MockEventSource {
  const source = MockEventSource.opened[MockEventSource.opened.length - 1];
  if (!source) throw new Error('no push channel open');
  return source;
}

/**
 * Per test: bus events recorded, an EventSource for jsdom with the push channel open as the shell
 * opens it at start-up, and the real adapter back afterwards.
 */
export function setUp(): { events: BusEvent[] } {
  return setUpBusAndNetwork(() => {
    const restore = MockEventSource.install();
    const close = openPushChannel();
    return [close, restore];
  });
}
