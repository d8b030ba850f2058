// Every written form of a secret is scrubbed: base64 and base64url (alone, or inside a longer encoded value),
// percent-encoding with lower-case hex, form encoding; and a token echoed in a successful answer never reaches a model.
import { describe, expect, it } from "vitest";
import { createKit, slackProvider } from "@toolgen/runtime";
import { SecretRegistry } from "../src/secrets.js";
import { messagingTools } from "./support/messaging-tools.js";
import { toolFor } from "../../test/support/spec.js";

const SECRET = "s3cr/t+k ey~!é-9f8e7d6c";
const b64 = (text: string) => Buffer.from(text).toString("base64");
const b64url = (text: string) => Buffer.from(text).toString("base64url");

describe("the forms of a secret", () => {
  const registry = new SecretRegistry([SECRET]);
  it.each([
    ["base64", b64(SECRET)],
    ["base64url", b64url(SECRET)],
    ["base64 inside a Basic-style pair", b64(`client:${SECRET}`)],
    ["base64 at the second alignment", b64(`ab${SECRET}`)],
    ["base64url inside a JSON document", b64url(JSON.stringify({ token: SECRET, n: 1 }))],
    ["lower-case percent-encoding", encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase())],
    ["form encoding", new URLSearchParams({ t: SECRET }).toString().slice(2)],
  ])("%s is scrubbed", (_what, form) => {
    const text = `upstream said: ${form} (end)`;
    const scrubbed = registry.scrubText(text);
    expect(scrubbed).not.toContain(form);
    expect(scrubbed).toContain("upstream said:");
  });

  it("unrelated base64 is left alone", () => {
    const other = b64("an ordinary value of the same length, no secret in it");
    expect(registry.scrubText(other)).toBe(other);
  });
});

describe("a token echoed in a successful answer", () => {
  const TOKEN = "xoxb-echoed-token-7f6e5d4c3b2a";
  it("is scrubbed from the value the kit returns", async () => {
    const AUTH_TEST = toolFor({ slackMethod: "auth.test" });
    // auth.test, then users.info: both answer 200 with the token in them.
    const fetch = (async (url: string | URL | Request) => {
      const body = String(url).includes("auth.test")
        ? { ok: true, user_id: "U1", user: "u", debug: `sent ${TOKEN}` }
        : { ok: true, user: { id: "U1", name: `sent ${TOKEN}`, real_name: b64(TOKEN), profile: { token: TOKEN } } };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }) as typeof globalThis.fetch;
    const kit = createKit(slackProvider, messagingTools, {
      accessToken: TOKEN,
      baseUrl: "http://127.0.0.1:9/api",
      retry: false,
      fetch,
    });
    const value = await kit.invoke(AUTH_TEST, {});
    const text = JSON.stringify(value);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(b64(TOKEN));
  });
});

describe("a short secret in a successful answer", () => {
  // The sandbox's token is the word "sandbox", which its data also holds ("ben@sandbox-co.example").
  it("is redacted only as a whole field, never inside the data's own words", () => {
    const registry = new SecretRegistry(["sandbox"]);
    expect(
      registry.scrubAnswer({ login: "ben@sandbox-co.example", token: "sandbox", note: "Welcome to the sandbox." }),
    ).toEqual({
      login: "ben@sandbox-co.example",
      token: "[redacted]",
      note: "Welcome to the sandbox.",
    });
  });
});
