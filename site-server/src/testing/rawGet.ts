import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET with the path exactly as written (fetch() would resolve `/./`, `\` and escapes first) and the headers
 * given, Host included: what a stranger's client can send.
 */
export const rawGet = (baseUrl: string, path: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    http
      .get({ hostname, port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
