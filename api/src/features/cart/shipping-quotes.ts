/**
 * Shipping quotes of the sandbox: what each carrier would charge to take one
 * seller's part of the cart to the customer's CEP, and the seller's own counter
 * for store pickup.
 *
 * Package: weight and volume of each unit are estimated from its department and
 * price (dearer items of a department tend to be bigger); the carriers bill the
 * larger of the real weight and the cubic weight (volume / 6000), in whole kilos.
 * Distance: the CEP gives the destination state (the CEP ranges of each state),
 * compared with the seller's state: same state, same region, a neighbouring region,
 * or across the country.
 */

import { centsToReais } from '../../lib/money';

export type Uf = string;

export interface QuoteItem {
  productId: number;
  optionId: number | null;
  quantity: number;
  unitPriceCents: number;
  /** Top-level category name ('Eletrônicos'). */
  department: string | null;
}

export interface QuotedOption {
  /** Stable id of the option ('correios-pac', 'pickup-store'). */
  code: string;
  carrier: string;
  service: string;
  gateway: 'correios' | 'jadlog' | 'loggi' | 'pickup_store';
  /** Working days. */
  deliveryTime: number;
  priceCents: number;
  /** Pickup address text, for store pickup. */
  address: string | null;
}

/** An option as the quote answers show it (the contract's ShippingQuote, less the cart's hash). */
export function quoteView(option: QuotedOption) {
  return {
    carrier: option.carrier,
    shippingServiceName: option.service,
    deliveryTime: option.deliveryTime,
    price: centsToReais(option.priceCents),
    gateway: option.gateway,
    address: option.address,
  };
}

export interface SellerOrigin {
  stateName: Uf;
  pickup: { address: string; days: number } | null;
}

/** CEP ranges by state (first five digits, inclusive). */
const CEP_RANGES: ReadonlyArray<[number, number, Uf]> = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

type Region = 'N' | 'NE' | 'CO' | 'SE' | 'S';

const REGION_OF: Readonly<Record<Uf, Region>> = {
  AC: 'N',
  AP: 'N',
  AM: 'N',
  PA: 'N',
  RO: 'N',
  RR: 'N',
  TO: 'N',
  AL: 'NE',
  BA: 'NE',
  CE: 'NE',
  MA: 'NE',
  PB: 'NE',
  PE: 'NE',
  PI: 'NE',
  RN: 'NE',
  SE: 'NE',
  DF: 'CO',
  GO: 'CO',
  MT: 'CO',
  MS: 'CO',
  ES: 'SE',
  MG: 'SE',
  RJ: 'SE',
  SP: 'SE',
  PR: 'S',
  RS: 'S',
  SC: 'S',
};

const NEIGHBOUR_REGIONS: ReadonlySet<string> = new Set(['N-NE', 'N-CO', 'NE-CO', 'NE-SE', 'CO-SE', 'CO-S', 'SE-S']);

/** The state a CEP belongs to, or null for a CEP outside every range. */
export function stateOfCep(cep: string): Uf | null {
  const digits = cep.replace(/\D+/g, '');
  if (digits.length !== 8) return null;
  const prefix = Number(digits.slice(0, 5));
  for (const [from, to, uf] of CEP_RANGES) if (prefix >= from && prefix <= to) return uf;
  return null;
}

/** 0 same state, 1 same region, 2 neighbouring regions, 3 across the country. */
export type DistanceTier = 0 | 1 | 2 | 3;

export function distanceTier(originUf: Uf, destinationCep: string): DistanceTier {
  const destinationUf = stateOfCep(destinationCep);
  if (destinationUf === null) return 3;
  if (destinationUf === originUf) return 0;
  const from = REGION_OF[originUf];
  const to = REGION_OF[destinationUf];
  if (from === undefined || to === undefined) return 3;
  if (from === to) return 1;
  return NEIGHBOUR_REGIONS.has(`${from}-${to}`) || NEIGHBOUR_REGIONS.has(`${to}-${from}`) ? 2 : 3;
}

/** Typical unit of each department: grams and cubic centimetres. */
const DEPARTMENT_PACKAGES: Readonly<Record<string, { grams: number; cm3: number }>> = {
  Eletrônicos: { grams: 1200, cm3: 6000 },
  'Celulares e Smartphones': { grams: 400, cm3: 1500 },
  Informática: { grams: 1500, cm3: 8000 },
  Eletrodomésticos: { grams: 5000, cm3: 30000 },
  'Casa e Decoração': { grams: 2000, cm3: 12000 },
  'Moda Feminina': { grams: 400, cm3: 3000 },
  'Moda Masculina': { grams: 500, cm3: 3500 },
  'Esporte e Lazer': { grams: 1200, cm3: 8000 },
  'Beleza e Perfumaria': { grams: 350, cm3: 1200 },
  Brinquedos: { grams: 800, cm3: 6000 },
  Livros: { grams: 500, cm3: 1800 },
  'Pet Shop': { grams: 2000, cm3: 9000 },
  Automotivo: { grams: 1800, cm3: 7000 },
  Mercado: { grams: 1000, cm3: 3000 },
};
const DEFAULT_PACKAGE = { grams: 1000, cm3: 5000 };
/** Cubic weight divisor of the carriers (cm³ per kg). */
const CUBIC_DIVISOR = 6000;

/** Estimated billable weight of the items, in whole kilos (at least 1). */
export function billableKilos(items: readonly QuoteItem[]): number {
  let grams = 0;
  let cm3 = 0;
  for (const item of items) {
    const unit = (item.department !== null ? DEPARTMENT_PACKAGES[item.department] : undefined) ?? DEFAULT_PACKAGE;
    // R$ 0 → 0.6×, R$ 400 → 1.1×, capped at 2.5× the typical unit.
    const factor = Math.min(2.5, 0.6 + item.unitPriceCents / 80000);
    grams += unit.grams * factor * item.quantity;
    cm3 += unit.cm3 * factor * item.quantity;
  }
  return Math.max(1, Math.ceil(Math.max(grams / 1000, cm3 / CUBIC_DIVISOR)));
}

interface CarrierService {
  code: string;
  carrier: string;
  service: string;
  gateway: QuotedOption['gateway'];
  /** Price of the first kilo by distance tier (cents); missing tiers are not served. */
  base: readonly number[];
  /** Each further kilo, by tier (cents). */
  perKilo: readonly number[];
  /** Working days by tier. */
  days: readonly number[];
  maxKilos: number;
}

const SERVICES: readonly CarrierService[] = [
  {
    code: 'correios-pac',
    carrier: 'Correios',
    service: 'PAC',
    gateway: 'correios',
    base: [1790, 2290, 2890, 3490],
    perKilo: [190, 290, 420, 560],
    days: [3, 5, 8, 11],
    maxKilos: 30,
  },
  {
    code: 'correios-sedex',
    carrier: 'Correios',
    service: 'SEDEX',
    gateway: 'correios',
    base: [2590, 3490, 4590, 5790],
    perKilo: [350, 520, 740, 990],
    days: [1, 2, 3, 5],
    maxKilos: 30,
  },
  {
    code: 'jadlog-package',
    carrier: 'Jadlog',
    service: '.Package',
    gateway: 'jadlog',
    base: [1690, 2190, 2790, 3390],
    perKilo: [160, 240, 360, 480],
    days: [3, 4, 6, 9],
    maxKilos: 150,
  },
  {
    // Same-day fleets exist only near the seller: same state or region.
    code: 'loggi-expresso',
    carrier: 'Loggi',
    service: 'Expresso',
    gateway: 'loggi',
    base: [1390, 1990],
    perKilo: [220, 320],
    days: [1, 2],
    maxKilos: 30,
  },
];

export const PICKUP_OPTION_CODE = 'pickup-store';
export const PICKUP_CARRIER = 'Retirada na loja';

/** Prices end in ,90, as carriers' tables do. */
function retailPrice(cents: number): number {
  return Math.ceil(cents / 100) * 100 - 10;
}

/**
 * The options for one seller: deliveries from the cheapest, then store pickup
 * (free) when the seller has a counter. Empty when there is nothing to send.
 */
export function quoteSeller(origin: SellerOrigin, destinationCep: string, items: readonly QuoteItem[]): QuotedOption[] {
  if (items.length === 0) return [];
  const tier = distanceTier(origin.stateName, destinationCep);
  const kilos = billableKilos(items);

  const deliveries: QuotedOption[] = [];
  for (const service of SERVICES) {
    const base = service.base[tier];
    const perKilo = service.perKilo[tier];
    const days = service.days[tier];
    if (base === undefined || perKilo === undefined || days === undefined || kilos > service.maxKilos) continue;
    deliveries.push({
      code: service.code,
      carrier: service.carrier,
      service: service.service,
      gateway: service.gateway,
      deliveryTime: days,
      priceCents: retailPrice(base + perKilo * (kilos - 1)),
      address: null,
    });
  }
  deliveries.sort((a, b) => a.priceCents - b.priceCents || a.deliveryTime - b.deliveryTime);

  if (origin.pickup) {
    deliveries.push({
      code: PICKUP_OPTION_CODE,
      carrier: PICKUP_CARRIER,
      service: PICKUP_CARRIER,
      gateway: 'pickup_store',
      deliveryTime: origin.pickup.days,
      priceCents: 0,
      address: origin.pickup.address,
    });
  }
  return deliveries;
}
