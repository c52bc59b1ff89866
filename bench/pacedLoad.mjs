// An open-loop load at a steady rate: requests start at random (Poisson) moments, `rate` a second on average,
// whether or not earlier ones have been answered, as independent visitors and crawlers arrive. autocannon's
// `overallRate` is not that: each connection sends its share back to back at the top of every second, so
// "50 a second" reaches the server as a burst of 20 at once and measures the burst, not the rate.
import http from 'node:http';
import { loadFigures, renderOf } from './loadFigures.mjs';

/** `requests`: [{ path, headers }], taken in turn. Resolves with the same figures as the bench's autocannon runs. */
export async function pacedLoad(siteUrl, requests, { rate, seconds }) {
  const { hostname, port } = new URL(siteUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const renders = {};
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const one = ({ path, headers }) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get({ hostname, port, path, headers, agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode < 200 || response.statusCode > 299) non2xx += 1;
          const render = renderOf(response.headers['x-render']);
          renders[render] = (renders[render] ?? 0) + 1;
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const began = performance.now();
  const inFlight = [];
  let next = began;
  for (let i = 0; performance.now() - began < seconds * 1000; i += 1) {
    next += (-Math.log(1 - Math.random()) * 1000) / rate;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one(requests[i % requests.length]));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return loadFigures({
    renders,
    latencies,
    rps: inFlight.length / seconds,
    total: inFlight.length,
    non2xx,
    errors,
    timeouts: 0,
  });
}
