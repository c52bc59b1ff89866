import { type PagePart, partKey } from './pagePart';

/**
 * The digest of the error a server render throws where a part is left to the browser (a remote section with no
 * server build, or one whose data missed the time budget). React then sends that part's fallback and the
 * browser renders it as it always did; `renderApp` does not log it.
 */
export const CLIENT_ONLY_DIGEST = 'clinic:client-only';

export class ClientOnlyError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  /** The part left to the browser, as a record: the shell's server build lists it in `leftToBrowser`. */
  readonly part: PagePart;
  constructor(part: PagePart) {
    super(`${partKey(part)} renders in the browser`);
    this.name = 'ClientOnlyError';
    this.part = part;
  }
}
