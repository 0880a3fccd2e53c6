import { z } from "zod";
import { pathParametersOf, uploadOutput, type Access, type RestProcedure } from "@scalemsp/api";
import { SESSION_COOKIE_NAME } from "@scalemsp/auth";
import { API_TOKEN_PREFIX, UPLOAD_MAX_BYTES } from "@scalemsp/validators";
import { READY_PATH, readyAnswer, unreadyAnswer } from "../http/readiness";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type Operation = Record<string, unknown>;

/** JSON Schema 2020-12, OpenAPI 3.1's own dialect, of one side of a zod schema. */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  return json;
}

const ERROR_SCHEMA = {
  type: "object",
  description: "Contract §2: the message to show, and per input field its first message.",
  properties: {
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["message"],
  additionalProperties: false,
};

/** Spec §7's download call and the file routes read `success: false` beside the message. */
const FAILURE_SCHEMA = {
  ...ERROR_SCHEMA,
  properties: { success: { type: "boolean", const: false }, ...ERROR_SCHEMA.properties },
  required: ["success", "message"],
};

const errorResponse = (description: string, failureFlag = false) => ({
  description,
  content: {
    "application/json": {
      schema: { $ref: failureFlag ? "#/components/schemas/Failure" : "#/components/schemas/Error" },
    },
  },
});

const errorResponses = (access: Access, failureFlag = false) => ({
  "400": errorResponse("Invalid input: `errors` names each failing field", failureFlag),
  ...(access === "public"
    ? {}
    : {
        "401": errorResponse("Not signed in, or the API token is unknown or revoked", failureFlag),
        "403": errorResponse(
          "Signed in but not allowed: role, a deactivated account, locked content",
          failureFlag,
        ),
      }),
  "4XX": errorResponse("Refused: not found (404), conflict (409), too many requests (429)", failureFlag),
  "5XX": errorResponse("The server failed; nothing was changed", failureFlag),
});

const ACCESS_TEXT: Record<Access, string> = {
  public: "Anyone may call this.",
  signedIn: "Needs a signed-in user (the session cookie or an API token).",
  member: "Needs an active signed-in user of an active business, or an admin.",
  owner: "Needs a business's owner, or an admin.",
  admin: "Admins only (the session cookie of an admin, or an API token an admin made).",
};

const securityOf = (access: Access) => (access === "public" ? [] : [{ sessionCookie: [] }, { apiToken: [] }]);

/** `auth.me` → `auth`; `admin.users.get` → `admin`. */
const tagOf = (name: string) => name.split(".")[0]!;

const TAGS = {
  auth: "Sign-up, sign-in and the signed-in user",
  modules: "Courses and their lessons (contract §4)",
  progress: "Lesson progress (contract §5)",
  resources: "The resource library (contract §6)",
  newsletter: "Newsletter subscriptions (contract §7)",
  contact: "Consultation requests (contract §7)",
  admin: "The coach's admin area (spec §7, contract §8)",
  system: "Health, this document, uploads",
} as const;

function operationOf(route: RestProcedure): Operation {
  const { rest, access } = route;
  const pathParams = pathParametersOf(rest.path);
  const queryFields = new Set(rest.query ?? []);
  const input = route.input ? jsonSchemaOf(route.input, "input") : undefined;
  const properties = input?.properties ?? {};
  const required = new Set(input?.required ?? []);

  for (const name of pathParams) {
    if (!(name in properties)) throw new Error(`${rest.path}: {${name}} is no input field of ${route.name}`);
  }
  const parameter = (name: string, where: "path" | "query", isRequired: boolean) => ({
    name,
    in: where,
    required: isRequired,
    schema: properties[name] ?? { type: "string" },
  });
  const parameters = pathParams.map((name) => parameter(name, "path", true));

  const operation: Operation = {
    operationId: route.name,
    summary: rest.summary,
    description: ACCESS_TEXT[access],
    tags: [tagOf(route.name)],
    "x-access": access,
    security: securityOf(access),
  };

  const bodyFields = Object.keys(properties).filter((name) => !pathParams.includes(name));
  if (rest.method === "GET") {
    for (const name of bodyFields) parameters.push(parameter(name, "query", required.has(name)));
  } else {
    for (const name of queryFields) parameters.push(parameter(name, "query", false));
    if (bodyFields.length > 0) {
      const bodyRequired = bodyFields.filter((name) => required.has(name) && !queryFields.has(name));
      const body: JsonSchema = {
        ...input,
        properties: Object.fromEntries(bodyFields.map((name) => [name, properties[name]])),
        required: bodyRequired,
      };
      if (bodyRequired.length === 0) delete body.required;
      const content: Record<string, unknown> = { "application/json": { schema: body } };
      if (rest.formBody) {
        content["application/x-www-form-urlencoded"] = { schema: jsonSchemaOf(rest.formBody, "input") };
      }
      operation.requestBody = { required: bodyRequired.length > 0, content };
    }
  }
  if (parameters.length > 0) operation.parameters = parameters;

  const status = String(rest.status ?? 200);
  const success =
    status === "204"
      ? { description: "Done; no body" }
      : rest.file
        ? {
            description: `The file (${rest.file.contentType})`,
            headers: {
              "Content-Disposition": { description: "The file's name", schema: { type: "string" } },
            },
            content: {
              [rest.file.contentType]: {
                schema: rest.file.schema ? jsonSchemaOf(rest.file.schema, "output") : { type: "string" },
              },
            },
          }
        : {
            description: "Success",
            content: { "application/json": { schema: jsonSchemaOf(route.output, "output") } },
          };
  operation.responses = { [status]: success, ...errorResponses(access, rest.failureFlag) };
  return operation;
}

/** What any route may answer before it runs (Node's HTTP server answers these with no body). */
const refusedBeforeTheRoute = {
  description: "Refused before the route ran: a malformed request (400), one too slow to arrive (408)",
};

/** The routes the server serves itself, outside the procedures. */
function systemPaths(): Record<string, Record<string, Operation>> {
  const system = (operation: Operation): Operation => ({ tags: ["system"], ...operation });
  return {
    "/api/health": {
      get: system({
        operationId: "system.health",
        summary: "Whether the database is migrated and answers",
        security: [],
        responses: {
          "200": {
            description: "Ready",
            content: {
              "application/json": {
                schema: jsonSchemaOf(z.object({ status: z.literal("ok") }), "output"),
              },
            },
          },
          "503": {
            description: "The database does not answer",
            content: {
              "application/json": {
                schema: jsonSchemaOf(z.object({ status: z.literal("unavailable") }), "output"),
              },
            },
          },
          "4XX": refusedBeforeTheRoute,
        },
      }),
    },
    [READY_PATH]: {
      get: system({
        operationId: "system.ready",
        summary: "Whether the database answers and the outbox is sending (for monitoring)",
        security: [],
        responses: {
          "200": {
            description: "All is well",
            content: { "application/json": { schema: jsonSchemaOf(readyAnswer, "output") } },
          },
          "503": {
            description: "The database does not answer, or mail is stuck or failing: the problems say which",
            content: { "application/json": { schema: jsonSchemaOf(unreadyAnswer, "output") } },
          },
          "4XX": refusedBeforeTheRoute,
        },
      }),
    },
    "/api/openapi.json": {
      get: system({
        operationId: "system.openapi",
        summary: "This document",
        security: [],
        responses: {
          "200": {
            description: "OpenAPI 3.1",
            content: { "application/json": { schema: { type: "object" } } },
          },
          "4XX": refusedBeforeTheRoute,
        },
      }),
    },
    "/api/admin/uploads": {
      post: system({
        operationId: "admin.uploads.create",
        summary: "Upload one file (checked by its content) for a resource or lesson",
        description: `${ACCESS_TEXT.admin} At most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`,
        "x-access": "admin",
        security: securityOf("admin"),
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
                required: ["file"],
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Stored",
            content: { "application/json": { schema: jsonSchemaOf(uploadOutput, "output") } },
          },
          ...errorResponses("admin"),
          "413": errorResponse("The file is larger than the limit"),
          "415": errorResponse("Not multipart, or a kind of file that is not accepted"),
        },
      }),
    },
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  /** The site's public origin, when configured; otherwise the document names the serving host. */
  serverUrl: string | undefined;
}

/** OpenAPI 3.1 of the REST mirror, from the procedures' meta and their input and output schemas. */
export function buildOpenApiDocument(routes: readonly RestProcedure[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, Operation>> = systemPaths();
  for (const route of routes) {
    paths[route.rest.path] ??= {};
    paths[route.rest.path]![route.rest.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: info.title,
      version: info.version,
      // The API of one operator's site: no licence is granted to reuse it.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description:
        "The REST mirror of the tRPC procedures the web app calls: the same procedure answers both. " +
        "Bodies are JSON (contract §2); errors are `{message, errors?}`.",
    },
    servers: [{ url: info.serverUrl ?? "/", description: "This server" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE_NAME,
          description: "The HttpOnly session cookie set by sign-in (contract §3).",
        },
        apiToken: {
          type: "http",
          scheme: "bearer",
          description: `An API token an admin made (\`${API_TOKEN_PREFIX}…\`); it acts for that admin.`,
        },
      },
      schemas: { Error: ERROR_SCHEMA, Failure: FAILURE_SCHEMA },
    },
  };
}
