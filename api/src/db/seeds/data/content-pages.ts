export type ContentBlockSeed =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: readonly string[] };

export interface ContentPageSeed {
  slug: string;
  title: string;
  /** UTC, 'YYYY-MM-DD HH:MM:SS'. */
  updatedAt: string;
  blocks: readonly ContentBlockSeed[];
}

const SUPPORT_EMAIL = 'atendimento@mercadobrasil.com.br';
const SUPPORT_PHONE = '(11) 4002-8922';
const WHATSAPP = '(11) 99876-5432';
const PRIVACY_EMAIL = 'privacidade@mercadobrasil.com.br';
const COMPANY = 'Mercado Brasil Marketplace Ltda., CNPJ 12.345.678/0001-95';
const ADDRESS = 'Avenida Paulista, 1578, 12º andar, Bela Vista, São Paulo - SP, CEP 01310-200';

export const contentPageSeeds: readonly ContentPageSeed[] = [
  {
    slug: 'sobre',
    title: 'Sobre o Mercado Brasil',
    updatedAt: '2025-05-02 12:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'O Mercado Brasil é um marketplace que conecta lojas de todo o país a milhões de compradores. Aqui, pequenos e médios lojistas vendem ao lado de marcas conhecidas, com as mesmas ferramentas e a mesma visibilidade.',
      },
      { type: 'heading', text: 'Nossa missão' },
      {
        type: 'paragraph',
        text: 'Facilitar o comércio eletrônico no Brasil: para quem compra, com variedade, preço justo e segurança; para quem vende, com uma vitrine nacional sem complicação; e para quem indica, com um programa de afiliados transparente.',
      },
      { type: 'heading', text: 'Como funciona' },
      {
        type: 'list',
        items: [
          'Lojas parceiras anunciam seus produtos e cuidam do envio',
          'Você paga com cartão de crédito em até 12 vezes, boleto ou Pix, sempre dentro da plataforma',
          'O pagamento só é repassado à loja depois que você recebe o pedido',
          'Afiliados divulgam produtos e recebem comissão pelas vendas que geram',
        ],
      },
      { type: 'heading', text: 'Quem somos' },
      {
        type: 'paragraph',
        text: `${COMPANY}, com sede na ${ADDRESS}. Fundado em 2021, o Mercado Brasil reúne hoje dezenas de lojas e milhares de produtos em categorias como eletrônicos, casa, moda, beleza, livros e mercado.`,
      },
    ],
  },
  {
    slug: 'politica-de-privacidade',
    title: 'Política de Privacidade',
    updatedAt: '2025-03-10 12:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: `Esta política explica como a ${COMPANY} trata os seus dados pessoais, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 – LGPD).`,
      },
      { type: 'heading', text: '1. Dados que coletamos' },
      {
        type: 'list',
        items: [
          'Dados de cadastro: nome, e-mail, CPF, telefone e celular',
          'Endereços de entrega informados por você',
          'Dados de pedidos e pagamentos (não armazenamos o número completo do cartão)',
          'Dados de navegação: páginas visitadas, dispositivo, endereço IP e cookies',
          'Mensagens trocadas com lojas e com o atendimento',
        ],
      },
      { type: 'heading', text: '2. Para que usamos' },
      {
        type: 'list',
        items: [
          'Processar compras, pagamentos, entregas, trocas e devoluções (execução de contrato)',
          'Prevenir fraudes e garantir a segurança da plataforma (legítimo interesse)',
          'Emitir notas fiscais e cumprir obrigações legais (obrigação legal)',
          'Enviar novidades e ofertas, somente com o seu consentimento, que pode ser retirado a qualquer momento',
        ],
      },
      { type: 'heading', text: '3. Com quem compartilhamos' },
      {
        type: 'paragraph',
        text: 'Compartilhamos apenas o necessário: com a loja responsável pelo seu pedido (nome, endereço e telefone para a entrega), com transportadoras, com instituições de pagamento e antifraude e com autoridades, quando exigido por lei. Não vendemos dados pessoais.',
      },
      { type: 'heading', text: '4. Cookies' },
      {
        type: 'paragraph',
        text: 'Usamos cookies essenciais para manter a sua sessão e a segurança das transações, e cookies de análise para entender como o site é usado. Você pode gerenciar os cookies nas configurações do seu navegador.',
      },
      { type: 'heading', text: '5. Seus direitos' },
      {
        type: 'list',
        items: [
          'Confirmar se tratamos seus dados e acessá-los',
          'Corrigir dados incompletos ou desatualizados',
          'Pedir anonimização, bloqueio ou eliminação de dados desnecessários',
          'Pedir a portabilidade dos dados',
          'Revogar o consentimento e saber com quem compartilhamos seus dados',
        ],
      },
      { type: 'heading', text: '6. Retenção e segurança' },
      {
        type: 'paragraph',
        text: 'Guardamos os dados pelo tempo necessário para as finalidades acima e pelos prazos legais (por exemplo, cinco anos para registros fiscais). Adotamos criptografia, controle de acesso e monitoramento para proteger as informações.',
      },
      { type: 'heading', text: '7. Encarregado de dados (DPO)' },
      {
        type: 'paragraph',
        text: `Para exercer seus direitos ou tirar dúvidas, escreva para ${PRIVACY_EMAIL}. Respondemos em até 15 dias. Você também pode procurar a Autoridade Nacional de Proteção de Dados (ANPD).`,
      },
    ],
  },
  {
    slug: 'termos-de-uso',
    title: 'Termos de Uso',
    updatedAt: '2025-03-10 12:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: `Estes termos regulam o uso do site e dos serviços do Mercado Brasil, operado por ${COMPANY}. Ao criar uma conta ou fazer uma compra, você concorda com eles.`,
      },
      { type: 'heading', text: '1. Cadastro' },
      {
        type: 'paragraph',
        text: 'Para comprar é preciso ter 18 anos ou mais e informar dados verdadeiros. Você é responsável pela guarda da sua senha e por todas as atividades feitas na sua conta.',
      },
      { type: 'heading', text: '2. Papel do marketplace' },
      {
        type: 'paragraph',
        text: 'O Mercado Brasil oferece a plataforma em que lojas independentes anunciam e vendem seus produtos. Cada loja é responsável pela descrição, pelo estoque, pela emissão da nota fiscal e pelo envio dos produtos que vende. Intermediamos o pagamento e o atendimento para garantir a sua compra.',
      },
      { type: 'heading', text: '3. Preços e pagamentos' },
      {
        type: 'list',
        items: [
          'Os preços podem mudar sem aviso, mas o valor confirmado no pedido é garantido',
          'Parcelamento em até 6 vezes sem juros; de 7 a 12 vezes com juros de 1,99% ao mês, informados antes da confirmação',
          'Pedidos com boleto não pago no vencimento são cancelados automaticamente',
        ],
      },
      { type: 'heading', text: '4. Entrega, troca e devolução' },
      {
        type: 'paragraph',
        text: 'O prazo de entrega é informado no carrinho e começa a contar após a confirmação do pagamento. Conforme o Código de Defesa do Consumidor, você pode desistir da compra em até 7 dias corridos após o recebimento. Produtos com defeito podem ser devolvidos em até 30 dias (não duráveis) ou 90 dias (duráveis).',
      },
      { type: 'heading', text: '5. Condutas proibidas' },
      {
        type: 'list',
        items: [
          'Usar a plataforma para fraudes ou para vender produtos ilegais',
          'Publicar avaliações falsas ou ofensivas',
          'Tentar acessar contas ou sistemas sem autorização',
        ],
      },
      { type: 'heading', text: '6. Disposições gerais' },
      {
        type: 'paragraph',
        text: 'Podemos atualizar estes termos; a versão em vigor fica sempre nesta página. Fica eleito o foro do domicílio do consumidor para resolver eventuais conflitos.',
      },
    ],
  },
  {
    slug: 'central-de-atendimento',
    title: 'Central de Atendimento',
    updatedAt: '2025-06-01 12:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Estamos aqui para ajudar. Antes de falar com a gente, confira as dúvidas mais frequentes: a resposta pode estar logo abaixo.',
      },
      { type: 'heading', text: 'Fale conosco' },
      {
        type: 'list',
        items: [
          `E-mail: ${SUPPORT_EMAIL} (resposta em até 1 dia útil)`,
          `Telefone: ${SUPPORT_PHONE}, de segunda a sexta, das 8h às 20h, e aos sábados, das 9h às 15h`,
          `WhatsApp: ${WHATSAPP}`,
          'Chat com a loja: na página do pedido, em Minha Conta > Pedidos',
        ],
      },
      { type: 'heading', text: 'Onde está o meu pedido?' },
      {
        type: 'paragraph',
        text: 'Acesse Minha Conta > Pedidos. Assim que a loja despachar, o código de rastreio aparece no pedido e é enviado por e-mail. O prazo começa a contar após a confirmação do pagamento: Pix e cartão são confirmados em minutos; boleto, em até 3 dias úteis.',
      },
      { type: 'heading', text: 'Como troco ou devolvo um produto?' },
      {
        type: 'paragraph',
        text: 'Em Minha Conta > Pedidos, escolha o pedido e clique em Solicitar devolução. Você tem 7 dias após o recebimento para desistir da compra, sem custo. Depois que a loja receber o produto de volta, o reembolso é feito no mesmo meio de pagamento.',
      },
      { type: 'heading', text: 'Quais são as formas de pagamento?' },
      {
        type: 'paragraph',
        text: 'Cartão de crédito em até 12 vezes (até 6 vezes sem juros), boleto bancário e Pix. O pagamento é sempre feito dentro do site; nunca pague por fora.',
      },
      { type: 'heading', text: 'Posso retirar na loja?' },
      {
        type: 'paragraph',
        text: 'Algumas lojas oferecem retirada gratuita. Quando disponível, a opção aparece no carrinho junto com o endereço e o prazo para retirada.',
      },
      { type: 'heading', text: 'Esqueci minha senha' },
      {
        type: 'paragraph',
        text: 'Na tela de login, clique em Esqueci minha senha e siga as instruções enviadas para o seu e-mail.',
      },
    ],
  },
  {
    slug: 'venda-seus-produtos',
    title: 'Venda seus produtos no Mercado Brasil',
    updatedAt: '2025-04-15 12:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Leve a sua loja para compradores de todo o Brasil. No Mercado Brasil você anuncia, vende e recebe com segurança, sem precisar montar um site próprio.',
      },
      { type: 'heading', text: 'Vantagens' },
      {
        type: 'list',
        items: [
          'Vitrine nacional com milhares de visitas por dia',
          'Pagamento garantido: cuidamos da cobrança e da análise antifraude',
          'Divulgação extra pelo programa de afiliados',
          'Painel com pedidos, estoque, perguntas e relatórios de vendas',
          'Opção de retirada na loja para clientes da sua cidade',
        ],
      },
      { type: 'heading', text: 'Quanto custa' },
      {
        type: 'paragraph',
        text: 'Não há mensalidade. Cobramos uma comissão de 12% sobre cada venda concluída, já incluídas as taxas de pagamento. Se você abrir o produto para afiliados, a comissão do afiliado é definida por você, entre 5% e 20%.',
      },
      { type: 'heading', text: 'Como começar' },
      {
        type: 'list',
        items: [
          'Tenha um CNPJ ativo e uma conta bancária em nome da empresa',
          'Preencha o cadastro de loja com os dados da empresa e o endereço de envio',
          'Cadastre seus produtos com fotos, descrição e estoque',
          'Configure as formas de envio e comece a vender',
        ],
      },
      {
        type: 'paragraph',
        text: `Dúvidas? Escreva para lojistas@mercadobrasil.com.br ou ligue para ${SUPPORT_PHONE}.`,
      },
    ],
  },
  {
    slug: 'seja-um-afiliado',
    title: 'Seja um afiliado',
    updatedAt: '2025-04-15 12:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Ganhe dinheiro indicando produtos de que você gosta. Como afiliado do Mercado Brasil, você recebe comissão por cada venda feita a partir do seu link.',
      },
      { type: 'heading', text: 'Como funciona' },
      {
        type: 'list',
        items: [
          'Crie a sua conta de afiliado gratuitamente',
          'No Mercado de Afiliados, escolha entre milhares de produtos abertos para divulgação',
          'Copie o seu link exclusivo e compartilhe nas redes sociais, no blog ou no WhatsApp',
          'Acompanhe cliques, vendas e comissões pelo painel',
        ],
      },
      { type: 'heading', text: 'Comissões' },
      {
        type: 'paragraph',
        text: 'Cada produto mostra a comissão de até quanto você pode ganhar, de 5% a 20% do preço. A comissão fica disponível no extrato depois do prazo de devolução (7 dias após a entrega) e pode ser sacada por Pix a partir de R$ 50,00.',
      },
      { type: 'heading', text: 'Boas práticas' },
      {
        type: 'list',
        items: [
          'Seja transparente: informe aos seus seguidores que o link é de afiliado',
          'Não use anúncios pagos com a marca Mercado Brasil',
          'Não prometa preços ou condições diferentes das mostradas no site',
        ],
      },
      { type: 'paragraph', text: 'Pronto para começar? Cadastre-se e comece a divulgar hoje mesmo.' },
    ],
  },
];
