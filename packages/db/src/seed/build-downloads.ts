/**
 * Regenerates the generated demo downloads in apps/server/downloads: the PDFs, the course
 * thumbnails and (when ffmpeg is installed) the short title-card videos. The other files
 * there (templates, images, glossary, calendar) are written by hand.
 *
 *   npx tsx packages/db/src/seed/build-downloads.ts
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PLAN_LABELS, escapeMarkup, formatDuration, type PlanLevel } from "@scalemsp/validators";
import { demoCourses, type DemoCourse } from "./demo-content";
import { demoDocuments } from "./download-documents";
import { renderPdf } from "./pdf";

const downloadsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../apps/server/downloads",
);

interface Slide {
  heading: string;
  lines: string[];
}
interface DemoVideo {
  title: string;
  kicker: string;
  slides: Slide[];
}

const videos: Record<string, DemoVideo> = {
  "video-per-user-vs-per-device.mp4": {
    title: "Per-User vs Per-Device Pricing",
    kicker: "MSP Pricing Fundamentals",
    slides: [
      {
        heading: "Price the person, not the box",
        lines: ["Users carry the risk and the requests", "Devices per user keep rising"],
      },
      {
        heading: "Keep a device line for",
        lines: ["Servers and shared workstations", "Scanners, kiosks, lab machines"],
      },
    ],
  },
  "video-one-constraint.mp4": {
    title: "Choosing the One Constraint",
    kicker: "The MSP Owner's 90-Day Growth Plan",
    slides: [
      {
        heading: "One constraint per quarter",
        lines: ["Lowest self-assessment score", "Nearest to cash wins a tie"],
      },
      { heading: "Then ask", lines: ["What number proves it?", "What moves it in 90 days?"] },
    ],
  },
  "video-three-service-tiers.mp4": {
    title: "Designing Three Service Tiers",
    kicker: "Building a Recurring Revenue Engine",
    slides: [
      {
        heading: "Essentials, Business, Secure",
        lines: ["Security included in every tier", "Design the middle tier to sell"],
      },
      { heading: "Price the gaps", lines: ["Each step adds visible value", "Same stack, more coverage"] },
    ],
  },
  "video-running-a-qbr.mp4": {
    title: "Running a 45-Minute QBR",
    kicker: "Quarterly Business Reviews That Retain Clients",
    slides: [
      {
        heading: "Open with their business",
        lines: ["What has changed since last quarter?", "Decision maker in the room"],
      },
      { heading: "Close with decisions", lines: ["Up to three recommendations", "Book the next review now"] },
    ],
  },
  "video-interviewing-for-judgment.mp4": {
    title: "Interviewing for Dispatch Judgment",
    kicker: "Hiring Your First Service Manager",
    slides: [
      {
        heading: "Use real scenarios",
        lines: ["Outage vs executive request", "Two urgent tickets, one technician"],
      },
      { heading: "Listen for", lines: ["Impact before seniority", "How they update the client"] },
    ],
  },
  "video-triage-and-dispatch.mp4": {
    title: "Triage and the Dispatch Board",
    kicker: "Running a Profitable Service Desk",
    slides: [
      {
        heading: "Priority = impact x urgency",
        lines: ["Defined in writing", "Applied the same way by everyone"],
      },
      {
        heading: "15-minute morning stand-up",
        lines: ["Overnight alerts and aged tickets", "Every technician leaves with a plan"],
      },
    ],
  },
  "video-leadership-team.mp4": {
    title: "A Leadership Team That Runs Without You",
    kicker: "Scaling to $5M ARR",
    slides: [
      {
        heading: "Seats, scorecards, authority",
        lines: ["One owner per outcome", "Budget and authority to match"],
      },
      {
        heading: "Weekly leadership meeting",
        lines: ["Scorecard, priorities, issues", "Same day, same agenda"],
      },
    ],
  },
  "video-due-diligence-walkthrough.mp4": {
    title: "Due Diligence Walkthrough",
    kicker: "Mergers & Acquisitions for MSP Owners",
    slides: [
      {
        heading: "Verify the revenue",
        lines: ["Signed agreements, renewal dates", "Change-of-control clauses"],
      },
      {
        heading: "Then the stack and the people",
        lines: ["License transferability", "Who holds each relationship"],
      },
    ],
  },
  "discovery-call-role-play.mp4": {
    title: '"We Already Have an IT Guy"',
    kicker: "Discovery Call Role-Play",
    slides: [
      {
        heading: "Respect the relationship",
        lines: ["Ask what they rely on him for", "Ask who covers his holidays"],
      },
      {
        heading: "Offer to support, not replace",
        lines: ["Co-managed tools and cover", "A no-cost security review"],
      },
    ],
  },
  "dispatch-board-walkthrough.mp4": {
    title: "Dispatch Board Walkthrough",
    kicker: "Service Manager's Morning Routine",
    slides: [
      {
        heading: "8:00 Overnight review",
        lines: ["Alerts, backups, new tickets", "Anything client-wide first"],
      },
      {
        heading: "8:30 Assign and update",
        lines: ["Match skills to tickets", "Clients hear from us before they ask"],
      },
    ],
  },
};

const FONT_DIR = "/usr/share/fonts/truetype/dejavu";
const PLAN_COLOURS: Record<PlanLevel, [string, string]> = {
  free: ["#0f766e", "#14b8a6"],
  basic: ["#1d4ed8", "#60a5fa"],
  pro: ["#6d28d9", "#a78bfa"],
  enterprise: ["#0f172a", "#b45309"],
};

function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function courseThumbnail(course: DemoCourse): string {
  const [from, to] = PLAN_COLOURS[course.requiredPlanLevel];
  const minutes = course.lessons.reduce((sum, lesson) => sum + lesson.duration, 0);
  const titleLines = wrapWords(course.title, 22);
  const title = titleLines
    .map((line, i) => `<tspan x="40" dy="${i === 0 ? 0 : 44}">${escapeMarkup(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeMarkup(course.title)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="560" cy="70" r="120" fill="#ffffff" opacity="0.08"/>
  <circle cx="600" cy="330" r="80" fill="#ffffff" opacity="0.06"/>
  <rect x="40" y="36" width="${PLAN_LABELS[course.requiredPlanLevel].length * 10 + 30}" height="28" rx="14" fill="#ffffff" opacity="0.2"/>
  <text x="54" y="55" font-family="Helvetica, Arial, sans-serif" font-size="14" font-weight="700" fill="#ffffff" letter-spacing="1">${PLAN_LABELS[course.requiredPlanLevel].toUpperCase()}</text>
  <text x="40" y="${200 - (titleLines.length - 1) * 22}" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="#ffffff">${title}</text>
  <text x="40" y="320" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#ffffff" opacity="0.85">${course.lessons.length} lessons  ·  ${formatDuration(minutes)}</text>
</svg>
`;
}

function hasFfmpeg(): boolean {
  return spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0 && existsSync(FONT_DIR);
}

/** A silent title card followed by one card per slide, about 3 seconds each; about 10 KB. */
function renderVideo(file: string, video: DemoVideo, workDir: string) {
  const seconds = 3;
  const total = seconds * (video.slides.length + 1);
  const filters: string[] = [];
  const textFile = (name: string, text: string) => {
    const p = path.join(workDir, `${file}-${name}.txt`);
    writeFileSync(p, text);
    return p;
  };
  const draw = (p: string, font: string, size: number, color: string, y: string, from: number, to: number) =>
    filters.push(
      `drawtext=fontfile=${FONT_DIR}/${font}:textfile=${p}:fontcolor=${color}:fontsize=${size}:` +
        `line_spacing=10:x=(w-tw)/2:y=${y}:enable='between(t,${from},${to})'`,
    );
  // About 32 bold characters fit across 640 px at this size.
  const titleLines = wrapWords(video.title, 32);
  const titleTop = 150 - (titleLines.length - 1) * 22;
  draw(textFile("kicker", video.kicker), "DejaVuSans.ttf", 20, "0x9ec5ff", String(titleTop - 44), 0, seconds);
  titleLines.forEach((line, i) =>
    draw(textFile(`t${i}`, line), "DejaVuSans-Bold.ttf", 32, "white", String(titleTop + i * 44), 0, seconds),
  );
  video.slides.forEach((slide, i) => {
    const from = seconds * (i + 1);
    const to = from + seconds;
    draw(textFile(`h${i}`, slide.heading), "DejaVuSans-Bold.ttf", 28, "white", "h/2-70", from, to);
    draw(textFile(`l${i}`, slide.lines.join("\n")), "DejaVuSans.ttf", 22, "0xd6e4ff", "h/2", from, to);
  });
  filters.push(
    `drawtext=fontfile=${FONT_DIR}/DejaVuSans-Bold.ttf:text=ScaleMSP:fontcolor=0x60a5fa:fontsize=16:x=24:y=h-36`,
  );
  filters.push(`fade=t=in:st=0:d=0.4,fade=t=out:st=${total - 0.4}:d=0.4`);
  const result = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", `color=c=0x0f2742:s=640x360:d=${total}:r=12`],
      ...["-vf", filters.join(","), "-c:v", "libx264", "-preset", "veryslow", "-crf", "30"],
      ...["-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", "-map_metadata", "-1"],
      path.join(downloadsDir, file),
    ],
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed for ${file}`);
}

function main() {
  for (const [file, doc] of Object.entries(demoDocuments)) {
    writeFileSync(path.join(downloadsDir, file), renderPdf(doc));
  }
  for (const course of demoCourses) {
    writeFileSync(path.join(downloadsDir, path.basename(course.thumbnailUrl)), courseThumbnail(course));
  }
  if (!hasFfmpeg()) {
    console.warn("ffmpeg or the DejaVu fonts are missing: the videos were left as they are.");
    return;
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "scalemsp-videos-"));
  try {
    for (const [file, video] of Object.entries(videos)) renderVideo(file, video, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main();
