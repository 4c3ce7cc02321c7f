export interface BannerSeed {
  slug: string;
  name: string;
  /** Where the banner leads: a category or a search of the store. */
  url: string;
  /** Headline and call to action drawn on the picture. */
  headline: string;
  subline: string;
  cta: string;
}

/** The home carousel, in display order. */
export const homeBanners: readonly BannerSeed[] = [
  {
    slug: 'semana-da-tecnologia',
    name: 'Semana da Tecnologia',
    url: '/categoria/eletronicos',
    headline: 'Semana da Tecnologia',
    subline: 'TVs, fones e games com até 30% de desconto',
    cta: 'Ver ofertas',
  },
  {
    slug: 'cafes-especiais',
    name: 'Cafés especiais do Brasil',
    url: '/busca?search=caf%C3%A9',
    headline: 'Cafés especiais do Brasil',
    subline: 'Grãos selecionados das melhores fazendas',
    cta: 'Escolher o meu',
  },
  {
    slug: 'casa-nova',
    name: 'Casa nova, vida nova',
    url: '/categoria/casa-e-decoracao',
    headline: 'Casa nova, vida nova',
    subline: 'Móveis, cama, mesa e banho em até 10x sem juros',
    cta: 'Decorar agora',
  },
  {
    slug: 'volta-as-aulas',
    name: 'Volta às aulas',
    url: '/categoria/informatica',
    headline: 'Volta às aulas',
    subline: 'Notebooks e acessórios para estudar melhor',
    cta: 'Conferir',
  },
];
