// What the published declarations say of `@scalemsp/db`. The router's type carries the server's
// request context, whose `db` is drizzle's handle on the server's schema; a client never sees,
// sends or receives it, so the package gives it this opaque type and needs no drizzle. The
// bundle fails if the router's types ever name anything else of the database package.

declare const serverOnly: unique symbol;

/** The server's database handle: part of the server's context, out of a client's reach. */
export interface Database {
  readonly [serverOnly]: never;
}
