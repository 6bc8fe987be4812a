import { describe, expect, it } from 'vitest';
import { createMarkdownCache, renderMarkdown } from './markdown';

/** Nothing executable: no script/style/iframe element, no event handler attribute, no javascript:/data: URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|form|input)/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|data|vbscript):/i);
}

describe('renderMarkdown', () => {
  it('drops a script tag and keeps the text around it', () => {
    const html = renderMarkdown('Before\n\n<script>alert("x")</script>\n\nAfter <script>alert(2)</script> inline');
    expectInert(html);
    expect(html).not.toContain('alert("x")'); // an HTML block is dropped whole
    expect(html).toContain('<p>Before</p>');
    // Inline tags are dropped; the words between them stay as harmless text.
    expect(html).toContain('<p>After alert(2) inline</p>');
  });

  it('drops an image with an event handler', () => {
    const html = renderMarkdown('<img src="x" onerror="alert(1)">\n\ntext <b onclick="steal()">bold</b>');
    expectInert(html);
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<img');
  });

  it('keeps the words of a javascript: or data: link but not the URL', () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) ![pic](data:image/png;base64,AAAA) [vb](vbscript:msgbox)',
    );
    expectInert(html);
    expect(html).toContain('click');
    expect(html).not.toMatch(/javascript|vbscript|base64/i);
  });

  it('drops iframes, styles and whole HTML blocks', () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>\n\n<div class="x">\n<p>raw block</p>\n</div>\n\nKept.',
    );
    expectInert(html);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('raw block');
    expect(html).not.toContain('display:none');
    expect(html).toBe('<p>Kept.</p>');
  });

  it('renders headings, lists, emphasis, links and GFM tables', () => {
    const html = renderMarkdown(
      [
        '## Costs',
        '',
        'Plan **three** months of *working capital* and ~~hope~~ a buffer.',
        '',
        '1. Fee',
        '2. Cart',
        '',
        '- Rent',
        '- Wages',
        '',
        '| Item | Cost |',
        '| --- | ---: |',
        '| Permit | ₱5,000 |',
        '',
        '[Apply](/apply) or read [the DTI guide](https://www.dti.gov.ph/) or [mail us](mailto:hello@franchisehub.ph).',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Costs</h2>');
    expect(html).toContain('<strong>three</strong>');
    expect(html).toContain('<em>working capital</em>');
    expect(html).toContain('<del>hope</del>');
    expect(html).toMatch(/<ol>\s*<li>Fee<\/li>\s*<li>Cart<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<ul>\s*<li>Rent<\/li>\s*<li>Wages<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<table>[\s\S]*<th>Item<\/th>[\s\S]*<td>Permit<\/td>[\s\S]*<td align="right">₱5,000<\/td>[\s\S]*<\/table>/);
    expect(html).toContain('<a href="/apply">Apply</a>');
    expect(html).toContain('<a href="https://www.dti.gov.ph/" rel="nofollow noopener noreferrer">the DTI guide</a>');
    // Protocol-relative is external too.
    expect(renderMarkdown('[x](//evil.example/p)')).toContain('<a href="//evil.example/p" rel="nofollow noopener noreferrer">x</a>');
    expect(html).toContain('<a href="mailto:hello@franchisehub.ph">mail us</a>');
  });

  it('keeps footnote links working (one id prefix, not two)', () => {
    const html = renderMarkdown('Royalty[^1]\n\n[^1]: Based on gross sales.');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
    expect(html).not.toContain('user-content-user-content');
  });

  it('caches HTML per post version: a new version renders afresh, the oldest version leaves first', () => {
    const render = createMarkdownCache(2);
    expect(render('post:v1', '# One')).toContain('<h1>One</h1>');
    // Same key: the cached HTML, even if the body passed differs (the key names the version).
    expect(render('post:v1', '# Changed')).toContain('<h1>One</h1>');
    expect(render('post:v2', '# Two')).toContain('<h1>Two</h1>');
    render('other:v1', 'x');
    // Capacity 2: post:v1 was least recently read, so it is rendered again from the body now given.
    expect(render('post:v1', '# Again')).toContain('<h1>Again</h1>');
  });
});
