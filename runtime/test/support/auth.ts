// What the auth tests share: a clock they move by hand, a Box JWT app (an encrypted PKCS#8 key and its config), and
// a fetch that counts what a kit sends.
import { generateKeyPairSync } from "node:crypto";

/** A clock that moves only when told. */
export function manualClock(start = Date.parse("2026-01-01T00:00:00Z")) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A Box app's JWT config with a freshly made RSA key, encrypted with `passphrase`, and the public key. */
export function jwtApp(options: {
  clientId: string;
  clientSecret: string;
  passphrase: string;
  enterpriseId?: string;
  modulusLength?: number;
}) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: options.modulusLength ?? 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: options.passphrase },
  });
  return {
    publicKey,
    privateKey,
    config: {
      boxAppSettings: {
        clientID: options.clientId,
        clientSecret: options.clientSecret,
        appAuth: { publicKeyID: "k1", privateKey, passphrase: options.passphrase },
      },
      enterpriseID: options.enterpriseId ?? "90001",
    },
  };
}

/** A fetch that records each request's method and URL, and may act before sending it (revoke tokens, …). */
export function countingFetch(before?: (url: string, init?: RequestInit) => void) {
  const sent: { method: string; url: string; authorization?: string }[] = [];
  const counted: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    sent.push({ method: init?.method ?? "GET", url, authorization: headers.get("authorization") ?? undefined });
    before?.(url, init);
    return fetch(input, init);
  };
  return { fetch: counted, sent };
}
