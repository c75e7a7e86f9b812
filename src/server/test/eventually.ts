/**
 * Runs `check` until it passes (returns without throwing), then answers what it returned;
 * after `within` ms its last failure is thrown. For a state that shows a little later (a
 * notice sent by the worker, a change the cache hears of): the test ends as soon as it
 * shows, so the limit is generous for a busy machine and costs nothing when all is well.
 * Never a way to prove that something did not happen: wait for what did instead.
 */
export async function eventually<T>(
  check: () => Promise<T> | T,
  { within = 20_000, every = 50 }: { within?: number; every?: number } = {},
): Promise<T> {
  const deadline = performance.now() + within;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  }
}
