import { offerData } from '@clinic/shared';
import { describe, expect, it } from 'vitest';
import { renderedPage } from '../testing/renderedPage';
import { pageHeadTags, withAbsoluteLinks } from './pageHead';

const PAGE = renderedPage({
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
  const html = pageHeadTags(PAGE, new URL('https://diagnost.example/services/details/mrt?utm_source=x'));

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

  it('writes the clinic and the page as JSON-LD that no value can close, links absolute', () => {
    expect(html).not.toContain('</script><script>alert');
    const [clinic, offer] = jsonLd(html);
    expect(clinic['@type']).toBe('MedicalClinic');
    expect(clinic.openingHours).toBe('Mo-Su 08:00-20:00');
    expect(offer).toMatchObject({ '@type': 'Offer', price: 25000, priceCurrency: 'KZT' });
    expect(offer.url).toBe('https://diagnost.example/services/details/mrt');
    expect(offer.name).toContain('</script>');
  });

  it('gives a page without a picture the clinic’s own preview, as a large card', () => {
    const plain = pageHeadTags({ ...PAGE, image: undefined }, new URL('https://d.example/analysis/list'));
    expect(plain).toContain('<meta property="og:image" content="https://d.example/og/clinic.png">');
    expect(plain).toContain('<meta name="twitter:image" content="https://d.example/og/clinic.png">');
    expect(plain).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('names no canonical URL on a not-found page', () => {
    expect(pageHeadTags({ ...PAGE, status: 404 }, new URL('https://d.example/x'))).not.toContain('canonical');
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
