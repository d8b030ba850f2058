// Groups and memberships, collaborations and an invite, comments, and a task with an assignment.
import { ADMIN_ID, day, ENTERPRISE, fileMini, itemMini, userMini, type SeedContext } from "./context.js";

export function seedCollaboration({ store }: SeedContext): void {
  seedGroups(store);
  seedShares(store);
}
function seedGroups(store: SeedContext["store"]): void {
  for (const [id, name] of [
    ["50001", "Engineering"],
    ["50002", "Finance Team"],
  ]) {
    store.put(`/groups/${id}`, {
      type: "group",
      id,
      name,
      group_type: "managed_group",
      created_at: day(200),
      modified_at: day(20),
      provenance: null,
      external_sync_identifier: null,
      description: `${name} of Sandbox Co`,
      invitability_level: "admins_only",
      member_viewability_level: "admins_and_members",
      permissions: { can_invite_as_collaborator: true },
    });
  }
  for (const [id, user, group, role] of [
    ["51001", "11112", "50001", "member"],
    ["51002", "11113", "50001", "admin"],
    ["51003", "11114", "50002", "member"],
  ] as const) {
    store.put(`/group_memberships/${id}`, {
      type: "group_membership",
      id,
      user: userMini(store, user),
      group: { type: "group", id: group, name: store.get(`/groups/${group}`)!.name, group_type: "managed_group" },
      role,
      created_at: day(150),
      modified_at: day(150),
    });
    store.link(`/groups/${group}/memberships`, `/group_memberships/${id}`);
    store.link(`/users/${user}/memberships`, `/group_memberships/${id}`);
  }
}

function seedShares(store: SeedContext["store"]): void {
  // [id, item type, item id, collaborator (user or group), role, status]
  const collaborations: [string, "file" | "folder", string, string, string, string][] = [
    ["73001", "folder", "20002", "user:11112", "editor", "accepted"],
    ["73002", "folder", "20006", "user:11115", "viewer", "accepted"],
    ["73003", "folder", "20004", "user:11113", "viewer", "pending"],
    ["73004", "folder", "20001", "group:50001", "editor", "accepted"],
    ["73005", "file", "30002", "user:11112", "previewer", "accepted"],
    ["73006", "folder", "20005", "user:11113", "co-owner", "accepted"],
  ];
  for (const [id, type, item, who, role, status] of collaborations) {
    const [kind, whoId] = who.split(":") as ["user" | "group", string];
    const accessible =
      kind === "user"
        ? { ...userMini(store, whoId), is_active: true }
        : { type: "group", id: whoId, name: store.get(`/groups/${whoId}`)!.name, group_type: "managed_group" };
    store.put(`/collaborations/${id}`, {
      type: "collaboration",
      id,
      item: itemMini(store, type, item),
      accessible_by: accessible,
      invite_email: null,
      role,
      expires_at: null,
      is_access_only: false,
      status,
      acknowledged_at: status === "accepted" ? day(40) : null,
      created_by: userMini(store, ADMIN_ID),
      created_at: day(41),
      modified_at: day(40),
    });
    store.link(`/${type}s/${item}/collaborations`, `/collaborations/${id}`);
    if (kind === "group") store.link(`/groups/${whoId}/collaborations`, `/collaborations/${id}`);
    store.get(`/${type}s/${item}`)!.has_collaborations = true;
  }
  store.put(`/invites/74001`, {
    type: "invite",
    id: "74001",
    invited_to: { ...ENTERPRISE },
    actionable_by: userMini(store, "11115"),
    invited_by: userMini(store, ADMIN_ID),
    status: "pending",
    created_at: day(7),
    modified_at: day(7),
  });
  // Comments and a task with an assignment on the Apollo plan.
  for (const [id, by, message] of [
    ["70001", "11112", "Can we move the review to Friday?"],
    ["70002", ADMIN_ID, "Friday works. @Ben please update the plan."],
  ] as const) {
    store.put(`/comments/${id}`, {
      type: "comment",
      id,
      is_reply_comment: id === "70002",
      message,
      tagged_message: message,
      created_by: userMini(store, by),
      created_at: day(2),
      modified_at: day(2),
      item: { id: "30001", type: "file" },
    });
    store.link("/files/30001/comments", `/comments/${id}`);
  }
  store.get("/files/30001")!.comment_count = 2;
  store.put("/tasks/71001", {
    type: "task",
    id: "71001",
    item: fileMini(store, "30001"),
    due_at: day(-7),
    action: "review",
    message: "Review the milestones",
    task_assignment_collection: { total_count: 1, entries: [] },
    is_completed: false,
    created_by: userMini(store, ADMIN_ID),
    created_at: day(2),
    completion_rule: "all_assignees",
  });
  store.link("/files/30001/tasks", "/tasks/71001");
  store.put("/task_assignments/72001", {
    type: "task_assignment",
    id: "72001",
    item: fileMini(store, "30001"),
    assigned_to: userMini(store, "11112"),
    message: "Review the milestones",
    completed_at: null,
    assigned_at: day(2),
    reminded_at: null,
    resolution_state: "incomplete",
    assigned_by: userMini(store, ADMIN_ID),
  });
  store.link("/tasks/71001/assignments", "/task_assignments/72001");
}
