/** Runs `work` from `clients` concurrent loops until `deadline` (a performance.now() time) or `budget` calls. */
export async function concurrently(
  clients: number,
  deadline: number,
  budget: number,
  work: (client: number) => Promise<void>,
  now: () => number,
): Promise<number> {
  let started = 0;
  const loop = async (client: number): Promise<void> => {
    while (now() < deadline && started < budget) {
      started++;
      await work(client);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  return started;
}
