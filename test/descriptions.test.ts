// Risk facts and descriptions against the documents: what a model reads of each tool says what the document's row
// says, once, and nothing the documents do not give.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tools as contentTools } from "@toolgen/content-api";
import { loadManifest } from "../generator/load/index.js";
import type { ManifestTool } from "../generator/load/manifest.js";
import { describeTool } from "../generator/model/describe.js";
import { buildKit } from "../generator/model/index.js";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";

// Tools picked by their binding (operationId): a spec edit may rename them.
const GET_AI_AGENT_DEFAULT = toolFor({ operationId: "get_ai_agent_default" });
const GET_EVENTS = toolFor({ operationId: "get_events" });
const GET_FILES_ID_CONTENT = toolFor({ operationId: "get_files_id_content" });
const GET_FILES_ID_THUMBNAIL_ID = toolFor({ operationId: "get_files_id_thumbnail_id" });
const GET_FILE_VERSION_RETENTIONS = toolFor({ operationId: "get_file_version_retentions" });
const POST_SIGN_REQUESTS_ID_CANCEL = toolFor({ operationId: "post_sign_requests_id_cancel" });

const kits = ["content", "messaging"].map((name) => {
  const { manifest, text } = loadManifest(path.join(ROOT, "spec", `${name}.yaml`));
  const kit = buildKit(manifest, text, path.join(ROOT, "spec"));
  const document = readFileSync(path.join(ROOT, "spec/docs", manifest.toolkit.document), "utf8");
  return { name, kit, document };
});
const [content, messaging] = kits as [(typeof kits)[number], (typeof kits)[number]];
const everyTool = kits.flatMap(({ kit }) => kit.tools.map((tool) => [tool.name, tool] as const));

/** The cells of the document's table rows that start with a tool name (Endpoints and states tables alike). */
function rows(document: string, name: string): string[][] {
  return document
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells.includes(name));
}

/** What the document says of a tool: the cells after its name in its Endpoints row and its states-table row. */
function documentWords(name: string): string {
  return rows(content.document, name)
    .map((cells) => cells.slice(cells.indexOf(name) + 1).join(" "))
    .join(" ");
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Za-z'])/);
const FILLER = new Set([
  "a",
  "an",
  "the",
  "it",
  "its",
  "to",
  "of",
  "in",
  "on",
  "at",
  "by",
  "for",
  "and",
  "or",
  "is",
  "are",
]);
const contentWords = (sentence: string) =>
  new Set(
    sentence
      .toLowerCase()
      .match(/[a-z0-9_]+/g)
      ?.filter((w) => !FILLER.has(w)) ?? [],
  );
const PERMANENT = /\bpermanent(ly)?\b/i;
const IRREVERSIBLE = /\birreversible\b|cannot be undone|not recoverable/i;

describe("risk facts follow the document's rows", () => {
  const changing = content.kit.tools.filter((t) => t.source.origin === "document" && t.source.group !== "retrieval");

  it.each(changing.map((t) => [t.name, t] as const))("%s", (name, tool) => {
    const words = documentWords(name);
    expect(words, `${name} has a row in the document`).not.toBe("");
    const risk = tool.source.risk ?? {};
    if (PERMANENT.test(words) && /\btrash\b/i.test(words)) expect(risk.outcome).toBe("trash_or_permanent");
    else if (PERMANENT.test(words)) expect(risk).toMatchObject({ outcome: "permanent", irreversible: true });
    else if (/\btrash\b/i.test(words)) expect(risk.outcome).toBe("trash");
    else expect(risk.outcome).not.toBe("permanent");
    // Irreversible exactly where the row says permanent (alone) or irreversible.
    const final = (PERMANENT.test(words) && !/\btrash\b/i.test(words)) || IRREVERSIBLE.test(words);
    expect(risk.irreversible === true, `${name}: irreversible`).toBe(final);
    expect(risk.asynchronous === true, `${name}: asynchronous`).toBe(/\basynchronous\b/i.test(words));
    // The description says "permanent" only where the row (or the tool's own name) does.
    const { description } = tool.definition;
    if (PERMANENT.test(description)) expect(PERMANENT.test(words) || /permanently/i.test(name)).toBe(true);
    if (/irreversible/i.test(description)) expect(final).toBe(true);
  });

  it(`${POST_SIGN_REQUESTS_ID_CANCEL}, which stops further processing of the request, is destructive, not additive`, () => {
    expect(documentWords(POST_SIGN_REQUESTS_ID_CANCEL)).toContain("stops further processing");
    const tool = content.kit.tools.find((t) => t.name === POST_SIGN_REQUESTS_ID_CANCEL)!;
    expect(tool.definition.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
  });
});

describe("descriptions", () => {
  // A repeat is a sentence whose every word an earlier sentence of the description already says.
  it.each(everyTool)("%s repeats no sentence", (_, tool) => {
    const said = sentences(tool.definition.description).map((text) => ({ text, words: contentWords(text) }));
    const repeats = said.filter(
      (s, i) => s.words.size > 0 && said.slice(0, i).some((t) => [...s.words].every((w) => t.words.has(w))),
    );
    expect(repeats.map((s) => s.text)).toEqual([]);
  });

  it("a risk fact the summary already states is not said again", () => {
    const tool = (description: string, risk: ManifestTool["risk"]): ManifestTool => ({
      name: "X",
      origin: "document",
      group: "deletion",
      description,
      operation: { id: "x", method: "DELETE", server: "api", path: "/x" },
      params: [],
      risk,
    });
    expect(describeTool(tool("Moves a web link to the trash.", { outcome: "trash" }), [])).toBe(
      "Moves a web link to the trash.",
    );
    expect(describeTool(tool("Deletes a web link.", { outcome: "trash" }), [])).toBe(
      "Deletes a web link. Moves it to the trash.",
    );
    expect(describeTool(tool("Permanently deletes X.", { outcome: "permanent", irreversible: true }), [])).toBe(
      "Permanently deletes X. Irreversible.",
    );
    expect(describeTool(tool("Deletes X.", { outcome: "permanent", irreversible: true }), [])).toBe(
      "Deletes X. Permanent and irreversible.",
    );
  });

  it.each(everyTool)("%s starts no sentence with a capitalised parameter name", (_, tool) => {
    const names = new Set(tool.params.map((p) => p.name));
    for (const sentence of sentences(tool.definition.description)) {
      const first = /^[A-Za-z_]+/.exec(sentence)?.[0] ?? "";
      if (first !== first.toLowerCase()) expect(names.has(first.toLowerCase()), sentence).toBe(false);
    }
  });

  it("keeps what a row says of its etag guard", () => {
    for (const tool of content.kit.tools) {
      if (/etag guard prevents conflicts/.test(documentWords(tool.name)))
        expect(tool.definition.description, tool.name).toMatch(/etag guard .*prevents conflict/);
    }
  });

  it("states a limit only where the document's Limits table gives one for the tool", () => {
    for (const { kit, document } of kits) {
      for (const tool of kit.tools) {
        const limit = tool.source.risk?.rateLimit;
        if (!limit) continue;
        const stated = rows(document, tool.name).map((cells) => cells.join(" "));
        const numbers = limit.match(/\d+/g) ?? [];
        expect(
          stated.some((row) => numbers.every((n) => row.includes(n))),
          `${tool.name}: "${limit}" is in the document`,
        ).toBe(true);
      }
    }
    // The messaging document gives no rate limits at all.
    expect(messaging.document).toContain("Rate limits: not shown.");
    expect(messaging.kit.tools.filter((t) => t.source.risk?.rateLimit)).toEqual([]);
  });

  it("names only scopes the document names", () => {
    for (const { kit, document } of kits) {
      for (const tool of kit.tools) {
        for (const scope of tool.source.risk?.scopes ?? []) expect(document, `${tool.name}: ${scope}`).toContain(scope);
      }
    }
  });

  it("keeps the selector rule's advice to prefer ids and emails over names", () => {
    const rule =
      /Conversation selector rule \(([^)]+)\)[^\n]*Prefer conversation_id, or user_ids and emails, over/.exec(
        messaging.document,
      );
    expect(rule).not.toBeNull();
    for (const name of rule![1]!.split(/,\s*/)) {
      const tool = messaging.kit.tools.find((t) => t.name === name)!;
      expect(tool.definition.description, name).toContain(
        "Prefer conversation_id, or user_ids and emails, over channel_name and usernames",
      );
    }
  });

  it("enforces every date or time format a parameter's description names", () => {
    for (const [name, tool] of everyTool) {
      for (const p of tool.params) {
        if (/RFC 3339|ISO 8601|YYYY/.test(p.text ?? "")) expect(p.schema.pattern, `${name}.${p.name}`).toBeDefined();
      }
    }
  });
});

/** The issues a generated ContentApi tool's validator raises for an input. */
const issues = (name: string, input: Record<string, unknown>) =>
  contentTools[name]!.validate(input).map((i) => `${i.param}:${i.rule}`);

describe("inputs the documents allow, and only those", () => {
  it(`${GET_AI_AGENT_DEFAULT} takes any language code: an unsupported one gets the default`, () => {
    expect(content.document).toContain("the default is returned when the language is unsupported");
    for (const code of ["en", "EN", "en_US", "pt-BR", "ja"]) {
      expect(issues(GET_AI_AGENT_DEFAULT, { filter_mode: "ask", agent_config_language_code: code }), code).toEqual([]);
    }
  });

  it(`${GET_FILE_VERSION_RETENTIONS}' ISO 8601 date is a whole, valid date, optionally with a time`, () => {
    const tool = GET_FILE_VERSION_RETENTIONS;
    for (const date of ["2024-01-01", "2012-12-19T10:34:23-08:00", "2024-05-01T09:30:00Z"])
      expect(issues(tool, { disposition_effective_after_date: date }), date).toEqual([]);
    for (const date of ["2024-13-45", "2024-01-01xyz", "2024-1-1", "x2024-01-01"])
      expect(issues(tool, { disposition_effective_after_date: date }), date).toEqual([
        "disposition_effective_after_date:format",
      ]);
  });

  it(`${GET_FILES_ID_CONTENT}'s byte range must not run backwards`, () => {
    const tool = GET_FILES_ID_CONTENT;
    for (const range of ["bytes=0-0", "bytes=5-100", "bytes=99999999999999999998-99999999999999999999"])
      expect(issues(tool, { file_identifier: "1", download_byte_range: range }), range).toEqual([]);
    for (const range of ["bytes=100-5", "bytes=100-", "bytes=1-2-3"])
      expect(issues(tool, { file_identifier: "1", download_byte_range: range }), range).toEqual([
        "download_byte_range:format",
      ]);
  });

  it(`${GET_EVENTS}' time bounds claim no format: the document gives none (RFC 3339 is Box's, not the document's)`, () => {
    const tool = content.kit.tools.find((t) => t.name === GET_EVENTS)!;
    const { description, inputSchema } = tool.definition;
    expect(description).not.toMatch(/RFC ?3339/i);
    for (const param of ["event_start_date", "event_time_upper_bound"]) {
      const schema = (inputSchema.properties as Record<string, Record<string, unknown>>)[param]!;
      expect(schema.format ?? schema.pattern, param).toBeUndefined();
      expect(String(schema.description), param).not.toMatch(/RFC ?3339/i);
    }
  });

  it(`${GET_FILES_ID_THUMBNAIL_ID}'s sizes have only the document's maxima (256 png, 320 jpg)`, () => {
    const tool = GET_FILES_ID_THUMBNAIL_ID;
    const png = { file_identifier: "1", thumbnail_file_format: "png" };
    expect(issues(tool, { ...png, minimum_thumbnail_height: 10, maximum_thumbnail_width: 256 })).toEqual([]);
    expect(issues(tool, { ...png, maximum_thumbnail_width: 257 })).toEqual(["maximum_thumbnail_width:png_max_256"]);
    expect(issues(tool, { ...png, thumbnail_file_format: "jpg", maximum_thumbnail_width: 320 })).toEqual([]);
  });
});
