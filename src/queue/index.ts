/**
 * The jobs' public entry: the queue, the claim loop and group commit. Other modules' code imports src/queue only
 * through this file and `queue.module.ts`; lint checks it (.dependency-cruiser.cjs).
 */
export { ClaimLoop, type ClaimedJob, type StartedJob } from './claim-loop';
export { GroupCommit } from './group-commit';
export { JobQueue, type NewJob } from './job-queue';
