import { offerData, type RenderedPage, readServerState, SERVER_STATE_ELEMENT_ID } from '@clinic/shared';
import {
  REMOTE_FETCH_ATTRIBUTE,
  REMOTE_RUN_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '@clinic/shared/federation';
import { describe, expect, it } from 'vitest';
import { renderedPage } from '../testing/renderedPage';
import {
  composePage,
  pageDataScripts,
  pageHeadTags,
  scriptPreloadHeader,
  templateIn,
  withAbsoluteLinks,
} from './pageHtml';

const TEMPLATE =
  '<!doctype html><html lang="ru"><head><meta name="description" content="Общее описание"><title>Клиника</title>' +
  '<script defer src="/main.js"></script></head><body><noscript>Для работы сайта включите JavaScript.</noscript>' +
  '<div id="root"></div></body></html>';

const PAGE: RenderedPage = {
  html: '<main><h1>Контакты</h1><p>$& и $1 остаются как есть</p></main>',
  styleTags: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  title: 'Контакты — Клиника «Диагност», Алматы',
  description: 'Адрес "в Алматы" & телефоны <b>',
  leftToBrowser: [],
  sections: [],
};

describe('composePage: the static shell with the rendered page in it', () => {
  const html = composePage(TEMPLATE, PAGE, {
    state: {
      remotes: { doctors: '/mfe/doctors/1.0.0-abc/mf-manifest.json?</script><script>alert(1)</script>' },
      viewportWidth: 390,
    },
    dataScripts: '<script type="application/ld+json">{"@type":"MedicalClinic"}</script>',
  });

  it('puts the markup into #root verbatim, and the styles and head into <head>', () => {
    expect(html).toContain(`<div id="root">${PAGE.html}</div>`);
    expect(html).toContain('<title>Контакты — Клиника «Диагност», Алматы</title>');
    expect(html).toContain('content="Адрес &quot;в Алматы&quot; &amp; телефоны &lt;b&gt;"');
    expect(html.indexOf(PAGE.styleTags)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).not.toContain('<noscript>');
  });

  it('says the language the page was rendered in, and that it was rendered on the server, from the first bytes', () => {
    expect(html).toContain(`<html lang="ru" ${SERVER_RENDERED_ATTRIBUTE}>`);
    const kk = composePage(
      TEMPLATE,
      { ...PAGE, locale: 'kk' },
      { state: { remotes: {}, viewportWidth: 390 } },
    );
    expect(kk).toContain(`<html lang="kk" ${SERVER_RENDERED_ATTRIBUTE}>`);
    expect(kk).not.toContain('lang="ru"');
  });

  it('names on <html> the rendered section’s remote files the head script starts, escaped', () => {
    const withDownloads = composePage(TEMPLATE, PAGE, {
      state: { remotes: {}, viewportWidth: 390 },
      downloads: { fetch: ['/mfe/d/1/mf-manifest.json', '/mfe/d/1/remoteEntry.js'], run: ['/mfe/d/1/"x.js'] },
    });
    expect(withDownloads).toContain(
      `<html lang="ru" ${SERVER_RENDERED_ATTRIBUTE} ${REMOTE_FETCH_ATTRIBUTE}="/mfe/d/1/mf-manifest.json /mfe/d/1/remoteEntry.js" ${REMOTE_RUN_ATTRIBUTE}="/mfe/d/1/&quot;x.js">`,
    );
  });

  it('sends the content before any data: the structured data, then the state, end the body', () => {
    const content = html.indexOf('<div id="root">');
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(content + PAGE.html.length);
    expect(html.indexOf(`id="${SERVER_STATE_ELEMENT_ID}"`)).toBeGreaterThan(
      html.indexOf('application/ld+json'),
    );
    expect(html).toMatch(/<script type="application\/json" id="[^"]+">[^<]*<\/script><\/body><\/html>$/);
  });

  it('hands the browser its state as data that no value can break out of', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(3); // main.js, the JSON-LD and the state element
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.getElementById(SERVER_STATE_ELEMENT_ID)?.getAttribute('type')).toBe('application/json');
    expect(readServerState(doc)).toEqual({
      remotes: { doctors: '/mfe/doctors/1.0.0-abc/mf-manifest.json?</script><script>alert(1)</script>' },
      viewportWidth: 390,
    });
  });
});

describe('composePage: the page’s own head', () => {
  it('adds the head tags before the styles, and keeps a `$` in the title as text', () => {
    const html = composePage(
      TEMPLATE,
      { ...PAGE, title: 'Скидка $& 20% — $1' },
      {
        state: { remotes: {}, viewportWidth: 1280 },
        headTags: '<link rel="canonical" href="https://d.example/x">',
      },
    );
    expect(html).toContain('<title>Скидка $&amp; 20% — $1</title>');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf(PAGE.styleTags));
  });
});

const PRICED_PAGE = renderedPage({
  title: 'МРТ "головы" — 25 000 ₸ — Клиника',
  description: 'Описание <b>',
  image: '/media/services/mrt.svg',
  structuredData: [
    offerData({ name: 'МРТ </script><script>alert(1)</script>', price: 25000, url: '/services/details/mrt' }),
  ],
  status: 200,
});
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );

describe('pageHeadTags', () => {
  const html = pageHeadTags(
    PRICED_PAGE,
    new URL('https://diagnost.example/services/details/mrt?utm_source=x'),
  );

  it('names the canonical URL without the query, and the Open Graph and Twitter tags, escaped', () => {
    expect(html).toContain('<link rel="canonical" href="https://diagnost.example/services/details/mrt">');
    expect(html).toContain(
      '<meta property="og:title" content="МРТ &quot;головы&quot; — 25 000 ₸ — Клиника">',
    );
    expect(html).toContain('<meta property="og:description" content="Описание &lt;b&gt;">');
    expect(html).toContain(
      '<meta property="og:image" content="https://diagnost.example/og/media/services/mrt.svg.png">',
    );
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:locale" content="ru_RU">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('leaves the structured data to pageDataScripts', () => {
    expect(html).not.toContain('ld+json');
  });

  it('gives a page without a picture the clinic’s own preview, as a large card', () => {
    const plain = pageHeadTags(
      { ...PRICED_PAGE, image: undefined },
      new URL('https://d.example/analysis/list'),
    );
    expect(plain).toContain('<meta property="og:image" content="https://d.example/og/clinic.png">');
    expect(plain).toContain('<meta name="twitter:image" content="https://d.example/og/clinic.png">');
    expect(plain).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('names no canonical URL and no alternates on a not-found page', () => {
    const missing = pageHeadTags({ ...PRICED_PAGE, status: 404 }, new URL('https://d.example/x'));
    expect(missing).not.toContain('canonical');
    expect(missing).not.toContain('hreflang');
  });

  it('links the page in each language and the Russian one as x-default, from either language', () => {
    const alternates = (url: string) =>
      pageHeadTags(PRICED_PAGE, new URL(url)).match(/<link rel="alternate"[^>]*>/g);
    const expected = [
      '<link rel="alternate" hreflang="ru" href="https://d.example/doctors-list/list">',
      '<link rel="alternate" hreflang="kk" href="https://d.example/kk/doctors-list/list">',
      '<link rel="alternate" hreflang="x-default" href="https://d.example/doctors-list/list">',
    ];
    expect(alternates('https://d.example/doctors-list/list?sort=price')).toEqual(expected);
    expect(alternates('https://d.example/kk/doctors-list/list')).toEqual(expected);
    expect(alternates('https://d.example/kk')).toContain(
      '<link rel="alternate" hreflang="kk" href="https://d.example/kk">',
    );
  });

  it('says the page’s language to link previews, and the other one as an alternate', () => {
    const kk = pageHeadTags(PRICED_PAGE, new URL('https://d.example/kk/contacts'));
    expect(kk).toContain('<meta property="og:locale" content="kk_KZ">');
    expect(kk).toContain('<meta property="og:locale:alternate" content="ru_RU">');
    expect(html).toContain('<meta property="og:locale:alternate" content="kk_KZ">');
  });

  it('leaves absolute links and non-link values alone', () => {
    expect(
      withAbsoluteLinks(
        { url: 'https://cdn.example/a', name: '/not-a-link', item: '/b' },
        'https://d.example',
      ),
    ).toEqual({
      url: 'https://cdn.example/a',
      name: '/not-a-link',
      item: 'https://d.example/b',
    });
  });
});

describe('pageDataScripts', () => {
  const html = pageDataScripts(
    PRICED_PAGE,
    new URL('https://diagnost.example/services/details/mrt?utm_source=x'),
  );

  it('writes the clinic and the page as JSON-LD that no value can close, links absolute', () => {
    expect(html).not.toContain('</script><script>alert');
    const [clinic, page, offer] = jsonLd(html);
    expect(page).toMatchObject({ '@type': 'WebPage', inLanguage: 'ru' });
    expect(clinic['@type']).toBe('MedicalClinic');
    expect(clinic.openingHours).toBe('Mo-Su 08:00-20:00');
    expect(offer).toMatchObject({ '@type': 'Offer', price: 25000, priceCurrency: 'KZT' });
    expect(offer.url).toBe('https://diagnost.example/services/details/mrt');
    expect(offer.name).toContain('</script>');
  });

  it('names the page in its own language, and the clinic by its name in it', () => {
    const [clinic, page] = jsonLd(pageDataScripts(PRICED_PAGE, new URL('https://d.example/kk/contacts')));
    expect(clinic).toMatchObject({ name: '«Диагност» клиникасы', url: 'https://d.example/kk' });
    expect(page).toMatchObject({
      '@type': 'WebPage',
      inLanguage: 'kk',
      url: 'https://d.example/kk/contacts',
    });
  });

  it('names no page on a not-found page, only the clinic', () => {
    const [clinic, ...others] = jsonLd(
      pageDataScripts({ ...PRICED_PAGE, status: 404, structuredData: [] }, new URL('https://d.example/x')),
    );
    expect(clinic['@type']).toBe('MedicalClinic');
    expect(others).toEqual([]);
  });
});

const HEAD =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><link rel="icon" href="data:,">' +
  '<script defer src="/main.1.js"></script><script src="/tap-capture.2.js"></script>' +
  '<link as="script" href="/bootstrap.3.js" rel="preload"><link rel="preload" as="image" href="/a.svg">' +
  '<link rel="preload" href="/216.4.js" as="script"><link as="script" href="/main.1.js" rel="preload">' +
  '<script type="application/ld+json">{}</script>';

describe('scriptPreloadHeader', () => {
  it("names every script the head loads or preloads, once each, in the head's order", () => {
    expect(scriptPreloadHeader(`${HEAD}</head><body><script src="/late.js"></script></body></html>`)).toBe(
      '</main.1.js>; rel=preload; as=script, </tap-capture.2.js>; rel=preload; as=script, ' +
        '</bootstrap.3.js>; rel=preload; as=script, </216.4.js>; rel=preload; as=script',
    );
  });

  it('is empty without scripts, and leaves out an address the header cannot carry', () => {
    expect(scriptPreloadHeader('<html><head><title>Клиника</title></head><body></body></html>')).toBe('');
    expect(
      scriptPreloadHeader('<head><script src="/a b.js"></script><script src="/ok.js"></script></head>'),
    ).toBe('</ok.js>; rel=preload; as=script');
  });
});

describe('templateIn: index.html in a page’s language', () => {
  const template =
    '<html lang="ru"><head><link rel="preload" as="script" href="/bootstrap.3.js">' +
    '<link rel="preload" as="script" href="/messages-shell-ru.5.js" data-href-kk="/messages-shell-kk.6.js">' +
    '</head><body><div id="root"></div></body></html>';

  it('preloads the Kazakh catalogue on a Kazakh page, and its Link header says so', () => {
    const kk = templateIn(template, 'kk');
    expect(kk).toContain('href="/messages-shell-kk.6.js"');
    expect(kk).not.toContain('href="/messages-shell-ru.5.js"');
    expect(kk).toContain('href="/bootstrap.3.js"');
    expect(scriptPreloadHeader(kk)).toBe(
      '</bootstrap.3.js>; rel=preload; as=script, </messages-shell-kk.6.js>; rel=preload; as=script',
    );
  });

  it('leaves a Russian page’s as built', () => {
    expect(templateIn(template, 'ru')).toBe(template);
  });
});
