export interface CategoryGroup {
  name: string;
  /** Sub-category names; slugs are derived from names and must stay unique across the tree. */
  children: readonly string[];
}

/** Top-level categories in menu order, each with its sub-categories in display order. */
export const categoryTree: readonly CategoryGroup[] = [
  {
    name: 'Eletrônicos',
    children: ['TVs', 'Áudio e Som', 'Fones de Ouvido', 'Câmeras e Drones', 'Games'],
  },
  {
    name: 'Celulares e Smartphones',
    children: ['Smartphones', 'Celulares Básicos', 'Capas e Películas', 'Carregadores e Cabos', 'Smartwatches'],
  },
  {
    name: 'Informática',
    children: ['Notebooks', 'Computadores', 'Monitores', 'Periféricos', 'Impressoras', 'Armazenamento'],
  },
  {
    name: 'Eletrodomésticos',
    children: ['Geladeiras', 'Fogões', 'Máquinas de Lavar', 'Micro-ondas', 'Ar-condicionado', 'Aspiradores de Pó'],
  },
  {
    name: 'Casa e Decoração',
    children: ['Móveis', 'Cama, Mesa e Banho', 'Iluminação', 'Utilidades Domésticas', 'Tapetes e Cortinas'],
  },
  {
    name: 'Moda Feminina',
    children: ['Vestidos', 'Blusas', 'Calças Femininas', 'Calçados Femininos', 'Bolsas'],
  },
  {
    name: 'Moda Masculina',
    children: ['Camisas e Camisetas', 'Calças Masculinas', 'Bermudas', 'Calçados Masculinos', 'Relógios'],
  },
  {
    name: 'Esporte e Lazer',
    children: ['Bicicletas', 'Academia e Fitness', 'Futebol', 'Camping e Pesca', 'Suplementos'],
  },
  {
    name: 'Beleza e Perfumaria',
    children: ['Perfumes', 'Maquiagem', 'Cuidados com a Pele', 'Cabelos', 'Barbearia'],
  },
  {
    name: 'Brinquedos',
    children: ['Bonecas', 'Jogos de Tabuleiro', 'Blocos de Montar', 'Carrinhos', 'Pelúcias'],
  },
  {
    name: 'Livros',
    children: ['Literatura Brasileira', 'Ficção e Fantasia', 'Infantojuvenil', 'Negócios e Finanças', 'Autoajuda'],
  },
  {
    name: 'Pet Shop',
    children: ['Cães', 'Gatos', 'Rações', 'Acessórios Pet'],
  },
  {
    name: 'Automotivo',
    children: ['Pneus', 'Som Automotivo', 'Acessórios para Carros', 'Ferramentas Automotivas'],
  },
  {
    name: 'Mercado',
    children: ['Bebidas', 'Alimentos', 'Limpeza', 'Higiene Pessoal', 'Cafés e Chás'],
  },
];
