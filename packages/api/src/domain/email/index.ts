export { enqueueEmail, enqueueEmails, type QueuedEmail } from "./outbox";
export {
  claimDueMessages,
  deliverDueMessages,
  deliverMessage,
  messageIdOf,
  startOutboxWorker,
  type OutboxDeps,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type SendFailure,
} from "./worker";
export { outboxProblems, readOutboxHealth, type OutboxHealth } from "./health";
