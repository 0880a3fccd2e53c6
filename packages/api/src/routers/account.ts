import {
  businessSelfUpdateInput,
  deleteBusinessInput,
  emailVerifyInput,
  passwordChangeInput,
  profileUpdateInput,
  timeZoneSettingInput,
} from "@scalemsp/validators";
import { updateOwnBusiness } from "../domain/account/business";
import { deleteOwnBusiness } from "../domain/account/delete-business";
import {
  confirmEmailAddress,
  emailVerificationStatus,
  resendVerification,
} from "../domain/account/email-verification";
import { exportAccount, exportFileName } from "../domain/account/export";
import { changePassword, updateProfile } from "../domain/account/profile";
import { setTimeZone } from "../domain/account/time-zone";
import {
  emailVerificationOutput,
  emailVerifiedOutput,
  accountExportOutput,
  fileAnswer,
  noContent,
  publicBusinessOutput,
  publicUserOutput,
} from "../outputs";
import { createTRPCRouter, memberProcedure, ownerProcedure, publicProcedure } from "../trpc";

/** Contract §11: everyone manages their own account; owners their business's details. */
export const accountRouter = createTRPCRouter({
  emailVerification: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/user/email-verification",
        summary: "Whether the caller's email address is verified (contract §14)",
      },
    })
    .output(emailVerificationOutput)
    .query(({ ctx }) => emailVerificationStatus(ctx.user)),

  resendVerification: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/user/email-verification/resend",
        status: 204,
        summary: "Send the email verification link again; a few an hour",
      },
    })
    .output(noContent)
    .mutation(({ ctx }) => resendVerification(ctx.db, ctx.user, ctx.now())),

  verifyEmail: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/email-verification",
        summary: "Verify an email address with the link's token",
      },
    })
    .input(emailVerifyInput)
    .output(emailVerifiedOutput)
    .mutation(({ ctx, input }) => confirmEmailAddress(ctx.db, input.token, ctx.now())),

  updateProfile: memberProcedure
    .meta({ rest: { method: "PATCH", path: "/api/user", summary: "Change one's own name" } })
    .input(profileUpdateInput)
    .output(publicUserOutput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user, input, ctx.now())),

  setTimeZone: memberProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/user/time-zone",
        summary: "Set the time zone one's times are shown in, in the app and in emails",
      },
    })
    .input(timeZoneSettingInput)
    .output(publicUserOutput)
    .mutation(({ ctx, input }) => setTimeZone(ctx.db, ctx.user, input, ctx.now())),

  changePassword: memberProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/user/password",
        status: 204,
        summary: "Change one's password (the current one required); every other session ends",
      },
    })
    .input(passwordChangeInput)
    .output(noContent)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user, input, ctx.sessionToken, ctx.now())),

  updateBusiness: ownerProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/business",
        summary: "Change the business's details or share its scorecard with the team; owner only",
      },
    })
    .input(businessSelfUpdateInput)
    .output(publicBusinessOutput)
    .mutation(({ ctx, input }) => updateOwnBusiness(ctx.db, ctx.user, input, ctx.now())),

  /** Contract §13 owners leave: the caller is signed out with the rest of the business. */
  deleteBusiness: ownerProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "DELETE",
        path: "/api/business",
        status: 204,
        summary:
          "Delete the business and all its data for good, confirmed with the owner's password; its members lose access at once",
      },
    })
    .input(deleteBusinessInput)
    .output(noContent)
    .mutation(async ({ ctx, input }) => {
      await deleteOwnBusiness(ctx.db, ctx.user, input, ctx.now(), ctx.billing);
      ctx.cookies.clear();
    }),

  export: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/user/export",
        summary: "A JSON file of everything stored about the caller",
        file: {
          contentType: "application/json; charset=utf-8",
          disposition: "attachment",
          schema: accountExportOutput,
        },
      },
    })
    .output(fileAnswer)
    .query(async ({ ctx }) => {
      const now = ctx.now();
      const data = await exportAccount(ctx.db, ctx.user, now);
      return { fileName: exportFileName(now), content: `${JSON.stringify(data, null, 2)}\n` };
    }),
});
