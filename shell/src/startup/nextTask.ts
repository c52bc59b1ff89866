/**
 * Resolves in a new task, so the browser can paint and handle input in between. A message, not a timer:
 * a background tab throttles timers to one a second, which would hold the page's start-up for seconds.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
