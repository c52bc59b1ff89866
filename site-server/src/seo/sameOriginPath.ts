import type express from 'express';

/**
 * A redirect target on this site: the path (and query) as given, its dot segments resolved and its leading run of
 * slashes and backslashes made exactly one `/`. To a browser `//evil.com/`, `/\\evil.com` and `/.//evil.com/` are
 * (or become) addresses on evil.com; `/evil.com/` is a path here. Anything that is not a path (an absolute URL, a
 * scheme) becomes `/`: the site server never sends a visitor elsewhere.
 */
export function sameOriginPath(target: string): string {
  // Browsers drop a URL's leading spaces and control characters (code points up to U+0020).
  let start = 0;
  while (start < target.length && target.charCodeAt(start) <= 0x20) start++;
  const trimmed = target.slice(start);
  if (!/^[/\\]/.test(trimmed)) return '/';
  // The WHATWG parser resolves `.` and `..` and reads `\` as `/`, as the browser will; what it leaves may start
  // with `//` again (`/.//evil.com/`), so the leading run is collapsed after it.
  const url = new URL(`/${trimmed.replace(/^[/\\]+/, '')}`, 'http://site.invalid');
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}

/**
 * Every redirect of the app goes through `res.location` (`res.redirect` calls it), on the app's own response
 * prototype (Express's documented place for such changes): whatever a step computes, no Location leaves the
 * origin. The steps that redirect make their targets same-origin themselves too; this is the net under them.
 */
export function keepRedirectsOnSite(app: express.Express): void {
  const location = app.response.location;
  app.response.location = function sameOriginLocation(this: express.Response, url: string) {
    return location.call(this, sameOriginPath(url));
  };
}
