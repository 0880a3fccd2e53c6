import { getBrand } from "../domain/admin/settings";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const settingsRouter = createTRPCRouter({
  /** Product name, contact e-mail and phone as the site shows them (spec's {product}, {email}, {phone}). */
  brand: publicProcedure.query(({ ctx }) => getBrand(ctx.db, ctx.brand)),
});
