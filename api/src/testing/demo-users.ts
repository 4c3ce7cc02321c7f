import type { TestClient, TestServer } from './test-server';

/** The seeded customer, Mariana Souza. */
export const CUSTOMER = 'cliente@demo.com.br';
/** The seeded affiliate, Rafael Lima. */
export const AFFILIATE = 'afiliado@demo.com.br';
/** The password of every seeded user. */
export const PASSWORD = 'demo1234';

/** A client of `server` signed in as `email`. */
export async function signedIn(server: TestServer, email = CUSTOMER): Promise<TestClient> {
  const client = server.client();
  const response = await client.login(email, PASSWORD);
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  return client;
}

/** A second customer, João Pereira, created straight in the database (with the demo password), signed in. */
export async function otherCustomer(server: TestServer): Promise<TestClient> {
  const db = server.app.kysely;
  const customer = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', CUSTOMER)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      name: 'João Pereira',
      email: 'joao@demo.com.br',
      password_hash: customer.password_hash,
      user_type: 1,
    })
    .execute();
  return signedIn(server, 'joao@demo.com.br');
}
