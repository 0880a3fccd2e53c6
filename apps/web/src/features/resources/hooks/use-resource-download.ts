import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RESOURCE_MESSAGES } from "@scalemsp/validators";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { serverMessageOf } from "../../../lib/trpc-errors";

/** A download the server answered with `success: false`. */
class DownloadRefused extends Error {}

interface DownloadAnswer {
  success: boolean;
  message?: string;
  fileUrl?: string | null;
  fileName?: string | null;
}

/** Hands the file to the browser as a download (spec §4: "a browser download of fileUrl"). */
function saveFile(fileUrl: string, fileName: string | null) {
  const anchor = document.createElement("a");
  anchor.href = fileUrl;
  anchor.download = fileName ?? "";
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Spec §4 and §8: count the download on the server, then start it. One hook per card: its own flag. */
export function useResourceDownload() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: number) => {
      const answer: DownloadAnswer = await client.resources.download.mutate({ id });
      if (!answer.success || !answer.fileUrl) {
        throw new DownloadRefused(answer.message || RESOURCE_MESSAGES.downloadRefused);
      }
      return { fileUrl: answer.fileUrl, fileName: answer.fileName ?? null, message: answer.message };
    },
    onSuccess: ({ fileUrl, fileName, message }) => {
      notifySuccess(RESOURCE_MESSAGES.downloadStartedTitle, fileName ?? message ?? "");
      saveFile(fileUrl, fileName);
      // Download counts feed Trending.
      void queryClient.invalidateQueries(trpc.resources.list.pathFilter());
    },
    onError: (error) => {
      const message = error instanceof DownloadRefused ? error.message : serverMessageOf(error);
      notifyError(RESOURCE_MESSAGES.downloadFailed, message ?? RESOURCE_MESSAGES.downloadFailedFallback);
    },
  });
  return { download: (id: number) => mutation.mutate(id), isDownloading: mutation.isPending };
}
