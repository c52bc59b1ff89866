import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** No answer by then is an error: a test or a benchmark is told, never left waiting. */
const ANSWER_WITHIN_MS = 30_000;

/**
 * A request with the path exactly as written (fetch() would resolve `/./`, `\` and escapes first) and the headers
 * given, Host included: what a stranger's client can send.
 */
export const rawRequest = (
  baseUrl: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
  }: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string },
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const request = http.request({ hostname, port, path, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on('error', reject);
    request.setTimeout(ANSWER_WITHIN_MS, () =>
      request.destroy(new Error(`${method} ${baseUrl}${path}: no answer within ${ANSWER_WITHIN_MS} ms`)),
    );
    request.end(body);
  });

export const rawGet = (baseUrl: string, path: string, headers: http.OutgoingHttpHeaders = {}) =>
  rawRequest(baseUrl, { path, headers });
