export { JobQueue, TICK_QUEUE, type StartOptions } from './queue';
export { movableClock, type MovableClock } from './clock';
export type { JobContext, JobDefinition, QueuePolicy, RetryPolicy, SendOptions, TickerDefinition } from './types';
