export interface SellerSeed {
  name: string;
  cityName: string;
  stateName: string;
  /** Departments (top-level category names) the store sells in. */
  departments: readonly string[];
  description: string;
  /** Street address for store pickup, when the store offers it. */
  pickup: { address: string; zipCode: string; days: number } | null;
  /** Day the store opened on the marketplace (UTC). */
  openedOn: string;
}

/** Stores of the demo, each with the departments it sells in. */
export const sellerSeeds: readonly SellerSeed[] = [
  {
    name: 'TechMix Eletrônicos',
    cityName: 'São Paulo',
    stateName: 'SP',
    departments: ['Eletrônicos', 'Informática', 'Celulares e Smartphones'],
    description:
      'Loja especializada em eletrônicos e informática desde 2012. Trabalhamos apenas com produtos originais, com nota fiscal e garantia do fabricante.',
    pickup: { address: 'Rua Santa Ifigênia, 512 - Santa Ifigênia, São Paulo - SP', zipCode: '01207001', days: 1 },
    openedOn: '2021-03-15',
  },
  {
    name: 'Casa Bella Utilidades',
    cityName: 'Belo Horizonte',
    stateName: 'MG',
    departments: ['Casa e Decoração', 'Eletrodomésticos'],
    description:
      'Tudo para deixar a sua casa mais bonita e prática: utilidades, cama, mesa e banho e decoração com preço justo e envio rápido para todo o Brasil.',
    pickup: { address: 'Avenida do Contorno, 6061 - Savassi, Belo Horizonte - MG', zipCode: '30110042', days: 2 },
    openedOn: '2021-05-02',
  },
  {
    name: 'Ateliê Dona Flor',
    cityName: 'Salvador',
    stateName: 'BA',
    departments: ['Moda Feminina', 'Casa e Decoração'],
    description:
      'Peças femininas com acabamento artesanal, feitas por costureiras baianas. Tecidos leves, cores vivas e modelagens que valorizam todos os corpos.',
    pickup: null,
    openedOn: '2021-08-20',
  },
  {
    name: 'Mundo Gamer Store',
    cityName: 'Curitiba',
    stateName: 'PR',
    departments: ['Eletrônicos', 'Informática'],
    description:
      'Consoles, jogos, periféricos e acessórios para quem leva o jogo a sério. Atendimento feito por gamers e envio no mesmo dia útil.',
    pickup: { address: 'Rua XV de Novembro, 1299 - Centro, Curitiba - PR', zipCode: '80060000', days: 1 },
    openedOn: '2021-06-11',
  },
  {
    name: 'Conecta Celulares',
    cityName: 'Recife',
    stateName: 'PE',
    departments: ['Celulares e Smartphones', 'Eletrônicos'],
    description:
      'Smartphones novos e recondicionados com garantia, capas, películas e carregadores. Testamos cada aparelho antes do envio.',
    pickup: { address: 'Rua da Aurora, 325 - Boa Vista, Recife - PE', zipCode: '50050000', days: 1 },
    openedOn: '2022-01-18',
  },
  {
    name: 'Lar Doce Lar Móveis',
    cityName: 'Caxias do Sul',
    stateName: 'RS',
    departments: ['Casa e Decoração'],
    description:
      'Móveis produzidos na serra gaúcha com madeira de reflorestamento. Projetos funcionais para apartamentos e casas, com montagem simples.',
    pickup: null,
    openedOn: '2021-11-09',
  },
  {
    name: 'EletroLar Express',
    cityName: 'Goiânia',
    stateName: 'GO',
    departments: ['Eletrodomésticos', 'Casa e Decoração'],
    description:
      'Geladeiras, fogões, lavadoras e portáteis das melhores marcas, com entrega agendada e opção de instalação.',
    pickup: { address: 'Avenida T-63, 1296 - Setor Bueno, Goiânia - GO', zipCode: '74230100', days: 2 },
    openedOn: '2021-04-27',
  },
  {
    name: 'Estilo Urbano Moda Masculina',
    cityName: 'Rio de Janeiro',
    stateName: 'RJ',
    departments: ['Moda Masculina'],
    description:
      'Camisas, calças, bermudas e calçados com caimento moderno. Moda masculina carioca para o trabalho e para o fim de semana.',
    pickup: { address: 'Rua Visconde de Pirajá, 414 - Ipanema, Rio de Janeiro - RJ', zipCode: '22410002', days: 1 },
    openedOn: '2022-02-14',
  },
  {
    name: 'Bella Pele Cosméticos',
    cityName: 'Campinas',
    stateName: 'SP',
    departments: ['Beleza e Perfumaria'],
    description:
      'Maquiagem, skincare, cabelos e perfumes com curadoria de especialistas. Produtos originais, dentro da validade e com envio cuidadoso.',
    pickup: null,
    openedOn: '2021-09-03',
  },
  {
    name: 'Empório Serra Verde',
    cityName: 'Poços de Caldas',
    stateName: 'MG',
    departments: ['Mercado'],
    description:
      'Cafés especiais do sul de Minas, chás, alimentos e bebidas selecionados. Da fazenda para a sua mesa, com frescor garantido.',
    pickup: { address: 'Rua Assis Figueiredo, 1020 - Centro, Poços de Caldas - MG', zipCode: '37701000', days: 1 },
    openedOn: '2022-03-22',
  },
  {
    name: 'Pedal Livre Bikes',
    cityName: 'Florianópolis',
    stateName: 'SC',
    departments: ['Esporte e Lazer'],
    description:
      'Bicicletas, peças e acessórios para pedalar na cidade, na trilha ou na estrada. Todas as bikes saem revisadas por mecânicos da loja.',
    pickup: { address: 'Rua Bocaiúva, 2125 - Centro, Florianópolis - SC', zipCode: '88015530', days: 2 },
    openedOn: '2022-05-05',
  },
  {
    name: 'Fit Power Suplementos',
    cityName: 'Fortaleza',
    stateName: 'CE',
    departments: ['Esporte e Lazer', 'Mercado'],
    description:
      'Suplementos, acessórios de treino e alimentação saudável. Marcas reconhecidas, lotes rastreáveis e atendimento com nutricionista parceira.',
    pickup: null,
    openedOn: '2022-06-30',
  },
  {
    name: 'Cantinho do Brinquedo',
    cityName: 'Porto Alegre',
    stateName: 'RS',
    departments: ['Brinquedos'],
    description:
      'Brinquedos educativos, jogos de tabuleiro, bonecas e pelúcias com selo do Inmetro. Diversão segura para todas as idades.',
    pickup: { address: 'Avenida Independência, 1100 - Independência, Porto Alegre - RS', zipCode: '90035076', days: 1 },
    openedOn: '2021-10-12',
  },
  {
    name: 'Livraria Páginas Abertas',
    cityName: 'São Paulo',
    stateName: 'SP',
    departments: ['Livros'],
    description:
      'Livraria independente com literatura brasileira, ficção, livros infantis e de negócios. Livros novos e seminovos conferidos página a página.',
    pickup: { address: 'Rua Augusta, 2690 - Jardins, São Paulo - SP', zipCode: '01412100', days: 1 },
    openedOn: '2021-02-08',
  },
  {
    name: 'Amigo Fiel Pet Shop',
    cityName: 'Brasília',
    stateName: 'DF',
    departments: ['Pet Shop'],
    description:
      'Rações, petiscos, brinquedos e acessórios para cães e gatos. Atendimento com médica-veterinária para ajudar na escolha.',
    pickup: { address: 'SCLN 209 Bloco B, Loja 30 - Asa Norte, Brasília - DF', zipCode: '70854520', days: 1 },
    openedOn: '2022-04-19',
  },
  {
    name: 'AutoPeças Rota 101',
    cityName: 'Joinville',
    stateName: 'SC',
    departments: ['Automotivo'],
    description:
      'Pneus, som automotivo, acessórios e ferramentas para o seu carro. Indicamos a medida certa pelo modelo do veículo.',
    pickup: { address: 'Rua Dona Francisca, 3160 - Saguaçu, Joinville - SC', zipCode: '89221006', days: 2 },
    openedOn: '2021-07-07',
  },
  {
    name: 'Mercadinho da Vila',
    cityName: 'Campinas',
    stateName: 'SP',
    departments: ['Mercado'],
    description:
      'Mercearia de bairro que agora entrega em todo o Brasil: bebidas, alimentos, limpeza e higiene com preço de atacado.',
    pickup: null,
    openedOn: '2022-08-01',
  },
  {
    name: 'Info Prime Computadores',
    cityName: 'Vitória',
    stateName: 'ES',
    departments: ['Informática'],
    description:
      'Notebooks, desktops montados, monitores e acessórios. Montamos o computador ideal para estudo, trabalho ou jogos.',
    pickup: { address: 'Avenida Jerônimo Monteiro, 1000 - Centro, Vitória - ES', zipCode: '29010004', days: 2 },
    openedOn: '2021-12-01',
  },
  {
    name: 'Sabor do Sul Empório',
    cityName: 'Gramado',
    stateName: 'RS',
    departments: ['Mercado'],
    description:
      'Vinhos, sucos de uva, geleias, chocolates e delícias coloniais da serra gaúcha, embalados com carinho.',
    pickup: null,
    openedOn: '2022-09-13',
  },
  {
    name: 'Passo Certo Calçados',
    cityName: 'Franca',
    stateName: 'SP',
    departments: ['Moda Masculina', 'Moda Feminina'],
    description:
      'Calçados de couro legítimo fabricados em Franca, capital nacional do calçado. Conforto para o dia a dia e troca fácil.',
    pickup: { address: 'Avenida Presidente Vargas, 1500 - Centro, Franca - SP', zipCode: '14400000', days: 1 },
    openedOn: '2021-06-25',
  },
  {
    name: 'Bossa Moda Feminina',
    cityName: 'Rio de Janeiro',
    stateName: 'RJ',
    departments: ['Moda Feminina'],
    description: 'Vestidos, blusas e calças com a leveza carioca. Coleções novas todo mês e grade do PP ao GG.',
    pickup: null,
    openedOn: '2022-01-05',
  },
  {
    name: 'Clima Ideal Refrigeração',
    cityName: 'Manaus',
    stateName: 'AM',
    departments: ['Eletrodomésticos'],
    description:
      'Ar-condicionado, climatizadores e ventiladores com instalação credenciada. Especialistas em conforto térmico no Norte do país.',
    pickup: { address: 'Avenida Djalma Batista, 1661 - Chapada, Manaus - AM', zipCode: '69050010', days: 2 },
    openedOn: '2022-10-20',
  },
  {
    name: 'Som & Imagem Center',
    cityName: 'Belém',
    stateName: 'PA',
    departments: ['Eletrônicos', 'Automotivo'],
    description: 'TVs, caixas de som, fones e som automotivo. Demonstração na loja física e suporte para instalação.',
    pickup: { address: 'Avenida Presidente Vargas, 640 - Campina, Belém - PA', zipCode: '66017000', days: 1 },
    openedOn: '2021-03-30',
  },
  {
    name: 'Rei dos Pneus',
    cityName: 'Ribeirão Preto',
    stateName: 'SP',
    departments: ['Automotivo'],
    description:
      'Pneus para carros, SUVs e utilitários com os melhores preços da região. Montagem e balanceamento em oficinas parceiras.',
    pickup: {
      address: 'Avenida Presidente Kennedy, 1500 - Ribeirânia, Ribeirão Preto - SP',
      zipCode: '14096340',
      days: 1,
    },
    openedOn: '2022-02-28',
  },
  {
    name: 'Natureza Viva Cosméticos Naturais',
    cityName: 'Curitiba',
    stateName: 'PR',
    departments: ['Beleza e Perfumaria', 'Mercado'],
    description:
      'Cosméticos veganos e naturais, sem parabenos e sem testes em animais. Fórmulas brasileiras com ativos da biodiversidade.',
    pickup: null,
    openedOn: '2022-07-15',
  },
  {
    name: 'Barba & Navalha',
    cityName: 'São Paulo',
    stateName: 'SP',
    departments: ['Beleza e Perfumaria', 'Moda Masculina'],
    description:
      'Tudo para o cuidado masculino: óleos, balms, lâminas, perfumes e relógios. Indicações de barbeiros profissionais.',
    pickup: { address: 'Rua Oscar Freire, 900 - Jardins, São Paulo - SP', zipCode: '01426001', days: 1 },
    openedOn: '2022-11-03',
  },
  {
    name: 'Aventura Camping',
    cityName: 'Campo Grande',
    stateName: 'MS',
    departments: ['Esporte e Lazer'],
    description:
      'Barracas, sacos de dormir, equipamentos de pesca e acessórios para aventuras no Pantanal e em qualquer lugar do Brasil.',
    pickup: null,
    openedOn: '2022-03-09',
  },
  {
    name: 'Gol de Placa Esportes',
    cityName: 'Belo Horizonte',
    stateName: 'MG',
    departments: ['Esporte e Lazer', 'Moda Masculina'],
    description:
      'Chuteiras, bolas, camisas e acessórios para futebol de campo, society e futsal. Do iniciante ao atleta.',
    pickup: { address: 'Rua dos Carijós, 345 - Centro, Belo Horizonte - MG', zipCode: '30120060', days: 1 },
    openedOn: '2021-05-21',
  },
  {
    name: 'Pequenos Leitores',
    cityName: 'Natal',
    stateName: 'RN',
    departments: ['Livros', 'Brinquedos'],
    description:
      'Livros infantis e juvenis, jogos educativos e brinquedos que estimulam a imaginação. Curadoria feita por pedagogas.',
    pickup: null,
    openedOn: '2022-04-04',
  },
  {
    name: 'Luz & Cia Iluminação',
    cityName: 'São José dos Campos',
    stateName: 'SP',
    departments: ['Casa e Decoração'],
    description:
      'Luminárias, lustres, lâmpadas de LED e fitas decorativas para todos os ambientes. Ajudamos no projeto de iluminação.',
    pickup: {
      address: 'Avenida Nove de Julho, 460 - Jardim Apolo, São José dos Campos - SP',
      zipCode: '12243000',
      days: 2,
    },
    openedOn: '2022-06-06',
  },
  {
    name: 'Digital House Acessórios',
    cityName: 'Uberlândia',
    stateName: 'MG',
    departments: ['Celulares e Smartphones', 'Informática'],
    description:
      'Capas, películas, cabos, carregadores, smartwatches e periféricos com ótimo custo-benefício e garantia de 90 dias.',
    pickup: null,
    openedOn: '2022-12-12',
  },
  {
    name: 'Nordeste Utilidades',
    cityName: 'João Pessoa',
    stateName: 'PB',
    departments: ['Casa e Decoração', 'Mercado'],
    description:
      'Utilidades domésticas, produtos de limpeza e artigos de cama e mesa com entrega rápida para todo o Nordeste.',
    pickup: {
      address: 'Avenida Epitácio Pessoa, 1250 - Bairro dos Estados, João Pessoa - PB',
      zipCode: '58030001',
      days: 1,
    },
    openedOn: '2023-01-16',
  },
  {
    name: 'Oficina do Mestre Ferramentas',
    cityName: 'Londrina',
    stateName: 'PR',
    departments: ['Automotivo', 'Casa e Decoração'],
    description:
      'Ferramentas manuais e elétricas, kits automotivos e organizadores. Produtos para profissionais e para quem gosta de resolver em casa.',
    pickup: { address: 'Avenida Higienópolis, 1100 - Centro, Londrina - PR', zipCode: '86020080', days: 1 },
    openedOn: '2023-02-07',
  },
  {
    name: 'Cuiabá Eletro',
    cityName: 'Cuiabá',
    stateName: 'MT',
    departments: ['Eletrodomésticos', 'Eletrônicos'],
    description: 'Eletrodomésticos e eletrônicos com preços de fábrica e frete reduzido para o Centro-Oeste.',
    pickup: null,
    openedOn: '2023-03-01',
  },
];
