/**
 * Sentences the demo product descriptions are made of. Placeholders:
 * {name} product name, {brand} manufacturer, {category} sub-category name.
 */

export const descriptionIntros = [
  '{name} reúne qualidade e praticidade para o seu dia a dia. Um produto {brand} pensado para quem não abre mão de bom desempenho e durabilidade.',
  'Conheça {name}: a escolha certa em {category} para quem procura confiança, bom acabamento e ótimo custo-benefício.',
  'Com a qualidade {brand}, {name} foi desenvolvido para entregar o que promete, com design bonito e uso descomplicado.',
  '{name} é um dos destaques da nossa seleção de {category}. Confira os detalhes e as especificações abaixo antes de comprar.',
] as const;

/** Second paragraph by department (top-level category name). */
export const departmentParagraphs: Readonly<Record<string, readonly string[]>> = {
  Eletrônicos: [
    'Tecnologia atual, conexão simples com os seus outros aparelhos e consumo de energia eficiente.',
    'Ideal para aproveitar filmes, séries, música e jogos com a qualidade de imagem e som que você merece.',
    'Acompanha os acessórios essenciais para começar a usar assim que sair da caixa.',
  ],
  'Celulares e Smartphones': [
    'Compatível com as principais operadoras do Brasil e com os aplicativos que você usa todos os dias.',
    'Bateria de longa duração, tela com boa visibilidade sob o sol e câmeras para registrar cada momento.',
    'Produto homologado pela Anatel, com nota fiscal e garantia.',
  ],
  Informática: [
    'Desempenho para estudar, trabalhar em casa e se divertir, com conectividade moderna e baixo ruído.',
    'Fácil de instalar e configurar: é ligar e começar a usar.',
    'Construção robusta, pensada para o uso intenso do dia a dia.',
  ],
  Eletrodomésticos: [
    'Economia de energia com selo Procel e tecnologia que facilita a rotina da casa.',
    'Painel intuitivo, limpeza simples e design que combina com cozinhas e lavanderias modernas.',
    'Confira a voltagem antes de comprar: o produto deve ser ligado a uma tomada adequada, de preferência exclusiva.',
  ],
  'Casa e Decoração': [
    'Deixa qualquer ambiente mais aconchegante e funcional, combinando com diferentes estilos de decoração.',
    'Materiais de qualidade, fáceis de limpar e feitos para durar.',
    'As cores podem variar levemente conforme a configuração da sua tela.',
  ],
  'Moda Feminina': [
    'Modelagem confortável que valoriza o corpo, perfeita para o trabalho, passeios e ocasiões especiais.',
    'Tecido agradável ao toque, com bom caimento e fácil de cuidar: lave do avesso e seque à sombra.',
    'Consulte a tabela de medidas antes de escolher o tamanho.',
  ],
  'Moda Masculina': [
    'Caimento moderno e confortável, fácil de combinar com outras peças do guarda-roupa.',
    'Materiais resistentes, acabamento caprichado e cores que não desbotam com facilidade.',
    'Confira a tabela de medidas para escolher o tamanho ideal.',
  ],
  'Esporte e Lazer': [
    'Feito para acompanhar seus treinos e aventuras, com resistência e conforto em cada uso.',
    'Aprovado por praticantes iniciantes e experientes, oferece segurança e bom desempenho.',
    'Mantenha-se ativo com um equipamento que cabe na sua rotina.',
  ],
  'Beleza e Perfumaria': [
    'Fórmula dermatologicamente testada, com fragrância agradável e resultado visível desde as primeiras aplicações.',
    'Produto original, dentro do prazo de validade e armazenado em local adequado.',
    'Para melhores resultados, use diariamente e faça um teste de sensibilidade antes da primeira aplicação.',
  ],
  Brinquedos: [
    'Estimula a criatividade, a coordenação motora e a diversão em família.',
    'Produto certificado pelo Inmetro, com materiais atóxicos e acabamento seguro.',
    'Verifique a faixa etária indicada na embalagem antes de presentear.',
  ],
  Livros: [
    'Uma leitura envolvente, daquelas que a gente não consegue largar até a última página.',
    'Edição cuidadosa, com boa diagramação e papel confortável para a leitura.',
    'Ótima opção de presente para quem ama ler.',
  ],
  'Pet Shop': [
    'Desenvolvido para o bem-estar e o conforto do seu pet, com materiais seguros e resistentes.',
    'Aprovado por tutores e recomendado por veterinários.',
    'Faça a transição de forma gradual e observe a adaptação do seu animal.',
  ],
  Automotivo: [
    'Mais segurança, conforto e praticidade para o seu carro.',
    'Verifique a compatibilidade com o seu veículo antes de comprar; em caso de dúvida, fale com o vendedor.',
    'Instalação simples, com instruções em português.',
  ],
  Mercado: [
    'Produto selecionado, com procedência garantida e sabor que faz diferença no dia a dia.',
    'Armazene em local seco e arejado, longe da luz do sol.',
    'Enviado com validade longa e embalagem reforçada.',
  ],
};

export const closingPhysical = [
  'Enviamos com nota fiscal e garantia contra defeitos de fabricação. Em caso de dúvida, fale com o vendedor pelo chat.',
  'Produto novo, em embalagem original, com garantia do fabricante. Você tem 7 dias após o recebimento para desistir da compra.',
  'Despachamos em até 2 dias úteis após a confirmação do pagamento, com código de rastreio.',
] as const;

export const closingDigital = [
  'Produto digital: nada é enviado pelos Correios. Você recebe o acesso por e-mail assim que o pagamento for confirmado.',
] as const;

export const closingService = [
  'Serviço prestado por profissionais parceiros. Após a compra, entraremos em contato para agendar a data e o horário.',
] as const;
