/**
 * Starts work a procedure does not wait for, so its answer takes the same time whether there
 * is work or not (contract §14 'timing'). Given the work's name and the work.
 */
export type AfterAnswer = (name: string, work: () => Promise<unknown>) => void;

/**
 * The work runs on the next turn of the event loop, after the procedure has answered. A failure
 * cannot reach the caller, who has their answer: it is logged with the work's name, never
 * dropped silently and never an unhandled rejection.
 */
export const afterAnswer: AfterAnswer = (name, work) => {
  setImmediate(() => {
    work().catch((error: unknown) => {
      console.error(`${name} failed after the answer`, error);
    });
  });
};
