import http from "node:http";

/** One GET as sent on the wire: status, body bytes as received (not decoded), encoding, tag. */
export interface WireAnswer {
  status: number;
  bytes: number;
  encoding: string | undefined;
  etag: string | undefined;
}

/** A GET whose body is counted as it arrives: fetch would decode a compressed body first. */
export function getOnTheWire(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          encoding: response.headers["content-encoding"],
          etag: response.headers.etag,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** What a phone fetches for one read: the bytes without and with brotli, and a repeat with the tag. */
export interface WireCheck {
  plain: WireAnswer;
  brotli: WireAnswer;
  repeat: WireAnswer;
}

export async function checkOnTheWire(url: string, headers: Record<string, string>): Promise<WireCheck> {
  const plain = await getOnTheWire(url, headers);
  const brotli = await getOnTheWire(url, { ...headers, "accept-encoding": "br" });
  const repeat = await getOnTheWire(url, {
    ...headers,
    "accept-encoding": "br",
    ...(brotli.etag ? { "if-none-match": brotli.etag } : {}),
  });
  return { plain, brotli, repeat };
}
