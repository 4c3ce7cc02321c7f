/**
 * The rules of the sitemaps.org schemas (sitemap.xsd for a `urlset`, siteindex.xsd for a
 * `sitemapindex`, protocol 0.9), checked on a document's structure: there is no XML Schema
 * validator on these machines (no xmllint), so each rule of the two schemas is checked here, on the
 * document as fast-xml-parser reads it, in order.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Each file lists at most this many URLs, and weighs at most this many bytes uncompressed. */
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
/** `tLoc`: an absolute URI of 12 to 2048 characters. */
const LOC_MIN = 12;
const LOC_MAX = 2048;
/** `tLastmod`: an xsd:date or xsd:dateTime (W3C Datetime). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];

type Node = Record<string, unknown>;

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
});

/** The one element name of a preserveOrder node (its other key is ':@', the attributes). */
const nameOf = (node: Node): string => Object.keys(node).find((key) => key !== ':@') ?? '';
const childrenOf = (node: Node): Node[] => (node[nameOf(node)] as Node[] | undefined) ?? [];
/** The text of a leaf element; a child element is a violation. */
function textOf(node: Node, where: string, problems: string[]): string {
  const parts = childrenOf(node);
  if (parts.some((part) => nameOf(part) !== '#text')) problems.push(`${where}: only text is allowed`);
  return parts.map((part) => String(part['#text'] ?? '')).join('');
}

function checkLoc(value: string, where: string, problems: string[]): void {
  if (value.length < LOC_MIN || value.length > LOC_MAX) problems.push(`${where}: loc of ${value.length} characters`);
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${where}: loc ${value} is not an absolute URL`);
  }
  if (url && url.protocol !== 'http:' && url.protocol !== 'https:')
    problems.push(`${where}: loc ${value} is not http(s)`);
  if (value !== value.trim()) problems.push(`${where}: loc has spaces around it`);
}

/** One `url` or `sitemap` element: loc, then lastmod (and, for a url, changefreq then priority), once each. */
function checkEntry(node: Node, element: 'url' | 'sitemap', where: string, problems: string[]): SitemapEntry {
  const allowed = element === 'url' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod'];
  const children = childrenOf(node).filter((child) => !(nameOf(child) === '#text' && !String(child['#text']).trim()));
  const names = children.map(nameOf);
  let last = -1;
  for (const name of names) {
    const position = allowed.indexOf(name);
    if (position < 0) problems.push(`${where}: <${name}> is not allowed in <${element}>`);
    else if (position <= last) problems.push(`${where}: <${name}> out of order or repeated`);
    else last = position;
  }
  if (names[0] !== 'loc') problems.push(`${where}: <loc> must come first`);
  const read = (name: string): string | null => {
    const child = children.find((candidate) => nameOf(candidate) === name);
    return child ? textOf(child, `${where} <${name}>`, problems) : null;
  };
  const loc = read('loc') ?? '';
  checkLoc(loc, where, problems);
  const lastmod = read('lastmod');
  if (lastmod !== null && !DATE.test(lastmod) && !DATE_TIME.test(lastmod)) {
    problems.push(`${where}: lastmod ${lastmod} is not a W3C date or datetime`);
  }
  const changefreq = read('changefreq');
  if (changefreq !== null && !CHANGE_FREQUENCIES.includes(changefreq)) {
    problems.push(`${where}: changefreq ${changefreq}`);
  }
  const priority = read('priority');
  if (priority !== null && !(/^(0(\.\d+)?|1(\.0+)?)$/.test(priority) && Number(priority) <= 1)) {
    problems.push(`${where}: priority ${priority}`);
  }
  return { loc, lastmod };
}

/**
 * Checks a sitemap (`urlset`) or a sitemap index (`sitemapindex`) against the rules of its schema;
 * answers its entries, or throws naming every broken rule.
 */
export function checkSitemap(xml: string, root: 'urlset' | 'sitemapindex'): SitemapEntry[] {
  const problems: string[] = [];
  if (Buffer.byteLength(xml) > MAX_BYTES) problems.push(`${Buffer.byteLength(xml)} bytes`);
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push('no UTF-8 XML declaration first');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const nodes = (parser.parse(xml) as Node[]).filter((node) => !['?xml', '#text'].includes(nameOf(node)));
  const [top, ...others] = nodes;
  if (!top || others.length > 0) throw new Error('the document must have one root element');
  if (nameOf(top) !== root) problems.push(`root <${nameOf(top)}>, not <${root}>`);
  const attributes = (top[':@'] ?? {}) as Record<string, string>;
  if (attributes.xmlns !== NAMESPACE) problems.push(`namespace ${attributes.xmlns ?? 'missing'}`);
  const element = root === 'urlset' ? 'url' : 'sitemap';
  const children = childrenOf(top).filter((child) => !(nameOf(child) === '#text' && !String(child['#text']).trim()));
  const entries: SitemapEntry[] = [];
  children.forEach((child, index) => {
    const where = `<${element}> ${index + 1}`;
    if (nameOf(child) !== element) problems.push(`<${nameOf(child)}> in <${root}>`);
    else entries.push(checkEntry(child, element, where, problems));
  });
  if (entries.length < 1) problems.push(`no <${element}>: the schema wants at least one`);
  if (entries.length > MAX_ENTRIES) problems.push(`${entries.length} entries, more than ${MAX_ENTRIES}`);
  if (problems.length > 0) throw new Error(`not a valid ${root}:\n  ${problems.slice(0, 20).join('\n  ')}`);
  return entries;
}
