/**
 * The stall probe's process (see stall-probe.ts): it sleeps 2 ms at a time and
 * notes how late each wake-up was. Its own work is nothing, so a late wake-up
 * is time the machine did not run it.
 */
const TICK_MS = 2;
/** A wake-up later than this (beyond the tick) counts as a stall. */
const STALL_MS = 50;

let last = performance.now();
let longest = 0;
let stalls = 0;

function tick(): void {
  const now = performance.now();
  const late = now - last - TICK_MS;
  last = now;
  if (late > longest) longest = late;
  if (late > STALL_MS) stalls++;
  setTimeout(tick, TICK_MS);
}

process.on('message', () => {
  process.send?.({ longest, stalls });
  longest = 0;
  stalls = 0;
});
process.on('disconnect', () => process.exit(0));
tick();
