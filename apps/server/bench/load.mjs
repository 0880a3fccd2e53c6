// The load generator, in a process of its own so that it does not take the server's CPU.
// The parent sends one job at a time over IPC and gets back every response time and status.
// Only the answers with the expected status are timed; the parent counts the rest as failed.
import http from "node:http";
import autocannon from "autocannon";

/** What one run saw; the parent merges runs and takes the percentiles. */
const outcome = (latencies, statuses, seconds, errors, timeouts) => ({
  latencies,
  statuses,
  seconds,
  errors,
  timeouts,
});

/** Whether an answer is the one the job expects: its `status`, or any 2xx. */
const expected = (job, status) =>
  job.status === undefined ? status >= 200 && status < 300 : status === job.status;

/** Closed loop: as many requests as the connections allow. */
function cannon(job) {
  const latencies = [];
  const statuses = {};
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        method: job.method,
        headers: job.headers,
        body: job.body,
        connections: job.connections,
        duration: job.duration,
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (performance.now() - started) / 1000;
        resolve(outcome(latencies, statuses, seconds, result.errors, result.timeouts));
      },
    );
    // autocannon's own histogram keeps whole milliseconds; sub-millisecond times matter here.
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (expected(job, statusCode)) latencies.push(responseTime);
    });
  });
}

/**
 * Open loop: request i is due at start + i / rate whatever happened before, and its latency
 * counts from when it was due, so time spent waiting for a free socket counts too.
 * (autocannon's overallRate instead sends each connection's share of a second back to back
 * and then idles, which measures bursts at full concurrency rather than a steady rate.)
 * With `burst`, `rate` counts waves: each is due at once, `burst` requests on as many sockets.
 */
function paced(job) {
  const url = new URL(job.url);
  const burst = job.burst ?? 1;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(job.maxSockets ?? 64, burst) });
  const total = Math.round(job.rate * job.duration) * burst;
  const interval = 1000 / job.rate;
  const dueAt = (i) => start + Math.floor(i / burst) * interval;
  const latencies = [];
  const statuses = {};
  const pending = new Set();
  let errors = 0;
  let sent = 0;
  let lastAnswer = 0;
  let timeouts = 0;
  let late = false;
  const start = performance.now() + 20;
  // Two seconds of grace after the last request is due; answers after that count as timeouts.
  const deadlineAt = start + job.duration * 1000 + 2000;
  return new Promise((resolve) => {
    let tick;
    let deadline;
    let giveUp;
    const finish = () => {
      clearInterval(tick);
      clearTimeout(deadline);
      clearTimeout(giveUp);
      agent.destroy();
      const seconds = Math.max(job.duration, (Math.min(lastAnswer, deadlineAt) - start) / 1000);
      resolve(outcome(latencies, statuses, seconds, errors, total - sent + timeouts));
    };
    const done = (req) => {
      pending.delete(req);
      if ((late || sent === total) && pending.size === 0) finish();
    };
    // With `headerSets`, request i goes out with set i modulo their number (callers in turn).
    const headerSets = (job.headerSets ?? [job.headers]).map((headers) =>
      job.body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(job.body) },
    );
    const send = (due, i) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: job.method,
          headers: headerSets[i % headerSets.length],
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            if (late) timeouts += 1;
            else {
              const status = res.statusCode ?? 0;
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (expected(job, status)) latencies.push(performance.now() - due);
              lastAnswer = performance.now();
            }
            done(req);
          });
        },
      );
      req.on("error", () => {
        if (late) timeouts += 1;
        else errors += 1;
        done(req);
      });
      pending.add(req);
      req.end(job.body);
    };
    tick = setInterval(() => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) {
        send(dueAt(sent), sent);
        sent += 1;
      }
      if (sent === total) clearInterval(tick);
    }, 1);
    deadline = setTimeout(() => {
      late = true;
      clearInterval(tick);
      // Requests still queued for a socket never reached the server: drop them. Those the
      // server holds are waited for, so that the next run starts on an idle server.
      for (const req of pending) if (!req.socket) req.destroy();
      if (pending.size === 0) finish();
      giveUp = setTimeout(finish, 30_000);
    }, deadlineAt - performance.now());
  });
}

process.on("message", (message) => {
  const run = message.job.mode === "paced" ? paced : cannon;
  run(message.job).then(
    (result) => process.send({ id: message.id, result }),
    (error) => process.send({ id: message.id, error: String(error?.stack ?? error) }),
  );
});
