/**
 * Contract §2 and §13: every error answer, REST or Fastify's own, is `{message, errors?}`;
 * the download call and the file routes add `success: false`, as spec §7 reads it.
 */
export function errorBody(message: string, errors?: Record<string, string>, failureFlag = false) {
  return { ...(failureFlag ? { success: false as const } : {}), message, ...(errors ? { errors } : {}) };
}
