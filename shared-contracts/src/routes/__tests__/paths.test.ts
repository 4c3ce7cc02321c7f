import * as paths from '../paths';

describe('path builders', () => {
  it.each([
    ['homePath', paths.homePath(), '/'],
    ['loginPath', paths.loginPath(), '/login'],
    [
      'loginPath with redirect',
      paths.loginPath('/cliente/pedidos?page=2'),
      '/login?redirect=%2Fcliente%2Fpedidos%3Fpage%3D2',
    ],
    ['loginPath with empty redirect', paths.loginPath(''), '/login'],
    ['categoryPath', paths.categoryPath('eletronicos'), '/categoria/eletronicos'],
    ['searchPath', paths.searchPath(), '/busca'],
    ['searchPath with empty text', paths.searchPath(''), '/busca'],
    ['productPath', paths.productPath('loja-x', 'camiseta'), '/produto/loja-x/camiseta'],
    ['storeListPath', paths.storeListPath(), '/lojas'],
    ['storePath', paths.storePath('loja-x'), '/loja/loja-x'],
    ['blogPath', paths.blogPath(), '/blog'],
    ['blogPostPath', paths.blogPostPath('dicas'), '/blog/dicas'],
    ['ordersPath', paths.ordersPath(), '/cliente/pedidos'],
    ['orderReviewPath', paths.orderReviewPath(15), '/cliente/pedidos/avaliar/15'],
    ['orderRefundPath', paths.orderRefundPath('15'), '/cliente/pedidos/solicitar-devolucao/15'],
    ['addressesPath', paths.addressesPath(), '/cliente/enderecos'],
    ['addressEditPath', paths.addressEditPath(7), '/cliente/enderecos/7'],
    ['personalInformationPath', paths.personalInformationPath(), '/cliente/dados-pessoais'],
    ['cartPath', paths.cartPath(), '/carrinho'],
    ['confirmPurchasePath', paths.confirmPurchasePath(123), '/compra-realizada/123'],
    ['chatIndexPath', paths.chatIndexPath(), '/cliente/chat'],
    ['chatPath', paths.chatPath(9), '/cliente/chat/9'],
    ['chatStartPath', paths.chatStartPath(44), '/cliente/iniciar-chat/44'],
    ['affiliatedHomePath', paths.affiliatedHomePath(), '/afiliados/home'],
    ['affiliatedMarketPath', paths.affiliatedMarketPath(), '/afiliados/mercado'],
    ['affiliatedMarketPath with search', paths.affiliatedMarketPath('tv'), '/afiliados/mercado?search=tv'],
    ['affiliatedCategoryPath', paths.affiliatedCategoryPath('moda'), '/afiliados/mercado/categoria/moda'],
    [
      'affiliatedProductPath',
      paths.affiliatedProductPath('loja-x', 'camiseta'),
      '/afiliados/mercado/produto/loja-x/camiseta',
    ],
    ['affiliatedProductsPath', paths.affiliatedProductsPath(), '/afiliados/produtos'],
    ['affiliatedProfilePath', paths.affiliatedProfilePath(), '/afiliados/meus-dados'],
    ['affiliatedSalesPath', paths.affiliatedSalesPath(), '/afiliados/vendas'],
    ['affiliatedPaymentRecordsPath', paths.affiliatedPaymentRecordsPath(), '/afiliados/extrato'],
    ['contentPagePath', paths.contentPagePath('sobre'), '/sobre'],
  ])('%s builds the spec §2 path', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('C-01 addressEditPath("novo", "cart") returns to the cart after saving', () => {
    expect(paths.addressEditPath('novo', 'cart')).toBe('/cliente/enderecos/novo?redirect=cart');
    expect(paths.addressEditPath('novo')).toBe('/cliente/enderecos/novo');
  });

  it('L-05 searchPath encodes accents and spaces through URLSearchParams', () => {
    const path = paths.searchPath('café com leite & pão');
    expect(path).toBe('/busca?search=caf%C3%A9+com+leite+%26+p%C3%A3o');
    expect(new URL(path, 'http://localhost').searchParams.get('search')).toBe('café com leite & pão');
  });

  it('L-05 affiliatedMarketPath encodes its search the same way', () => {
    expect(paths.affiliatedMarketPath('ação 2')).toBe('/afiliados/mercado?search=a%C3%A7%C3%A3o+2');
  });

  it('encodes path segments', () => {
    expect(paths.categoryPath('cama mesa/banho')).toBe('/categoria/cama%20mesa%2Fbanho');
    expect(paths.productPath('são paulo', 'a?b#c')).toBe('/produto/s%C3%A3o%20paulo/a%3Fb%23c');
    expect(paths.affiliatedProductPath('a/b', 'ç')).toBe('/afiliados/mercado/produto/a%2Fb/%C3%A7');
    expect(paths.storePath('x y')).toBe('/loja/x%20y');
    expect(paths.blogPostPath('a/b')).toBe('/blog/a%2Fb');
    expect(paths.contentPagePath('política')).toBe('/pol%C3%ADtica');
    expect(paths.affiliatedCategoryPath('a b')).toBe('/afiliados/mercado/categoria/a%20b');
  });
});
