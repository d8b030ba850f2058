// Box's own SDK (a client nobody here wrote) gets tokens from the sandbox's /oauth2/token by client credentials and
// by a JWT assertion it signs itself, and uses them: the sandbox's token endpoint speaks Box's protocol.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BoxCcgAuth, BoxClient, BoxJwtAuth, CcgConfig, JwtConfig } from "box-typescript-sdk-gen";
import { startSandbox, type Sandbox } from "@toolgen/content-api/sandbox";
import { jwtApp } from "./support/auth.js";

const APP = { clientId: "sdk-client", clientSecret: "sdk-secret" };
const app = jwtApp({ ...APP, passphrase: "sdk passphrase" });

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ oauth: { ...APP, jwtPublicKey: app.publicKey } });
});
afterAll(() => sandbox.close());

const client = (auth: BoxCcgAuth | BoxJwtAuth) =>
  new BoxClient({ auth }).withCustomBaseUrls({
    baseUrl: sandbox.origin,
    uploadUrl: sandbox.origin,
    oauth2Url: sandbox.origin,
  });

describe("box-typescript-sdk-gen's auth against the sandbox's token endpoint", () => {
  it("client credentials", async () => {
    const auth = new BoxCcgAuth({ config: new CcgConfig({ ...APP, enterpriseId: "90001" }) });
    const items = await client(auth).folders.getFolderItems("0");
    expect(items.entries?.length).toBeGreaterThan(0);
    expect(sandbox.oauth!.grants).toContain("client_credentials");
  });

  it("JWT, with the app's encrypted key", async () => {
    const before = sandbox.oauth!.grants.filter((g) => g === "jwt").length;
    const auth = new BoxJwtAuth({
      config: new JwtConfig({
        ...APP,
        jwtKeyId: "k1",
        privateKey: app.privateKey,
        privateKeyPassphrase: "sdk passphrase",
        enterpriseId: "90001",
      }),
    });
    const items = await client(auth).folders.getFolderItems("0");
    expect(items.entries?.length).toBeGreaterThan(0);
    expect(sandbox.oauth!.grants.filter((g) => g === "jwt").length).toBe(before + 1);
  });
});
