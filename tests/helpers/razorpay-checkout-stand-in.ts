import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TRazorpayStandIn } from "./razorpay-stand-in";

// A stand-in of Razorpay's Checkout for the browser journeys, which cannot fetch the real script. Like
// Checkout, its script (GET /v1/checkout.js) defines `window.Razorpay`, whose `open()` shows the payment
// window as a frame of another origin (this server's, as Checkout's is api.razorpay.com's), so the page
// CSP's script-src and frame-src are put to the test. The window shows what it was opened with (amount,
// language, prefill…) and three buttons: Pay (a captured payment), "Pay, bank confirms later" (only
// authorized: verify answers pending) and Cancel. Paying asks the REST stand-in to pay the order
// (POST /__stand-in/pay, its `pay` method over HTTP) and hands the page what Checkout hands back, through
// `handler`; Cancel calls `modal.ondismiss`.

/** The script the page loads: `window.Razorpay`, opening the window at `origin`. */
const checkoutScript = (origin: string) => `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) { this.options = options; }
  Razorpay.prototype.open = function () {
    var o = this.options;
    var display = (o.config && o.config.display) || {};
    var query = new URLSearchParams({
      key: o.key, order_id: o.order_id, amount: String(o.amount), currency: o.currency, name: o.name || "",
      description: o.description || "", language: display.language || "", color: (o.theme && o.theme.color) || "",
      prefill_name: (o.prefill && o.prefill.name) || "", prefill_email: (o.prefill && o.prefill.email) || "",
      origin: location.origin
    });
    var frame = document.createElement("iframe");
    frame.title = "Razorpay Checkout";
    frame.src = ORIGIN + "/__stand-in/checkout?" + query;
    frame.style.cssText = "position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647";
    function onMessage(event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      window.removeEventListener("message", onMessage);
      frame.remove();
      if (event.data && event.data.paid) o.handler(event.data.paid);
      else if (o.modal && o.modal.ondismiss) o.modal.ondismiss();
    }
    window.addEventListener("message", onMessage);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();
`;

/** The payment window, in the frame. Its texts are filled in by its script, from the address, as text. */
const WINDOW_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Razorpay Checkout (stand-in)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: end center; background: rgb(0 0 0 / 0.55); font: 16px system-ui, sans-serif; }
  [role="dialog"] { box-sizing: border-box; width: min(100%, 26rem); background: #fff; border-radius: 1rem 1rem 0 0; padding: 1.25rem; }
  h2 { margin: 0 0 0.25rem; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; font-size: 0.9rem; color: #444; }
  dd { margin: 0; overflow-wrap: anywhere; }
  button { display: block; width: 100%; margin-top: 0.6rem; padding: 0.8rem; border: 0; border-radius: 0.6rem; font: inherit; font-weight: 600; }
  #pay, #authorize { color: #fff; }
  #cancel { background: #eee; }
  [role="alert"] { color: #b91c1c; }
</style>
<div role="dialog" aria-modal="true" aria-labelledby="title">
  <h2 id="title">Razorpay Checkout (stand-in)</h2>
  <p id="merchant"></p>
  <dl>
    <dt>Amount</dt><dd id="amount"></dd>
    <dt>Order</dt><dd id="order"></dd>
    <dt>Language</dt><dd id="language"></dd>
    <dt>Name</dt><dd id="prefill-name"></dd>
    <dt>Email</dt><dd id="prefill-email"></dd>
  </dl>
  <p role="alert" id="error"></p>
  <button id="pay">Pay</button>
  <button id="authorize">Pay, bank confirms later</button>
  <button id="cancel">Cancel</button>
</div>
<script>
  var q = new URLSearchParams(location.search);
  var text = function (id, value) { document.getElementById(id).textContent = value; };
  text("merchant", q.get("name") + " · " + q.get("description"));
  text("amount", q.get("currency") + " " + (Number(q.get("amount")) / 100).toFixed(2));
  text("order", q.get("order_id"));
  text("language", q.get("language"));
  text("prefill-name", q.get("prefill_name"));
  text("prefill-email", q.get("prefill_email"));
  document.getElementById("pay").style.background = q.get("color");
  document.getElementById("authorize").style.background = q.get("color");
  var tell = function (message) { parent.postMessage(message, q.get("origin")); };
  var pay = function (status) {
    fetch("/__stand-in/pay", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: q.get("key"), order_id: q.get("order_id"), amount: Number(q.get("amount")), status: status })
    })
      .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (r) { if (r.ok) tell({ paid: r.body }); else text("error", r.body.error); });
  };
  document.getElementById("pay").onclick = function () { pay("captured"); };
  document.getElementById("authorize").onclick = function () { pay("authorized"); };
  document.getElementById("cancel").onclick = function () { tell({ dismissed: true }); };
</script>
</html>
`;

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) ?? {};
  } catch {
    return {};
  }
}

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
  res.end(body);
};

/**
 * Serves the Checkout stand-in on `port` (any free one by default), paying through `api` (the REST
 * stand-in, whose key id Checkout must be opened with, as Razorpay refuses an order of another account's).
 */
export async function startCheckoutStandIn({ api, keyId, port = 0 }: { api: TRazorpayStandIn; keyId: string; port?: number }) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "GET" && url.pathname === "/v1/checkout.js")
      return send(res, 200, "application/javascript; charset=utf-8", checkoutScript(`http://${req.headers.host}`));
    if (req.method === "GET" && url.pathname === "/__stand-in/checkout") return send(res, 200, "text/html; charset=utf-8", WINDOW_PAGE);
    if (req.method === "GET" && url.pathname === "/__stand-in/health") return send(res, 200, "text/plain", "ok");
    if (req.method === "POST" && url.pathname === "/__stand-in/pay") {
      const { key, order_id: orderId, amount, status } = await jsonBody(req);
      const order = typeof orderId === "string" ? api.orders.get(orderId) : undefined;
      const refuse = (error: string) => send(res, 400, "application/json", JSON.stringify({ error }));
      if (key !== keyId) return refuse("Checkout was opened with another account's key id");
      if (!order) return refuse("The id provided does not exist");
      if (amount !== order.amount) return refuse(`Checkout was opened for ${amount}, the order is for ${order.amount}`);
      if (status !== "captured" && status !== "authorized") return refuse("unknown status");
      return send(res, 200, "application/json", JSON.stringify(api.pay(orderId as string, { status })));
    }
    send(res, 404, "text/plain", "not found");
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    scriptUrl: `http://127.0.0.1:${actual}/v1/checkout.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
