// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptPreloadHeader } from './scriptPreloads';

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
