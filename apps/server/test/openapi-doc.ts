/** The parts of the OpenAPI document the tests read, as plain JSON. */
export interface DocSchema {
  type?: string;
  properties?: Record<string, DocSchema>;
  [key: string]: unknown;
}

export interface DocOperation {
  operationId: string;
  security: Record<string, string[]>[];
  "x-access"?: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { required: boolean; content: Record<string, { schema: DocSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: DocSchema }> }>;
}

export interface Doc {
  paths: Record<string, Record<string, DocOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, DocSchema> };
}
