import { randomBytes } from 'node:crypto';

/** Registers players; how the client acts as one afterwards (a session token over HTTP). */
export interface Registrar {
  player(handle: string, password: string): Promise<string>;
}

/**
 * `groups` groups of `size` players, registered one group member at a time
 * (the groups at once), with handles unique to this run: a reused database
 * keeps earlier ones. `prefix` tells one set of a run from another.
 */
export function playerGroups(client: Registrar, groups: number, size: number, prefix = 'b'): Promise<string[][]> {
  const run = randomBytes(4).toString('hex');
  const one = (i: number): Promise<string> => client.player(`${prefix}${run}_${i}`, 'correct horse battery');
  return Promise.all(
    Array.from({ length: groups }, async (_, g) => {
      const group: string[] = [];
      for (let k = 0; k < size; k++) group.push(await one(size * g + k));
      return group;
    }),
  );
}
