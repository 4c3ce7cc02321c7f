import { randomInt } from 'node:crypto';

/** Lower-case letters and digits, without the look-alikes 0/o and 1/l, so a code read aloud survives. */
export const LINK_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const LINK_CODE_LENGTH = 8;

export { LINK_CODE_PATTERN } from 'shared-contracts/rules';

/** A fresh random code; `pick` lets a seed draw from its own deterministic generator. */
export function newLinkCode(pick: (size: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i += 1) code += LINK_CODE_ALPHABET[pick(LINK_CODE_ALPHABET.length)];
  return code;
}

/** The share path of a link; the apps put their own origin in front of it. */
export function linkPath(code: string): string {
  return `/api/r/${code}`;
}
