import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { boxProvider, createKit, ToolError, type BoxOptions, type Tool } from "@toolgen/runtime";
import { buildBoxRequest } from "../src/box/index.js";
import { httpTool, startBoxDouble, type BoxDouble } from "./support/box-double.js";

const TOKEN = "tok-Box-Request-7788";
let box: BoxDouble;
beforeAll(async () => {
  box = await startBoxDouble({ token: TOKEN });
});
afterAll(() => box.close());
beforeEach(() => box.reset());

const tools: Record<string, Tool> = {
  GetFile: httpTool("GetFile", {
    method: "GET",
    server: "api",
    path: "/files/{file_id}",
    params: [
      { name: "file_identifier", in: "path", upstream: "file_id" },
      { name: "included_attributes", in: "query", upstream: "fields", array: true },
      { name: "etag", in: "header", upstream: "if-none-match" },
      { name: "shared_link_credentials", in: "header", upstream: "boxapi", secret: true },
    ],
  }),
  ListItems: httpTool("ListItems", {
    method: "GET",
    server: "api",
    path: "/folders/{folder_id}/items",
    params: [
      { name: "folder_identifier", in: "path", upstream: "folder_id" },
      { name: "max_items_per_page", in: "query", upstream: "limit" },
      { name: "use_marker", in: "query", upstream: "usemarker" },
      { name: "search_text", in: "query", upstream: "query" },
    ],
  }),
  Thumbnail: httpTool("Thumbnail", {
    method: "GET",
    server: "api",
    path: "/files/{file_id}/thumbnail.{extension}",
    params: [
      { name: "file_identifier", in: "path", upstream: "file_id" },
      { name: "format", in: "path", upstream: "extension" },
    ],
  }),
  UploadSession: httpTool("UploadSession", {
    method: "GET",
    server: "upload",
    path: "/files/upload_sessions/{upload_session_id}",
    params: [{ name: "session", in: "path", upstream: "upload_session_id" }],
  }),
  ZipContent: httpTool("ZipContent", {
    method: "GET",
    server: "download",
    path: "/zip_downloads/{zip_download_id}/content",
    params: [{ name: "zip", in: "path", upstream: "zip_download_id" }],
  }),
  Versioned: httpTool("Versioned", {
    method: "DELETE",
    server: "api",
    path: "/hubs/{hub_id}",
    headers: { "box-version": "2025.0" },
    params: [{ name: "hub", in: "path", upstream: "hub_id" }],
  }),
};

const kit = (extra: Partial<BoxOptions> = {}) =>
  createKit<Record<string, Record<string, unknown>>, BoxOptions>(boxProvider, tools, {
    accessToken: TOKEN,
    baseUrl: box.url,
    retry: false,
    ...extra,
  });

describe("Box request building", () => {
  it("uses Box's servers by default", () => {
    const opts: BoxOptions = { accessToken: "t" };
    expect(buildBoxRequest(tools["GetFile"]!, { file_identifier: "12" }, opts).url).toBe(
      "https://api.box.com/2.0/files/12",
    );
    expect(buildBoxRequest(tools["UploadSession"]!, { session: "s1" }, opts).url).toBe(
      "https://upload.box.com/api/2.0/files/upload_sessions/s1",
    );
    expect(buildBoxRequest(tools["ZipContent"]!, { zip: "z1" }, opts).url).toBe(
      "https://dl.boxcloud.com/2.0/zip_downloads/z1/content",
    );
  });

  it("sends each server's calls to its override, and baseUrl over all of them", async () => {
    const servers = { api: `${box.url}/api-2.0`, upload: `${box.url}/upload-2.0/`, download: `${box.url}/dl-2.0` };
    const k = kit({ baseUrl: undefined, servers });
    await k.call("GetFile", { file_identifier: "1" });
    await k.call("UploadSession", { session: "2" });
    await k.call("ZipContent", { zip: "3" });
    await kit({ servers }).call("ZipContent", { zip: "4" });
    expect(box.requests.map((r) => r.path)).toEqual([
      "/api-2.0/files/1",
      "/upload-2.0/files/upload_sessions/2",
      "/dl-2.0/zip_downloads/3/content",
      "/zip_downloads/4/content",
    ]);
  });

  it("only overrides the servers given", () => {
    const req = buildBoxRequest(tools["ZipContent"]!, { zip: "z" }, { accessToken: "t", servers: { api: "http://x" } });
    expect(req.url).toBe("https://dl.boxcloud.com/2.0/zip_downloads/z/content");
  });

  it("percent-encodes path parameters, also inside a segment", async () => {
    await kit().call("GetFile", { file_identifier: "a b/c?d#e%f" });
    await kit().call("Thumbnail", { file_identifier: "9", format: "png" });
    expect(box.requests.map((r) => r.path)).toEqual(["/files/a%20b%2Fc%3Fd%23e%25f", "/files/9/thumbnail.png"]);
  });

  it("refuses empty, '.' and '..' path values before any request", async () => {
    for (const bad of ["", ".", ".."]) {
      const err = await kit()
        .call("GetFile", { file_identifier: bad })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ToolError);
      expect((err as ToolError).kind).toBe("invalid_input");
    }
    expect(box.requests).toHaveLength(0);
  });

  it("comma-joins arrays, encodes values and writes numbers and booleans as text", async () => {
    await kit().call("GetFile", { file_identifier: "1", included_attributes: ["id", "name", "a,b"] });
    await kit().call("ListItems", {
      folder_identifier: "0",
      max_items_per_page: 50,
      use_marker: true,
      search_text: "q 1&x=2",
    });
    await kit().call("GetFile", { file_identifier: "1", included_attributes: [] });
    expect(box.requests.map((r) => r.query)).toEqual([
      "fields=id,name,a%2Cb",
      "limit=50&usemarker=true&query=q%201%26x%3D2",
      "",
    ]);
  });

  it("sends header parameters, binding headers and As-User", async () => {
    await kit({ asUser: "4455" }).call("GetFile", {
      file_identifier: "1",
      etag: "7",
      shared_link_credentials: "shared_link=https://app.box.com/s/abc",
    });
    await kit().call("Versioned", { hub: "5" });
    const [first, second] = box.requests;
    expect(first!.headers["if-none-match"]).toBe("7");
    expect(first!.headers["boxapi"]).toBe("shared_link=https://app.box.com/s/abc");
    expect(first!.headers["as-user"]).toBe("4455");
    expect(second!.method).toBe("DELETE");
    expect(second!.headers["box-version"]).toBe("2025.0");
    expect(second!.headers["as-user"]).toBeUndefined();
  });

  it("refuses control and non-ASCII characters in header values, and a bad asUser, with zero requests", async () => {
    const cases: Array<[Partial<BoxOptions>, Record<string, unknown>]> = [
      [{}, { file_identifier: "1", etag: "7\r\nX-Injected: yes" }],
      [{}, { file_identifier: "1", etag: "7\n" }],
      [{}, { file_identifier: "1", shared_link_credentials: "shared_link=x\u0000" }],
      [{}, { file_identifier: "1", etag: "a\tb" }],
      // fetch itself refuses characters above U+00FF, which would otherwise surface as a false network error.
      [{}, { file_identifier: "1", shared_link_credentials: "shared_link=x&shared_link_password=pw€" }],
      [{}, { file_identifier: "1", etag: "caf\u00e9" }],
      [{}, { file_identifier: "1", etag: "7\u0085" }],
      [{ asUser: "1\r\nX: y" }, { file_identifier: "1" }],
      [{ asUser: "44\u00fc" }, { file_identifier: "1" }],
    ];
    for (const [extra, input] of cases) {
      const err = (await kit(extra)
        .call("GetFile", input)
        .catch((e: unknown) => e)) as ToolError;
      expect(err).toBeInstanceOf(ToolError);
      expect(err.kind).toBe("invalid_input");
      expect(err.issues?.length).toBeGreaterThan(0);
      expect(JSON.stringify(err.toJSON())).not.toContain("shared_link=x");
    }
    expect(box.requests).toHaveLength(0);
  });

  it("accepts the token from an async provider", async () => {
    const result = await kit({ accessToken: async () => TOKEN }).call("GetFile", { file_identifier: "1" });
    expect(result).toMatchObject({ type: "echo", path: "/files/1" });
    expect(box.requests[0]!.headers["authorization"]).toBe(`Bearer ${TOKEN}`);
  });
});
