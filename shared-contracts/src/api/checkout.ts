/** Typed calls of the checkout beyond spec §7: addresses and orders. */
import { dataOf, http } from './client';
import type { Address, Paginator } from '../model/entities';
import type { AddressInput, Order } from '../model/checkout';

export const getAddresses = (): Promise<Address[]> => dataOf(http.get<Address[]>('/api/addresses'));
export const getAddress = (id: number): Promise<Address> => dataOf(http.get<Address>(`/api/addresses/${id}`));
export const createAddress = (input: AddressInput): Promise<Address> =>
  dataOf(http.post<Address>('/api/addresses', input));
export const updateAddress = (id: number, input: AddressInput): Promise<Address> =>
  dataOf(http.put<Address>(`/api/addresses/${id}`, input));
export const deleteAddress = (id: number): Promise<void> => http.delete(`/api/addresses/${id}`).then(() => undefined);

export const getOrder = (id: number | string): Promise<Order> =>
  dataOf(http.get<Order>(`/api/orders/${encodeURIComponent(String(id))}`));
/** 'Simular pagamento' (sandbox only): pays a boleto or Pix order as the gateway would. */
export const simulatePayment = (id: number | string): Promise<Order> =>
  dataOf(http.post<Order>(`/api/orders/${encodeURIComponent(String(id))}/sandbox-payment`));
export const getOrders = (page = 1): Promise<Paginator<Order>> =>
  dataOf(http.get<Paginator<Order>>('/api/orders', { params: { page } }));
