// A successful Box answer as one lossless JSON value (the shapes are documented in runtime/README.md).

import type { JsonObject, JsonValue } from "../contract.js";
import { ToolError } from "../errors.js";
import type { HttpRequest, HttpResponse } from "../http/request.js";
import { BODY_PROBLEMS, parseJsonBody } from "../http/request.js";

const utf8 = new TextDecoder("utf-8", { fatal: true });

function isJsonType(type: string): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(type);
}

/** Text kept as text only when it is certainly UTF-8 (or ASCII): anything else goes out as base64. */
function isTextType(type: string): boolean {
  if (
    !/^text\//i.test(type) &&
    !isJsonType(type) &&
    !/^application\/(xml|javascript|x-www-form-urlencoded)\b|\+xml\b/i.test(type)
  ) {
    return false;
  }
  const charset = /;\s*charset="?([^";]+)"?/i.exec(type)?.[1]?.toLowerCase();
  return charset === undefined || charset === "utf-8" || charset === "utf8" || charset === "us-ascii";
}

/** Extensions of files that hold text, for content Box serves as application/octet-stream. */
const TEXT_EXTENSIONS = new Set(
  (
    "txt text md markdown csv tsv json jsonl ndjson xml html htm css js mjs cjs ts tsx jsx py rb go rs java kt c h cpp " +
    "hpp cs php sh bash zsh ps1 sql yaml yml toml ini cfg conf log env svg rtf tex srt vtt properties gitignore"
  ).split(" "),
);

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` or `filename="…"`). */
function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      return undefined;
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

/** Bytes served as octet-stream are text when the file's name says so (Box serves most downloads that way). */
function namedAsText(res: HttpResponse): boolean {
  const name = fileNameOf(res.headers.get("content-disposition"));
  const extension = name?.includes(".") ? name.split(".").pop()!.toLowerCase() : undefined;
  return extension !== undefined && TEXT_EXTENSIONS.has(extension);
}

export function successValue(req: HttpRequest, res: HttpResponse): JsonValue {
  if (res.status === 304) return { status: 304, notModified: true };

  const contentType = res.headers.get("content-type")?.trim() ?? "";
  if (res.body.byteLength === 0) {
    const value: JsonObject = { status: res.status };
    const wait = res.retryAfterMs;
    if (wait !== undefined) value["retryAfterSeconds"] = Math.ceil(wait / 1000);
    return value;
  }

  // An attachment is file content, even when the file happens to be JSON: keep its bytes, not a re-serialisation.
  const attachment = res.headers.has("content-disposition");
  if (!attachment && isJsonType(contentType)) {
    const parsed = parseJsonBody(res.body, contentType);
    if (parsed.ok) return parsed.value;
    throw new ToolError(
      "upstream",
      `${req.tool}: Box answered HTTP ${res.status} with ${BODY_PROBLEMS[parsed.reason]}.`,
      {
        tool: req.tool,
        status: res.status,
        retryable: req.idempotent && parsed.reason !== "too_deep",
        hint:
          parsed.reason === "too_deep"
            ? "Box's answer is nested too deeply to pass on; ask for less (fewer fields), or check the toolkit's baseUrl."
            : req.idempotent
              ? "The answer was cut or corrupted; call the tool again."
              : "The answer was cut or corrupted; the action may have been carried out, so check the current state before calling again.",
      },
    );
  }
  return content(res, contentType || "application/octet-stream");
}

function content(res: HttpResponse, contentType: string): JsonObject {
  const value: JsonObject = { contentType, size: res.body.byteLength };
  let text: string | undefined;
  const generic = /^application\/octet-stream\b/i.test(contentType);
  if (isTextType(contentType) || (generic && namedAsText(res))) {
    try {
      text = utf8.decode(res.body);
    } catch {
      text = undefined;
    }
  }
  if (text !== undefined) {
    value["encoding"] = "utf8";
    value["data"] = text;
  } else {
    value["encoding"] = "base64";
    value["data"] = Buffer.from(res.body.buffer, res.body.byteOffset, res.body.byteLength).toString("base64");
  }
  if (res.status !== 200) value["status"] = res.status;
  const range = res.headers.get("content-range");
  if (range) value["contentRange"] = range;
  return value;
}
