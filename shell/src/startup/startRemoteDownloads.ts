/**
 * Starts the downloads of the rendered section's remote with the head's first bytes, from the lists the site
 * server wrote on `<html>` (site-server/src/render/remoteDownloads.ts): each file of `fetchAttribute` is
 * fetched into the HTTP cache, where the federation runtime's own request for it finds it (the manifest, the
 * remote entry; files in a version's folder never change); each chunk of `runAttribute` runs as a plain script
 * as it arrives. A chunk only queues its modules on the remote's chunk list (`self.rspackChunk<remote>.push`),
 * which the entry takes in when it starts; the runtime then finds them installed and asks for no file. Nothing
 * of the remote is evaluated before its entry asks for it, and every chunk is of the version the entry is: the
 * page hydrates with the versions it was rendered with. A failure is dropped: a fetch leaves nothing in the
 * cache, a failed script is removed, and the runtime loads the file afresh, as «Повторить» does (never a
 * `<link rel="preload">`, whose failure a retry would reuse: resilience.spec.ts).
 *
 * Inline in the head (scripts/rspack/inlineHeadScript.ts): small, and with no imports. The shell's `runChunk`
 * reads the same list, so a chunk runs once.
 */
export function startRemoteDownloads(doc: Document, fetchAttribute: string, runAttribute: string): void {
  const listed = (name: string) => (doc.documentElement.getAttribute(name) ?? '').split(' ').filter(Boolean);
  for (const file of listed(fetchAttribute)) {
    fetch(file)
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  }
  for (const file of listed(runAttribute)) {
    const script = doc.createElement('script');
    script.src = file;
    script.onload = script.onerror = () => script.remove();
    doc.head.appendChild(script);
  }
}
