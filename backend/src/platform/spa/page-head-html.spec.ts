import { IndexTemplate, scriptSafeJson } from './page-head-html.js';
import type { PageHead } from './page-heads.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The site description."
    />
    <title>Encore — music built by artists</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const HEAD: PageHead = {
  title: 'A <b>"bold"</b> & \'brave\' · Encore',
  description: 'Says </script><script>alert(1)</script>',
  canonicalUrl: 'https://encore.example/artist/a?x=1&y=2',
  image: 'https://encore.example/media/images/a.webp',
  type: 'profile',
  siteName: 'Encore',
  structuredData: { name: '</script><!--', note: 'a & b > c', line: '\u2028' },
};

describe('IndexTemplate', () => {
  test('the default title and description make way for the page head', () => {
    const html = new IndexTemplate(INDEX).render(HEAD);
    expect(html).not.toContain('The site description.');
    expect(html).not.toContain('music built by artists');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>A &#60;b&#62;&#34;bold&#34;&#60;/b&#62; &#38; &#39;brave&#39; · Encore</title>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://encore.example/artist/a?x=1&#38;y=2" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  test('nothing a name holds can close the JSON-LD script; the JSON reads back the same', () => {
    const html = new IndexTemplate(INDEX).render(HEAD);
    const scripts = html.match(
      /<script type="application\/ld\+json" data-page-metadata>([\s\S]*?)<\/script>/g,
    );
    expect(scripts).toHaveLength(1);
    const body = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(HEAD.structuredData);
    expect(scriptSafeJson('<&>')).toBe('"\\u003c\\u0026\\u003e"');
  });

  test('no image is a summary card without image tags; null is the default page', () => {
    const template = new IndexTemplate(INDEX);
    const html = template.render({ ...HEAD, image: null, structuredData: null });
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('ld+json');
    expect(template.render(null)).toBe(INDEX);
  });

  test('an index.html without a title gets the head before </head>; one without a head as is', () => {
    const untitled = '<html><head><meta charset="UTF-8"></head><body></body></html>';
    expect(new IndexTemplate(untitled).render(HEAD)).toMatch(
      /<meta charset="UTF-8"><title>.*<\/script><\/head><body>/s,
    );
    expect(new IndexTemplate('<p>bare</p>').render(HEAD)).toBe('<p>bare</p>');
  });
});
