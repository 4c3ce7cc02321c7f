import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_VIEW_CSS, FIRST_VIEW_STYLE_SOURCE, LATER_HINTS_ELEMENT_ID, firstViewMarkup } from '../first-view.js';

describe('the first view', () => {
  it('is allowed by the CSP through the hash of exactly its stylesheet', () => {
    const hash = createHash('sha256').update(FIRST_VIEW_CSS).digest('base64');
    expect(FIRST_VIEW_STYLE_SOURCE).toBe(`'sha256-${hash}'`);
    // A style attribute would need 'unsafe-inline': the markup has none.
    for (const content of [
      { kind: 'home', banner: { image: '/d.svg', mobile_image: '/m.svg', tablet_image: '/t.svg' } },
      { kind: 'product', photo: '/p.svg' },
      { kind: 'results', heading: 'Todos os produtos', photos: ['/1.svg', '/2.svg'] },
    ] as const) {
      expect(firstViewMarkup(content, true)).not.toMatch(/ style=/);
    }
  });

  it('is hidden from assistive technology and holds nothing to focus or read twice', () => {
    const markup = firstViewMarkup(
      { kind: 'results', heading: 'Resultados para "<b>"', photos: ['/1.svg', '/2.svg', '/3.svg'] },
      true,
    );
    expect(markup).toMatch(/^<div id="first-view" aria-hidden="true">/);
    expect(markup).not.toMatch(/<a |<button|<input|tabindex/);
    // Pictures only, no text: the screen's names and prices are read once, from the screen.
    expect(markup.replace(/<[^>]+>/g, '')).toBe('');
    // The heading is drawn by CSS from its attribute, escaped.
    expect(markup).toContain('data-text="Resultados para &quot;&lt;b&gt;&quot;"');
    expect(markup.match(/alt=""/g)).toHaveLength(3);
    expect(markup.match(/data-first-view-key/g)).toHaveLength(1);
  });

  it("sits under the header the visitor's device gets (L-08)", () => {
    expect(firstViewMarkup({ kind: 'product', photo: '/p.svg' }, false)).toContain('class="fv-computer"');
    expect(FIRST_VIEW_CSS).toContain('#first-view{position:absolute;top:61px;');
    expect(FIRST_VIEW_CSS).toContain('#first-view.fv-computer{top:118px;');
    // Out of the flow and deaf to the pointer: removing it moves nothing and no tap is lost.
    expect(FIRST_VIEW_CSS).toContain('pointer-events:none');
  });

  it("holds its page's file hints under the id the shell's starter moves them from", () => {
    const starter = readFileSync(path.resolve(__dirname, '../../../../shell/src/start.js'), 'utf8');
    expect(starter).toContain(`var LATER_HINTS = '${LATER_HINTS_ELEMENT_ID}';`);
  });
});
