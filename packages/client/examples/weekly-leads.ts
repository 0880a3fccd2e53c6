/**
 * A worked example (docs/internal-tools.md): print this week's new consultation requests
 * and mark them contacted. Run with `SCALEMSP_URL=… SCALEMSP_TOKEN=… pnpm exec tsx packages/client/examples/weekly-leads.ts`.
 */
import { createScaleMspClient, type RouterOutputs } from "../src/index";

type Consultation = RouterOutputs["admin"]["leads"]["consultations"][number];

const client = createScaleMspClient({
  baseUrl: process.env.SCALEMSP_URL ?? "http://localhost:3000",
  token: process.env.SCALEMSP_TOKEN,
});

const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
const requests: Consultation[] = await client.admin.leads.consultations.query();
const fresh = requests.filter((r) => r.status === "new" && new Date(r.createdAt).getTime() >= weekAgo);

for (const request of fresh) {
  console.log(`${request.firstName} ${request.lastName} <${request.email}> at ${request.company}`);
  await client.admin.leads.updateConsultation.mutate({ id: request.id, status: "contacted" });
}
console.log(`${fresh.length} new request(s) this week`);
