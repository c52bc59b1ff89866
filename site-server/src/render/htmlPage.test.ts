import { readServerState, SERVER_STATE_ELEMENT_ID } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { renderedPage } from '../testing/renderedPage';
import { composePage } from './htmlPage';

const TEMPLATE =
  '<!doctype html><html lang="ru"><head><meta name="description" content="Общее описание"><title>Клиника</title>' +
  '<script defer src="/main.js"></script></head><body><noscript>Для работы сайта включите JavaScript.</noscript>' +
  '<div id="root"></div></body></html>';

const PAGE = renderedPage({
  html: '<main><h1>Контакты</h1><p>$& и $1 остаются как есть</p></main>',
  styleTags: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  title: 'Контакты — Клиника «Диагност», Алматы',
  description: 'Адрес "в Алматы" & телефоны <b>',
});

describe('composePage: the static shell with the rendered page in it', () => {
  const html = composePage(TEMPLATE, PAGE, {
    remotes: { doctors: '/mfe/doctors/1.0.0-abc/mf-manifest.json?</script><script>alert(1)</script>' },
    viewportWidth: 390,
  });

  it('puts the markup into #root verbatim, and the styles and head into <head>', () => {
    expect(html).toContain(`<div id="root">${PAGE.html}</div>`);
    expect(html).toContain('<title>Контакты — Клиника «Диагност», Алматы</title>');
    expect(html).toContain('content="Адрес &quot;в Алматы&quot; &amp; телефоны &lt;b&gt;"');
    expect(html.indexOf(PAGE.styleTags)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).not.toContain('<noscript>');
  });

  it('hands the browser its state as data that no value can break out of', () => {
    expect(html.match(/<\/script>/g)).toHaveLength(2); // main.js and the state element
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
      { remotes: {}, viewportWidth: 1280 },
      '<link rel="canonical" href="https://d.example/x">',
    );
    expect(html).toContain('<title>Скидка $&amp; 20% — $1</title>');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf(PAGE.styleTags));
  });
});
