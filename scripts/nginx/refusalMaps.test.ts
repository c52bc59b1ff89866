// @vitest-environment node
import { API_REFUSALS, PLAIN_PAGE_WORDS, postProblemPage } from '@clinic/shared/server';
import { describe, expect, it } from 'vitest';
import { nginxString, refusalMaps } from './refusalMaps';
import { renderNginxConf } from './renderConf';

/** The single-quoted values of a map's lines, as nginx reads them back (`\\'` and `\\\\` unescaped). */
function mapValues(conf: string, name: string): Record<string, string> {
  const body = new RegExp(`map \\$\\w+ \\$${name} \\{([\\s\\S]*?)\\n {2}\\}`).exec(conf)?.[1] ?? '';
  const values: Record<string, string> = {};
  for (const [, key = '', value = ''] of body.matchAll(/^\s*(\S+) '((?:[^'\\]|\\.)*)';$/gm))
    values[key] = value.replace(/\\(.)/g, '$1');
  return values;
}

describe("nginx's own refusals", () => {
  const conf = renderNginxConf({
    prefix: '/tmp/clinic-nginx',
    listen: '8080',
    deployRoot: '/srv/clinic/dist',
    apiUpstream: '127.0.0.1:3010',
    siteServers: ['127.0.0.1:3021'],
    remoteOrigins: [],
    frameOrigins: [],
    scriptHashes: [],
  });

  it('are the site server’s words and pages, in both languages', () => {
    expect(mapValues(conf, 'clinic_booking_api_too_many')).toEqual({
      kk: JSON.stringify({ error: API_REFUSALS.kk['too-many'] }),
      default: JSON.stringify({ error: API_REFUSALS.ru['too-many'] }),
    });
    const pages = mapValues(conf, 'clinic_booking_too_many');
    expect(pages['~^/kk/']).toBe(postProblemPage('too-many', 'kk').html.replace(/\n/g, ''));
    expect(pages.default).toBe(postProblemPage('too-many', 'ru').html.replace(/\n/g, ''));
    expect(pages.default).toContain(PLAIN_PAGE_WORDS.ru.problems['too-many'].title);
    expect(pages.default).toContain('tel:+77273550055');
    expect(mapValues(conf, 'clinic_post_unavailable').default).toContain(
      PLAIN_PAGE_WORDS.ru.problems.unavailable.text,
    );
  });

  it('are quoted so that no word can end the string, and a "$" is refused before nginx reads it', () => {
    expect(nginxString("it's a \\ test\nline")).toBe("'it\\'s a \\\\ testline'");
    expect(() => nginxString('1 000 $')).toThrow(/variable/);
    expect(Object.values(refusalMaps()).join('\n')).not.toContain('$');
  });
});
