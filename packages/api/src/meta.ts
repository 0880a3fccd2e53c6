import type { z } from "zod";
import type { Access } from "./access";

export type RestMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A procedure's row of the REST mirror, declared in its own `.meta({ rest })`. The server
 * derives its Fastify route and its OpenAPI operation from this and the procedure's
 * `.input()` and `.output()` schemas.
 */
export interface RestMeta {
  method: RestMethod;
  /**
   * In OpenAPI's form: `/api/modules/{id}/lessons`, `/api/calendar/{token}.ics`. Each
   * `{name}` is an input field; the path's value wins over a body or query field of that name.
   */
  path: `/api/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The success status, 200 unless named; a 204 answers no body (the output is `z.void()`). */
  status?: 200 | 201 | 204;
  /**
   * Input fields a non-GET call may send in the query string instead of the body (the
   * one-click unsubscribe link of RFC 8058 carries its token there).
   */
  query?: readonly string[];
  /**
   * This path also takes `application/x-www-form-urlencoded` bodies of this shape; the
   * only exception to contract §2's 415 rule besides the upload (RFC 8058's one-click POST).
   */
  formBody?: z.ZodObject;
  /**
   * The answer is a file, not JSON: the output is `fileAnswer` (`{fileName, content}`), sent
   * with this type and a Content-Disposition naming the file.
   */
  file?: {
    contentType: string;
    disposition: "inline" | "attachment";
    /** The file's Cache-Control, when it must say more than the default (a secret feed: none kept). */
    cacheControl?: string;
    /** What a JSON file holds, for the OpenAPI document. */
    schema?: z.ZodType;
  };
  /** Error answers carry `success: false` beside the message (spec §7's download call). */
  failureFlag?: true;
}

/**
 * What each procedure declares besides its schemas: who may call it (set by the builder
 * it starts from, read by the gate and the OpenAPI document) and its REST row, if any.
 */
export interface ProcedureMeta {
  /** Set by the builder; a procedure never sets it itself. Unset reads as `admin` (closed). */
  access?: Access;
  rest?: RestMeta;
  /**
   * The call hashes or verifies a password. Such a call runs alone in a request (a batch may
   * hold one), and password work in a call that does not declare it fails (`@scalemsp/auth`).
   */
  passwordWork?: true;
  /**
   * Two-factor enrolment (and what its page needs): open to an admin whom the admin setting
   * requires to have two-factor sign-in and who has none yet, whom the gate refuses elsewhere.
   */
  twoFactorSetup?: true;
}
