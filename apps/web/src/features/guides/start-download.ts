/** Starts the browser's download of a guide the server just handed out (the gate's last step). */
export function startDownload(fileUrl: string, fileName: string) {
  const link = document.createElement("a");
  link.href = fileUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
