import { createHash } from 'node:crypto';
import { styleAttributeSources, withStyleSources } from '../security.js';

const hashOf = (value: string): string => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

describe("the CSP sources of a drawn page's style attributes", () => {
  it('allows exactly the values the HTML carries, decoded as the browser reads them, once each', () => {
    const html =
      '<span style="width:92%">★</span><span style="width:92%">★</span>' +
      '<div style="min-height:150vh"></div><i style="font-family:&quot;A&quot;"></i>';
    expect(styleAttributeSources(html)).toEqual([
      "'unsafe-hashes'",
      ...[hashOf('width:92%'), hashOf('min-height:150vh'), hashOf('font-family:"A"')].sort(),
    ]);
  });

  it('adds nothing to a page without style attributes', () => {
    expect(styleAttributeSources('<p class="a">data-style="x"</p>')).toEqual([]);
    const policy = "default-src 'self';style-src 'self';img-src 'self'";
    expect(withStyleSources(policy, [])).toBe(policy);
  });

  it('puts the sources in style-src only', () => {
    const policy = "default-src 'self';style-src 'self' 'sha256-abc';img-src 'self'";
    expect(withStyleSources(policy, ["'unsafe-hashes'", "'sha256-x'"])).toBe(
      "default-src 'self';style-src 'self' 'sha256-abc' 'unsafe-hashes' 'sha256-x';img-src 'self'",
    );
  });
});
