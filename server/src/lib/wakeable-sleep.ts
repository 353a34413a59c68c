/** A pause a poll loop takes between two reads, which an event can cut short (the work it waits for ended). */
export function wakeableSleep(ms: number): { done: Promise<void>; wake: () => void } {
  let wake: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, wake };
}
