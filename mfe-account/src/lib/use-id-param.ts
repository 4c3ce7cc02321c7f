import { useParams } from 'react-router';

/** What a record's id looks like in a path: a positive whole number of at most 16 digits. */
const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** The path's id of a record as a number, null when the path has none or not one that could be. */
export function idFrom(raw: string | undefined): number | null {
  return raw !== undefined && ID_PATTERN.test(raw) ? Number(raw) : null;
}

/** The route parameter `name` read as a record's id (null when it cannot be one). */
export function useIdParam(name: string): number | null {
  return idFrom(useParams()[name]);
}
