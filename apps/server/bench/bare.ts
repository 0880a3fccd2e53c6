import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { SESSION_COOKIE_NAME, validateSessionToken } from "@scalemsp/auth";
import type { Database } from "@scalemsp/db";
import type { ProgressUpdateInput } from "@scalemsp/validators";
// The domain functions themselves, not the package's public surface: the baseline must run
// exactly the SQL the procedures run, with nothing of tRPC or the REST adapter around it.
import {
  listLessons,
  listModules,
  saveProgress,
  viewerOf,
  type Viewer,
} from "../../../packages/api/src/domain/courses";
import { openSlots } from "../../../packages/api/src/domain/coaching/open-slots";
import { downloadResource, listResources } from "../../../packages/api/src/domain/resources";
import { databaseSessionStore } from "../../../packages/api/src/domain/sessions";

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The member endpoints on a plain Fastify with no plugins, hooks or validation: the
 * session is resolved with the same query as createContext, then the domain
 * function is called directly. What the full stack adds is measured against this.
 */
export function createBareServer(db: Database): FastifyInstance {
  const app = Fastify({ logger: false });
  // The full server reads an empty JSON body as no input; so must the baseline.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  const store = databaseSessionStore(db);
  async function viewerOrReply(req: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    const token = cookieValue(req.headers.cookie, SESSION_COOKIE_NAME);
    const result = token ? await validateSessionToken(store, token, new Date()) : null;
    const user = result?.session.user;
    if (!user || !user.isActive || (user.business && !user.business.isActive)) {
      void reply.code(401).send({ message: "Not signed in" });
      return null;
    }
    return viewerOf(user);
  }

  app.get("/api/modules", async (req, reply) => {
    const viewer = await viewerOrReply(req, reply);
    return viewer ? listModules(db, viewer, new Date()) : reply;
  });
  app.get<{ Params: { id: string } }>("/api/modules/:id/lessons", async (req, reply) => {
    const viewer = await viewerOrReply(req, reply);
    return viewer ? listLessons(db, viewer, Number(req.params.id), new Date()) : reply;
  });
  app.post<{ Body: ProgressUpdateInput }>("/api/progress", async (req, reply) => {
    const viewer = await viewerOrReply(req, reply);
    if (!viewer) return reply;
    const body = req.body;
    return saveProgress(
      db,
      viewer,
      {
        lessonId: Number(body.lessonId),
        moduleId: Number(body.moduleId),
        progress: body.progress,
        status: body.status,
      },
      new Date(),
    );
  });
  app.get<{ Querystring: { type?: string } }>("/api/resources", async (req, reply) => {
    const viewer = await viewerOrReply(req, reply);
    return viewer ? listResources(db, viewer, undefined) : reply;
  });
  app.post<{ Params: { id: string } }>("/api/resources/:id/download", async (req, reply) => {
    const viewer = await viewerOrReply(req, reply);
    return viewer ? downloadResource(db, viewer, Number(req.params.id)) : reply;
  });
  app.get<{ Querystring: { from: string; to: string } }>("/api/sessions/slots", async (req, reply) => {
    const viewer = await viewerOrReply(req, reply);
    if (!viewer) return reply;
    const range = { from: new Date(req.query.from), to: new Date(req.query.to) };
    return openSlots(db, { kind: "one_to_one", ...range }, new Date());
  });
  return app;
}
