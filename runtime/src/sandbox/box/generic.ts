// What every route does unless a behaviour says otherwise: GET answers the record at the path, or the listing
// under it (paged as the operation binds); DELETE removes the record and everything under it.
import type { SandboxResponse } from "../server.js";
import type { BoxContext } from "./context.js";
import { noContent, notFound, ok, page, type Json } from "./http.js";

/**
 * Query parameters that filter a listing, by upstream name → where the records keep what they compare with (dotted
 * paths, the first one a record has wins).
 */
const FILTERS: Record<string, string[]> = {
  policy_id: ["legal_hold_policy.id", "winning_retention_policy.id"],
  assign_to_type: ["assigned_to.type"],
  assign_to_id: ["assigned_to.id"],
  shield_information_barrier_id: [
    "shield_information_barrier.id",
    "shield_information_barrier.shield_information_barrier.id",
  ],
  shield_information_barrier_segment_id: ["shield_information_barrier_segment.id"],
  tos_id: ["tos.id"],
  user_id: ["user.id"],
  folder_id: ["folder.id", "parent.id", "flows.0.trigger.scope.0.object.id"],
  status: ["status"],
  tos_type: ["tos_type"],
  policy_type: ["policy_type"],
  policy_name: ["policy_name"],
  resolved_for_id: ["assigned_to.id"],
  resolved_for_type: ["assigned_to.type"],
  hub_id: ["hub.id"],
  file_id: ["file.id"],
  file_version_id: ["file_version.id"],
  disposition_action: ["disposition_action"],
  type: ["assigned_to.type"],
  partner_item_id: ["partner_item.id"],
  partner_item_type: ["partner_item.type"],
  box_item_id: ["box_item.id"],
  box_item_type: ["box_item.type"],
  application_type: ["app_item.application_type"],
  owner_enterprise_id: ["owner_enterprise.id"],
};

function field(record: Json, dotted: string): unknown {
  let value: unknown = record;
  for (const part of dotted.split(".")) value = (value as Json | undefined)?.[part];
  return value;
}

const firstField = (record: Json, paths: string[]) => paths.map((p) => field(record, p)).find((v) => v !== undefined);

/** Keeps the entries every bound filter parameter agrees with; a filter naming a field the records lack is ignored. */
export function filter(entries: Json[], context: BoxContext): Json[] {
  let out = entries;
  for (const name of context.route.query) {
    const wanted = context.query.get(name);
    const paths = FILTERS[name];
    if (wanted === null || wanted === "" || !paths) continue;
    if (!out.some((e) => firstField(e, paths) !== undefined)) continue;
    out = out.filter((e) => String(firstField(e, paths)) === wanted);
  }
  return out;
}

/** The list envelope with the paging the operation binds. */
export function listing(entries: Json[], context: BoxContext): Json {
  return page(entries, {
    query: context.query,
    offset: context.route.query.has("offset"),
    marker: context.route.query.has("marker"),
  });
}

export function genericGet(context: BoxContext): SandboxResponse {
  const { store, path } = context;
  const record = store.get(path);
  if (record) return ok(record);
  const entries = store.listed(path) ?? store.under(path);
  // A listing under a record that does not exist (e.g. the comments of an unknown file) is a 404.
  const parent = path.split("/").slice(0, -1).join("/");
  if (path.split("/").length > 2 && store.lists.get(path) === undefined && entries.length === 0 && !store.get(parent)) {
    return notFound();
  }
  return ok(listing(filter(entries, context), context));
}

/** Records that only exist for another one, by its collection: [their collection, the field naming it]. */
const DEPENDENTS: Record<string, Array<[string, string]>> = {
  groups: [
    ["group_memberships", "group.id"],
    ["collaborations", "accessible_by.id"],
  ],
  users: [
    ["group_memberships", "user.id"],
    ["storage_policy_assignments", "assigned_to.id"],
  ],
  tasks: [["task_assignments", "task.id"]],
  retention_policies: [["retention_policy_assignments", "retention_policy.id"]],
  legal_hold_policies: [["legal_hold_policy_assignments", "legal_hold_policy.id"]],
  shield_information_barrier_segments: [
    ["shield_information_barrier_segment_members", "shield_information_barrier_segment.id"],
    ["shield_information_barrier_segment_restrictions", "shield_information_barrier_segment.id"],
  ],
  hubs: [["hub_collaborations", "hub.id"]],
};

/** Removes a top-level record and the records that exist only for it (a group's memberships, a task's assignments). */
export function removeWithDependents(store: BoxContext["store"], key: string): void {
  const [, collection, id] = key.split("/");
  // A task's assignments are listed under it rather than pointing at it.
  const listed = store.lists.get(`${key}/assignments`) ?? [];
  store.remove(key);
  for (const member of listed) store.remove(member);
  for (const [dependent, path] of DEPENDENTS[collection ?? ""] ?? []) {
    for (const record of store.collection(dependent)) {
      if (String(field(record, path)) === id) store.remove(`/${dependent}/${String(record.id)}`);
    }
  }
}

export function genericDelete(context: BoxContext): SandboxResponse {
  if (!context.store.get(context.path)) return notFound();
  if (context.path.split("/").length === 3) removeWithDependents(context.store, context.path);
  else context.store.remove(context.path);
  return noContent();
}
