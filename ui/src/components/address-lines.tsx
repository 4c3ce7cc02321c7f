import type { Address } from 'shared-contracts';
import { formatZipCode } from 'shared-contracts/order-format';

/** An address as the remotes write it, a line each: street and number, district and city, CEP. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <span>
        {address.street}, {address.number}
        {address.complement ? ` - ${address.complement}` : ''}
      </span>
      <span>
        {address.neighborhood}, {address.city_name} - {address.state_name}
      </span>
      <span>CEP {formatZipCode(address.zip_code)}</span>
    </>
  );
}
