/** Building blocks of the demo reviews, by star rating. */

export const reviewerFirstNames = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Juliana',
  'Lucas',
  'Larissa',
  'Marcos',
  'Mariana',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Renata',
  'Sérgio',
  'Tatiane',
  'Thiago',
  'Vanessa',
  'Vinícius',
  'Aline',
  'Carlos',
  'Débora',
  'Fernanda',
  'Gustavo',
  'Helena',
  'Igor',
  'Jéssica',
  'Leonardo',
  'Luana',
  'Matheus',
  'Priscila',
  'Rodrigo',
  'Simone',
  'Wagner',
  'Adriana',
  'Cláudio',
  'Elaine',
  'Fábio',
  'Giovana',
  'Luciana',
  'Márcio',
  'Paula',
  'Roberta',
  'Sandra',
] as const;

export const reviewerLastInitials = [
  'A.',
  'B.',
  'C.',
  'D.',
  'F.',
  'G.',
  'L.',
  'M.',
  'N.',
  'O.',
  'P.',
  'R.',
  'S.',
  'T.',
  'V.',
] as const;

export interface RatingTexts {
  titles: readonly string[];
  /** Comments that fit any product. */
  comments: readonly string[];
  /** Comments about delivery and packaging, only for things that are shipped. */
  shippedComments: readonly string[];
}

export const reviewTexts: Readonly<Record<1 | 2 | 3 | 4 | 5, RatingTexts>> = {
  5: {
    titles: [
      'Excelente!',
      'Superou as expectativas',
      'Recomendo muito',
      'Perfeito',
      'Vale cada centavo',
      'Amei a compra',
    ],
    comments: [
      'Produto excelente, exatamente como descrito no anúncio. Já estou pensando em comprar outro para presentear.',
      'Qualidade muito acima do que eu esperava pelo preço. Recomendo sem medo.',
      'Uso todos os dias há algumas semanas e continua perfeito. Compra muito acertada.',
      'O vendedor respondeu todas as minhas dúvidas antes da compra. Atendimento nota dez.',
      'Melhor custo-benefício que encontrei depois de pesquisar bastante. Muito satisfeito.',
      'Minha família toda aprovou. Produto bonito, bem acabado e funcional.',
    ],
    shippedComments: [
      'Chegou antes do prazo, muito bem embalado e com nota fiscal. Produto impecável.',
      'Entrega rápida e produto original, lacrado. Loja de confiança.',
    ],
  },
  4: {
    titles: ['Muito bom', 'Gostei bastante', 'Boa compra', 'Recomendo', 'Bom custo-benefício'],
    comments: [
      'Produto muito bom, só achei que poderia ter um acabamento um pouco melhor. No geral, recomendo.',
      'Atendeu bem ao que eu precisava. Tiro uma estrela só pelo manual, que é bem simples.',
      'Bom produto pelo preço. Funciona bem e parece resistente.',
      'Gostei bastante, é prático e bonito. Só demorei um pouco para me acostumar.',
      'Cumpre o que promete. Compraria novamente.',
    ],
    shippedComments: [
      'Chegou dentro do prazo e bem embalado. O produto é bom, só a caixa veio um pouco amassada.',
      'A entrega atrasou um dia, mas o produto é ótimo e o vendedor avisou com antecedência.',
    ],
  },
  3: {
    titles: ['Razoável', 'Atende o básico', 'Esperava um pouco mais', 'Nem bom nem ruim'],
    comments: [
      'É um produto razoável. Funciona, mas esperava uma qualidade um pouco melhor pelas fotos.',
      'Atende o básico. Para o uso que eu faço está bom, mas não é nada excepcional.',
      'O produto é ok, mas achei o preço um pouco alto pelo que entrega.',
      'Tem pontos positivos e negativos. Vou usar mais um tempo para avaliar melhor.',
    ],
    shippedComments: [
      'Demorou mais do que o previsto para chegar. O produto em si é mediano.',
      'Embalagem simples demais para o tipo de produto, mas chegou inteiro.',
    ],
  },
  2: {
    titles: ['Deixou a desejar', 'Não gostei muito', 'Qualidade fraca'],
    comments: [
      'Deixou a desejar. O acabamento é fraco e não parece que vai durar muito.',
      'Não era bem o que eu esperava. A descrição poderia ser mais detalhada.',
      'Funciona, mas apresentou um probleminha logo na primeira semana. Estou em contato com o vendedor.',
    ],
    shippedComments: [
      'A entrega atrasou bastante e o produto chegou com a embalagem danificada.',
      'Veio com uma peça faltando; o vendedor prometeu enviar, ainda estou aguardando.',
    ],
  },
  1: {
    titles: ['Não recomendo', 'Decepcionante', 'Muito ruim'],
    comments: [
      'Infelizmente não funcionou como deveria. Já pedi a devolução.',
      'Muito diferente do anunciado. Fiquei decepcionado com a compra.',
      'Qualidade muito ruim. Não recomendo.',
    ],
    shippedComments: [
      'O produto chegou com defeito e a troca está demorando. Experiência ruim.',
      'Chegou quebrado. Abri a solicitação de devolução no mesmo dia.',
    ],
  },
};
