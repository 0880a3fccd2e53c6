import http from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseStripeForm } from "./form-body";

/**
 * A local stand-in for the parts of Stripe's API the product calls (customers, Checkout
 * Sessions, Customer Portal sessions), with the request and response shapes of Stripe's API
 * reference, and pages in place of Stripe's hosted Checkout and Portal. It exists because the
 * real API is not reachable from the machines the tests run on. Paying or cancelling on its
 * pages sends the events Stripe would, signed with the SDK's own test-header helper.
 */

export interface StandInPrice {
  unit_amount: number;
  currency: string;
  interval: "month" | "year";
  /** The product's name shown on the Checkout page. */
  name: string;
}

export interface StandInOptions {
  /** The Prices it knows, by id; a Checkout for another is refused as Stripe does. */
  prices: Record<string, StandInPrice>;
  /** Where events go, and the secret they are signed with. */
  webhookUrl?: string;
  webhookSecret: string;
  port?: number;
}

type Json = Record<string, unknown>;

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: STRIPE_API_URL for the server. */
  url: string;
  /** Every API call, as the stand-in read it (for the tests' checks of shapes). */
  requests: { method: string; path: string; body: Json; idempotencyKey: string | undefined }[];
  /** Every event it sent, in order. */
  events: Stripe.Event[];
  customers: Map<string, Json>;
  subscriptions: Map<string, Json>;
  setWebhookUrl(url: string): void;
  /** Sends an event about an object, as Stripe would (signed, to the webhook). */
  send(type: string, object: Json): Promise<number>;
  /** The next renewal fails: `invoice.payment_failed` and the subscription past due. */
  failPayment(subscriptionId: string): Promise<void>;
  close(): Promise<void>;
}

const idOf = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Stripe's error answer: `{error: {type, message, param?, code?}}`. */
const stripeError = (status: number, message: string, extra: Json = {}) => ({
  status,
  body: { error: { type: "invalid_request_error", message, ...extra } },
});

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  const stripe = new Stripe("sk_test_stand_in");
  let webhookUrl = options.webhookUrl;
  const customers = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  const requests: StripeStandIn["requests"] = [];
  const events: Stripe.Event[] = [];
  /** Events an API call causes, sent once its answer has gone, as Stripe does. */
  const pendingEvents: [string, Json][] = [];

  const priceObject = (id: string) => {
    const price = options.prices[id]!;
    return {
      id,
      object: "price",
      active: true,
      currency: price.currency,
      unit_amount: price.unit_amount,
      type: "recurring",
      recurring: { interval: price.interval, interval_count: 1, usage_type: "licensed" },
      product: `prod_${id}`,
      nickname: price.name,
      livemode: false,
    };
  };

  async function send(type: string, object: Json): Promise<number> {
    const event = {
      id: idOf("evt"),
      object: "event",
      api_version: "2026-11-18.endive",
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    events.push(event);
    if (!webhookUrl) return 0;
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const answer = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
      body: payload,
    });
    return answer.status;
  }

  function subscriptionFor(session: Json): Json {
    const lineItems = session.line_items as Record<string, { price: string; quantity?: string }>;
    const priceId = lineItems["0"]!.price;
    const price = options.prices[priceId]!;
    const start = nowSeconds();
    const end = start + (price.interval === "year" ? 365 : 30) * 86_400;
    const id = idOf("sub");
    return {
      id,
      object: "subscription",
      customer: session.customer,
      status: "active",
      currency: price.currency,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      livemode: false,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: {
        object: "list",
        data: [
          {
            id: idOf("si"),
            object: "subscription_item",
            price: priceObject(priceId),
            quantity: 1,
            current_period_start: start,
            current_period_end: end,
            subscription: id,
          },
        ],
      },
    };
  }

  const invoiceFor = (subscription: Json, paid: boolean) => ({
    id: idOf("in"),
    object: "invoice",
    customer: subscription.customer,
    status: paid ? "paid" : "open",
    currency: subscription.currency,
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
    livemode: false,
  });

  /** The API: `/v1/...`, form-encoded in, JSON out, a secret key required. */
  function answerApi(method: string, path: string, body: Json, auth: string | undefined) {
    if (!auth?.startsWith("Bearer sk_")) return stripeError(401, "Invalid API Key provided");
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: idOf("cus"),
        object: "customer",
        created: nowSeconds(),
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const price = ((body.line_items as Json | undefined)?.["0"] as Json | undefined)?.price as
        string | undefined;
      if (body.mode !== "subscription")
        return stripeError(400, "This stand-in answers subscription mode only.");
      if (!price || !options.prices[price])
        return stripeError(400, `No such price: '${price}'`, {
          param: "line_items[0][price]",
          code: "resource_missing",
        });
      if (typeof body.customer !== "string" || !customers.has(body.customer))
        return stripeError(400, `No such customer: '${String(body.customer)}'`, { param: "customer" });
      const id = idOf("cs");
      const session = {
        id,
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        created: nowSeconds(),
        expires_at: nowSeconds() + 86_400,
        livemode: false,
        url: `${standIn.url}/c/pay/${id}`,
        line_items: body.line_items,
        subscription_data: body.subscription_data,
      };
      checkoutSessions.set(id, session);
      const { line_items: _items, subscription_data: _data, ...answer } = session;
      return { status: 200, body: answer };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (typeof body.customer !== "string" || !customers.has(body.customer))
        return stripeError(400, `No such customer: '${String(body.customer)}'`, { param: "customer" });
      const id = idOf("bps");
      const session = {
        id,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url ?? null,
        created: nowSeconds(),
        livemode: false,
        url: `${standIn.url}/p/session/${id}`,
      };
      portalSessions.set(id, session);
      return { status: 200, body: session };
    }
    const cancel = method === "DELETE" ? path.match(/^\/v1\/subscriptions\/(sub_[A-Za-z0-9_]+)$/) : null;
    const cancelled = cancel ? subscriptions.get(cancel[1]!) : undefined;
    if (cancelled) {
      Object.assign(cancelled, { status: "canceled", canceled_at: nowSeconds(), ended_at: nowSeconds() });
      pendingEvents.push(["customer.subscription.deleted", cancelled]);
      return { status: 200, body: cancelled };
    }
    if (cancel) return stripeError(404, `No such subscription: '${cancel[1]}'`, { code: "resource_missing" });
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1f36}
button,a.button{display:block;width:100%;padding:.8rem;margin:.6rem 0;font-size:1rem;border-radius:6px;border:1px solid #635bff;
background:#635bff;color:#fff;text-align:center;text-decoration:none;box-sizing:border-box}
a.secondary,button.secondary{background:#fff;color:#635bff}</style></head><body>${body}</body></html>`;

  /** The hosted pages: Checkout (`/c/pay/{id}`) and the Portal (`/p/session/{id}`). */
  async function answerPage(method: string, path: string, res: http.ServerResponse) {
    const html = (status: number, text: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(text);
    };
    const redirect = (to: string) => res.writeHead(303, { location: to }).end();
    const pay = path.match(/^\/c\/pay\/(cs_test_[0-9a-f]+)$/);
    const session = pay ? checkoutSessions.get(pay[1]!) : undefined;
    if (pay && session && method === "GET") {
      const priceId = (session.line_items as Record<string, { price: string }>)["0"]!.price;
      const price = options.prices[priceId]!;
      const amount = `${(price.unit_amount / 100).toFixed(2)} ${price.currency.toUpperCase()}`;
      return html(
        200,
        page(
          "Checkout (test mode)",
          `<p>Test mode</p><h1>Subscribe to ${escape(price.name)}</h1><p>${amount} per ${price.interval}</p>
<form method="post"><label>Card number <input name="card" value="4242 4242 4242 4242" autocomplete="off"></label>
<button type="submit">Pay and subscribe</button></form>
<a class="button secondary" href="${escape(String(session.cancel_url))}">Back</a>`,
        ),
      );
    }
    if (pay && session && method === "POST") {
      if (session.status !== "open") return redirect(String(session.success_url));
      const subscription = subscriptionFor(session);
      subscriptions.set(String(subscription.id), subscription);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
      const { line_items: _items, subscription_data: _data, ...completed } = session;
      // As Stripe does, the browser returns while the events are on their way.
      redirect(String(session.success_url));
      await send("customer.subscription.created", subscription);
      await send("checkout.session.completed", completed);
      await send("invoice.paid", invoiceFor(subscription, true));
      return;
    }
    const portal = path.match(/^\/p\/session\/(bps_test_[0-9a-f]+)(\/cancel|\/fail-payment)?$/);
    const portalSession = portal ? portalSessions.get(portal[1]!) : undefined;
    if (portal && portalSession) {
      const own = [...subscriptions.values()].filter(
        (subscription) =>
          subscription.customer === portalSession.customer && subscription.status !== "canceled",
      );
      // Test mode only: the next renewal fails (as `failPayment`), for a browser test of the grace period.
      if (method === "POST" && portal[2] === "/fail-payment") {
        for (const subscription of own) await standIn.failPayment(String(subscription.id));
        return redirect(String(portalSession.return_url));
      }
      if (method === "POST" && portal[2]) {
        for (const subscription of own) {
          subscription.cancel_at_period_end = true;
          subscription.canceled_at = nowSeconds();
          await send("customer.subscription.updated", subscription);
        }
        return redirect(String(portalSession.return_url));
      }
      const rows = own
        .map((subscription) => {
          const item = (
            subscription.items as { data: { price: { nickname: string }; current_period_end: number }[] }
          ).data[0]!;
          const end = new Date(item.current_period_end * 1000).toISOString().slice(0, 10);
          return `<li>${escape(item.price.nickname)}: ${subscription.cancel_at_period_end ? `cancels on ${end}` : `renews on ${end}`}</li>`;
        })
        .join("");
      return html(
        200,
        page(
          "Billing portal (test mode)",
          `<p>Test mode</p><h1>Your subscription</h1><ul>${rows || "<li>No subscription</li>"}</ul>
<form method="post" action="/p/session/${portal[1]}/cancel"><button type="submit" class="secondary">Cancel plan</button></form>
<form method="post" action="/p/session/${portal[1]}/fail-payment"><button type="submit" class="secondary">Fail the next payment (test)</button></form>
<a class="button" href="${escape(String(portalSession.return_url))}">Return</a>`,
        ),
      );
    }
    html(404, page("Not found", "<h1>Not found</h1>"));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://stand-in").pathname;
      const method = req.method ?? "GET";
      const text = Buffer.concat(chunks).toString("utf8");
      if (!path.startsWith("/v1/")) {
        answerPage(method, path, res).catch((error: unknown) => {
          if (!res.headersSent) res.writeHead(500).end(String(error));
        });
        return;
      }
      const body = parseStripeForm(text);
      const key = req.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? key : undefined;
      requests.push({ method, path, body, idempotencyKey });
      const replay = idempotencyKey ? idempotent.get(`${method} ${path} ${idempotencyKey}`) : undefined;
      const answer =
        (replay as { status: number; body: unknown } | undefined) ??
        answerApi(method, path, body, req.headers.authorization);
      if (idempotencyKey && !replay && answer.status === 200)
        idempotent.set(`${method} ${path} ${idempotencyKey}`, answer);
      res
        .writeHead(answer.status, { "content-type": "application/json", "request-id": idOf("req") })
        .end(JSON.stringify(answer.body));
      for (const [type, object] of pendingEvents.splice(0)) void send(type, object).catch(() => undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    events,
    customers,
    subscriptions,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    send,
    async failPayment(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      subscription.status = "past_due";
      await send("invoice.payment_failed", invoiceFor(subscription, false));
      await send("customer.subscription.updated", subscription);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

export { parseStripeForm };
