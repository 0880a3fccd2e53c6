import path from "node:path";
import { parseArgs } from "node:util";
import { createLocalFileStore, createS3FileStore, moveFiles, readFileStoreSettings } from "@scalemsp/storage";
import { EXIT, UsageError, type CliIo } from "../io";
import { PROGRAM } from "../program";

export const filesHelp = `Usage: ${PROGRAM} files move-to-bucket [--data-dir DIR] [--remove]

Copies every uploaded file (and the name kept beside it) from DATA_DIR/uploads into the
bucket the app is configured for (FILE_STORE=s3 and the S3_* variables, as for the server).
Files already in the bucket at the same size are skipped, so it is safe to run again.

Options:
  --data-dir DIR   the folder to move from (default: $DATA_DIR, else .data)
  --remove         delete each local file once its copy is in the bucket`;

export async function filesCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      help: { type: "boolean", short: "h" },
      "data-dir": { type: "string" },
      remove: { type: "boolean" },
    },
    allowPositionals: true,
  });
  if (values.help) {
    io.stdout(`${filesHelp}\n`);
    return EXIT.ok;
  }
  if (positionals[0] !== "move-to-bucket" || positionals.length > 1)
    throw new UsageError("Unknown files command: use `files move-to-bucket`.");

  const { settings, problems } = readFileStoreSettings(io.env);
  if (problems.length > 0 || settings.driver !== "s3") {
    io.stderr(
      `${[...problems, ...(settings.driver === "s3" ? [] : ["FILE_STORE must be s3: the bucket to move the files into"])].join("\n")}\n`,
    );
    return EXIT.invalid;
  }
  const dataDir = path.resolve(io.cwd, values["data-dir"] ?? io.env.DATA_DIR ?? ".data");
  const from = createLocalFileStore(dataDir);
  const to = createS3FileStore(settings.s3);
  const report = { moved: 0, skipped: 0, bytes: 0 };
  // Uploaded files, and the uploaded pictures' variants.
  for (const under of ["uploads/", "images/"]) {
    const part = await moveFiles(from, to, {
      under,
      removeSource: values.remove ?? false,
      onFile: (key, size) => io.stdout(`copied ${key} (${size} bytes)\n`),
    });
    report.moved += part.moved;
    report.skipped += part.skipped;
    report.bytes += part.bytes;
  }
  io.stdout(
    `Done: ${report.moved} copied (${report.bytes} bytes), ${report.skipped} already in bucket ${settings.s3.bucket}` +
      `${values.remove ? "; local copies removed" : ""}.\n`,
  );
  return EXIT.ok;
}
