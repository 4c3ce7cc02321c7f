/** Length and count limits the API enforces and the forms mirror. */

export const REFUND_LIMITS = { description: 1000, pixKey: 77 } as const;

/** Limits of the address fields, and how many addresses a customer may keep. */
export const ADDRESS_LIMITS = {
  name: 60,
  street: 120,
  number: 10,
  complement: 60,
  neighborhood: 80,
  city: 80,
  perUser: 10,
} as const;

/** Most units of one product (and option) a cart line holds. */
export const CART_LINE_MAX_QUANTITY = 99;

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** Longest review title and comment, in characters. */
export const REVIEW_LIMITS = { title: 80, comment: 1000 } as const;

/** What an affiliate link code may look like (older or hand-made codes may be 4 to 16 characters). */
export const LINK_CODE_PATTERN = /^[a-z0-9]{4,16}$/;
