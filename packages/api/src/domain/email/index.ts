export { enqueueEmail, enqueueEmails } from "./outbox";
export {
  claimDueMessages,
  deliverDueMessages,
  deliverMessage,
  messageIdOf,
  startOutboxWorker,
  type OutboxDeps,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "./worker";
