// The token stores: the file store writes atomically (temporary file, rename) with mode 0600; when saving a rotated
// refresh token fails, the call fails naming the store, the store's previous file is intact, the new tokens stay in
// memory (the spent refresh token is not used again) and the next call saves them first.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createToolkit, definitions, ToolError } from "@toolgen/content-api";
import { startSandbox, type Sandbox } from "@toolgen/content-api/sandbox";
import { boxOAuth, fileStorage } from "@toolgen/runtime";
import { manualClock } from "./support/auth.js";

// The file store's rename, made to fail when a test says so (as a full disk or a read-only folder would).
const failNext = vi.hoisted(() => ({ rename: undefined as NodeJS.ErrnoException | undefined }));
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof import("node:fs/promises")>();
  return {
    ...fs,
    rename: async (from: string, to: string) => {
      const error = failNext.rename;
      failNext.rename = undefined;
      if (error) throw error;
      return fs.rename(from, to);
    },
  };
});

const READ = definitions.find(
  (d) => "method" in d.operation && d.operation.method === "GET" && !(d.inputSchema.required as string[])?.length,
)!.name;
const APP = { clientId: "app-client", clientSecret: "app-secret" };

let sandbox: Sandbox | undefined;
let dir: string | undefined;
afterEach(async () => {
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  sandbox = dir = undefined;
});

describe("fileStorage", () => {
  it("writes the tokens readable by the owner only, replacing the file whole", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "toolgen-store-"));
    const file = path.join(dir, "tokens.json");
    const store = fileStorage(file);
    await store.write({ refreshToken: "r1", accessToken: "a1", expiresAt: 5 });
    await store.write({ refreshToken: "r2" });
    expect(await store.read()).toEqual({ refreshToken: "r2" });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(["tokens.json"]);
  });

  it("warns when an existing file can be read by others", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "toolgen-store-"));
    const file = path.join(dir, "tokens.json");
    await writeFile(file, '{"refreshToken":"r"}', { mode: 0o640 });
    const warnings: string[] = [];
    expect(await fileStorage(file, { warn: (m) => warnings.push(m) }).read()).toEqual({ refreshToken: "r" });
    expect(warnings).toEqual([expect.stringMatching(/can be read by other users \(mode 640\)/)]);
    expect(warnings[0]).not.toContain('"r"');
  });

  it("reads nothing from a missing file and refuses one without a refresh token", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "toolgen-store-"));
    const file = path.join(dir, "tokens.json");
    expect(await fileStorage(file).read()).toBeUndefined();
    await writeFile(file, '{"accessToken":"x"}');
    await expect(fileStorage(file).read()).rejects.toMatchObject({ code: "NO_REFRESH_TOKEN" });
  });
});

describe("a store that fails to write", () => {
  it("fails the call naming the store, keeps its previous file, and saves the kept tokens on the next call", async () => {
    const clock = manualClock();
    sandbox = await startSandbox({ oauth: { ...APP, refreshTokens: ["first-refresh"], clock: clock.now } });
    dir = await mkdtemp(path.join(tmpdir(), "toolgen-store-"));
    const file = path.join(dir, "box-tokens.json");
    await writeFile(file, JSON.stringify({ refreshToken: "first-refresh" }), { mode: 0o600 });
    const previous = await readFile(file, "utf8");
    const auth = boxOAuth({ ...APP, storage: fileStorage(file), tokenUrl: sandbox.tokenUrl, now: clock.now });
    const kit = createToolkit({ accessToken: auth, baseUrl: sandbox.url, retry: false });

    failNext.rename = Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    const error = await kit.invoke(READ, {}).then(
      () => undefined,
      (e: unknown) => e as ToolError,
    );
    expect(error).toBeInstanceOf(ToolError);
    expect(error!.message).toContain(`token store file ${file}`);
    expect(error!.message).toContain("ENOSPC");
    expect(await readFile(file, "utf8")).toBe(previous);
    expect(await readdir(dir)).toEqual(["box-tokens.json"]); // no temporary file left behind
    expect(sandbox.oauth!.grants).toEqual(["refresh_token"]);

    // The next call saves the tokens it kept, without refreshing (the stored refresh token is spent at Box).
    await kit.invoke(READ, {});
    expect(sandbox.oauth!.grants).toEqual(["refresh_token"]);
    const saved = JSON.parse(await readFile(file, "utf8")) as { refreshToken: string };
    expect(saved.refreshToken).not.toBe("first-refresh");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
