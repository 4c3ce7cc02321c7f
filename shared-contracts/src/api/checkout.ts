/** Typed calls of the checkout beyond spec §7: addresses and orders. */
import { http } from './client';
import type { Address, Paginator } from '../model/entities';
import type { AddressInput, Order } from '../model/checkout';

const data = <T>(promise: Promise<{ data: T }>): Promise<T> => promise.then((r) => r.data);

export const getAddresses = (): Promise<Address[]> => data(http.get<Address[]>('/api/addresses'));
export const getAddress = (id: number): Promise<Address> => data(http.get<Address>(`/api/addresses/${id}`));
export const createAddress = (input: AddressInput): Promise<Address> =>
  data(http.post<Address>('/api/addresses', input));
export const updateAddress = (id: number, input: AddressInput): Promise<Address> =>
  data(http.put<Address>(`/api/addresses/${id}`, input));
export const deleteAddress = (id: number): Promise<void> => http.delete(`/api/addresses/${id}`).then(() => undefined);

export const getOrder = (id: number | string): Promise<Order> =>
  data(http.get<Order>(`/api/orders/${encodeURIComponent(String(id))}`));
/** 'Simular pagamento' (sandbox only): pays a boleto or Pix order as the gateway would. */
export const simulatePayment = (id: number | string): Promise<Order> =>
  data(http.post<Order>(`/api/orders/${encodeURIComponent(String(id))}/sandbox-payment`));
export const getOrders = (page = 1): Promise<Paginator<Order>> =>
  data(http.get<Paginator<Order>>('/api/orders', { params: { page } }));
