/** One tag of index.html's head: its name and its attributes. */
const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;
const LINK_SAFE = /^[^\s<>,;"]+$/;

function attributes(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name.toLowerCase(), value]),
  );
}

/** A script index.html loads itself, or preloads (`<link rel="preload" as="script">`). */
function scriptOf(tag: string, attributeText: string): string | null {
  const attrs = attributes(attributeText);
  if (tag.toLowerCase() === 'script') return attrs.get('src') ?? null;
  return attrs.get('rel') === 'preload' && attrs.get('as') === 'script' ? (attrs.get('href') ?? null) : null;
}

/**
 * The `Link` header of a server-rendered page: every script its head loads or preloads, in the head's order.
 * A browser acts on it when the response's headers arrive, while the HTML (≈ 20 KB with the page's styles and
 * state) is still coming; the head's own tags only once the renderer parses the bytes (on the benchmark's
 * throttled phone: once the whole document is in, ≈ 0.1 s later, and each script's request then waits out its
 * own round trip). The head keeps its tags; a browser asks for each file once. `pageAnswer` works it out
 * once per index.html, as it reads the file.
 */
export function scriptPreloadHeader(template: string): string {
  const headEnd = template.search(/<\/head>/i);
  const head = headEnd < 0 ? template : template.slice(0, headEnd);
  const scripts = [...head.matchAll(TAG)]
    .map(([, tag = '', attrs = '']) => scriptOf(tag, attrs))
    // An address the header cannot carry as it is (the build's hashed files never are one) is left to the head.
    .filter((src): src is string => src !== null && LINK_SAFE.test(src));
  return [...new Set(scripts)].map((src) => `<${src}>; rel=preload; as=script`).join(', ');
}
