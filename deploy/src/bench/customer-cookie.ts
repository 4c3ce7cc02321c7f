/** Signs the demo customer in through the API, with an item in the cart; answers the session cookies. */
export async function customerCookie(baseUrl: string): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (response: Response): void => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  const cookie = (): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = (): Record<string, string> => ({
    cookie: cookie(),
    'content-type': 'application/json',
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  remember(await fetch(`${baseUrl}/sanctum/csrf-cookie`));
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: 'cliente@demo.com.br', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  remember(login);
  const search = (await (await fetch(`${baseUrl}/api/search?items_per_page=24`)).json()) as {
    products: { data: Array<{ id: number }> };
  };
  for (const product of search.products.data) {
    const added = await fetch(`${baseUrl}/api/cart/add`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ product_id: product.id, quantity: 1 }),
    });
    remember(added);
    if (added.ok) break;
  }
  return cookie();
}
