// The Messaging edits of docs/maintaining-messaging.md, derived from what the manifest holds now (so they still
// change something after a maintainer has made them once): a pass-through parameter on a documented tool (an
// argument of its own Slack method it does not pass yet), a plain paged variant over conversations.list, a tool over
// a plain Slack method no tool binds, and the removal of a documented tool with its row (a new document revision).
// The rename is maintainer-edits.ts's. Run on copies only.
import path from "node:path";
import { parseDocument, type YAMLSeq } from "yaml";
import type { Manifest, ManifestTool, SlackOperation } from "../../generator/load/manifest.js";
import { slackArguments } from "../../generator/upstream/slack-args.js";
import { readSpecs } from "../../generator/upstream/specs.js";

export const REASON = "Slack has it; the document has not caught up yet";

export interface MessagingEdits {
  param: { tool: string; name: string; arg: string; method: string };
  variant: { tool: string; of: string };
  plain: { tool: string; method: string; param: string; arg: string };
  removed: { tool: string };
}

const own = (t: ManifestTool) => (t.operation as SlackOperation).methods[0]!;
const freeName = (names: Set<string>, wanted: string) => {
  let name = wanted;
  while (names.has(name)) name += "X";
  return name;
};

export function messagingEdits(
  text: string,
  doc: string,
  upstreamDir: string,
): { text: string; doc: string; made: MessagingEdits } {
  const yaml = parseDocument(text);
  const m = yaml.toJS() as Manifest;
  const slack = readSpecs((m.upstream.specs ?? []).map((name) => ({ path: path.join(upstreamDir, name), name })));
  const names = new Set(m.tools.map((t) => t.name));
  const tools = yaml.get("tools") as YAMLSeq;

  // 1. A boolean argument of a documented tool's own method that no parameter of it passes yet (users.list's
  //    include_locale while it is free).
  let param: MessagingEdits["param"] | undefined;
  const order = [...m.tools.entries()].sort(
    ([, a], [, b]) => Number(own(b) === "users.list") - Number(own(a) === "users.list"),
  );
  for (const [index, tool] of order) {
    if (tool.origin !== "document") continue;
    const method = slack.methods.get(own(tool));
    const arg =
      method &&
      slackArguments(method).find(
        (a) =>
          a.type === "boolean" && !a.required && !tool.params.some((p) => p.upstream === a.name || p.name === a.name),
      );
    if (!arg) continue;
    (yaml.getIn(["tools", index, "params"]) as YAMLSeq).add(
      yaml.createNode({ name: arg.name, type: "boolean", upstream: arg.name, origin: "upstream", reason: REASON }),
    );
    param = { tool: tool.name, name: arg.name, arg: arg.name, method: own(tool) };
    break;
  }
  if (!param) throw new Error("no documented Messaging tool has a boolean argument of its method left to pass through");

  // 2. A plain, paged variant over conversations.list: public channels, archived ones left out by Slack.
  const list = m.tools.find((t) => t.origin === "document" && own(t) === "conversations.list")!;
  const variant = freeName(names, `${list.name}Plain`);
  tools.add(
    yaml.createNode({
      name: variant,
      origin: "upstream",
      reason: REASON,
      group: "retrieval",
      description: "Lists public channels that are not archived, as Slack's conversations.list gives them.",
      output: {
        type: "object",
        properties: {
          channels: { type: "array", items: { $ref: "#/$defs/Conversation" } },
          next_cursor: { $ref: "#/$defs/NextCursor" },
        },
        required: ["channels", "next_cursor"],
      },
      operation: {
        methods: ["conversations.list"],
        scopes: ["channels:read"],
        plain: { paging: { items: "channels" } },
      },
      params: [
        { name: "types", type: "string", default: "public_channel", upstream: "types" },
        { name: "exclude_archived", type: "boolean", default: true, upstream: "exclude_archived" },
        { name: "limit", type: "integer", default: 100, minimum: 1, maximum: 200, behaviour: "paging" },
        { name: "next_cursor", type: "string", behaviour: "paging" },
      ],
    }),
  );

  // 3. A tool over a plain method no tool binds (users.getPresence while it is free), its one argument passed.
  const bound = new Set(m.tools.flatMap((t) => (t.operation as SlackOperation).methods));
  const method = "users.getPresence";
  if (bound.has(method) || !slack.methods.has(method))
    throw new Error(`${method} is bound already or not in Slack's specification`);
  const plain = freeName(names, "GetUserPresence");
  tools.add(
    yaml.createNode({
      name: plain,
      origin: "upstream",
      reason: REASON,
      group: "retrieval",
      description: "Returns whether one user is active or away right now.",
      output: {
        type: "object",
        properties: { presence: { type: "string", enum: ["active", "away"] }, online: { type: "boolean" } },
        required: ["presence"],
      },
      operation: { methods: [method], scopes: ["users:read"], plain: true },
      params: [{ name: "user_id", type: "string", required: true, upstream: "user" }],
    }),
  );

  // 4. The documented tool over auth.test removed, with its row, as a new revision of the document drops it.
  const removedIndex = m.tools.findIndex((t) => t.origin === "document" && own(t) === "auth.test");
  const removed = m.tools[removedIndex]!.name;
  tools.delete(removedIndex);
  const documentedTotal = Number(/exposes (\d+) tools/.exec(doc)?.[1]);
  if (!documentedTotal) throw new Error("the document states no tool total to lower");
  const newDoc = doc
    .split("\n")
    .filter((line) => !line.startsWith(`| ${removed} |`))
    .join("\n")
    .replace(/exposes \d+ tools/, `exposes ${documentedTotal - 1} tools`);
  yaml.setIn(["toolkit", "declaredTools"], m.toolkit.declaredTools + 2 - 1);

  return {
    text: yaml.toString({ lineWidth: 0, flowCollectionPadding: false }),
    doc: newDoc,
    made: {
      param,
      variant: { tool: variant, of: list.name },
      plain: { tool: plain, method, param: "user_id", arg: "user" },
      removed: { tool: removed },
    },
  };
}
