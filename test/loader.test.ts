// The loader's answer to malformed manifests: every problem is one line
// `file:LINE:COLUMN $.json.path: expected…`, pointing at the node that is wrong.
// Each case edits one of two small valid manifests below; lines and columns are counted by hand
// from these texts (1-based), so a change to a base text means recounting the cases that use it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblem, loadManifest, ManifestChecks, ManifestError, parseManifest } from "../generator/load/index.js";
import { handlers } from "../runtime/src/slack/handlers.js";
import { NO_UPSTREAM } from "../generator/upstream/dir.js";
import { ROOT } from "./support/paths.js";
import { TOOLS } from "./support/spec.js";
import { runHere } from "./support/cli.js";

/** A tiny ContentApi manifest: two tools, path/query/header bindings, four kinds of rule. */
const BOX = `toolkit:
  id: content-api
  namespace: ContentApi
  title: Content toolkit
  package: "@toolgen/content-api"
  declaredTools: 2
  document: content-toolkit.md
upstream:
  provider: box
  servers:
    api: https://api.box.com/2.0
  auth:
    scheme: oauth2-bearer
    scopes: []
states:
  transitions:
    - { item: file, tool: DeleteFile, condition: always, next: in trash }
errors:
  - { condition: etag changed, outcome: status 412, tools: [DeleteFile] }
tools:
  - name: DeleteFile
    origin: document
    group: deletion
    description: Moves a file to the trash.
    operation:
      id: delete_files_id
      method: DELETE
      server: api
      path: /files/{file_id}
    params:
      - name: file_identifier
        type: string
        required: true
        in: path
        upstream: file_id
      - name: if_match_etag_value
        type: string
        format: etag
        in: header
        upstream: if-match
    risk:
      outcome: trash
  - name: ListFolderItems
    origin: document
    group: retrieval
    description: Lists the items of a folder.
    operation:
      id: get_folders_id_items
      method: GET
      server: api
      path: /folders/{folder_id}/items
    params:
      - name: folder_identifier
        type: string
        required: true
        in: path
        upstream: folder_id
      - name: usemarker
        type: boolean
        in: query
        upstream: usemarker
      - name: marker
        type: string
        in: query
        upstream: marker
      - name: offset
        type: integer
        minimum: 0
        maximum: 10000
        in: query
        upstream: offset
      - name: sort
        type: string
        enum: [id, name, date]
        default: name
        in: query
        upstream: sort
      - name: fields
        type: array<string>
        in: query
        upstream: fields
    rules:
      - kind: requires
        param: marker
        other: usemarker
        values: [true]
      - kind: mutuallyExclusive
        params: [marker, offset]
      - kind: forbiddenWhen
        param: offset
        when: { usemarker: true }
      - kind: maximumWhen
        params: [offset]
        when: { sort: date }
        maximum: 100
`;

/** A tiny Messaging manifest: two tools, the other four kinds of rule. */
const SLACK = `toolkit:
  id: messaging
  namespace: Messaging
  title: Messaging toolkit
  package: "@toolgen/messaging"
  declaredTools: 2
  document: messaging-toolkit.md
upstream:
  provider: slack
  servers:
    api: https://slack.com/api
  auth:
    scheme: oauth2-bearer
    scopes: [channels:history, chat:write]
limits:
  - { limit: "messages per call: maximum 100", appliesTo: GetMessages, tools: [GetMessages] }
tools:
  - name: GetMessages
    origin: document
    group: retrieval
    description: Returns messages of one conversation.
    operation:
      methods: [conversations.history]
      scopes: [channels:history]
    params:
      - name: conversation_id
        type: string
        behaviour: conversation_selector
      - name: channel_name
        type: string
        behaviour: conversation_selector
      - name: oldest_datetime
        type: string
        behaviour: time_window
        format: datetime
      - name: oldest_relative
        type: string
        behaviour: time_window
        format: relative_offset
      - name: latest_datetime
        type: string
        behaviour: time_window
        format: datetime
      - name: latest_relative
        type: string
        behaviour: time_window
        format: relative_offset
      - name: limit
        type: integer
        behaviour: paging
        default: 20
        minimum: 1
        maximum: 100
    rules:
      - kind: exactlyOneOf
        groups: [[conversation_id], [channel_name]]
      - kind: timeWindow
        oldest: { absolute: oldest_datetime, relative: oldest_relative }
        latest: { absolute: latest_datetime, relative: latest_relative }
  - name: SendMessage
    origin: document
    group: action
    description: Posts a message, or a thread reply when thread_ts is set.
    operation:
      methods: [chat.postMessage]
      scopes: [chat:write]
    params:
      - name: message
        type: string
        upstream: text
        required: true
      - name: conversation_id
        type: string
        behaviour: conversation_selector
      - name: user_ids
        type: array<string>
        behaviour: conversation_selector
        maxItems: 100
      - name: thread_ts
        type: string
        upstream: thread_ts
      - name: reply_broadcast
        type: boolean
        behaviour: thread_reply
        default: false
    rules:
      - kind: atLeastOneOf
        params: [conversation_id, user_ids]
      - kind: maxTotalItems
        params: [user_ids]
        maximum: 100
      - kind: requires
        param: reply_broadcast
        whenValues: [true]
        other: thread_ts
`;

const BASES = { box: { text: BOX, file: "box.yaml" }, slack: { text: SLACK, file: "slack.yaml" } };

/** Applies text replacements; each `from` must occur exactly once, so an edit cannot land in the wrong place. */
function edit(base: string, changes: Array<[from: string, to: string]>): string {
  let text = base;
  for (const [from, to] of changes) {
    expect(text.split(from).length - 1, `${JSON.stringify(from)} should occur exactly once`).toBe(1);
    text = text.replace(from, () => to);
  }
  return text;
}

/** What checking compiles, once for all of this file's manifests. */
const checks = new ManifestChecks();

/** The formatted problem lines, or [] when the manifest is valid. */
function problems(text: string, file: string): string[] {
  try {
    parseManifest(text, file, checks);
    return [];
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    expect(error.message).toBe(error.problems.map(formatProblem).join("\n"));
    return error.problems.map(formatProblem);
  }
}

interface Case {
  name: string;
  base: keyof typeof BASES;
  changes: Array<[string, string]>;
  expected: string[];
}

const TOOL_KEYS =
  "name, title, origin, reason, upstreamFacts, keywords, group, description, operation, params, rules, risk, output, example";
const PARAM_KEYS =
  "origin, reason, name, type, required, description, enum, itemsEnum, default, minimum, maximum, maxItems, format, not, secret, in, upstream, behaviour";
const TOP_KEYS =
  "toolkit, upstream, valueSets, conventions, states, errors, limits, events, versioning, deprecations, notShown, outputDefinitions, tools";
const RULE_KINDS =
  "exactlyOneOf, atLeastOneOf, mutuallyExclusive, requires, forbiddenWhen, maxTotalItems, maximumWhen, timeWindow";
const notParam = (tool: string, name: string) => `expected a parameter of ${tool}; "${name}" is not one`;

const cases: Case[] = [
  // ── YAML itself ──
  {
    name: "YAML syntax: a tab used as indentation",
    base: "box",
    changes: [["    origin: document\n    group: deletion", "\torigin: document\n    group: deletion"]],
    expected: ["box.yaml:22:1 $: expected valid YAML (Tabs are not allowed as indentation)"],
  },
  {
    name: "YAML syntax: an unclosed flow sequence",
    base: "box",
    changes: [["enum: [id, name, date]", "enum: [id, name, date"]],
    expected: [
      "box.yaml:75:9 $: expected valid YAML (Flow sequence in block collection must be sufficiently indented and end with a ])",
    ],
  },
  {
    name: "duplicate YAML key in a block mapping",
    base: "box",
    changes: [["    group: deletion\n", "    group: deletion\n    group: action\n"]],
    expected: ['box.yaml:24:5 $.tools[0].group: expected unique keys; "group" is already a key of this mapping'],
  },
  {
    name: "duplicate YAML key in a flow mapping",
    base: "slack",
    changes: [
      ["absolute: oldest_datetime, relative: oldest_relative", "absolute: oldest_datetime, absolute: oldest_relative"],
    ],
    expected: [
      'slack.yaml:58:46 $.tools[0].rules[1].oldest.absolute: expected unique keys; "absolute" is already a key of this mapping',
    ],
  },
  {
    name: "an empty document",
    base: "box",
    changes: [[BOX, ""]],
    expected: ["box.yaml:1:1 $: expected object"],
  },
  {
    name: "a document that is not a mapping",
    base: "box",
    changes: [[BOX, "just some text\n"]],
    expected: ["box.yaml:1:1 $: expected object"],
  },

  // ── wrong types ──
  {
    name: "wrong type: required as text",
    base: "box",
    changes: [
      [
        "required: true\n        in: path\n        upstream: file_id",
        'required: "yes"\n        in: path\n        upstream: file_id',
      ],
    ],
    expected: ["box.yaml:33:19 $.tools[0].params[0].required: expected boolean"],
  },
  {
    name: "wrong type: declaredTools as text",
    base: "box",
    changes: [["declaredTools: 2", "declaredTools: two"]],
    expected: ["box.yaml:6:18 $.toolkit.declaredTools: expected integer"],
  },
  {
    name: "wrong type: a rule's params not a list",
    base: "slack",
    changes: [["params: [user_ids]", "params: user_ids"]],
    expected: ["slack.yaml:90:17 $.tools[1].rules[1].params: expected array"],
  },
  {
    name: "wrong type: a rule's maximum as text",
    base: "box",
    changes: [["maximum: 100\n", 'maximum: "100"\n']],
    expected: ["box.yaml:95:18 $.tools[1].rules[3].maximum: expected integer"],
  },

  // ── unknown keys ──
  {
    name: "unknown key at the top level",
    base: "box",
    changes: [["upstream:\n  provider", "version: 1.1.0\nupstream:\n  provider"]],
    expected: [`box.yaml:8:1 $.version: unknown key "version"; expected one of: ${TOP_KEYS}`],
  },
  {
    name: "unknown key in a tool",
    base: "box",
    changes: [
      [
        "    description: Moves a file to the trash.\n",
        "    description: Moves a file to the trash.\n    summary: Trashes a file.\n",
      ],
    ],
    expected: [`box.yaml:25:5 $.tools[0].summary: unknown key "summary"; expected one of: ${TOOL_KEYS}`],
  },
  {
    name: "keywords: not lowercase, repeated, empty",
    base: "box",
    changes: [
      [
        "    description: Moves a file to the trash.\n",
        "    description: Moves a file to the trash.\n    keywords: [recycle bin, Trash Can, recycle bin, '']\n",
      ],
    ],
    expected: [
      "box.yaml:25:29 $.tools[0].keywords[1]: expected text matching ^[a-z0-9]+(?:[ '&./-][a-z0-9]+)*$",
      "box.yaml:25:53 $.tools[0].keywords[3]: expected text of at least 2 characters",
      "box.yaml:25:53 $.tools[0].keywords[3]: expected text matching ^[a-z0-9]+(?:[ '&./-][a-z0-9]+)*$",
      "box.yaml:25:40 $.tools[0].keywords[2]: expected unique items; item 2 repeats item 0",
    ],
  },
  {
    name: "keywords: too many, too long",
    base: "box",
    changes: [
      [
        "    description: Moves a file to the trash.\n",
        `    description: Moves a file to the trash.\n    keywords: [${Array.from({ length: 25 }, (_, i) => `word ${i}`).join(", ")}]\n`,
      ],
    ],
    expected: ["box.yaml:25:15 $.tools[0].keywords: expected at most 24 items"],
  },
  {
    name: "unknown key in a parameter (a misspelt required)",
    base: "box",
    changes: [
      [
        "required: true\n        in: path\n        upstream: file_id",
        "requird: true\n        in: path\n        upstream: file_id",
      ],
    ],
    expected: [`box.yaml:33:9 $.tools[0].params[0].requird: unknown key "requird"; expected one of: ${PARAM_KEYS}`],
  },
  {
    name: "unknown key in a rule",
    base: "box",
    changes: [["values: [true]", "value: [true]"]],
    expected: [
      'box.yaml:86:9 $.tools[1].rules[0].value: unknown key "value"; expected one of: kind, id, note, origin, reason, param, other, whenValues, values',
    ],
  },
  {
    name: "unknown key in a Slack operation",
    base: "slack",
    changes: [["      scopes: [chat:write]", "      scope: [chat:write]"]],
    expected: [
      'slack.yaml:66:7 $.tools[1].operation.scope: unknown key "scope"; expected one of: methods, scopes, plain',
    ],
  },
  {
    name: "unknown key in risk facts",
    base: "box",
    changes: [["      outcome: trash", "      result: trash"]],
    expected: [
      'box.yaml:42:7 $.tools[0].risk.result: unknown key "result"; expected one of: outcome, irreversible, asynchronous, permission, premium, scopes, deprecated, sendsNotification, rateLimit',
    ],
  },
  {
    name: "unknown server name",
    base: "box",
    changes: [["    api: https://api.box.com/2.0", "    ftp: https://api.box.com/2.0"]],
    expected: ['box.yaml:11:5 $.upstream.servers.ftp: unknown key "ftp"; expected one of: api, upload, download'],
  },

  // ── missing required keys ──
  {
    name: "missing key in a tool",
    base: "box",
    changes: [["    origin: document\n    group: deletion\n", "    group: deletion\n"]],
    expected: ['box.yaml:21:5 $.tools[0]: missing required key "origin"'],
  },
  {
    name: "missing key in the toolkit",
    base: "slack",
    changes: [["  document: messaging-toolkit.md\n", ""]],
    expected: ['slack.yaml:2:3 $.toolkit: missing required key "document"'],
  },
  {
    name: "missing path in an HTTP operation",
    base: "box",
    changes: [["      path: /files/{file_id}\n", ""]],
    expected: ['box.yaml:26:7 $.tools[0].operation: missing required key "path"'],
  },
  {
    name: "missing relative bound of a time window",
    base: "slack",
    changes: [
      ["latest: { absolute: latest_datetime, relative: latest_relative }", "latest: { absolute: latest_datetime }"],
    ],
    expected: ['slack.yaml:59:17 $.tools[0].rules[1].latest: missing required key "relative"'],
  },

  // ── values outside an enumeration ──
  {
    name: "bad enum: type str",
    base: "box",
    changes: [
      [
        "type: string\n        required: true\n        in: path\n        upstream: file_id",
        "type: str\n        required: true\n        in: path\n        upstream: file_id",
      ],
    ],
    expected: [
      "box.yaml:32:15 $.tools[0].params[0].type: expected one of: string, integer, boolean, array<string>, array<integer>",
    ],
  },
  {
    name: "bad enum: group",
    base: "box",
    changes: [["group: deletion", "group: delete"]],
    expected: ["box.yaml:23:12 $.tools[0].group: expected one of: deletion, action, retrieval"],
  },
  {
    name: "bad enum: method in lower case",
    base: "box",
    changes: [["method: DELETE", "method: delete"]],
    expected: ["box.yaml:27:15 $.tools[0].operation.method: expected one of: GET, POST, PUT, PATCH, DELETE"],
  },
  {
    name: "bad enum: server",
    base: "box",
    changes: [["server: api\n      path: /folders", "server: uploads\n      path: /folders"]],
    expected: ["box.yaml:50:15 $.tools[1].operation.server: expected one of: api, upload, download"],
  },
  {
    name: "bad enum: format",
    base: "box",
    changes: [["format: etag", "format: etag_value"]],
    expected: [
      "box.yaml:38:17 $.tools[0].params[1].format: expected one of: datetime, relative_offset, date, iso8601_date, rfc3339_datetime, byte_range, shared_link, etag, language_code, representation_hints",
    ],
  },
  {
    name: "bad enum: parameter location",
    base: "box",
    changes: [["in: header", "in: body"]],
    expected: ["box.yaml:39:13 $.tools[0].params[1].in: expected one of: path, query, header"],
  },
  {
    name: "bad enum: provider",
    base: "box",
    changes: [["provider: box", "provider: dropbox"]],
    expected: ["box.yaml:9:13 $.upstream.provider: expected one of: box, slack"],
  },

  // ── rule kinds ──
  {
    name: "bad rule kind",
    base: "box",
    changes: [["kind: mutuallyExclusive", "kind: mutuallyExclusiveOf"]],
    expected: [
      `box.yaml:87:15 $.tools[1].rules[1].kind: unknown rule kind "mutuallyExclusiveOf"; expected one of: ${RULE_KINDS}`,
    ],
  },
  {
    name: "rule kind not text",
    base: "slack",
    changes: [["kind: maxTotalItems", "kind: 3"]],
    expected: [`slack.yaml:89:15 $.tools[1].rules[1].kind: expected one of: ${RULE_KINDS}`],
  },
  {
    name: "rule without a kind",
    base: "slack",
    changes: [["kind: maxTotalItems\n        params", "params"]],
    expected: ['slack.yaml:89:9 $.tools[1].rules[1]: missing required key "kind"'],
  },

  // ── names: patterns and duplicates ──
  {
    name: "bad tool name pattern",
    base: "box",
    changes: [["name: ListFolderItems", "name: list_folder_items"]],
    expected: ["box.yaml:43:11 $.tools[1].name: expected text matching ^[A-Z][A-Za-z0-9]{0,63}$"],
  },
  {
    name: "bad parameter name pattern",
    base: "slack",
    changes: [["name: reply_broadcast", "name: replyBroadcast"]],
    expected: ["slack.yaml:82:15 $.tools[1].params[4].name: expected text matching ^[a-z][a-z0-9_]{0,63}$"],
  },
  {
    name: "duplicate tool",
    base: "box",
    changes: [["name: ListFolderItems", "name: DeleteFile"]],
    expected: ['box.yaml:43:11 $.tools[1].name: expected a unique tool name; "DeleteFile" is listed twice'],
  },
  {
    name: "duplicate parameter",
    base: "box",
    changes: [["name: if_match_etag_value", "name: file_identifier"]],
    expected: [
      'box.yaml:36:15 $.tools[0].params[1].name: expected a unique parameter name; "file_identifier" is listed twice',
    ],
  },

  // ── rules naming a parameter that does not exist, at each kind's position ──
  {
    name: "requires.param names a missing parameter",
    base: "box",
    changes: [["param: marker", "param: markers"]],
    expected: [`box.yaml:84:16 $.tools[1].rules[0].param: ${notParam("ListFolderItems", "markers")}`],
  },
  {
    name: "requires.other names a missing parameter",
    base: "box",
    changes: [["other: usemarker", "other: use_marker"]],
    expected: [`box.yaml:85:16 $.tools[1].rules[0].other: ${notParam("ListFolderItems", "use_marker")}`],
  },
  {
    name: "mutuallyExclusive.params[1] names a missing parameter",
    base: "box",
    changes: [["params: [marker, offset]", "params: [marker, start]"]],
    expected: [`box.yaml:88:26 $.tools[1].rules[1].params[1]: ${notParam("ListFolderItems", "start")}`],
  },
  {
    name: "forbiddenWhen.param names a missing parameter",
    base: "box",
    changes: [["param: offset", "param: skip"]],
    expected: [`box.yaml:90:16 $.tools[1].rules[2].param: ${notParam("ListFolderItems", "skip")}`],
  },
  {
    name: "forbiddenWhen.when key names a missing parameter (the key is pointed at)",
    base: "box",
    changes: [["when: { usemarker: true }", "when: { use_marker: true }"]],
    expected: [`box.yaml:91:17 $.tools[1].rules[2].when.use_marker: ${notParam("ListFolderItems", "use_marker")}`],
  },
  {
    name: "maximumWhen.params[0] names a missing parameter",
    base: "box",
    changes: [["params: [offset]", "params: [start]"]],
    expected: [`box.yaml:93:18 $.tools[1].rules[3].params[0]: ${notParam("ListFolderItems", "start")}`],
  },
  {
    name: "maximumWhen.when key names a missing parameter",
    base: "box",
    changes: [["when: { sort: date }", "when: { order: date }"]],
    expected: [`box.yaml:94:17 $.tools[1].rules[3].when.order: ${notParam("ListFolderItems", "order")}`],
  },
  {
    name: "exactlyOneOf.groups[1][0] names a missing parameter",
    base: "slack",
    changes: [["groups: [[conversation_id], [channel_name]]", "groups: [[conversation_id], [channel]]"]],
    expected: [`slack.yaml:56:38 $.tools[0].rules[0].groups[1][0]: ${notParam("GetMessages", "channel")}`],
  },
  {
    name: "timeWindow.oldest.absolute names a missing parameter",
    base: "slack",
    changes: [["absolute: oldest_datetime", "absolute: oldest_date"]],
    expected: [`slack.yaml:58:29 $.tools[0].rules[1].oldest.absolute: ${notParam("GetMessages", "oldest_date")}`],
  },
  {
    name: "timeWindow.latest.relative names a missing parameter",
    base: "slack",
    changes: [["relative: latest_relative", "relative: latest_offset"]],
    expected: [`slack.yaml:59:56 $.tools[0].rules[1].latest.relative: ${notParam("GetMessages", "latest_offset")}`],
  },
  {
    name: "atLeastOneOf.params[1] names a missing parameter",
    base: "slack",
    changes: [["params: [conversation_id, user_ids]", "params: [conversation_id, users]"]],
    expected: [`slack.yaml:88:35 $.tools[1].rules[0].params[1]: ${notParam("SendMessage", "users")}`],
  },
  {
    name: "maxTotalItems.params[0] names a missing parameter",
    base: "slack",
    changes: [["params: [user_ids]", "params: [emails]"]],
    expected: [`slack.yaml:90:18 $.tools[1].rules[1].params[0]: ${notParam("SendMessage", "emails")}`],
  },
  {
    name: "requires.param (with whenValues) names a missing parameter",
    base: "slack",
    changes: [["param: reply_broadcast", "param: broadcast"]],
    expected: [`slack.yaml:93:16 $.tools[1].rules[2].param: ${notParam("SendMessage", "broadcast")}`],
  },

  // ── rule values that the named parameter cannot take ──
  {
    name: "requires.values not fitting the other parameter",
    base: "box",
    changes: [["values: [true]", 'values: ["yes"]']],
    expected: [
      'box.yaml:86:18 $.tools[1].rules[0].values[0]: expected a value of "usemarker" (type boolean); "yes" is not one',
    ],
  },
  {
    name: "requires.whenValues not fitting the parameter",
    base: "slack",
    changes: [["whenValues: [true]", "whenValues: [true, 1]"]],
    expected: [
      'slack.yaml:94:28 $.tools[1].rules[2].whenValues[1]: expected a value of "reply_broadcast" (type boolean); 1 is not one',
    ],
  },
  {
    name: "forbiddenWhen.when value not fitting its parameter",
    base: "box",
    changes: [["when: { usemarker: true }", 'when: { usemarker: "on" }']],
    expected: [
      'box.yaml:91:28 $.tools[1].rules[2].when.usemarker: expected a value of "usemarker" (type boolean); "on" is not one',
    ],
  },
  {
    name: "maximumWhen.when value outside its parameter's enum",
    base: "box",
    changes: [["when: { sort: date }", "when: { sort: size }"]],
    expected: [
      'box.yaml:94:23 $.tools[1].rules[3].when.sort: expected a value of "sort" (type string, one of id, name, date); "size" is not one',
    ],
  },

  // ── parameter facts that contradict each other ──
  {
    name: "default outside the enum",
    base: "box",
    changes: [["default: name", "default: size"]],
    expected: ["box.yaml:75:18 $.tools[1].params[4].default: expected a default of type string, one of id, name, date"],
  },
  {
    name: "default above the maximum",
    base: "slack",
    changes: [["default: 20", "default: 200"]],
    expected: ["slack.yaml:51:18 $.tools[0].params[6].default: expected a default of type integer, ≥ 1, ≤ 100"],
  },
  {
    name: "default of the wrong type",
    base: "slack",
    changes: [["default: false", 'default: "false"']],
    expected: ["slack.yaml:85:18 $.tools[1].params[4].default: expected a default of type boolean"],
  },
  {
    name: "enum on an integer parameter",
    base: "box",
    changes: [["        minimum: 0\n", "        minimum: 0\n        enum: [a, b]\n"]],
    expected: ['box.yaml:69:9 $.tools[1].params[3].enum: expected "enum" only on string parameters'],
  },
  {
    name: "maxItems on a string parameter",
    base: "slack",
    changes: [
      [
        "      - name: thread_ts\n        type: string\n",
        "      - name: thread_ts\n        type: string\n        maxItems: 3\n",
      ],
    ],
    expected: ['slack.yaml:81:9 $.tools[1].params[3].maxItems: expected "maxItems" only on array parameters'],
  },
  {
    name: "array<integer>: a default of text, and itemsEnum (only for array<string>)",
    base: "box",
    changes: [
      [
        "        type: array<string>\n        in: query\n",
        "        type: array<integer>\n        itemsEnum: [a]\n        default: [1, b]\n        in: query\n",
      ],
    ],
    expected: [
      'box.yaml:80:9 $.tools[1].params[5].itemsEnum: expected "itemsEnum" only on array<string> parameters',
      "box.yaml:81:18 $.tools[1].params[5].default: expected a default of type array<integer>, items among a",
    ],
  },
  {
    name: "minimum above maximum (the default then fits neither)",
    base: "slack",
    changes: [["minimum: 1\n", "minimum: 101\n"]],
    expected: [
      "slack.yaml:51:18 $.tools[0].params[6].default: expected a default of type integer, ≥ 101, ≤ 100",
      "slack.yaml:52:18 $.tools[0].params[6].minimum: expected minimum ≤ maximum (100)",
    ],
  },

  // ── HTTP bindings ──
  {
    name: "path placeholder bound by no parameter",
    base: "box",
    changes: [["path: /folders/{folder_id}/items", "path: /folders/{folder_id}/items/{item_id}"]],
    expected: [
      "box.yaml:51:13 $.tools[1].operation.path: expected exactly one parameter bound to path placeholder {item_id}; found 0",
    ],
  },
  {
    name: "placeholder renamed: the path and the parameter both point it out",
    base: "box",
    changes: [["path: /files/{file_id}", "path: /files/{id}"]],
    expected: [
      "box.yaml:29:13 $.tools[0].operation.path: expected exactly one parameter bound to path placeholder {id}; found 0",
      `box.yaml:35:19 $.tools[0].params[0].upstream: expected one of the path's placeholders (id); "file_id" is not`,
    ],
  },
  {
    name: "parameter bound to a placeholder the path does not have",
    base: "box",
    changes: [["in: header", "in: path"]],
    expected: [
      `box.yaml:40:19 $.tools[0].params[1].upstream: expected one of the path's placeholders (file_id); "if-match" is not`,
    ],
  },
  {
    name: "path parameter marked not required",
    base: "box",
    changes: [
      [
        "required: true\n        in: path\n        upstream: file_id",
        "required: false\n        in: path\n        upstream: file_id",
      ],
    ],
    expected: [
      'box.yaml:33:19 $.tools[0].params[0].required: expected "file_identifier" to be required: it fills the path placeholder {file_id}',
    ],
  },
  {
    name: "path parameter without required (the parameter is pointed at)",
    base: "box",
    changes: [
      [
        "        required: true\n        in: path\n        upstream: folder_id",
        "        in: path\n        upstream: folder_id",
      ],
    ],
    expected: [
      'box.yaml:53:9 $.tools[1].params[0]: expected "folder_identifier" to be required: it fills the path placeholder {folder_id}',
    ],
  },
  {
    name: "box parameter without in",
    base: "box",
    changes: [["        in: header\n", ""]],
    expected: [
      'box.yaml:36:9 $.tools[0].params[1]: missing "in": every parameter of DeleteFile must be bound to the HTTP operation',
    ],
  },
  {
    name: "box path parameter without in and upstream",
    base: "box",
    changes: [["        in: path\n        upstream: file_id\n", ""]],
    expected: [
      "box.yaml:29:13 $.tools[0].operation.path: expected exactly one parameter bound to path placeholder {file_id}; found 0",
      'box.yaml:31:9 $.tools[0].params[0]: missing "in" and "upstream": every parameter of DeleteFile must be bound to the HTTP operation',
    ],
  },
  {
    name: "the same upstream parameter bound twice",
    base: "box",
    changes: [["upstream: marker", "upstream: usemarker"]],
    expected: [
      'box.yaml:65:19 $.tools[1].params[2].upstream: expected each upstream parameter bound once; query:usemarker is also bound by "usemarker"',
    ],
  },
  {
    name: "server not declared in upstream.servers",
    base: "box",
    changes: [["server: api\n      path: /files", "server: upload\n      path: /files"]],
    expected: [
      'box.yaml:28:15 $.tools[0].operation.server: expected a server declared in upstream.servers; "upload" is not',
    ],
  },
  {
    name: "slack parameter with in and upstream",
    base: "slack",
    changes: [
      [
        "      - name: channel_name\n        type: string\n",
        "      - name: channel_name\n        type: string\n        in: query\n        upstream: channel\n",
      ],
    ],
    expected: [
      'slack.yaml:31:9 $.tools[0].params[1].in: expected no "in" on a parameter of a slack toolkit (Slack takes arguments by name)',
      'slack.yaml:32:9 $.tools[0].params[1].upstream: expected "behaviour: conversation_selector": the handler of conversations.history consumes "channel_name" itself, so it is not passed through',
      'slack.yaml:33:9 $.tools[0].params[1].behaviour: expected either "upstream" or "behaviour" on "channel_name": a parameter is passed through or consumed, not both',
    ],
  },
  {
    name: "box tool with Slack methods",
    base: "box",
    changes: [
      [
        "      id: delete_files_id\n      method: DELETE\n      server: api\n      path: /files/{file_id}\n",
        "      methods: [files.delete]\n",
      ],
    ],
    expected: [
      "box.yaml:26:7 $.tools[0].operation: expected an HTTP operation (id, method, server, path) for a box toolkit",
    ],
  },
  {
    name: "slack tool with an HTTP operation",
    base: "slack",
    changes: [
      [
        "      methods: [chat.postMessage]\n      scopes: [chat:write]\n",
        "      id: chat_postMessage\n      method: POST\n      server: api\n      path: /chat.postMessage\n",
      ],
    ],
    expected: ["slack.yaml:65:7 $.tools[1].operation: expected Slack methods ({ methods: [...] }) for a slack toolkit"],
  },

  {
    name: "a Slack method with neither a handler nor a plain binding (reactions.add): write a handler, or make it plain",
    base: "slack",
    changes: [["      methods: [chat.postMessage]\n", "      methods: [reactions.add]\n"]],
    expected: [
      `slack.yaml:65:17 $.tools[1].operation.methods[0]: expected a plain binding or a handler for "reactions.add"; it has neither: write a handler for reactions.add in runtime/src/slack/handlers.ts (with the parameters it consumes by behaviour) for a composite tool, or make it plain: one method, each parameter "upstream: <argument of reactions.add>", and "plain: true" on the operation (docs/maintaining-messaging.md). Handlers exist for ${Object.keys(handlers).join(", ")}`,
    ],
  },
  {
    name: "a Messaging parameter neither passed through nor consumed (accepted and never sent)",
    base: "slack",
    changes: [["      - name: limit\n", "      - name: inclusive\n        type: boolean\n      - name: limit\n"]],
    expected: [
      'slack.yaml:48:9 $.tools[0].params[6]: expected "upstream: <an argument of conversations.history>" (passed through) or "behaviour: <name>" (consumed by the handler of conversations.history: conversation_id by conversation_selector, channel_name by conversation_selector, user_ids by conversation_selector, usernames by conversation_selector, emails by conversation_selector, oldest_relative by time_window, latest_relative by time_window, oldest_datetime by time_window, latest_datetime by time_window, limit by paging, next_cursor by paging); "inclusive" is neither, so it would be accepted and never sent',
    ],
  },
  {
    name: "a behaviour the tool's handler does not consume the parameter by",
    base: "slack",
    changes: [["        upstream: thread_ts\n", "        behaviour: time_window\n"]],
    expected: [
      'slack.yaml:81:20 $.tools[1].params[3].behaviour: expected a parameter the handler of chat.postMessage consumes (conversation_id by conversation_selector, channel_name by conversation_selector, user_ids by conversation_selector, usernames by conversation_selector, emails by conversation_selector, reply_broadcast by thread_reply); it does not consume "thread_ts" by "time_window": pass it through with "upstream: <argument of chat.postMessage>", or teach the handler (docs/maintaining-messaging.md)',
    ],
  },
  {
    name: "a tool's rate limit stated again under limits:",
    base: "box",
    changes: [
      ["      outcome: trash\n", "      outcome: trash\n      rateLimit: 2 deletions a day\n"],
      ["tools:\n", "limits:\n  - { limit: 2 deletions a day, appliesTo: DeleteFile }\ntools:\n"],
    ],
    expected: [
      'box.yaml:21:5 $.limits[0]: expected each limit stated once; DeleteFile states it as risk.rateLimit ("2 deletions a day"), so drop this entry',
    ],
  },
  // ── document-level facts ──
  {
    name: "declaredTools differs from the tools listed",
    base: "box",
    changes: [["declaredTools: 2", "declaredTools: 3"]],
    expected: [
      "box.yaml:6:18 $.toolkit.declaredTools: expected 2 (the number of tools listed); the toolkit declares 3",
    ],
  },
  {
    name: "a state transition naming an unknown tool",
    base: "box",
    changes: [["tool: DeleteFile,", "tool: TrashFile,"]],
    expected: [
      'box.yaml:17:27 $.states.transitions[0].tool: expected the name of a tool in this manifest; "TrashFile" is not one',
    ],
  },
  {
    name: "an error entry naming an unknown tool",
    base: "box",
    changes: [["tools: [DeleteFile]", "tools: [DeleteFile, DeleteFolder]"]],
    expected: [
      'box.yaml:19:73 $.errors[0].tools[1]: expected the name of a tool in this manifest; "DeleteFolder" is not one',
    ],
  },
  {
    name: "a limit naming an unknown tool",
    base: "slack",
    changes: [["tools: [GetMessages]", "tools: [GetMessage]"]],
    expected: [
      'slack.yaml:16:80 $.limits[0].tools[0]: expected the name of a tool in this manifest; "GetMessage" is not one',
    ],
  },
  {
    name: "a README example naming an unknown tool",
    base: "slack",
    changes: [
      [
        "  document: messaging-toolkit.md\n",
        "  document: messaging-toolkit.md\n  readme: { upstream: Slack, token: a token, prompt: Hi, example: { tool: GetMessage, input: {}, comment: c } }\n",
      ],
    ],
    expected: [
      'slack.yaml:8:75 $.toolkit.readme.example.tool: expected the name of a tool in this manifest; "GetMessage" is not one',
    ],
  },
  {
    name: "a README example with a parameter its tool does not have",
    base: "slack",
    changes: [
      [
        "  document: messaging-toolkit.md\n",
        "  document: messaging-toolkit.md\n  readme: { upstream: Slack, token: a token, prompt: Hi, example: { tool: GetMessages, input: { limt: 5 }, comment: c } }\n",
      ],
    ],
    expected: [
      'slack.yaml:8:97 $.toolkit.readme.example.input.limt: expected a parameter of GetMessages; "limt" is not one',
    ],
  },
  {
    name: "several independent problems are all reported",
    base: "box",
    changes: [
      ["declaredTools: 2", "declaredTools: 3"],
      ["name: ListFolderItems", "name: DeleteFile"],
    ],
    expected: [
      "box.yaml:6:18 $.toolkit.declaredTools: expected 2 (the number of tools listed); the toolkit declares 3",
      'box.yaml:43:11 $.tools[1].name: expected a unique tool name; "DeleteFile" is listed twice',
    ],
  },
];

describe("loader: the base manifests", () => {
  it.each(Object.entries(BASES))("%s is valid", (_, { text, file }) => {
    expect(problems(text, file)).toEqual([]);
  });

  it("array<integer> loads, with a default of integers and maxItems", async () => {
    const text = edit(BOX, [
      ["        type: array<string>\n", "        type: array<integer>\n        maxItems: 3\n        default: [1, 2]\n"],
    ]);
    expect(problems(text, "box.yaml")).toEqual([]);
    const fields = parseManifest(text, "box.yaml").tools[1]!.params.find((p) => p.name === "fields")!;
    expect(fields).toMatchObject({ type: "array<integer>", default: [1, 2], maxItems: 3 });
  });

  it("the real manifests load without a problem", async () => {
    const content = loadManifest(path.join(ROOT, "spec/content.yaml")).manifest;
    const messaging = loadManifest(path.join(ROOT, "spec/messaging.yaml")).manifest;
    expect(content.tools).toHaveLength(TOOLS.content);
    expect(messaging.tools).toHaveLength(TOOLS.messaging);
  });
});

describe("loader: malformed manifests report file:line:column, the JSON path and what was expected", () => {
  it(`has at least 24 cases (${cases.length})`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(24);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const { text, file } = BASES[c.base];
    expect(problems(edit(text, c.changes), file)).toEqual(c.expected);
  });
});

describe("toolgen validate", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "toolgen-loader-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Without an upstream folder (a clone alone) validate says so in a line of its own: not what these tests are about.
  const validate = async (...files: string[]) => {
    const run = await runHere(["validate", ...files]);
    return { ...run, stderr: run.stderr.replace(`${NO_UPSTREAM}\n`, "") };
  };

  it("exits 1 on a bad manifest, printing the located line and no stack trace", async () => {
    const bad = path.join(dir, "bad.yaml");
    writeFileSync(bad, edit(BOX, [["param: marker", "param: markers"]]));
    const run = await validate(bad);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${bad}:84:16 $.tools[1].rules[0].param: ${notParam("ListFolderItems", "markers")}`);
    expect(run.stderr + run.stdout).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toMatch(/Error:/);
  });

  it("exits 1 on a YAML syntax error, without a stack trace", async () => {
    const bad = path.join(dir, "syntax.yaml");
    writeFileSync(
      bad,
      edit(SLACK, [
        [
          "absolute: oldest_datetime, relative: oldest_relative",
          "absolute: oldest_datetime, absolute: oldest_relative",
        ],
      ]),
    );
    const run = await validate(bad);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${bad}:58:46 $.tools[0].rules[1].oldest.absolute: expected unique keys`);
    expect(run.stderr + run.stdout).not.toMatch(/^\s+at /m);
  });

  it("exits 1 on a file that cannot be read, without a stack trace", async () => {
    const missing = path.join(dir, "missing.yaml");
    const run = await validate(missing);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${missing}:1:1 $: expected a readable manifest file (ENOENT)`);
  });

  it("exits 0 on valid manifests: the two bases and the real spec/*.yaml", async () => {
    const box = path.join(dir, "box.yaml");
    const slack = path.join(dir, "slack.yaml");
    writeFileSync(box, BOX);
    writeFileSync(slack, SLACK);
    const run = await validate(box, slack, "spec/content.yaml", "spec/messaging.yaml");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`spec/content.yaml: valid (${TOOLS.content} tools)`);
    expect(run.stdout).toContain(`spec/messaging.yaml: valid (${TOOLS.messaging} tools)`);
  });

  it("names every bad file and still exits 1 when only one of several is bad", async () => {
    const bad = path.join(dir, "bad-kind.yaml");
    writeFileSync(bad, edit(BOX, [["kind: mutuallyExclusive", "kind: mutuallyExclusiveOf"]]));
    const run = await validate("spec/messaging.yaml", bad);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`spec/messaging.yaml: valid (${TOOLS.messaging} tools)`);
    expect(run.stderr).toContain(`${bad}:87:15 $.tools[1].rules[1].kind: unknown rule kind "mutuallyExclusiveOf"`);
  });
});
