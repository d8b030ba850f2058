// The heavy parts are optional peers: the table the messages quote is the package's own, and a missing peer (and only
// a missing peer, not a package it imports) becomes one message naming what to install.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isMissing, MissingPeerError, OPTIONAL_PEERS, withPeers } from "../src/optional-peer.js";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

/** The error Node gives for an import of a package that is not installed. */
const notFound = (name: string) =>
  Object.assign(new Error(`Cannot find package '${name}' imported from /project/node_modules/x/dist/index.js`), {
    code: "ERR_MODULE_NOT_FOUND",
  });

describe("optional peers", () => {
  it("quotes each peer at the range package.json declares, every one optional and none a dependency too", () => {
    for (const [name, range] of Object.entries(OPTIONAL_PEERS)) {
      expect(manifest.peerDependencies[name], name).toBe(range);
      expect(manifest.peerDependenciesMeta[name]?.optional, name).toBe(true);
      expect(manifest.dependencies[name], name).toBeUndefined();
    }
    for (const heavy of [
      "@modelcontextprotocol/server",
      "quickjs-emscripten-core",
      "@jitl/quickjs-wasmfile-release-sync",
    ])
      expect(Object.keys(OPTIONAL_PEERS)).toContain(heavy);
  });

  it("names the missing package and the command that installs it", async () => {
    const failing = withPeers("The MCP server", ["@modelcontextprotocol/server"], () =>
      Promise.reject(notFound("@modelcontextprotocol/server")),
    );
    await expect(failing).rejects.toBeInstanceOf(MissingPeerError);
    await expect(failing).rejects.toThrow(
      'The MCP server needs the optional package @modelcontextprotocol/server, which is not installed: npm install @modelcontextprotocol/server@"^2.4.0"',
    );
  });

  it("passes any other failure through as it is: another package missing, or an error of the feature's own", async () => {
    const other = notFound("express");
    await expect(
      withPeers("The MCP server", ["@modelcontextprotocol/server"], () => Promise.reject(other)),
    ).rejects.toBe(other);
    const own = new TypeError("boom");
    await expect(withPeers("Code mode", ["quickjs-emscripten-core"], () => Promise.reject(own))).rejects.toBe(own);
    expect(isMissing(notFound("quickjs-emscripten-core-extra"), "quickjs-emscripten-core")).toBe(false);
  });

  it("finds a peer that is installed without a word", async () => {
    await expect(
      withPeers("Code mode", ["quickjs-emscripten-core"], () => import("quickjs-emscripten-core")),
    ).resolves.toHaveProperty("newVariant");
  });
});
