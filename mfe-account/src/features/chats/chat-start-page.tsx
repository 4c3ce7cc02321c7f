import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  chatIndexPath,
  chatPath,
  formatBRL,
  getChatProduct,
  homePath,
  productPath,
  startChat,
  statusOf,
} from 'shared-contracts';
import { useServerData, visuallyHiddenClass, LoadFailed } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { MessageComposer } from './message-composer';
import { MissingScreen } from '../../components/missing-screen';
import { useIdParam } from '../../lib/use-id-param';
import styles from './chats.module.css';

const look = { page: styles.page, card: styles.card, heading: styles.title, link: styles.primary };

function NotFound() {
  return (
    <MissingScreen
      title="Produto não encontrado"
      text="Este produto não está mais à venda."
      backTo={homePath()}
      backLabel="Voltar para a loja"
      look={look}
    />
  );
}

/** 'Iniciar conversa': the product and a first message to its store; goes to the conversation after. */
export function ChatStartPage() {
  const id = useIdParam('productId');
  if (id === null) return <NotFound />;
  return <ChatStart key={id} productId={id} />;
}

function ChatStart({ productId }: { productId: number }) {
  const titleId = useId();
  const navigate = useNavigate();
  // The product a new conversation is about.
  const loaded = useServerData(['/api/chats/products/:id', productId], () => getChatProduct(productId), {
    private: true,
  });
  if (loaded.status === 'error' && statusOf(loaded.error) === 404) return <NotFound />;
  const product = loaded.data ?? null;

  async function send(message: string) {
    const { chat } = await startChat({ product_id: productId, message });
    navigate(chatPath(chat.id));
  }

  return (
    <div className={styles.page}>
      <header className={screen.intro}>
        <Link className={styles.textLink} to={chatIndexPath()}>
          ← Chats
        </Link>
        <h1 id={titleId} className={styles.title}>
          {product ? `Conversar com ${product.store.name}` : 'Conversar com o vendedor'}
        </h1>
        <p className={screen.muted}>Tire suas dúvidas sobre o produto direto com a loja.</p>
      </header>

      <section className={styles.card} aria-labelledby={titleId} aria-busy={loaded.status === 'loading'}>
        {loaded.status === 'loading' && (
          <>
            <p className={visuallyHiddenClass}>Carregando o produto...</p>
            <div className={styles.productLine} aria-hidden="true">
              <span className={`${styles.bone} ${styles.bonePhoto}`} />
              <span className={`${styles.bone} ${styles.boneLines}`} />
            </div>
          </>
        )}

        {loaded.status === 'error' && (
          <LoadFailed onRetry={loaded.refetch} buttonClassName={styles.primary}>
            Não foi possível carregar o produto agora.
          </LoadFailed>
        )}

        {product && (
          <>
            <div className={styles.productLine}>
              <img className={styles.productPhoto} src={product.photo} alt="" width={96} height={96} />
              <div className={styles.productText}>
                <Link className={styles.inlineLink} to={productPath(product.store.slug, product.slug)}>
                  {product.name}
                </Link>
                <p className={styles.price}>{formatBRL(product.price)}</p>
                <p className={screen.small}>Vendido e entregue por {product.store.name}</p>
              </div>
            </div>
            {product.chat_id !== null && (
              <p className={screen.notice}>
                Você já conversa com esta loja sobre este produto: sua mensagem entra na mesma conversa.{' '}
                <Link className={styles.inlineLink} to={chatPath(product.chat_id)}>
                  Abrir a conversa
                </Link>
              </p>
            )}
            <MessageComposer
              label="Sua mensagem"
              placeholder="Ex.: Tem pronta entrega? Qual o prazo para o meu CEP?"
              submitLabel="Enviar mensagem"
              onSend={send}
              focusOnOpen
            />
          </>
        )}
      </section>
    </div>
  );
}
