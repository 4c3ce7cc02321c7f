/**
 * Recipes for the demo products of every sub-category.
 *
 * A name pattern is literal text with slots:
 *   {brand}           the manufacturer picked for the product
 *   {model}           a model of that manufacturer (or of the template's shared list)
 *   {a|b|c}           one of the alternatives
 *   {Label:a|b|c}     one of the alternatives, also listed as the specification "Label"
 * When the product gets a variation axis whose name equals a slot label (e.g. 'Cor'),
 * that slot is left out of the name: the buyer chooses it on the product page.
 */

export type VariationAxis = 'Cor' | 'Tamanho' | 'Voltagem';

export interface VariationRecipe {
  name: VariationAxis;
  options: readonly string[];
  /** Share of the template's products that get this axis. */
  chance: number;
  /** Price added per option position (in reais), e.g. bigger sizes cost more. */
  step?: number;
}

export interface ProductTemplate {
  pattern: string;
  /** Manufacturer name to its models; a plain list when the pattern has no {model}. */
  brands: Readonly<Record<string, readonly string[]>> | readonly string[];
  /** Models shared by every brand (books, for instance). */
  models?: readonly string[];
  /** Price range in reais. */
  price: readonly [number, number];
  type?: 'Produto físico' | 'Kit' | 'Produto digital' | 'Serviço';
  variation?: VariationRecipe;
  /** Fixed specifications added to every product of the template. */
  specs?: Readonly<Record<string, string>>;
  /** Relative weight of the template inside its sub-category (default 1). */
  weight?: number;
}

export interface SubcategoryRecipe {
  /** Sub-category name exactly as in the category tree. */
  category: string;
  /** How many products the sub-category receives. */
  count: number;
  /** Whether used and refurbished items may appear. */
  secondHand?: boolean;
  templates: readonly ProductTemplate[];
}

const COLORS = ['Preto', 'Branco', 'Azul', 'Vermelho', 'Verde', 'Cinza', 'Rosa', 'Grafite'] as const;
const CLOTHING_SIZES = ['PP', 'P', 'M', 'G', 'GG'] as const;
const SHOE_SIZES_F = ['34', '35', '36', '37', '38', '39'] as const;
const SHOE_SIZES_M = ['38', '39', '40', '41', '42', '43', '44'] as const;
const VOLTAGES = ['110V', '220V'] as const;
const NUMBERED_SIZES = ['36', '38', '40', '42', '44', '46'] as const;

const sizes = (chance: number): VariationRecipe => ({ name: 'Tamanho', options: CLOTHING_SIZES, chance });
const voltage = (chance: number): VariationRecipe => ({ name: 'Voltagem', options: VOLTAGES, chance });
const colors = (chance: number, options: readonly string[] = COLORS): VariationRecipe => ({
  name: 'Cor',
  options,
  chance,
});

export const subcategoryRecipes: readonly SubcategoryRecipe[] = [
  // Eletrônicos
  {
    category: 'TVs',
    count: 30,
    secondHand: true,
    templates: [
      {
        pattern: 'Smart TV {brand} {Tela:32|43|50|55|65} Polegadas {Resolução:Full HD|4K UHD} {model}',
        brands: {
          Samsung: ['Crystal UHD', 'QLED Q60', 'Neo QLED'],
          LG: ['ThinQ AI', 'NanoCell', 'OLED evo'],
          TCL: ['P755 Google TV', 'C655 QLED', 'S5400 Android TV'],
          Philco: ['Roku TV', 'Android TV'],
          Sony: ['Bravia X75K', 'Bravia X80L'],
        },
        price: [1199, 7999],
        specs: { Conectividade: 'Wi-Fi, Bluetooth, 3 HDMI, 2 USB', Garantia: '12 meses' },
        weight: 6,
      },
      {
        pattern: 'Suporte Articulado para TV {Tamanho de tela:32 a 55|43 a 75} Polegadas {brand}',
        brands: ['ELG', 'Multivisão', 'Brasforma'],
        price: [79, 249],
        weight: 2,
      },
      {
        pattern: 'Instalação de TV na Parede com Suporte Fixo',
        brands: ['Instala Fácil Serviços'],
        price: [149, 249],
        type: 'Serviço',
        specs: { Atendimento: 'Capitais e regiões metropolitanas', Prazo: 'Agendamento em até 5 dias úteis' },
      },
    ],
  },
  {
    category: 'Áudio e Som',
    count: 28,
    templates: [
      {
        pattern: 'Caixa de Som Bluetooth {brand} {model} {Potência:20W|40W|100W} {Cor:Preta|Azul|Vermelha|Camuflada}',
        brands: {
          JBL: ['Flip 6', 'Charge 5', 'Go 3', 'Boombox 3'],
          Sony: ['SRS-XB13', 'SRS-XE200'],
          Philco: ['PBS50', 'PCX6000'],
        },
        price: [149, 2499],
        variation: colors(0.62, ['Preta', 'Azul', 'Vermelha', 'Verde']),
        weight: 5,
      },
      {
        pattern: 'Soundbar {brand} {model} {Canais:2.0|2.1|3.1} Canais com Subwoofer',
        brands: { Samsung: ['HW-T450', 'HW-B550'], LG: ['SN4', 'S65Q'], TCL: ['TS6110'] },
        price: [699, 2799],
        weight: 2,
      },
      {
        pattern: 'Vitrola Toca-Discos {brand} {model} com Bluetooth',
        brands: { Raveo: ['Sonetto', 'Fiesta'], Philco: ['Retrô'] },
        price: [399, 1299],
      },
    ],
  },
  {
    category: 'Fones de Ouvido',
    count: 28,
    templates: [
      {
        pattern: 'Fone de Ouvido Bluetooth {brand} {model} {Tipo:In-ear|Headphone} {Cor:Preto|Branco|Azul}',
        brands: {
          JBL: ['Tune 520BT', 'Wave Buds', 'Tune 770NC'],
          Sony: ['WH-CH520', 'WF-C700N', 'WH-1000XM5'],
          Xiaomi: ['Redmi Buds 4', 'Redmi Buds 5 Pro'],
          Apple: ['AirPods 3ª geração', 'AirPods Pro 2ª geração'],
          Samsung: ['Galaxy Buds FE', 'Galaxy Buds2 Pro'],
        },
        price: [129, 2599],
        variation: colors(0.67, ['Preto', 'Branco', 'Azul', 'Rosa']),
        weight: 5,
      },
      {
        pattern: 'Headset Gamer {brand} {model} com Microfone {Conexão:P2|USB|Sem fio}',
        brands: { HyperX: ['Cloud Stinger', 'Cloud II'], Redragon: ['Zeus X', 'Lamia 2'], Logitech: ['G335', 'G435'] },
        price: [179, 899],
        weight: 2,
      },
    ],
  },
  {
    category: 'Câmeras e Drones',
    count: 27,
    secondHand: true,
    templates: [
      {
        pattern: 'Câmera Digital {brand} {model} {Resolução:24MP|26MP|45MP} com Lente {Lente:18-55mm|15-45mm|28-70mm}',
        brands: {
          Canon: ['EOS R50', 'EOS Rebel T7', 'EOS R10'],
          Nikon: ['Z30', 'D3500'],
          Sony: ['Alpha a6400', 'ZV-E10'],
        },
        price: [2899, 9999],
        weight: 3,
      },
      {
        pattern: 'Drone {brand} {model} com Câmera {Resolução de vídeo:2.7K|4K}',
        brands: { DJI: ['Mini 2 SE', 'Mini 4 Pro', 'Air 3'] },
        price: [2599, 9999],
        weight: 2,
      },
      {
        pattern: 'Câmera de Ação {brand} {model} à Prova d’Água',
        brands: { GoPro: ['Hero 11 Black', 'Hero 12 Black'], DJI: ['Osmo Action 4'] },
        price: [1799, 3699],
        weight: 2,
      },
      {
        pattern: 'Kit Câmera {brand} {model} com Cartão 64GB, Bolsa e Tripé',
        brands: { Canon: ['EOS Rebel T7'], Nikon: ['D3500'] },
        price: [3299, 4599],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Games',
    count: 34,
    secondHand: true,
    templates: [
      {
        pattern: 'Console {brand} {model} {Armazenamento:512GB|825GB|1TB}',
        brands: {
          Sony: ['PlayStation 5 Slim', 'PlayStation 5 Digital'],
          Microsoft: ['Xbox Series S', 'Xbox Series X'],
          Nintendo: ['Switch OLED', 'Switch Lite'],
        },
        price: [1499, 4499],
        weight: 3,
      },
      {
        pattern: 'Controle Sem Fio {brand} {model} {Cor:Branco|Preto|Azul|Vermelho}',
        brands: { Sony: ['DualSense'], Microsoft: ['Xbox Wireless'], Nintendo: ['Joy-Con (par)', 'Pro Controller'] },
        price: [299, 599],
        variation: colors(0.72, ['Branco', 'Preto', 'Azul', 'Vermelho', 'Cinza']),
        weight: 3,
      },
      {
        pattern: 'Jogo {model} para {Plataforma:PS5|Xbox Series X|Nintendo Switch} - Mídia Física',
        brands: ['Sony', 'Microsoft', 'Nintendo', 'Electronic Arts'],
        models: [
          'EA Sports FC 24',
          'The Legend of Zelda: Tears of the Kingdom',
          'Mario Kart 8 Deluxe',
          'Forza Horizon 5',
          'Gran Turismo 7',
          'Hogwarts Legacy',
          'Spider-Man 2',
          'Minecraft',
        ],
        price: [149, 349],
        weight: 3,
      },
      {
        pattern: 'Gift Card {brand} R$ {Valor:50|100|250} - Código Digital',
        brands: ['Sony', 'Microsoft', 'Nintendo'],
        price: [50, 250],
        type: 'Produto digital',
        specs: { Entrega: 'Código enviado por e-mail após a confirmação do pagamento' },
      },
    ],
  },
  // Celulares e Smartphones
  {
    category: 'Smartphones',
    count: 44,
    secondHand: true,
    templates: [
      {
        pattern:
          'Smartphone {brand} {model} {Armazenamento:64GB|128GB|256GB} {Rede:4G|5G} {Cor:Preto|Azul|Verde|Branco|Lilás}',
        brands: {
          Samsung: ['Galaxy A15', 'Galaxy A35', 'Galaxy A55', 'Galaxy S23 FE', 'Galaxy S24'],
          Motorola: ['Moto G54', 'Moto G84', 'Edge 40 Neo', 'Moto E22'],
          Xiaomi: ['Redmi Note 13', 'Redmi 13C', 'Poco X6'],
          Apple: ['iPhone 13', 'iPhone 14', 'iPhone 15'],
          Realme: ['C55', '11 Pro'],
        },
        price: [899, 6999],
        variation: colors(0.67, ['Preto', 'Azul', 'Verde', 'Branco', 'Lilás']),
        specs: { 'Sistema operacional': 'Android ou iOS conforme o modelo', Garantia: '12 meses' },
      },
    ],
  },
  {
    category: 'Celulares Básicos',
    count: 20,
    templates: [
      {
        pattern: 'Celular {brand} {model} Dual Chip com Rádio FM {Cor:Preto|Azul|Vermelho}',
        brands: { Multilaser: ['Zapp', 'Up Play'], Positivo: ['P26', 'P70S'], Nokia: ['105', '110 4G'] },
        price: [119, 349],
        variation: colors(0.62, ['Preto', 'Azul', 'Vermelho']),
      },
      {
        pattern: 'Celular para Idosos {brand} {model} com Botão SOS e Teclas Grandes',
        brands: { Multilaser: ['Vita 3G'], Positivo: ['P41'] },
        price: [189, 329],
      },
    ],
  },
  {
    category: 'Capas e Películas',
    count: 34,
    templates: [
      {
        pattern: 'Capa Anti-impacto para {model} {Cor:Transparente|Preta|Azul|Rosa}',
        brands: ['Geonav', 'Spigen', 'Customic'],
        models: ['Galaxy A15', 'Galaxy A35', 'Galaxy S24', 'Moto G54', 'iPhone 13', 'iPhone 15', 'Redmi Note 13'],
        price: [29, 129],
        variation: colors(0.72, ['Transparente', 'Preta', 'Azul', 'Rosa', 'Verde']),
        weight: 3,
      },
      {
        pattern: 'Película de Vidro {Tipo:3D|Privacidade|Cerâmica} para {model}',
        brands: ['Gshield', 'Geonav', 'Customic'],
        models: ['Galaxy A15', 'Galaxy A55', 'iPhone 14', 'iPhone 15', 'Moto G84', 'Redmi 13C'],
        price: [19, 79],
        weight: 2,
      },
      {
        pattern: 'Kit Capa e Película para {model}',
        brands: ['Gshield', 'Customic'],
        models: ['Galaxy A35', 'iPhone 13', 'Moto G54'],
        price: [49, 99],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Carregadores e Cabos',
    count: 30,
    templates: [
      {
        pattern: 'Carregador Turbo {brand} {Potência:20W|25W|33W|65W} USB-C',
        brands: ['Samsung', 'Apple', 'Xiaomi', 'Baseus', 'Anker'],
        price: [49, 249],
        weight: 3,
      },
      {
        pattern:
          'Cabo {brand} USB-C {Comprimento:1m|2m} {Tipo:para USB-C|para Lightning|para USB-A} Reforçado {Cor:Preto|Branco}',
        brands: ['Baseus', 'Anker', 'Geonav', 'Multilaser'],
        price: [29, 129],
        variation: colors(0.62, ['Preto', 'Branco', 'Azul']),
        weight: 2,
      },
      {
        pattern: 'Carregador Portátil Power Bank {brand} {Capacidade:10.000mAh|20.000mAh}',
        brands: ['Anker', 'Xiaomi', 'Baseus', 'Geonav'],
        price: [99, 299],
        weight: 2,
      },
    ],
  },
  {
    category: 'Smartwatches',
    count: 28,
    secondHand: true,
    templates: [
      {
        pattern: 'Smartwatch {brand} {model} {Tamanho da caixa:40mm|41mm|44mm|45mm} {Cor:Preto|Prata|Rosa|Grafite}',
        brands: {
          Apple: ['Watch SE', 'Watch Series 9'],
          Samsung: ['Galaxy Watch6', 'Galaxy Watch FE'],
          Xiaomi: ['Redmi Watch 4', 'Smart Band 8'],
          Amazfit: ['GTS 4 Mini', 'Bip 5', 'Balance'],
        },
        price: [249, 4299],
        variation: colors(0.67, ['Preto', 'Prata', 'Rosa', 'Grafite']),
      },
    ],
  },
  // Informática
  {
    category: 'Notebooks',
    count: 36,
    secondHand: true,
    templates: [
      {
        pattern:
          'Notebook {brand} {model} {Processador:Intel Core i3|Intel Core i5|Intel Core i7|AMD Ryzen 5|AMD Ryzen 7} {Memória:8GB|16GB} {Armazenamento:256GB SSD|512GB SSD|1TB SSD} {Tela:14"|15,6"}',
        brands: {
          Lenovo: ['IdeaPad 3', 'IdeaPad Slim 5', 'ThinkPad E14'],
          Dell: ['Inspiron 15', 'Vostro 3520', 'Latitude 3440'],
          Acer: ['Aspire 5', 'Nitro 5', 'Swift Go'],
          Samsung: ['Galaxy Book3', 'Galaxy Book2'],
          Positivo: ['Vision C14', 'Motion Plus'],
          Asus: ['Vivobook 15', 'TUF Gaming F15'],
        },
        price: [1899, 7999],
        specs: { 'Sistema operacional': 'Windows 11 Home', Garantia: '12 meses' },
        weight: 6,
      },
      {
        pattern:
          'MacBook Air {Chip:M1|M2|M3} {Memória:8GB|16GB} {Armazenamento:256GB|512GB} {Cor:Cinza-espacial|Prateado|Meia-noite}',
        brands: ['Apple'],
        price: [6499, 12999],
        weight: 1,
      },
      {
        pattern: 'Formatação e Manutenção Preventiva de Notebook',
        brands: ['TecnoAssist Serviços'],
        price: [129, 199],
        type: 'Serviço',
        specs: { Inclui: 'Backup, formatação, instalação de drivers e limpeza interna' },
      },
    ],
  },
  {
    category: 'Computadores',
    count: 28,
    secondHand: true,
    templates: [
      {
        pattern:
          'Computador {brand} {model} {Processador:Intel Core i3|Intel Core i5|AMD Ryzen 5} {Memória:8GB|16GB} {Armazenamento:240GB SSD|480GB SSD|1TB SSD}',
        brands: {
          Positivo: ['Master D610', 'Union'],
          Dell: ['OptiPlex 3000', 'Vostro 3710'],
          Lenovo: ['IdeaCentre 3', 'ThinkCentre Neo'],
        },
        price: [1799, 5499],
        weight: 3,
      },
      {
        pattern:
          'PC Gamer {brand} {Processador:Ryzen 5 5600|Core i5 12400F|Ryzen 7 5700X} {Placa de vídeo:RTX 3050|RTX 4060|RX 6600} {Memória:16GB|32GB}',
        brands: ['Pichau', 'Terabyte', 'Mancer'],
        price: [3499, 8999],
        weight: 2,
      },
      {
        pattern: 'Kit Computador {brand} Completo com Monitor 21,5", Teclado e Mouse',
        brands: ['Positivo', 'Multilaser'],
        price: [1999, 3299],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Monitores',
    count: 28,
    templates: [
      {
        pattern:
          'Monitor {brand} {model} {Tela:21,5"|24"|27"|34"} {Resolução:Full HD|Quad HD|4K} {Taxa de atualização:75Hz|144Hz|165Hz}',
        brands: {
          LG: ['UltraGear', 'UltraWide', '24MP400'],
          Samsung: ['Odyssey G3', 'T350', 'ViewFinity S6'],
          AOC: ['Hero', 'Agon'],
          Dell: ['SE2422H', 'G2724D'],
        },
        price: [599, 3999],
      },
    ],
  },
  {
    category: 'Periféricos',
    count: 34,
    templates: [
      {
        pattern: 'Teclado Mecânico Gamer {brand} {model} {Switch:Blue|Red|Brown} ABNT2 RGB',
        brands: { Redragon: ['Kumara', 'Dark Avenger'], Logitech: ['G413', 'G Pro X'], HyperX: ['Alloy Origins'] },
        price: [179, 899],
        weight: 2,
      },
      {
        pattern: 'Mouse {Tipo:Sem Fio|Gamer|Vertical} {brand} {model} {DPI:1600 DPI|12000 DPI|25600 DPI}',
        brands: {
          Logitech: ['M170', 'G203', 'MX Master 3S'],
          Redragon: ['Cobra', 'King Cobra'],
          Multilaser: ['MO277'],
        },
        price: [39, 699],
        variation: colors(0.52, ['Preto', 'Branco', 'Grafite', 'Rosa']),
        weight: 2,
      },
      {
        pattern: 'Webcam {brand} {model} {Resolução:Full HD 1080p|HD 720p} com Microfone',
        brands: { Logitech: ['C920s', 'C270'], Multilaser: ['WC055'] },
        price: [129, 599],
      },
      {
        pattern: 'Kit Teclado e Mouse Sem Fio {brand} {model}',
        brands: { Logitech: ['MK270', 'MK235'], Multilaser: ['TC212'] },
        price: [99, 249],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Impressoras',
    count: 25,
    secondHand: true,
    templates: [
      {
        pattern: 'Impressora Multifuncional {brand} {model} {Tecnologia:Tanque de Tinta|Jato de Tinta|Laser} Wi-Fi',
        brands: {
          Epson: ['EcoTank L3250', 'EcoTank L4260'],
          HP: ['Smart Tank 581', 'DeskJet Ink Advantage 2874', 'LaserJet M141w'],
          Canon: ['Mega Tank G3110', 'Pixma G2110'],
          Brother: ['DCP-T420W', 'HL-1212W'],
        },
        price: [599, 2299],
        weight: 3,
      },
      {
        pattern: 'Kit Refil de Tinta {brand} {model} 4 Cores',
        brands: { Epson: ['T544'], HP: ['GT53'], Canon: ['GI-190'] },
        price: [99, 199],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Armazenamento',
    count: 28,
    templates: [
      {
        pattern: 'SSD {brand} {model} {Capacidade:480GB|1TB|2TB} {Interface:SATA III|NVMe M.2}',
        brands: {
          Kingston: ['A400', 'NV2'],
          'Western Digital': ['Green', 'Blue SN580'],
          Samsung: ['870 EVO', '980'],
          Crucial: ['BX500', 'P3'],
        },
        price: [179, 1299],
        weight: 3,
      },
      {
        pattern: 'Pen Drive {brand} {model} {Capacidade:32GB|64GB|128GB} USB 3.2',
        brands: { SanDisk: ['Ultra Flair', 'Cruzer Blade'], Kingston: ['DataTraveler Exodia'] },
        price: [29, 129],
        weight: 2,
      },
      {
        pattern: 'HD Externo Portátil {brand} {model} {Capacidade:1TB|2TB|4TB}',
        brands: { Seagate: ['Expansion', 'One Touch'], 'Western Digital': ['Elements', 'My Passport'] },
        price: [349, 999],
        weight: 2,
      },
    ],
  },
  // Eletrodomésticos
  {
    category: 'Geladeiras',
    count: 27,
    secondHand: true,
    templates: [
      {
        pattern:
          'Geladeira {brand} {Tipo:Frost Free|Duplex Frost Free|Inverse} {Capacidade:375 Litros|410 Litros|480 Litros} {model} {Cor:Branca|Inox|Preta} {Voltagem:110V|220V}',
        brands: {
          Brastemp: ['BRM44', 'BRE57'],
          Consul: ['CRM39', 'CRB36'],
          Electrolux: ['DB44', 'IB54', 'TF56'],
          Panasonic: ['NR-BB71', 'NR-BT55'],
        },
        price: [2399, 7499],
        variation: voltage(0.85),
      },
    ],
  },
  {
    category: 'Fogões',
    count: 27,
    templates: [
      {
        pattern:
          'Fogão {brand} {Bocas:4 Bocas|5 Bocas} {model} {Acendimento:Acendimento Automático|Mesa de Vidro} {Cor:Branco|Inox|Preto}',
        brands: {
          Brastemp: ['Clean', 'Ative'],
          Consul: ['CFO4N', 'CFS5'],
          Electrolux: ['76LBU', '52LBU'],
          Atlas: ['Mônaco', 'Agile Up'],
          Esmaltec: ['Bali', 'Safira'],
        },
        price: [799, 3499],
        weight: 3,
      },
      {
        pattern: 'Cooktop {Tipo:a Gás|de Indução} {brand} {Bocas:4 Bocas|5 Bocas} {Voltagem:110V|220V|Bivolt}',
        brands: ['Electrolux', 'Brastemp', 'Fischer', 'Philco'],
        price: [449, 2499],
        variation: voltage(0.82),
        weight: 2,
      },
    ],
  },
  {
    category: 'Máquinas de Lavar',
    count: 28,
    secondHand: true,
    templates: [
      {
        pattern:
          'Máquina de Lavar {brand} {Capacidade:11kg|12kg|13kg|17kg} {model} {Cor:Branca|Titânio} {Voltagem:110V|220V}',
        brands: {
          Brastemp: ['BWK12', 'BNF13'],
          Electrolux: ['LES13', 'LED17'],
          Consul: ['CWH12', 'CWB09'],
          Midea: ['Storm Wash'],
        },
        price: [1499, 3999],
        variation: voltage(0.85),
        weight: 3,
      },
      {
        pattern: 'Lava e Seca {brand} {Capacidade:10,5kg|11kg|12kg} {model} {Voltagem:110V|220V}',
        brands: { Samsung: ['WD11A', 'Ecobubble'], LG: ['VC4', 'AI DD'], Electrolux: ['LSP11'] },
        price: [3199, 5999],
        variation: voltage(0.82),
        weight: 2,
      },
      {
        pattern: 'Instalação de Máquina de Lavar com Kit de Mangueiras',
        brands: ['Instala Fácil Serviços'],
        price: [129, 179],
        type: 'Serviço',
      },
    ],
  },
  {
    category: 'Micro-ondas',
    count: 27,
    templates: [
      {
        pattern:
          'Micro-ondas {brand} {Capacidade:20 Litros|25 Litros|31 Litros|34 Litros} {model} {Cor:Branco|Inox|Preto|Espelhado} {Voltagem:110V|220V}',
        brands: {
          Electrolux: ['Efficient', 'ME41'],
          Panasonic: ['NN-ST25', 'NN-GT68'],
          Philco: ['PMO28', 'PMO33'],
          Brastemp: ['BMS45'],
          Midea: ['MRAS2'],
        },
        price: [499, 1499],
        variation: voltage(0.85),
      },
    ],
  },
  {
    category: 'Ar-condicionado',
    count: 28,
    templates: [
      {
        pattern:
          'Ar-condicionado Split {brand} {model} {Capacidade:9.000 BTUs|12.000 BTUs|18.000 BTUs|24.000 BTUs} {Tipo:Inverter|On/Off} {Ciclo:Frio|Quente e Frio} {Voltagem:220V|110V}',
        brands: {
          Samsung: ['WindFree', 'Digital Inverter'],
          LG: ['Dual Inverter Voice', 'ArtCool'],
          Gree: ['G-Top', 'Eco Garden'],
          Electrolux: ['Color Adapt'],
          Midea: ['AI Ecomaster'],
        },
        price: [1799, 5499],
        variation: voltage(0.62),
        weight: 4,
      },
      {
        pattern: 'Instalação de Ar-condicionado Split até {Capacidade:12.000|24.000} BTUs',
        brands: ['Clima Técnico Serviços'],
        price: [399, 699],
        type: 'Serviço',
        specs: { Inclui: 'Até 3 metros de tubulação, suporte e vácuo' },
      },
    ],
  },
  {
    category: 'Aspiradores de Pó',
    count: 27,
    templates: [
      {
        pattern:
          'Aspirador de Pó {Tipo:Vertical|Portátil|Robô} {brand} {model} {Potência:1000W|1250W|1400W} {Voltagem:110V|220V|Bivolt}',
        brands: {
          Electrolux: ['Ergo10', 'Easybox', 'Pure i9'],
          WAP: ['Silent Speed', 'Robot W300'],
          Philco: ['Ciclone Force', 'PAS26'],
          Mondial: ['Power Cyclone', 'Fast Clean'],
        },
        price: [149, 2499],
        variation: voltage(0.77),
      },
    ],
  },
  // Casa e Decoração
  {
    category: 'Móveis',
    count: 30,
    templates: [
      {
        pattern:
          'Sofá {Lugares:2 Lugares|3 Lugares|Retrátil e Reclinável} {model} em {Tecido:Suede|Linho|Veludo} {Cor:Cinza|Bege|Azul|Verde}',
        brands: ['Linoforte', 'American Comfort', 'Madesa'],
        models: ['Lisboa', 'Milão', 'Florença', 'Verona', 'Paris'],
        price: [1199, 4999],
        variation: colors(0.67, ['Cinza', 'Bege', 'Azul', 'Verde']),
        weight: 2,
      },
      {
        pattern:
          'Rack para TV até {Tamanho de tela:55|65|75} Polegadas {brand} {model} {Cor:Branco|Off White|Freijó|Nogueira}',
        brands: ['Madesa', 'Artely', 'Tecno Mobili'],
        models: ['Dallas', 'Atlanta', 'Denver', 'Houston'],
        price: [299, 1299],
        weight: 2,
      },
      {
        pattern: 'Mesa de Jantar {model} {Lugares:4 Lugares|6 Lugares} Tampo de Vidro {brand}',
        brands: ['Madesa', 'Artely', 'Móveis Rufato'],
        models: ['Bárbara', 'Celebrare', 'Sofia'],
        price: [699, 2499],
      },
      {
        pattern: 'Cadeira de Escritório {brand} {model} Ergonômica {Cor:Preta|Cinza|Azul}',
        brands: ['Flexform', 'Cavaletti', 'DT3 Sports'],
        models: ['Ergo', 'Presidente', 'Mesh'],
        price: [449, 2299],
        variation: colors(0.67, ['Preta', 'Cinza', 'Azul']),
      },
    ],
  },
  {
    category: 'Cama, Mesa e Banho',
    count: 32,
    templates: [
      {
        pattern:
          'Jogo de Cama {Tamanho:Casal|Queen|King} {brand} {Fios:180 Fios|200 Fios|400 Fios} {model} {Cor:Branco|Cinza|Azul|Rosa}',
        brands: ['Santista', 'Buddemeyer', 'Karsten', 'Altenburg', 'Teka'],
        models: ['Percal', 'Algodão Egípcio', 'Malha 100% Algodão', 'Micropercal'],
        price: [89, 599],
        variation: { name: 'Tamanho', options: ['Solteiro', 'Casal', 'Queen', 'King'], chance: 0.65, step: 40 },
        weight: 3,
      },
      {
        pattern: 'Jogo de Toalhas {brand} {model} {Peças:4 Peças|5 Peças} {Cor:Branco|Areia|Azul|Verde}',
        brands: ['Karsten', 'Buddemeyer', 'Santista', 'Teka'],
        models: ['Lumina', 'Fio Penteado', 'Premium Soft'],
        price: [79, 299],
        variation: colors(0.62, ['Branco', 'Areia', 'Azul', 'Verde', 'Rosa']),
        weight: 2,
      },
      {
        pattern:
          'Toalha de Mesa {brand} {Formato:Retangular|Redonda|Quadrada} {Lugares:4 Lugares|6 Lugares|8 Lugares} {model}',
        brands: ['Karsten', 'Dohler', 'Teka'],
        models: ['Jacquard', 'Linho Rústico', 'Impermeável'],
        price: [49, 229],
      },
    ],
  },
  {
    category: 'Iluminação',
    count: 28,
    templates: [
      {
        pattern: 'Luminária de {Tipo:Mesa|Piso|Teto} {model} {brand} {Cor:Preta|Branca|Dourada}',
        brands: ['Startec', 'Bella Iluminação', 'Taschibra'],
        models: ['Escandinava', 'Industrial', 'Articulada', 'Cúpula de Linho'],
        price: [79, 899],
        variation: colors(0.5, ['Preta', 'Branca', 'Dourada']),
        weight: 3,
      },
      {
        pattern:
          'Kit {Quantidade:6|10} Lâmpadas LED {brand} {Potência:9W|12W|15W} {Temperatura de cor:Branco Frio|Branco Quente} Bivolt',
        brands: ['Philips', 'Osram', 'Taschibra', 'Elgin'],
        price: [39, 149],
        type: 'Kit',
        weight: 2,
      },
      {
        pattern: 'Fita de LED {brand} {Comprimento:5 metros|10 metros} RGB com Controle',
        brands: ['Elgin', 'Taschibra', 'Intelbras'],
        price: [49, 199],
      },
    ],
  },
  {
    category: 'Utilidades Domésticas',
    count: 38,
    templates: [
      {
        pattern:
          'Jogo de Panelas Antiaderente {Peças:5 Peças|7 Peças|10 Peças} {brand} {model} {Cor:Preto|Vermelho|Grafite}',
        brands: ['Tramontina', 'Rochedo', 'Panelux', 'Brinox'],
        models: ['Paris', 'Turim', 'Smart', 'Allegra'],
        price: [199, 899],
        variation: colors(0.6, ['Preto', 'Vermelho', 'Grafite', 'Cobre']),
        type: 'Kit',
        weight: 3,
      },
      {
        pattern: 'Panela de Pressão {brand} {Capacidade:4,5 Litros|6 Litros|7 Litros} {model}',
        brands: ['Tramontina', 'Rochedo', 'Panelux', 'Eirilar'],
        models: ['Vancouver', 'Inox', 'Antiaderente'],
        price: [119, 549],
        weight: 2,
      },
      {
        pattern: 'Faqueiro {brand} Inox {Peças:24 Peças|42 Peças|72 Peças} {model}',
        brands: ['Tramontina', 'Brinox', 'Wolff'],
        models: ['Laguna', 'Malibu', 'Amalfi'],
        price: [89, 699],
        type: 'Kit',
      },
      {
        pattern: 'Air Fryer {brand} {Capacidade:3,5 Litros|4 Litros|5,5 Litros} {model} {Voltagem:110V|220V}',
        brands: ['Mondial', 'Philips Walita', 'Electrolux', 'Britânia', 'Arno'],
        models: ['Family', 'Essential', 'Digital', 'Easy Fry'],
        price: [299, 999],
        variation: voltage(0.82),
        weight: 2,
      },
      {
        pattern: 'Conjunto de Potes Herméticos {brand} {Peças:5 Peças|10 Peças} em Vidro',
        brands: ['Electrolux', 'Marinex', 'Oxford'],
        price: [79, 229],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Tapetes e Cortinas',
    count: 27,
    templates: [
      {
        pattern:
          'Tapete {model} {Medidas:1,00 x 1,50 m|1,50 x 2,00 m|2,00 x 2,50 m} {brand} {Cor:Cinza|Bege|Azul|Terracota}',
        brands: ['São Carlos', 'Oasis', 'Tapetes Rayza'],
        models: ['Shaggy Felpudo', 'Sisal Sintético', 'Boho Geométrico', 'Veludo Antiderrapante'],
        price: [79, 799],
        variation: {
          name: 'Tamanho',
          options: ['1,00 x 1,50 m', '1,50 x 2,00 m', '2,00 x 2,50 m', '2,50 x 3,00 m'],
          chance: 0.6,
          step: 90,
        },
        weight: 2,
      },
      {
        pattern:
          'Cortina {Tipo:Blackout|Voil|Linho} {Medidas:2,00 x 1,80 m|2,80 x 2,50 m|3,00 x 2,50 m} {brand} {Cor:Cinza|Branca|Bege|Azul}',
        brands: ['Rosdorf', 'Casa Dona', 'Bella Janela'],
        price: [69, 399],
        variation: colors(0.62, ['Cinza', 'Branca', 'Bege', 'Azul', 'Rosa']),
        weight: 2,
      },
    ],
  },
  // Moda Feminina
  {
    category: 'Vestidos',
    count: 30,
    templates: [
      {
        pattern:
          'Vestido {model} {Tecido:Viscose|Linho|Malha|Crepe} {brand} {Estampa:Floral|Liso|Poá|Listrado} {Tamanho:P|M|G}',
        brands: ['Farm Rio', 'Hering', 'Renner', 'Ateliê Dona Flor', 'Lança Perfume'],
        models: ['Midi Envelope', 'Longo Alcinha', 'Curto Babado', 'Chemise', 'Tubinho'],
        price: [89, 499],
        variation: sizes(0.85),
      },
    ],
  },
  {
    category: 'Blusas',
    count: 30,
    templates: [
      {
        pattern:
          'Blusa {model} {brand} {Tecido:Viscose|Algodão|Tricô|Cetim} {Cor:Branca|Preta|Rosa|Verde|Azul} {Tamanho:P|M|G}',
        brands: ['Hering', 'Renner', 'Marisa', 'Bossa Moda', 'Lança Perfume'],
        models: ['Manga Bufante', 'Cropped', 'Regata Básica', 'Ombro a Ombro', 'Gola Alta'],
        price: [39, 249],
        variation: sizes(0.85),
      },
    ],
  },
  {
    category: 'Calças Femininas',
    count: 28,
    templates: [
      {
        pattern: 'Calça {model} Feminina {brand} {Cor:Azul Claro|Azul Escuro|Preta|Bege} {Tamanho:38|40|42}',
        brands: ['Levi’s', 'Colcci', 'Hering', 'Renner', 'Lança Perfume'],
        models: ['Jeans Skinny', 'Jeans Wide Leg', 'Pantalona', 'Alfaiataria', 'Jeans Mom'],
        price: [79, 399],
        variation: { name: 'Tamanho', options: NUMBERED_SIZES, chance: 0.85 },
      },
    ],
  },
  {
    category: 'Calçados Femininos',
    count: 30,
    templates: [
      {
        pattern: '{model} Feminino {brand} {Cor:Preto|Nude|Caramelo|Branco} {Tamanho:35|36|37}',
        brands: ['Arezzo', 'Vizzano', 'Moleca', 'Beira Rio', 'Piccadilly', 'Passo Certo'],
        models: ['Scarpin Salto Fino', 'Sandália Rasteira', 'Tênis Casual', 'Bota Cano Curto', 'Mule Bico Quadrado'],
        price: [69, 459],
        variation: { name: 'Tamanho', options: SHOE_SIZES_F, chance: 0.85 },
      },
    ],
  },
  {
    category: 'Bolsas',
    count: 28,
    templates: [
      {
        pattern:
          'Bolsa {model} {brand} {Material:Couro Sintético|Couro Legítimo|Palha} {Cor:Preta|Caramelo|Off White|Vinho}',
        brands: ['Arezzo', 'Petite Jolie', 'Chenson', 'Santa Lolla', 'Ateliê Dona Flor'],
        models: ['Tiracolo', 'Tote', 'Saco', 'Transversal Pequena', 'Mochila'],
        price: [79, 699],
        variation: colors(0.67, ['Preta', 'Caramelo', 'Off White', 'Vinho']),
      },
    ],
  },
  // Moda Masculina
  {
    category: 'Camisas e Camisetas',
    count: 34,
    templates: [
      {
        pattern:
          'Camiseta {model} Masculina {brand} 100% Algodão {Cor:Branca|Preta|Azul-marinho|Cinza Mescla|Verde} {Tamanho:P|M|G|GG}',
        brands: ['Hering', 'Reserva', 'Malwee', 'Aramis', 'Estilo Urbano'],
        models: ['Básica Gola Careca', 'Gola V', 'Estampada', 'Henley', 'Oversized'],
        price: [39, 179],
        variation: sizes(0.85),
        weight: 2,
      },
      {
        pattern: 'Camisa Social {model} {brand} {Cor:Branca|Azul Clara|Rosa|Listrada} {Tamanho:P|M|G|GG}',
        brands: ['Aramis', 'Dudalina', 'Reserva', 'Estilo Urbano'],
        models: ['Slim', 'Manga Longa', 'Tricoline', 'Linho'],
        price: [119, 399],
        variation: sizes(0.85),
      },
      {
        pattern: 'Camisa de Time {model} Torcedor {brand} {Tamanho:P|M|G|GG}',
        brands: ['Adidas', 'Nike', 'Umbro', 'Puma'],
        models: ['Seleção Brasileira I', 'Flamengo I', 'Corinthians I', 'Palmeiras I', 'São Paulo I', 'Grêmio I'],
        price: [199, 349],
        variation: sizes(0.85),
      },
    ],
  },
  {
    category: 'Calças Masculinas',
    count: 28,
    templates: [
      {
        pattern: 'Calça {model} Masculina {brand} {Cor:Azul Escuro|Preta|Cáqui|Cinza} {Tamanho:40|42|44}',
        brands: ['Levi’s', 'Reserva', 'Colcci', 'Aramis', 'Hering'],
        models: ['Jeans Slim', 'Jeans Reta', 'Chino', 'Jogger', 'Alfaiataria'],
        price: [99, 449],
        variation: { name: 'Tamanho', options: NUMBERED_SIZES, chance: 0.85 },
      },
    ],
  },
  {
    category: 'Bermudas',
    count: 27,
    templates: [
      {
        pattern: 'Bermuda {model} Masculina {brand} {Cor:Azul|Preta|Cáqui|Verde-oliva} {Tamanho:P|M|G|GG}',
        brands: ['Reserva', 'Hering', 'Hang Loose', 'Mormaii', 'Estilo Urbano'],
        models: ['Jeans', 'Sarja', 'Tactel', 'Moletom', 'Cargo'],
        price: [49, 249],
        variation: sizes(0.85),
      },
    ],
  },
  {
    category: 'Calçados Masculinos',
    count: 30,
    templates: [
      {
        pattern: '{model} Masculino {brand} {Cor:Preto|Marrom|Branco|Cinza} {Tamanho:40|41|42}',
        brands: ['Nike', 'Adidas', 'Olympikus', 'Mizuno', 'Democrata', 'Passo Certo', 'Ferracini'],
        models: ['Tênis de Corrida', 'Tênis Casual', 'Sapato Social em Couro', 'Sapatênis', 'Bota Coturno'],
        price: [119, 799],
        variation: { name: 'Tamanho', options: SHOE_SIZES_M, chance: 0.85 },
      },
      {
        pattern: 'Chinelo {brand} {model} {Cor:Preto|Azul|Branco}',
        brands: ['Havaianas', 'Rider', 'Kenner'],
        models: ['Top', 'Slim', 'Brasil Logo'],
        price: [29, 149],
        variation: { name: 'Tamanho', options: ['37/38', '39/40', '41/42', '43/44'], chance: 0.8 },
      },
    ],
  },
  {
    category: 'Relógios',
    count: 27,
    templates: [
      {
        pattern:
          'Relógio {Tipo:Analógico|Digital|Cronógrafo} Masculino {brand} {model} {Pulseira:Aço|Couro|Silicone} {Cor:Prata|Preto|Dourado}',
        brands: {
          Casio: ['G-Shock GA-2100', 'Vintage A168', 'Edifice EFV-100'],
          Technos: ['Classic Steel', 'Performance'],
          Orient: ['Automático F49', 'Neo Sports'],
          Mondaine: ['Classic', 'Multifunção'],
          Seiko: ['5 Sports'],
        },
        price: [149, 2499],
        variation: colors(0.52, ['Prata', 'Preto', 'Dourado']),
      },
    ],
  },
  // Esporte e Lazer
  {
    category: 'Bicicletas',
    count: 27,
    secondHand: true,
    templates: [
      {
        pattern:
          'Bicicleta {model} {brand} Aro {Aro:26|29|700} {Marchas:18 Marchas|21 Marchas|24 Marchas} {Freio:Freio a Disco|Freio V-Brake} {Cor:Preta|Vermelha|Azul|Branca}',
        brands: ['Caloi', 'Oggi', 'Sense', 'Houston', 'Audax'],
        models: ['Mountain Bike', 'Urbana', 'Speed', 'Gravel', 'Elétrica'],
        price: [899, 8999],
        variation: { name: 'Tamanho', options: ['15"', '17"', '19"', '21"'], chance: 0.6 },
        weight: 3,
      },
      {
        pattern: 'Capacete de Ciclismo {brand} {model} com Sinalizador LED {Tamanho:P|M|G}',
        brands: ['Absolute', 'High One', 'Giro'],
        models: ['Nero', 'Wind', 'Register'],
        price: [99, 499],
        variation: { name: 'Tamanho', options: ['P', 'M', 'G'], chance: 0.6 },
      },
    ],
  },
  {
    category: 'Academia e Fitness',
    count: 30,
    templates: [
      {
        pattern: 'Kit Halteres Emborrachados {brand} {Peso:2 x 3kg|2 x 5kg|2 x 10kg} com Suporte',
        brands: ['Kikos', 'Polimet', 'Acte Sports'],
        price: [99, 599],
        type: 'Kit',
        weight: 2,
      },
      {
        pattern: 'Esteira Ergométrica {brand} {model} {Velocidade máxima:12 km/h|16 km/h} {Voltagem:110V|220V}',
        brands: ['Kikos', 'Movement', 'Dream Fitness', 'Athletic'],
        models: ['E2000', 'Evolution', 'Advanced 3300'],
        price: [1999, 6999],
        variation: voltage(0.82),
        weight: 2,
      },
      {
        pattern: 'Tapete de Yoga {brand} {model} {Espessura:5mm|8mm|10mm} {Cor:Roxo|Azul|Verde|Preto}',
        brands: ['Acte Sports', 'Kikos', 'Liveup'],
        models: ['TPE Antiderrapante', 'Ecológico', 'Premium'],
        price: [59, 249],
        variation: colors(0.72, ['Roxo', 'Azul', 'Verde', 'Preto', 'Rosa']),
        weight: 2,
      },
    ],
  },
  {
    category: 'Futebol',
    count: 28,
    templates: [
      {
        pattern: 'Bola de Futebol {Modalidade:Campo|Society|Futsal} {brand} {model}',
        brands: ['Penalty', 'Nike', 'Adidas', 'Umbro', 'Topper'],
        models: ['S11 Pro', 'Strike', 'Brazuca Training', 'Neo Costurada', 'Max 500'],
        price: [69, 899],
        weight: 2,
      },
      {
        pattern: 'Chuteira {Modalidade:Campo|Society|Futsal} {brand} {model} {Cor:Preta|Branca|Azul|Laranja}',
        brands: ['Nike', 'Adidas', 'Puma', 'Umbro', 'Penalty'],
        models: ['Phantom', 'Predator', 'Future', 'Pro 5', 'Lider'],
        price: [149, 999],
        variation: { name: 'Tamanho', options: SHOE_SIZES_M, chance: 0.85 },
        weight: 2,
      },
      {
        pattern: 'Luva de Goleiro {brand} {model} {Tamanho:7|8|9|10}',
        brands: ['Poker', 'Penalty', 'Nike'],
        models: ['Delta Profissional', 'Match', 'Grip 3'],
        price: [79, 399],
        variation: { name: 'Tamanho', options: ['7', '8', '9', '10', '11'], chance: 0.6 },
      },
    ],
  },
  {
    category: 'Camping e Pesca',
    count: 28,
    templates: [
      {
        pattern: 'Barraca de Camping {brand} {model} {Capacidade:2 Pessoas|4 Pessoas|6 Pessoas} Impermeável',
        brands: ['Nautika', 'Guepardo', 'Coleman', 'Mor'],
        models: ['Falcon', 'Amazonas', 'Cherokee', 'Panda'],
        price: [199, 1299],
        weight: 2,
      },
      {
        pattern: 'Kit Pesca {brand} Vara {Comprimento:1,65 m|1,80 m|2,10 m} com Molinete e Acessórios',
        brands: ['Marine Sports', 'Albatroz', 'Saint'],
        price: [129, 699],
        type: 'Kit',
        weight: 2,
      },
      {
        pattern: 'Saco de Dormir {brand} {model} {Temperatura:até 5 °C|até 10 °C|até 15 °C}',
        brands: ['Nautika', 'Guepardo', 'Coleman'],
        models: ['Lightech', 'Viper', 'Pantanal'],
        price: [119, 499],
      },
    ],
  },
  {
    category: 'Suplementos',
    count: 32,
    templates: [
      {
        pattern: 'Whey Protein {model} {brand} {Peso:900g|1kg|2kg} Sabor {Sabor:Chocolate|Baunilha|Morango|Cookies}',
        brands: ['Growth Supplements', 'Max Titanium', 'Integralmédica', 'Probiótica', 'Dux Nutrition'],
        models: ['Concentrado', 'Isolado', '3W', 'Hidrolisado'],
        price: [89, 399],
        weight: 3,
      },
      {
        pattern: 'Creatina Monohidratada {brand} {Peso:150g|300g|500g}',
        brands: ['Growth Supplements', 'Max Titanium', 'Integralmédica', 'Dux Nutrition'],
        price: [49, 229],
        weight: 2,
      },
      {
        pattern: 'Kit Suplementos {brand} Whey + Creatina + Coqueteleira',
        brands: ['Max Titanium', 'Growth Supplements', 'Probiótica'],
        price: [199, 449],
        type: 'Kit',
      },
    ],
  },
  // Beleza e Perfumaria
  {
    category: 'Perfumes',
    count: 32,
    templates: [
      {
        pattern:
          'Perfume {model} {brand} {Público:Feminino|Masculino|Unissex} {Concentração:Eau de Parfum|Eau de Toilette|Deo Colônia} {Volume:50ml|75ml|100ml}',
        brands: {
          'O Boticário': ['Malbec', 'Lily', 'Egeo', 'Floratta'],
          Natura: ['Essencial', 'Kaiak', 'Ekos Frescor', 'Luna'],
          Eudora: ['Siàge', 'Club 6', 'Eudora Rosé'],
          Avon: ['Far Away', 'Musk Marine'],
        },
        price: [79, 399],
        weight: 3,
      },
      {
        pattern: 'Kit Presente {brand} {model} Perfume + Loção Hidratante',
        brands: { 'O Boticário': ['Malbec', 'Floratta'], Natura: ['Essencial', 'Kaiak'] },
        price: [149, 349],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Maquiagem',
    count: 32,
    templates: [
      {
        pattern:
          'Base Líquida {brand} {model} {Cobertura:Alta Cobertura|Média Cobertura} {Cor:Claro|Médio|Bege|Escuro} 30ml',
        brands: ['Vult', 'Ruby Rose', 'Maybelline', 'L’Oréal Paris', 'Boca Rosa Beauty'],
        models: ['Matte', 'Fit Me', 'Infallible', 'Serum'],
        price: [29, 149],
        variation: colors(0.72, ['Claro', 'Médio', 'Bege', 'Escuro', 'Chocolate']),
        weight: 2,
      },
      {
        pattern: 'Batom {model} {brand} {Acabamento:Matte|Cremoso|Gloss} {Cor:Nude|Vermelho|Rosa|Vinho}',
        brands: ['Vult', 'Ruby Rose', 'Maybelline', 'Avon', 'Eudora'],
        models: ['Líquido', 'Bala', 'Superstay'],
        price: [15, 89],
        variation: colors(0.77, ['Nude', 'Vermelho', 'Rosa', 'Vinho', 'Coral']),
        weight: 2,
      },
      {
        pattern: 'Paleta de Sombras {brand} {model} {Cores:9 Cores|12 Cores|18 Cores}',
        brands: ['Ruby Rose', 'Vult', 'Océane'],
        models: ['Nude', 'Pôr do Sol', 'Festa'],
        price: [39, 159],
      },
    ],
  },
  {
    category: 'Cuidados com a Pele',
    count: 30,
    templates: [
      {
        pattern: 'Protetor Solar Facial {brand} {model} {FPS:FPS 30|FPS 50|FPS 70} {Volume:40g|50g|60g}',
        brands: ['La Roche-Posay', 'Neutrogena', 'Nivea', 'Episol', 'Isdin'],
        models: ['Anthelios', 'Sun Fresh', 'Toque Seco', 'Fusion Water'],
        price: [39, 169],
        weight: 2,
      },
      {
        pattern: 'Sérum Facial {brand} {model} {Ativo:Vitamina C|Ácido Hialurônico|Niacinamida|Retinol} 30ml',
        brands: ['Principia', 'Creamy', 'Sallve', 'Nivea', 'La Roche-Posay'],
        models: ['Antioxidante', 'Hidratante', 'Clareador', 'Renovador'],
        price: [49, 249],
        weight: 2,
      },
      {
        pattern: 'Kit Skincare {brand} Limpeza, Tônico e Hidratante',
        brands: ['Nivea', 'Neutrogena', 'Natura', 'Sallve'],
        price: [89, 299],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Cabelos',
    count: 28,
    templates: [
      {
        pattern: 'Kit Shampoo e Condicionador {brand} {model} {Volume:300ml|400ml|1 Litro}',
        brands: ['Elseve', 'Pantene', 'Seda', 'Lola Cosmetics', 'Natura'],
        models: ['Cachos Definidos', 'Reparação Total', 'Óleo Extraordinário', 'Liso Absoluto'],
        price: [29, 149],
        type: 'Kit',
        weight: 2,
      },
      {
        pattern: 'Secador de Cabelo {brand} {model} {Potência:1900W|2000W|2200W} {Voltagem:110V|220V}',
        brands: ['Taiff', 'Philips', 'Mondial', 'Gama Italy'],
        models: ['Black Ion', 'Essential Care', 'Tourmaline', 'Diva'],
        price: [99, 699],
        variation: voltage(0.82),
        weight: 2,
      },
      {
        pattern: 'Prancha Alisadora {brand} {model} Cerâmica {Voltagem:Bivolt|110V|220V}',
        brands: ['Taiff', 'Philips', 'Mondial', 'Gama Italy'],
        models: ['Titanium 450', 'Pro Ceramic', 'Slim'],
        price: [79, 499],
      },
    ],
  },
  {
    category: 'Barbearia',
    count: 27,
    templates: [
      {
        pattern: 'Óleo para Barba {brand} {model} {Volume:30ml|50ml}',
        brands: ['Barba Brava', 'QOD Barber Shop', 'Viking', 'Don Alcides'],
        models: ['Amadeirado', 'Cítrico', 'Menta'],
        price: [29, 89],
        weight: 2,
      },
      {
        pattern: 'Máquina de Cortar Cabelo {brand} {model} {Tipo:Com Fio|Sem Fio} com Pentes',
        brands: ['Philips', 'Wahl', 'Mondial', 'Britânia'],
        models: ['Magic Clip', 'Multigroom', 'Hair Stylo', 'Barber Pro'],
        price: [89, 799],
        weight: 2,
      },
      {
        pattern: 'Kit Barba {brand} Shampoo, Balm e Óleo',
        brands: ['Barba Brava', 'QOD Barber Shop', 'Viking', 'Gillette'],
        price: [69, 199],
        type: 'Kit',
      },
    ],
  },
  // Brinquedos
  {
    category: 'Bonecas',
    count: 28,
    templates: [
      {
        pattern: 'Boneca {brand} {model}',
        brands: {
          Mattel: ['Barbie Fashionista', 'Barbie Dreamhouse Adventures', 'Barbie Médica'],
          Estrela: ['Moranguinho', 'Susi Clássica'],
          Baby: ['Baby Alive Hora da Papinha', 'Baby Alive Cabelinhos Coloridos'],
          Cotiplás: ['Bebê Reborn Lara', 'Meu Bebê Chorão'],
        },
        price: [59, 349],
      },
    ],
  },
  {
    category: 'Jogos de Tabuleiro',
    count: 28,
    templates: [
      {
        pattern: 'Jogo de Tabuleiro {model} {brand}',
        brands: ['Estrela', 'Grow', 'Hasbro', 'Galápagos Jogos', 'Devir'],
        models: [
          'Banco Imobiliário',
          'War',
          'Detetive',
          'Imagem & Ação',
          'Jogo da Vida',
          'Catan',
          'Ticket to Ride',
          'Azul',
          'Dixit',
          'Cara a Cara',
        ],
        price: [59, 449],
      },
    ],
  },
  {
    category: 'Blocos de Montar',
    count: 27,
    templates: [
      {
        pattern: 'Blocos de Montar {brand} {model} {Peças:120 Peças|350 Peças|700 Peças|1.200 Peças}',
        brands: {
          LEGO: [
            'City Estação de Bombeiros',
            'Classic Caixa Criativa',
            'Friends Casa na Árvore',
            'Technic Carro de Corrida',
            'Minecraft A Caverna',
          ],
          Xalingo: ['Construtor Cidade'],
          'Mega Bloks': ['Caminhão de Blocos'],
        },
        price: [49, 1299],
      },
    ],
  },
  {
    category: 'Carrinhos',
    count: 27,
    templates: [
      {
        pattern: 'Carrinho de Controle Remoto {brand} {model} {Escala:1:16|1:18|1:24} {Cor:Vermelho|Azul|Amarelo}',
        brands: ['Candide', 'Polibrinq', 'Zoop Toys'],
        models: ['Off Road', 'Drift Racer', 'Monster Truck', 'Esportivo'],
        price: [89, 499],
        weight: 2,
      },
      {
        pattern: 'Kit {Quantidade:5|10|20} Carrinhos {brand} {model}',
        brands: ['Hot Wheels', 'Matchbox'],
        models: ['Sortidos', 'Velozes e Furiosos', 'Pista Radical'],
        price: [49, 199],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Pelúcias',
    count: 25,
    templates: [
      {
        pattern: 'Pelúcia {model} {brand} {Tamanho:20 cm|30 cm|45 cm}',
        brands: ['Fofy Toys', 'Buba', 'Antialérgico Kids', 'Cotiplás'],
        models: [
          'Urso Teddy',
          'Unicórnio Arco-íris',
          'Capivara',
          'Bicho-preguiça',
          'Cachorrinho Caramelo',
          'Tartaruga Marinha',
        ],
        price: [39, 199],
        variation: { name: 'Tamanho', options: ['20 cm', '30 cm', '45 cm'], chance: 0.6, step: 25 },
      },
    ],
  },
  // Livros
  {
    category: 'Literatura Brasileira',
    count: 30,
    secondHand: true,
    templates: [
      {
        pattern: 'Livro {model} - {Edição:Capa Comum|Capa Dura|Edição de Bolso}',
        brands: ['Penguin-Companhia', 'Principis', 'Martin Claret', 'Antofágica', 'Editora Globo'],
        models: [
          'Dom Casmurro - Machado de Assis',
          'Memórias Póstumas de Brás Cubas - Machado de Assis',
          'O Cortiço - Aluísio Azevedo',
          'Iracema - José de Alencar',
          'Senhora - José de Alencar',
          'Quincas Borba - Machado de Assis',
          'Triste Fim de Policarpo Quaresma - Lima Barreto',
          'O Guarani - José de Alencar',
          'Macunaíma - Mário de Andrade',
          'Os Sertões - Euclides da Cunha',
          'A Moreninha - Joaquim Manuel de Macedo',
          'O Alienista - Machado de Assis',
        ],
        price: [19, 89],
        weight: 4,
      },
      {
        pattern: 'E-book {model}',
        brands: ['Principis', 'Antofágica'],
        models: [
          'Dom Casmurro - Machado de Assis',
          'O Alienista - Machado de Assis',
          'Iracema - José de Alencar',
          'O Cortiço - Aluísio Azevedo',
        ],
        price: [9, 29],
        type: 'Produto digital',
        specs: { Formato: 'EPUB e PDF', Entrega: 'Link para download enviado por e-mail' },
      },
    ],
  },
  {
    category: 'Ficção e Fantasia',
    count: 28,
    secondHand: true,
    templates: [
      {
        pattern: 'Livro {model} - {Edição:Capa Comum|Capa Dura}',
        brands: ['Rocco', 'Intrínseca', 'Editora Arqueiro', 'Seguinte', 'Suma'],
        models: [
          'O Guardião das Marés',
          'Crônicas de Aurora: O Despertar',
          'A Cidade Sob as Areias',
          'O Último Cartógrafo',
          'Herdeiros do Sol Negro',
          'A Biblioteca das Estrelas',
          'O Relojoeiro de Ouro Preto',
          'Sombras sobre Piratininga',
          'A Ilha das Vozes Perdidas',
          'O Dragão do Sertão',
        ],
        price: [34, 119],
        weight: 4,
      },
      {
        pattern: 'Box {model} - {Volumes:3 Volumes|4 Volumes|5 Volumes}',
        brands: ['Rocco', 'Intrínseca', 'Editora Arqueiro'],
        models: ['Crônicas de Aurora', 'Saga dos Herdeiros do Sol', 'Trilogia das Marés'],
        price: [119, 299],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Infantojuvenil',
    count: 28,
    templates: [
      {
        pattern: 'Livro Infantil {model} - {Edição:Capa Comum|Capa Dura|Livro Cartonado}',
        brands: ['Companhia das Letrinhas', 'Ciranda Cultural', 'Editora Moderna', 'Salamandra'],
        models: [
          'A Capivara que Queria Voar',
          'O Sítio da Jabuticabeira',
          'Lila e o Mar de Estrelas',
          'O Menino que Colecionava Nuvens',
          'Bicho-papão Tem Medo do Escuro',
          'A Onça e o Tatu',
          'Contos da Vovó Benedita',
          'Meu Primeiro Livro de Palavras',
        ],
        price: [24, 79],
        weight: 3,
      },
      {
        pattern: 'Kit {Quantidade:5|10} Livros Infantis {brand} {model}',
        brands: ['Ciranda Cultural', 'Todolivro'],
        models: ['Clássicos para Dormir', 'Fábulas Ilustradas', 'Aprendendo Brincando'],
        price: [49, 149],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Negócios e Finanças',
    count: 28,
    secondHand: true,
    templates: [
      {
        pattern: 'Livro {model} - {Edição:Capa Comum|Capa Dura}',
        brands: ['Editora Gente', 'Sextante', 'Alta Books', 'Benvirá', 'Editora Atlas'],
        models: [
          'Finanças Pessoais Descomplicadas',
          'O Investidor Consciente',
          'Gestão Ágil na Prática',
          'Do Zero ao Primeiro Milhão',
          'Vendas que Encantam',
          'Liderança para Tempos Incertos',
          'Empreender no Brasil',
          'Marketing Digital para Pequenos Negócios',
          'A Planilha que Mudou Minha Vida',
        ],
        price: [39, 119],
        weight: 4,
      },
      {
        pattern: 'E-book {model}',
        brands: ['Editora Gente', 'Alta Books'],
        models: [
          'Finanças Pessoais Descomplicadas',
          'Marketing Digital para Pequenos Negócios',
          'Empreender no Brasil',
        ],
        price: [19, 49],
        type: 'Produto digital',
        specs: { Formato: 'EPUB e PDF', Entrega: 'Link para download enviado por e-mail' },
      },
    ],
  },
  {
    category: 'Autoajuda',
    count: 28,
    secondHand: true,
    templates: [
      {
        pattern: 'Livro {model} - {Edição:Capa Comum|Capa Dura|Edição de Bolso}',
        brands: ['Sextante', 'Editora Gente', 'Planeta', 'Editora Vozes'],
        models: [
          'Pequenos Hábitos, Grandes Mudanças',
          'A Arte de Recomeçar',
          'Mente Tranquila em 10 Minutos',
          'O Poder da Gentileza',
          'Coragem para Ser Você',
          'Dias Mais Leves',
          'Foco no que Importa',
          'Ansiedade sob Controle',
        ],
        price: [29, 79],
      },
    ],
  },
  // Pet Shop
  {
    category: 'Cães',
    count: 28,
    templates: [
      {
        pattern: 'Cama para Cachorro {model} {brand} {Tamanho:P|M|G}',
        brands: ['Fabrica Pet', 'Chalesco', 'Mon Ami'],
        models: ['Redonda Pelúcia', 'Retangular Impermeável', 'Ortopédica'],
        price: [59, 349],
        variation: { name: 'Tamanho', options: ['P', 'M', 'G', 'GG'], chance: 0.75, step: 30 },
        weight: 2,
      },
      {
        pattern: 'Brinquedo para Cães {brand} {model}',
        brands: ['Kong', 'Chalesco', 'Jambo Pet'],
        models: ['Mordedor de Borracha', 'Bolinha com Corda', 'Osso Nylon Sabor Carne', 'Pelúcia com Apito'],
        price: [19, 129],
        weight: 2,
      },
      {
        pattern: 'Banho e Tosa para Cães de {Porte:Pequeno|Médio|Grande} Porte',
        brands: ['PetCare Serviços'],
        price: [59, 139],
        type: 'Serviço',
        specs: { Inclui: 'Banho, secagem, tosa higiênica, corte de unhas e limpeza de ouvidos' },
      },
    ],
  },
  {
    category: 'Gatos',
    count: 27,
    templates: [
      {
        pattern: 'Arranhador para Gatos {model} {brand} {Altura:50 cm|90 cm|1,20 m}',
        brands: ['São Pet', 'Chalesco', 'Furacão Pet'],
        models: ['Torre com Toca', 'Poste Sisal', 'Casinha Dupla'],
        price: [59, 449],
        weight: 2,
      },
      {
        pattern: 'Caixa de Areia para Gatos {brand} {model}',
        brands: ['Furacão Pet', 'Chalesco', 'Plast Pet'],
        models: ['Fechada com Filtro', 'Com Peneira', 'Banheiro Sanitário'],
        price: [39, 249],
      },
    ],
  },
  {
    category: 'Rações',
    count: 32,
    templates: [
      {
        pattern: 'Ração {brand} {model} para Cães {Fase:Filhotes|Adultos|Sênior} {Peso:3kg|10,1kg|15kg}',
        brands: ['Golden', 'Premier', 'Pedigree', 'Royal Canin', 'Quatree'],
        models: ['Fórmula', 'Seleção Natural', 'Raças Pequenas', 'Mini Bits'],
        price: [49, 399],
        weight: 3,
      },
      {
        pattern: 'Ração {brand} {model} para Gatos {Fase:Filhotes|Adultos|Castrados} {Peso:1kg|3kg|10,1kg}',
        brands: ['Whiskas', 'Golden', 'Premier', 'Royal Canin', 'GranPlus'],
        models: ['Carne', 'Salmão', 'Frango', 'Gourmet'],
        price: [29, 349],
        weight: 3,
      },
    ],
  },
  {
    category: 'Acessórios Pet',
    count: 27,
    templates: [
      {
        pattern: 'Coleira {Tipo:Peitoral|Com Guia|Antipuxão} {brand} {Cor:Vermelha|Azul|Preta|Rosa}',
        brands: ['Chalesco', 'Zee.Dog', 'Jambo Pet'],
        price: [29, 149],
        variation: { name: 'Tamanho', options: ['P', 'M', 'G'], chance: 0.7 },
        weight: 2,
      },
      {
        pattern: 'Comedouro {model} {brand} {Material:Inox|Cerâmica|Plástico}',
        brands: ['Chalesco', 'Furacão Pet', 'Plast Pet'],
        models: ['Duplo', 'Elevado', 'Lento Antivoracidade'],
        price: [19, 129],
      },
      {
        pattern: 'Caixa de Transporte {brand} {model} {Tamanho:N1|N2|N3|N4}',
        brands: ['Plast Pet', 'Furacão Pet', 'São Pet'],
        models: ['Clássica', 'Viagem Aérea'],
        price: [69, 299],
        variation: { name: 'Tamanho', options: ['N1', 'N2', 'N3', 'N4'], chance: 0.6, step: 35 },
      },
    ],
  },
  // Automotivo
  {
    category: 'Pneus',
    count: 28,
    templates: [
      {
        pattern: 'Pneu {brand} {model} {Medida:175/70 R14|185/65 R15|195/55 R16|205/55 R16|215/60 R17}',
        brands: {
          Pirelli: ['Cinturato P1', 'Scorpion ATR'],
          Goodyear: ['Direction Touring 2', 'EfficientGrip'],
          Michelin: ['Primacy 4', 'Energy XM2+'],
          Bridgestone: ['Turanza ER300', 'Ecopia EP150'],
          Continental: ['PowerContact 2'],
        },
        price: [279, 1099],
        weight: 4,
      },
      {
        pattern: 'Alinhamento e Balanceamento para {Veículo:Carros de Passeio|SUVs e Utilitários}',
        brands: ['Rota Certa Serviços'],
        price: [99, 199],
        type: 'Serviço',
        specs: { Atendimento: 'Oficinas parceiras nas capitais' },
      },
    ],
  },
  {
    category: 'Som Automotivo',
    count: 27,
    templates: [
      {
        pattern: 'Central Multimídia {brand} {model} {Tela:7"|9"} com Android Auto e CarPlay',
        brands: { Pioneer: ['DMH-Z5380', 'SPH-DA138'], Positron: ['SP8920', 'SP6330'], Multilaser: ['Evolve'] },
        price: [699, 2999],
        weight: 2,
      },
      {
        pattern: 'Alto-falante {brand} {Tamanho:6"|6x9"} {Potência:100W RMS|200W RMS} Par',
        brands: ['Pioneer', 'JBL', 'Bravox'],
        price: [149, 599],
        weight: 2,
      },
    ],
  },
  {
    category: 'Acessórios para Carros',
    count: 28,
    templates: [
      {
        pattern: 'Capa de Banco {Material:Couro Sintético|Tecido} {brand} {model} {Cor:Preta|Cinza|Bege}',
        brands: ['Shutt', 'Bom Lar', 'Autoflex'],
        models: ['Universal', 'Esportiva', 'Premium'],
        price: [99, 499],
        weight: 2,
      },
      {
        pattern: 'Suporte Veicular {Tipo:Magnético|de Ventosa|para Saída de Ar} {brand} para Celular',
        brands: ['Baseus', 'Geonav', 'Multilaser'],
        price: [29, 129],
        weight: 2,
      },
      {
        pattern: 'Câmera de Ré {brand} {model} com Sensor de Estacionamento',
        brands: ['Positron', 'Multilaser', 'Tury'],
        models: ['Night Vision', 'HD 170°'],
        price: [99, 399],
      },
    ],
  },
  {
    category: 'Ferramentas Automotivas',
    count: 28,
    templates: [
      {
        pattern: 'Jogo de Ferramentas {brand} {Peças:46 Peças|110 Peças|129 Peças} com Maleta',
        brands: ['Tramontina', 'Vonder', 'Stanley', 'Black+Decker'],
        price: [99, 799],
        type: 'Kit',
        weight: 2,
      },
      {
        pattern: 'Compressor de Ar Portátil {brand} {model} {Alimentação:12V|Bateria Recarregável}',
        brands: ['Vonder', 'Schulz', 'Black+Decker', 'Wap'],
        models: ['Inflar Fácil', 'Digital 150 PSI'],
        price: [129, 499],
        weight: 2,
      },
      {
        pattern: 'Macaco Hidráulico {Tipo:Jacaré|Garrafa} {brand} {Capacidade:2 Toneladas|3 Toneladas}',
        brands: ['Vonder', 'Bovenau', 'Tramontina'],
        price: [149, 599],
      },
    ],
  },
  // Mercado
  {
    category: 'Bebidas',
    count: 30,
    templates: [
      {
        pattern:
          'Vinho {Tipo:Tinto|Branco|Rosé} {model} {brand} {Uva:Cabernet Sauvignon|Merlot|Malbec|Chardonnay|Moscato} 750ml',
        brands: ['Miolo', 'Salton', 'Casa Valduga', 'Aurora', 'Concha y Toro'],
        models: ['Reserva', 'Seleção', 'Varietal', 'Gran Reserva'],
        price: [39, 199],
        weight: 2,
      },
      {
        pattern: 'Suco de Uva Integral {brand} {model} {Volume:1 Litro|1,5 Litro}',
        brands: ['Aurora', 'Casa de Bento', 'Salton'],
        models: ['Tinto', 'Branco', 'Orgânico'],
        price: [14, 39],
        weight: 2,
      },
      {
        pattern: 'Kit {Quantidade:6|12} Refrigerantes {brand} {model} {Volume:350ml|2 Litros}',
        brands: ['Guaraná Antarctica', 'Coca-Cola', 'Fanta', 'Sprite'],
        models: ['Original', 'Zero Açúcar'],
        price: [24, 119],
        type: 'Kit',
      },
    ],
  },
  {
    category: 'Alimentos',
    count: 32,
    templates: [
      {
        pattern: 'Azeite de Oliva Extravirgem {brand} {model} {Volume:250ml|500ml|1 Litro}',
        brands: ['Gallo', 'Andorinha', 'Borges', 'Cocinero'],
        models: ['Clássico', 'Reserva', 'Orgânico'],
        price: [24, 119],
        weight: 2,
      },
      {
        pattern: 'Chocolate {brand} {model} {Peso:90g|150g|250g}',
        brands: ['Cacau Show', 'Kopenhagen', 'Garoto', 'Nestlé', 'Harald'],
        models: ['70% Cacau', 'Ao Leite', 'Meio Amargo', 'com Castanha-do-Pará'],
        price: [9, 79],
        weight: 2,
      },
      {
        pattern: 'Kit Cesta de Café da Manhã {brand} {model}',
        brands: ['Empório Serra Verde', 'Sabor do Sul'],
        models: ['Colonial', 'Mineira', 'Gourmet'],
        price: [119, 349],
        type: 'Kit',
      },
      {
        pattern: 'Arroz {Tipo:Branco Tipo 1|Integral|Parboilizado} {brand} {Peso:1kg|5kg}',
        brands: ['Camil', 'Tio João', 'Prato Fino'],
        price: [6, 39],
      },
    ],
  },
  {
    category: 'Limpeza',
    count: 28,
    templates: [
      {
        pattern: 'Sabão Líquido {brand} {model} {Volume:3 Litros|5 Litros}',
        brands: ['Omo', 'Ariel', 'Brilhante', 'Ypê'],
        models: ['Lavagem Perfeita', 'Poder Original', 'Roupas Delicadas'],
        price: [29, 89],
        weight: 2,
      },
      {
        pattern: 'Kit Limpeza {brand} Detergente, Desinfetante e Multiuso {Unidades:6 Unidades|12 Unidades}',
        brands: ['Ypê', 'Veja', 'Limpol'],
        price: [29, 79],
        type: 'Kit',
        weight: 2,
      },
      {
        pattern: 'Mop Giratório {brand} {model} com Balde {Capacidade:8 Litros|12 Litros}',
        brands: ['Flash Limp', 'Mor', 'Bettanin'],
        models: ['Fit', 'Pro', 'Centrífuga Inox'],
        price: [59, 199],
      },
    ],
  },
  {
    category: 'Higiene Pessoal',
    count: 28,
    templates: [
      {
        pattern: 'Creme Dental {brand} {model} {Peso:70g|90g} Kit com {Quantidade:3|6|12} Unidades',
        brands: ['Colgate', 'Sensodyne', 'Oral-B', 'Close Up'],
        models: ['Total 12', 'Branqueador', 'Sensibilidade', 'Menta Refrescante'],
        price: [14, 99],
        type: 'Kit',
        weight: 2,
      },
      {
        pattern: 'Sabonete {brand} {model} {Quantidade:Pacote com 6|Pacote com 12} Unidades',
        brands: ['Dove', 'Granado', 'Protex', 'Natura Ekos'],
        models: ['Hidratação Profunda', 'Glicerina', 'Erva-doce', 'Maracujá'],
        price: [12, 79],
        weight: 2,
      },
      {
        pattern: 'Escova de Dente Elétrica {brand} {model}',
        brands: ['Oral-B', 'Philips', 'Colgate'],
        models: ['Pro Series 1', 'Sonicare 2100', 'Vitality 100'],
        price: [99, 499],
      },
    ],
  },
  {
    category: 'Cafés e Chás',
    count: 34,
    templates: [
      {
        pattern: 'Café {Tipo:Torrado e Moído|em Grãos|Especial em Grãos} {brand} {model} {Peso:250g|500g|1kg}',
        brands: ['3 Corações', 'Pilão', 'Melitta', 'Café Orfeu', 'Santa Mônica', 'Baggio Café'],
        models: ['Tradicional', 'Extraforte', 'Gourmet', 'Bourbon Amarelo', 'Sul de Minas'],
        price: [14, 129],
        weight: 4,
      },
      {
        pattern: 'Cápsulas de Café {brand} {model} {Quantidade:10|30|50} Unidades',
        brands: ['Nespresso', 'Três Corações', 'Café Orfeu', 'Baggio Café'],
        models: ['Espresso Intenso', 'Lungo', 'Ristretto', 'Descafeinado'],
        price: [19, 149],
        weight: 2,
      },
      {
        pattern: 'Cafeteira {Tipo:Elétrica|Expresso|Italiana} {brand} {model} {Voltagem:110V|220V}',
        brands: ['Oster', 'Arno', 'Britânia', 'Mondial', 'Nespresso'],
        models: ['Inox Compacta', 'Perfectta', 'Essenza Mini', 'Dolce Arome'],
        price: [99, 999],
        variation: voltage(0.82),
        weight: 2,
      },
      {
        pattern: 'Chá {model} {brand} {Quantidade:Caixa com 10|Caixa com 15|Lata 100g}',
        brands: ['Leão', 'Dr. Oetker', 'Twinings', 'Chá Mate Leão'],
        models: ['Camomila', 'Hortelã', 'Erva-mate Tostada', 'Hibisco com Frutas Vermelhas', 'Verde com Limão'],
        price: [6, 59],
        weight: 2,
      },
    ],
  },
];

export const PRODUCT_TYPES = ['Produto físico', 'Kit', 'Produto digital', 'Serviço'] as const;
