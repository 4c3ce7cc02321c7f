import type { ContentBlockSeed } from './content-pages';

export interface BlogPostSeed {
  title: string;
  excerpt: string;
  authorName: string;
  /** UTC, 'YYYY-MM-DD HH:MM:SS'. */
  publishedAt: string;
  blocks: readonly ContentBlockSeed[];
}

export const blogPostSeeds: readonly BlogPostSeed[] = [
  {
    title: 'Como escolher a smart TV ideal para a sua sala',
    excerpt: 'Tamanho da tela, resolução, sistema e conexões: o que realmente importa na hora de comprar uma TV nova.',
    authorName: 'Equipe Mercado Brasil',
    publishedAt: '2025-06-20 10:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Trocar de TV é uma compra que a gente faz poucas vezes, então vale a pena pensar com calma. A boa notícia é que, com alguns critérios simples, fica fácil acertar.',
      },
      { type: 'heading', text: 'Tamanho da tela e distância do sofá' },
      {
        type: 'paragraph',
        text: 'Uma regra prática: para TVs 4K, a distância ideal até o sofá é de uma a uma vez e meia a diagonal da tela. Numa sala em que o sofá fica a 2 metros da parede, uma TV de 55 polegadas costuma ser uma ótima escolha.',
      },
      { type: 'heading', text: 'O que olhar na ficha técnica' },
      {
        type: 'list',
        items: [
          'Resolução 4K para telas a partir de 50 polegadas',
          'Pelo menos três entradas HDMI, de preferência uma HDMI 2.1 para videogames',
          'Sistema com os aplicativos que você usa (streaming, YouTube, Globoplay)',
          'Wi-Fi de banda dupla para não travar os vídeos',
        ],
      },
      {
        type: 'paragraph',
        text: 'Por fim, confira se a TV tem suporte de parede no padrão VESA e se a voltagem é bivolt. Assim a instalação fica simples, seja na parede ou no rack.',
      },
    ],
  },
  {
    title: 'Cafés especiais: do grão à xícara',
    excerpt:
      'Entenda a diferença entre café tradicional, gourmet e especial, e aprenda a preparar um coado perfeito em casa.',
    authorName: 'Luana Ribeiro',
    publishedAt: '2025-06-05 09:30:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'O Brasil é o maior produtor de café do mundo e, nos últimos anos, também aprendeu a valorizar os cafés especiais. Mas o que faz um café ser especial?',
      },
      { type: 'heading', text: 'Tradicional, gourmet e especial' },
      {
        type: 'paragraph',
        text: 'Cafés especiais recebem pelo menos 80 pontos numa escala de 100 na avaliação de provadores certificados. Eles têm grãos selecionados, sem defeitos, e uma torra que preserva notas de sabor como chocolate, frutas e caramelo.',
      },
      { type: 'heading', text: 'Receita de coado para duas xícaras' },
      {
        type: 'list',
        items: [
          '20 g de café moído na hora, moagem média',
          '300 ml de água entre 90 °C e 94 °C (desligue a chaleira antes de ferver)',
          'Escalde o filtro de papel para tirar o gosto de papel',
          'Despeje um pouco de água para a pré-infusão, espere 30 segundos e complete em movimentos circulares',
        ],
      },
      {
        type: 'paragraph',
        text: 'Guarde o café em um pote bem fechado, longe da luz e do calor, e consuma em até 30 dias depois de aberto.',
      },
    ],
  },
  {
    title: 'Compra segura na internet: 8 dicas para não cair em golpes',
    excerpt: 'Pix, boleto falso, sites clonados: veja como se proteger e comprar com tranquilidade.',
    authorName: 'Equipe Mercado Brasil',
    publishedAt: '2025-05-22 14:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Comprar pela internet é prático, mas exige alguns cuidados. Separamos as dicas mais importantes para você comprar com segurança aqui e em qualquer loja.',
      },
      {
        type: 'list',
        items: [
          'Confira se o endereço do site começa com https e é o endereço oficial',
          'Desconfie de preços muito abaixo do mercado',
          'Nunca pague por fora da plataforma, nem por Pix enviado por mensagem',
          'Confira os dados do beneficiário antes de pagar um boleto',
          'Use senhas diferentes e ative a verificação em duas etapas do seu e-mail',
          'Leia as avaliações de outros compradores',
          'Guarde o número do pedido e os comprovantes',
          'Fale com o vendedor sempre pelo chat oficial',
        ],
      },
      {
        type: 'paragraph',
        text: 'No Mercado Brasil, o pagamento fica protegido até você receber o produto. Se algo der errado, nossa Central de Atendimento ajuda a resolver.',
      },
    ],
  },
  {
    title: 'Air fryer: vale a pena? Guia completo de compra',
    excerpt:
      'Capacidade, potência e cuidados: tudo o que você precisa saber antes de levar uma fritadeira sem óleo para casa.',
    authorName: 'Helena Duarte',
    publishedAt: '2025-05-10 11:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'A air fryer virou queridinha das cozinhas brasileiras. Ela prepara batatas, carnes e até bolos usando ar quente, com pouco ou nenhum óleo.',
      },
      { type: 'heading', text: 'Qual capacidade escolher' },
      {
        type: 'list',
        items: [
          'Até 3,5 litros: ideal para uma ou duas pessoas',
          'De 4 a 5 litros: famílias de três ou quatro pessoas',
          'Acima de 5 litros: famílias grandes ou quem cozinha para a semana',
        ],
      },
      { type: 'heading', text: 'Cuidados que aumentam a vida útil' },
      {
        type: 'paragraph',
        text: 'Lave o cesto com esponja macia, nunca use palha de aço e não cubra a saída de ar. E confira a voltagem: a maioria dos modelos não é bivolt.',
      },
    ],
  },
  {
    title: 'Volta às aulas: como escolher um notebook para estudar',
    excerpt: 'Processador, memória, SSD e bateria explicados sem complicação para estudantes de todas as idades.',
    authorName: 'Thiago Moreira',
    publishedAt: '2025-04-28 08:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Para a maioria dos estudantes, não é preciso um notebook caro. O segredo é equilibrar três itens: processador, memória e armazenamento.',
      },
      { type: 'heading', text: 'Configuração recomendada' },
      {
        type: 'list',
        items: [
          'Processador Intel Core i5 ou AMD Ryzen 5 das gerações recentes',
          '8 GB de memória RAM, ou 16 GB para quem usa programas de edição',
          'SSD de 256 GB ou mais: faz o computador ligar em segundos',
          'Tela Full HD e bateria de pelo menos 6 horas',
        ],
      },
      {
        type: 'paragraph',
        text: 'Se o uso é basicamente navegador, textos e videoaulas, um modelo com Core i3 ou Ryzen 3 e SSD já atende muito bem.',
      },
    ],
  },
  {
    title: 'Como montar um cantinho de leitura aconchegante',
    excerpt: 'Poltrona, luz certa e organização: ideias simples para criar um espaço de leitura em qualquer casa.',
    authorName: 'Luana Ribeiro',
    publishedAt: '2025-04-12 16:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Um cantinho de leitura não precisa de muito espaço. Um canto da sala ou do quarto, com boa luz e uma poltrona confortável, já faz toda a diferença.',
      },
      { type: 'heading', text: 'Os quatro elementos essenciais' },
      {
        type: 'list',
        items: [
          'Assento confortável, com apoio para as costas',
          'Luminária de luz branca quente ao lado do assento',
          'Uma mesinha para apoiar o café e os óculos',
          'Uma prateleira ou cesto para os livros da vez',
        ],
      },
      {
        type: 'paragraph',
        text: 'Complete com uma manta, um tapete macio e, se possível, uma planta. O importante é que o lugar convide você a ficar.',
      },
    ],
  },
  {
    title: 'Primeiros passos na corrida de rua',
    excerpt: 'Tênis certo, aquecimento e um plano simples para correr seus primeiros 5 km.',
    authorName: 'Rodrigo Alves',
    publishedAt: '2025-03-30 07:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'A corrida é um dos esportes mais democráticos: basta um bom tênis e vontade. Mas começar do jeito certo evita lesões e desânimo.',
      },
      { type: 'heading', text: 'Escolha do tênis' },
      {
        type: 'paragraph',
        text: 'Prefira um tênis de corrida com bom amortecimento e experimente no fim do dia, quando os pés estão mais inchados. Deixe um dedo de folga na frente.',
      },
      { type: 'heading', text: 'Plano de oito semanas' },
      {
        type: 'list',
        items: [
          'Semanas 1 e 2: alterne 1 minuto correndo e 2 caminhando, por 20 minutos',
          'Semanas 3 e 4: 3 minutos correndo e 2 caminhando',
          'Semanas 5 e 6: 5 minutos correndo e 1 caminhando',
          'Semanas 7 e 8: corra 25 a 30 minutos contínuos',
        ],
      },
      { type: 'paragraph', text: 'Antes de começar, faça um check-up médico e respeite os dias de descanso.' },
    ],
  },
  {
    title: 'Pets em apartamento: como deixar seu cão ou gato feliz',
    excerpt: 'Enriquecimento ambiental, rotina e acessórios que ajudam o seu pet a viver bem em espaços pequenos.',
    authorName: 'Dra. Patrícia Nunes',
    publishedAt: '2025-03-14 10:30:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Morar em apartamento não impede ninguém de ter um pet feliz. O que faz diferença é a rotina e o estímulo que ele recebe.',
      },
      { type: 'heading', text: 'Para cães' },
      {
        type: 'list',
        items: [
          'Passeios diários, de preferência duas vezes ao dia',
          'Brinquedos recheáveis para os momentos sozinho',
          'Uma caminha num canto tranquilo da casa',
        ],
      },
      { type: 'heading', text: 'Para gatos' },
      {
        type: 'list',
        items: [
          'Arranhadores e prateleiras para explorar a altura',
          'Telas de proteção em todas as janelas',
          'Caixa de areia sempre limpa, longe da comida',
        ],
      },
      { type: 'paragraph', text: 'E não esqueça das consultas de rotina com o veterinário e da vacinação em dia.' },
    ],
  },
  {
    title: 'Skincare para iniciantes: a rotina básica em três passos',
    excerpt: 'Limpeza, hidratação e protetor solar: o mínimo que a sua pele precisa todos os dias.',
    authorName: 'Helena Duarte',
    publishedAt: '2025-02-26 15:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Cuidar da pele não precisa ser complicado nem caro. Uma rotina com três produtos já traz resultados visíveis.',
      },
      {
        type: 'list',
        items: [
          'Limpeza: sabonete facial adequado ao seu tipo de pele, de manhã e à noite',
          'Hidratação: hidratante leve, mesmo para pele oleosa',
          'Proteção: protetor solar FPS 30 ou mais, todos os dias, inclusive nublados',
        ],
      },
      {
        type: 'paragraph',
        text: 'Depois de algumas semanas, você pode incluir um sérum com vitamina C pela manhã ou retinol à noite, sempre com orientação de um dermatologista.',
      },
    ],
  },
  {
    title: 'Como funciona o programa de afiliados do Mercado Brasil',
    excerpt: 'Divulgue produtos, receba comissão por venda e acompanhe tudo pelo painel do afiliado.',
    authorName: 'Equipe Mercado Brasil',
    publishedAt: '2025-02-10 12:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'O programa de afiliados permite que criadores de conteúdo, blogueiros e qualquer pessoa com uma rede de contatos ganhem comissão indicando produtos das nossas lojas.',
      },
      { type: 'heading', text: 'Passo a passo' },
      {
        type: 'list',
        items: [
          'Cadastre-se como afiliado e aguarde a aprovação',
          'Escolha produtos no Mercado de Afiliados e veja a comissão de cada um',
          'Compartilhe seu link exclusivo nas redes sociais',
          'Acompanhe vendas e extrato pelo painel',
        ],
      },
      {
        type: 'paragraph',
        text: 'As comissões variam de 5% a 20% do valor do produto e são liberadas após o fim do prazo de devolução.',
      },
    ],
  },
  {
    title: 'Ferramentas essenciais para ter em casa',
    excerpt: 'Uma lista enxuta para resolver pequenos reparos sem chamar ninguém.',
    authorName: 'Rodrigo Alves',
    publishedAt: '2025-01-25 09:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Trocar um chuveiro, apertar um parafuso da porta ou montar um móvel: com poucas ferramentas você resolve a maior parte dos reparos domésticos.',
      },
      {
        type: 'list',
        items: [
          'Jogo de chaves de fenda e Phillips',
          'Alicate universal e alicate de bico',
          'Martelo e trena de 5 metros',
          'Furadeira com jogo de brocas para madeira, metal e concreto',
          'Nível de bolha e fita isolante',
        ],
      },
      {
        type: 'paragraph',
        text: 'Guarde tudo numa maleta organizada e sempre desligue o disjuntor antes de mexer em qualquer instalação elétrica.',
      },
    ],
  },
  {
    title: 'Presentes criativos para o Dia das Crianças',
    excerpt: 'Brinquedos que estimulam a criatividade, o raciocínio e a diversão longe das telas.',
    authorName: 'Luana Ribeiro',
    publishedAt: '2025-01-08 13:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Os melhores presentes são aqueles que rendem horas de brincadeira e ainda ajudam no desenvolvimento. Separamos ideias por faixa etária.',
      },
      {
        type: 'list',
        items: [
          'Até 3 anos: blocos grandes, pelúcias antialérgicas e livros cartonados',
          'De 4 a 7 anos: jogos de tabuleiro simples, massinha e fantasias',
          'De 8 a 12 anos: blocos de montar com mais peças, jogos de estratégia e bicicletas',
        ],
      },
      { type: 'paragraph', text: 'Confira sempre o selo do Inmetro e a idade indicada na embalagem.' },
    ],
  },
  {
    title: 'Pneus: quando trocar e como escolher a medida certa',
    excerpt: 'Aprenda a ler a lateral do pneu e a identificar o momento da troca.',
    authorName: 'Thiago Moreira',
    publishedAt: '2024-12-15 10:00:00',
    blocks: [
      {
        type: 'paragraph',
        text: 'Pneus em bom estado são fundamentais para a segurança. A legislação exige sulcos de pelo menos 1,6 mm, mas o ideal é trocar antes disso.',
      },
      { type: 'heading', text: 'Como ler a medida' },
      {
        type: 'paragraph',
        text: 'Em 185/65 R15, 185 é a largura em milímetros, 65 é a altura da lateral em porcentagem da largura e 15 é o diâmetro do aro em polegadas. A medida correta está no manual do carro e na coluna da porta do motorista.',
      },
      {
        type: 'list',
        items: [
          'Confira a calibragem a cada 15 dias, com os pneus frios',
          'Faça rodízio a cada 10 mil km',
          'Alinhe e balanceie sempre que trocar pneus',
        ],
      },
    ],
  },
];
