/**
 * Ends the current task, so long work runs as several short tasks rather than one long one. A message,
 * not a timer: browsers delay timers in a tab opened in the background by up to a second.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
