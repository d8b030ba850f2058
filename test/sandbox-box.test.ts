// The ContentApi sandbox's states and transitions, as the document states them, through kit.invoke (tools are picked by binding).
import { createToolkit, ToolError } from "@toolgen/content-api";
import { startSandbox, type Sandbox } from "@toolgen/content-api/sandbox";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { specTool, toolFor } from "./support/spec.js";

// Tools picked by their binding (operationId): a spec edit may rename them.
const DELETE_FILES_ID = toolFor({ operationId: "delete_files_id" });
const DELETE_FILES_ID_TRASH = toolFor({ operationId: "delete_files_id_trash" });
const DELETE_FILES_ID_VERSIONS_ID = toolFor({ operationId: "delete_files_id_versions_id" });
const DELETE_FOLDERS_ID = toolFor({ operationId: "delete_folders_id" });
const DELETE_FOLDERS_ID_TRASH = toolFor({ operationId: "delete_folders_id_trash" });
const DELETE_FOLDER_LOCKS_ID = toolFor({ operationId: "delete_folder_locks_id" });
const DELETE_GROUPS_ID = toolFor({ operationId: "delete_groups_id" });
const DELETE_GROUP_MEMBERSHIPS_ID = toolFor({ operationId: "delete_group_memberships_id" });
const DELETE_LEGAL_HOLD_POLICIES_ID = toolFor({ operationId: "delete_legal_hold_policies_id" });
const DELETE_LEGAL_HOLD_POLICY_ASSIGNMENTS_ID = toolFor({ operationId: "delete_legal_hold_policy_assignments_id" });
const DELETE_STORAGE_POLICY_ASSIGNMENTS_ID = toolFor({ operationId: "delete_storage_policy_assignments_id" });
const DELETE_TASKS_ID = toolFor({ operationId: "delete_tasks_id" });
const DELETE_USERS_ID = toolFor({ operationId: "delete_users_id" });
const DELETE_WEBHOOKS_ID = toolFor({ operationId: "delete_webhooks_id" });
const DELETE_WEB_LINKS_ID = toolFor({ operationId: "delete_web_links_id" });
const DELETE_WEB_LINKS_ID_TRASH = toolFor({ operationId: "delete_web_links_id_trash" });
const GET_EVENTS = toolFor({ operationId: "get_events" });
const GET_FILES_ID = toolFor({ operationId: "get_files_id" });
const GET_FILES_ID_TRASH = toolFor({ operationId: "get_files_id_trash" });
const GET_FILES_ID_VERSIONS = toolFor({ operationId: "get_files_id_versions" });
const GET_FILES_ID_VERSIONS_ID = toolFor({ operationId: "get_files_id_versions_id" });
const GET_FOLDERS_ID = toolFor({ operationId: "get_folders_id" });
const GET_FOLDERS_ID_ITEMS = toolFor({ operationId: "get_folders_id_items" });
const GET_FOLDERS_ID_TRASH = toolFor({ operationId: "get_folders_id_trash" });
const GET_FOLDERS_TRASH_ITEMS = toolFor({ operationId: "get_folders_trash_items" });
const GET_GROUP_MEMBERSHIPS_ID = toolFor({ operationId: "get_group_memberships_id" });
const GET_INTEGRATION_MAPPINGS_MSGR = toolFor({ operationId: "get_integration_mappings_msgr" });
const GET_LEGAL_HOLD_POLICIES_ID = toolFor({ operationId: "get_legal_hold_policies_id" });
const GET_LEGAL_HOLD_POLICY_ASSIGNMENTS = toolFor({ operationId: "get_legal_hold_policy_assignments" });
const GET_LEGAL_HOLD_POLICY_ASSIGNMENTS_ID = toolFor({ operationId: "get_legal_hold_policy_assignments_id" });
const GET_METADATA_CASCADE_POLICIES = toolFor({ operationId: "get_metadata_cascade_policies" });
const GET_SHARED_ITEMS = toolFor({ operationId: "get_shared_items" });
const GET_SHARED_ITEMS_APP_ITEMS = toolFor({ operationId: "get_shared_items#app_items" });
const GET_SHARED_ITEMS_FOLDERS = toolFor({ operationId: "get_shared_items#folders" });
const GET_SHARED_ITEMS_WEB_LINKS = toolFor({ operationId: "get_shared_items#web_links" });
const GET_SHIELD_INFORMATION_BARRIER_SEGMENT_MEMBERS = toolFor({
  operationId: "get_shield_information_barrier_segment_members",
});
const GET_STORAGE_POLICY_ASSIGNMENTS_ID = toolFor({ operationId: "get_storage_policy_assignments_id" });
const GET_TASK_ASSIGNMENTS_ID = toolFor({ operationId: "get_task_assignments_id" });
const GET_USERS = toolFor({ operationId: "get_users" });
const GET_USERS_ID = toolFor({ operationId: "get_users_id" });
const GET_USERS_ME = toolFor({ operationId: "get_users_me" });
const GET_WEBHOOKS = toolFor({ operationId: "get_webhooks" });
const GET_WEBHOOKS_ID = toolFor({ operationId: "get_webhooks_id" });
const GET_WEB_LINKS_ID = toolFor({ operationId: "get_web_links_id" });
const GET_WEB_LINKS_ID_TRASH = toolFor({ operationId: "get_web_links_id_trash" });
const GET_WORKFLOWS = toolFor({ operationId: "get_workflows" });
const GET_ZIP_DOWNLOADS_ID_STATUS = toolFor({ operationId: "get_zip_downloads_id_status" });

/** How long the sandbox takes to finish an asynchronous deletion; the tests that wait for one move fake timers. */
const ASYNC_DELAY_MS = 100;

let sandbox: Sandbox;
let kit: ReturnType<typeof createToolkit>;
const TOKEN = "sandbox-token";

beforeAll(async () => {
  sandbox = await startSandbox({ asyncDelayMs: ASYNC_DELAY_MS });
  kit = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, retry: false });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());
afterEach(() => vi.useRealTimers());

/** The ToolError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<ToolError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

type Entries = { entries: { id: string; type: string; name?: string }[]; total_count?: number; next_marker?: string };

describe("the sandbox as a server", () => {
  it("serves Box's paths under url = origin + /2.0", () => {
    expect(sandbox.url).toBe(`${sandbox.origin}/2.0`);
    expect(sandbox.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("accepts any bearer token but the revoked one", async () => {
    const other = createToolkit({ baseUrl: sandbox.url, accessToken: "anything-at-all" });
    expect(await other.invoke(GET_USERS_ME, {})).toMatchObject({ type: "user", role: "admin" });
    const revoked = createToolkit({ baseUrl: sandbox.url, accessToken: "revoked-token" });
    expect((await failure(revoked.invoke(GET_USERS_ME, {}))).kind).toBe("unauthorized");
  });

  it("answers unknown paths with Box's error body", async () => {
    const response = await fetch(`${sandbox.url}/no_such_thing`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ type: "error", status: 404, code: "not_found" });
  });

  it("refuses an offset above 10000 with 400, even from a client that skips the toolkit's check", async () => {
    const response = await fetch(`${sandbox.url}/users?offset=10001`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: "error", status: 400, code: "bad_request" });
    const fine = await fetch(`${sandbox.url}/users?offset=10000`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(fine.status).toBe(200);
  });

  it("reset() brings back what was deleted", async () => {
    await kit.invoke(DELETE_WEBHOOKS_ID, { webhook_id: "82001" });
    expect((await failure(kit.invoke(GET_WEBHOOKS_ID, { webhook_id: "82001" }))).kind).toBe("not_found");
    sandbox.reset();
    expect(await kit.invoke(GET_WEBHOOKS_ID, { webhook_id: "82001" })).toMatchObject({ id: "82001" });
  });

  it("gives the same data for the same seed and different data for another", async () => {
    const [a, b, c] = await Promise.all([
      startSandbox({ seed: 7 }),
      startSandbox({ seed: 7 }),
      startSandbox({ seed: 8 }),
    ]);
    try {
      const read = (s: Sandbox) =>
        createToolkit({ baseUrl: s.url, accessToken: TOKEN }).invoke(GET_FILES_ID, { file_identifier: "30001" });
      const [ra, rb, rc] = await Promise.all([read(a), read(b), read(c)]);
      expect(ra).toEqual(rb);
      expect((ra as { sha1: string }).sha1).not.toBe((rc as { sha1: string }).sha1);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });
});

describe("files, folders and web links: trash, then permanent deletion", () => {
  it("a deleted file goes to the trash, is retrievable there until deleted for good, then 404", async () => {
    expect(await kit.invoke(DELETE_FILES_ID, { file_identifier: "30004" })).toMatchObject({ status: 204 });
    expect((await failure(kit.invoke(GET_FILES_ID, { file_identifier: "30004" }))).kind).toBe("not_found");
    expect(await kit.invoke(GET_FILES_ID_TRASH, { file_identifier: "30004" })).toMatchObject({
      id: "30004",
      item_status: "trashed",
    });
    const trash = (await kit.invoke(GET_FOLDERS_TRASH_ITEMS, {})) as Entries;
    expect(trash.entries.map((e) => e.id)).toContain("30004");
    expect(await kit.invoke(DELETE_FILES_ID_TRASH, { file_identifier: "30004" })).toMatchObject({ status: 204 });
    expect((await failure(kit.invoke(GET_FILES_ID_TRASH, { file_identifier: "30004" }))).kind).toBe("not_found");
    const after = (await kit.invoke(GET_FOLDERS_TRASH_ITEMS, {})) as Entries;
    expect(after.entries.map((e) => e.id)).not.toContain("30004");
  });

  it("a file not in the trash cannot be deleted permanently", async () => {
    expect((await failure(kit.invoke(DELETE_FILES_ID_TRASH, { file_identifier: "30001" }))).kind).toBe("not_found");
    expect(await kit.invoke(GET_FILES_ID, { file_identifier: "30001" })).toMatchObject({
      item_status: "active",
    });
  });

  it("a stale etag fails a file or folder deletion with 412", async () => {
    const file = await failure(
      kit.invoke(DELETE_FILES_ID, { file_identifier: "30001", ensure_no_recent_changes_etag: "7" }),
    );
    expect([file.kind, file.status]).toEqual(["precondition_failed", 412]);
    const folder = await failure(
      kit.invoke(DELETE_FOLDERS_ID, { folder_identifier: "20007", ensure_unchanged_etag: "7" }),
    );
    expect([folder.kind, folder.status]).toEqual(["precondition_failed", 412]);
    expect(
      await kit.invoke(DELETE_FOLDERS_ID, { folder_identifier: "20007", ensure_unchanged_etag: "1" }),
    ).toMatchObject({
      status: 204,
    });
  });

  it("a non-empty folder needs delete_recursively; its contents go with it, only the folder is listed in the trash", async () => {
    const refused = await failure(kit.invoke(DELETE_FOLDERS_ID, { folder_identifier: "20002" }));
    expect([refused.status, refused.upstream?.code]).toEqual([400, "folder_not_empty"]);
    expect(await kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "20002" })).toMatchObject({
      item_status: "active",
    });

    expect(await kit.invoke(DELETE_FOLDERS_ID, { folder_identifier: "20002", delete_recursively: true })).toMatchObject(
      {
        status: 204,
      },
    );
    expect((await failure(kit.invoke(GET_FILES_ID, { file_identifier: "30001" }))).kind).toBe("not_found");
    expect((await failure(kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "20003" }))).kind).toBe("not_found");
    const trash = (await kit.invoke(GET_FOLDERS_TRASH_ITEMS, {})) as Entries;
    expect(trash.entries.map((e) => e.id)).toContain("20002");
    expect(trash.entries.map((e) => e.id)).not.toContain("30001");
    // The file was trashed with its folder, not by itself.
    expect((await failure(kit.invoke(GET_FILES_ID_TRASH, { file_identifier: "30001" }))).kind).toBe("not_found");
    expect(await kit.invoke(DELETE_FOLDERS_ID_TRASH, { folder_identifier: "20002" })).toMatchObject({ status: 204 });
    expect((await failure(kit.invoke(GET_FOLDERS_ID_TRASH, { folder_identifier: "20002" }))).kind).toBe("not_found");
  });

  it("the root folder cannot be deleted", async () => {
    expect(
      (await failure(kit.invoke(DELETE_FOLDERS_ID, { folder_identifier: "0", delete_recursively: true }))).kind,
    ).toBe("forbidden");
  });

  it("a deleted web link is retrievable in the trash until deleted for good", async () => {
    await kit.invoke(DELETE_WEB_LINKS_ID, { web_link_id: "60002" });
    expect(await kit.invoke(GET_WEB_LINKS_ID_TRASH, { web_link_id: "60002" })).toMatchObject({
      id: "60002",
      item_status: "trashed",
    });
    await kit.invoke(DELETE_WEB_LINKS_ID_TRASH, { web_link_identifier: "60002" });
    expect((await failure(kit.invoke(GET_WEB_LINKS_ID_TRASH, { web_link_id: "60002" }))).kind).toBe("not_found");
    expect((await failure(kit.invoke(GET_WEB_LINKS_ID, { web_link_id: "60002" }))).kind).toBe("not_found");
  });

  it("an unchanged etag gives 304 on file and folder details; a changed one the record", async () => {
    expect(await kit.invoke(GET_FILES_ID, { file_identifier: "30001", etag_conditional_retrieval: "1" })).toEqual({
      status: 304,
      notModified: true,
    });
    expect(
      await kit.invoke(GET_FOLDERS_ID, { folder_unique_identifier: "20002", ensure_item_has_changed: "1" }),
    ).toEqual({
      status: 304,
      notModified: true,
    });
    expect(await kit.invoke(GET_FILES_ID, { file_identifier: "30001", etag_conditional_retrieval: "0" })).toMatchObject(
      {
        id: "30001",
      },
    );
  });

  it("a file version goes to the trash (premium), and an etag guards it", async () => {
    const versions = (await kit.invoke(GET_FILES_ID_VERSIONS, { file_identifier: "30001" })) as Entries;
    const previous = versions.entries[0]!.id;
    const stale = await failure(
      kit.invoke(DELETE_FILES_ID_VERSIONS_ID, {
        file_identifier: "30001",
        file_version_id: previous,
        if_match_etag_value: "9",
      }),
    );
    expect(stale.status).toBe(412);
    await kit.invoke(DELETE_FILES_ID_VERSIONS_ID, { file_identifier: "30001", file_version_id: previous });
    expect(
      await kit.invoke(GET_FILES_ID_VERSIONS_ID, {
        unique_file_identifier: "30001",
        file_version_identifier: previous,
      }),
    ).toMatchObject({
      trashed_at: expect.any(String),
    });
  });
});

describe("paging", () => {
  it("offset paging and marker paging (usemarker) reach the same entries", async () => {
    const all = (await kit.invoke(GET_FOLDERS_ID_ITEMS, {
      folder_identifier: "0",
      max_items_per_page: 100,
    })) as Entries;
    expect(all.total_count).toBe(all.entries.length);
    const byOffset: string[] = [];
    for (let offset = 0; offset < all.total_count!; offset += 2) {
      const page = (await kit.invoke(GET_FOLDERS_ID_ITEMS, {
        folder_identifier: "0",
        max_items_per_page: 2,
        starting_item_offset: offset,
      })) as Entries;
      byOffset.push(...page.entries.map((e) => e.id));
    }
    const byMarker: string[] = [];
    let marker: string | undefined;
    do {
      const page = (await kit.invoke(GET_FOLDERS_ID_ITEMS, {
        folder_identifier: "0",
        max_items_per_page: 2,
        use_marker_based_pagination: true,
        ...(marker ? { pagination_start_marker: marker } : {}),
      })) as Entries;
      expect(page.total_count).toBeUndefined();
      byMarker.push(...page.entries.map((e) => e.id));
      marker = page.next_marker;
    } while (marker);
    expect(byOffset).toEqual(all.entries.map((e) => e.id));
    expect(byMarker).toEqual(byOffset);
  });

  it("refuses a marker it did not give out", async () => {
    const error = await failure(kit.invoke(GET_WEBHOOKS, { pagination_start_marker: "not-a-marker" }));
    expect(error.status).toBe(400);
  });
});

describe("rules the document states", () => {
  it("storage policy assignments: the deletion limit the manifest states, per acting user", async () => {
    // The limit as the manifest states it for the tool ("N deletions per user per H hours").
    const stated = specTool({ operationId: "delete_storage_policy_assignments_id" }).risk?.rateLimit ?? "";
    const [, count, hours] = /(\d+) deletions per user per (\d+) hours/.exec(stated) ?? [];
    expect(count, `a deletion limit in "${stated}"`).toBeDefined();
    // The seeded assignments; one more than the limit is needed.
    const ids = ["83101", "83102", "83103", "83100"];
    expect(ids.length).toBeGreaterThan(Number(count));
    for (const id of ids.slice(0, Number(count)))
      await kit.invoke(DELETE_STORAGE_POLICY_ASSIGNMENTS_ID, { storage_policy_assignment_id: id });
    const next = ids[Number(count)]!;
    const over = await failure(
      kit.invoke(DELETE_STORAGE_POLICY_ASSIGNMENTS_ID, { storage_policy_assignment_id: next }),
    );
    expect(over.kind).toBe("rate_limited");
    expect(over.retryAfterMs).toBeGreaterThan((Number(hours) - 1) * 3_600_000);
    expect(await kit.invoke(GET_STORAGE_POLICY_ASSIGNMENTS_ID, { storage_policy_assignment_id: next })).toMatchObject({
      id: next,
    });
    // The limit counts per acting user.
    const dana = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11114" });
    expect(
      await dana.invoke(DELETE_STORAGE_POLICY_ASSIGNMENTS_ID, { storage_policy_assignment_id: next }),
    ).toMatchObject({
      status: 204,
    });
  });

  it("deleting a user who owns content needs force_delete_user, and then the content goes too", async () => {
    const refused = await failure(kit.invoke(DELETE_USERS_ID, { user_id: "11113" }));
    expect(refused.status).toBe(400);
    expect(await kit.invoke(GET_USERS_ID, { user_identifier: "11113" })).toMatchObject({ id: "11113" });
    expect(await kit.invoke(DELETE_USERS_ID, { user_id: "11113", force_delete_user: true })).toMatchObject({
      status: 204,
    });
    expect((await failure(kit.invoke(GET_USERS_ID, { user_identifier: "11113" }))).kind).toBe("not_found");
    expect((await failure(kit.invoke(GET_FILES_ID, { file_identifier: "30006" }))).kind).toBe("not_found");
    // A user who owns nothing goes without force.
    expect(await kit.invoke(DELETE_USERS_ID, { user_id: "11115" })).toMatchObject({ status: 204 });
  });

  it("legal-hold deletions are asynchronous: 202 at once, the policy disappears later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); // the sandbox's delay, moved by the test
    const policy = () => kit.invoke(GET_LEGAL_HOLD_POLICIES_ID, { legal_hold_policy_id: "77001" });
    expect(await kit.invoke(DELETE_LEGAL_HOLD_POLICIES_ID, { legal_hold_policy_id: "77001" })).toMatchObject({
      status: 202,
    });
    expect(await policy()).toMatchObject({ status: "releasing" });
    await vi.advanceTimersByTimeAsync(ASYNC_DELAY_MS - 1);
    expect(await policy()).toMatchObject({ status: "releasing" });
    await vi.advanceTimersByTimeAsync(1);
    expect((await failure(policy())).kind).toBe("not_found");
    expect(
      (await failure(kit.invoke(GET_LEGAL_HOLD_POLICY_ASSIGNMENTS_ID, { legal_hold_policy_assignment_id: "77101" })))
        .kind,
    ).toBe("not_found");
  });

  it("removing a legal hold from an item is asynchronous too", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const assignment = () =>
      kit.invoke(GET_LEGAL_HOLD_POLICY_ASSIGNMENTS_ID, { legal_hold_policy_assignment_id: "77102" });
    expect(
      await kit.invoke(DELETE_LEGAL_HOLD_POLICY_ASSIGNMENTS_ID, { legal_hold_policy_assignment_id: "77102" }),
    ).toMatchObject({ status: 202 });
    expect(await assignment()).toMatchObject({ id: "77102" });
    await vi.advanceTimersByTimeAsync(ASYNC_DELAY_MS - 1);
    expect(await assignment()).toMatchObject({ id: "77102" });
    await vi.advanceTimersByTimeAsync(1);
    expect((await failure(assignment())).kind).toBe("not_found");
  });

  it("a zip download reports progress and skipped items until it succeeds", async () => {
    const states: { downloaded_file_count: number; skipped_file_count: number; state: string }[] = [];
    for (let i = 0; i < 4; i++)
      states.push(
        (await kit.invoke(GET_ZIP_DOWNLOADS_ID_STATUS, {
          zip_archive_unique_identifier: "96001",
        })) as (typeof states)[0],
      );
    expect(states.map((s) => s.downloaded_file_count)).toEqual([0, 2, 4, 4]);
    expect(states.map((s) => s.state)).toEqual(["in_progress", "in_progress", "succeeded", "succeeded"]);
    expect(states.every((s) => s.skipped_file_count === 1)).toBe(true);
  });

  it("the zip status is available for 12 hours", async () => {
    const later = await startSandbox({ now: Date.now() - 13 * 3_600_000 });
    try {
      // The download was started at the seed's anchor, 13 hours ago.
      const old = createToolkit({ baseUrl: later.url, accessToken: TOKEN });
      expect(
        (await failure(old.invoke(GET_ZIP_DOWNLOADS_ID_STATUS, { zip_archive_unique_identifier: "96001" }))).kind,
      ).toBe("not_found");
    } finally {
      await later.close();
    }
  });

  it("admin-only operations refuse a non-admin (As-User) with 403", async () => {
    const chen = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11113" });
    expect((await failure(chen.invoke(DELETE_GROUPS_ID, { group_id: "50002" }))).kind).toBe("forbidden");
    expect((await failure(chen.invoke(GET_INTEGRATION_MAPPINGS_MSGR, {}))).kind).toBe("forbidden");
    expect((await failure(chen.invoke(GET_EVENTS, { event_stream_type: "admin_logs" }))).kind).toBe("forbidden");
    expect(await chen.invoke(GET_EVENTS, { event_stream_type: "all" })).toMatchObject({
      entries: expect.any(Array),
    });
    // Chen administers Engineering, so may remove its memberships; not Finance's.
    expect(await chen.invoke(DELETE_GROUP_MEMBERSHIPS_ID, { group_membership_id: "51001" })).toMatchObject({
      status: 204,
    });
    expect((await failure(chen.invoke(DELETE_GROUP_MEMBERSHIPS_ID, { group_membership_id: "51003" }))).kind).toBe(
      "forbidden",
    );
    expect(await kit.invoke(DELETE_GROUPS_ID, { group_id: "50002" })).toMatchObject({ status: 204 });
  });

  it("a folder lock is removed only by the folder's owner or a co-owner", async () => {
    const ben = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11112" });
    expect((await failure(ben.invoke(DELETE_FOLDER_LOCKS_ID, { folder_lock_identifier: "89001" }))).kind).toBe(
      "forbidden",
    );
    const chen = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11113" });
    expect(await chen.invoke(DELETE_FOLDER_LOCKS_ID, { folder_lock_identifier: "89001" })).toMatchObject({
      status: 204,
    });
  });
});

describe("shared links", () => {
  it("finds the item a shared link names; a password-protected link needs its password", async () => {
    const file = await kit.invoke(GET_SHARED_ITEMS, {
      shared_link_credentials: "shared_link=https://app.sandbox-co.example/s/contract",
    });
    expect(file).toMatchObject({ type: "file", id: "30005" });
    const folderLink = "shared_link=https://app.sandbox-co.example/s/finance";
    expect((await failure(kit.invoke(GET_SHARED_ITEMS_FOLDERS, { shared_link_header: folderLink }))).kind).toBe(
      "forbidden",
    );
    const folder = await kit.invoke(GET_SHARED_ITEMS_FOLDERS, {
      shared_link_header: `${folderLink}&shared_link_password=ledger-2025`,
    });
    expect(folder).toMatchObject({ type: "folder", id: "20004", shared_link: { is_password_enabled: true } });
    expect(JSON.stringify(folder)).not.toContain("ledger-2025");
    expect(
      await kit.invoke(GET_SHARED_ITEMS_APP_ITEMS, {
        shared_link_information: "shared_link=https://app.sandbox-co.example/s/apollo-hub",
      }),
    ).toEqual({
      type: "app_item",
      id: "97501",
      application_type: "hubs",
    });
    expect(
      (
        await failure(
          kit.invoke(GET_SHARED_ITEMS_WEB_LINKS, { shared_link_header: "shared_link=https://nowhere.example/s/x" }),
        )
      ).kind,
    ).toBe("not_found");
  });
});

describe("attribute lists", () => {
  it("fields gives the mini representation plus the attributes named, for a record and for each entry", async () => {
    const file = (await kit.invoke(GET_FILES_ID, {
      file_identifier: "30001",
      included_file_attributes: ["size", "owned_by"],
    })) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(["etag", "id", "name", "owned_by", "sequence_id", "size", "type"]);
    const items = (await kit.invoke(GET_FOLDERS_ID_ITEMS, {
      folder_identifier: "20002",
      included_attributes: ["modified_at"],
    })) as {
      entries: Record<string, unknown>[];
      total_count: number;
    };
    expect(items.total_count).toBe(3);
    expect(items.entries.every((e) => "modified_at" in e && !("owned_by" in e))).toBe(true);
  });
});

describe("records that exist for another go with it", () => {
  it("a group's memberships, a task's assignments, a user's memberships", async () => {
    await kit.invoke(DELETE_GROUPS_ID, { group_id: "50001" });
    expect((await failure(kit.invoke(GET_GROUP_MEMBERSHIPS_ID, { group_membership_id: "51001" }))).kind).toBe(
      "not_found",
    );
    expect(await kit.invoke(GET_GROUP_MEMBERSHIPS_ID, { group_membership_id: "51003" })).toMatchObject({ id: "51003" });
    await kit.invoke(DELETE_TASKS_ID, { task_identifier: "71001" });
    expect((await failure(kit.invoke(GET_TASK_ASSIGNMENTS_ID, { task_assignment_id: "72001" }))).kind).toBe(
      "not_found",
    );
    await kit.invoke(DELETE_USERS_ID, { user_id: "11114", force_delete_user: true });
    expect((await failure(kit.invoke(GET_GROUP_MEMBERSHIPS_ID, { group_membership_id: "51003" }))).kind).toBe(
      "not_found",
    );
  });
});

describe("filters", () => {
  it("listings keep what the bound filter parameters name", async () => {
    type Listed = { entries: { id: string }[] };
    const ids = (x: unknown) => (x as Listed).entries.map((e) => e.id);
    expect(ids(await kit.invoke(GET_METADATA_CASCADE_POLICIES, { target_folder_id: "20002" }))).toEqual(["75001"]);
    expect(ids(await kit.invoke(GET_METADATA_CASCADE_POLICIES, { target_folder_id: "20003" }))).toEqual([]);
    expect(ids(await kit.invoke(GET_WORKFLOWS, { folder_id: "20002" }))).toEqual(["97001"]);
    expect(ids(await kit.invoke(GET_WORKFLOWS, { folder_id: "20004" }))).toEqual([]);
    expect(
      ids(
        await kit.invoke(GET_LEGAL_HOLD_POLICY_ASSIGNMENTS, {
          legal_hold_policy_id: "77001",
          filter_by_assignment_type: "folder",
        }),
      ),
    ).toEqual(["77102"]);
    expect(ids(await kit.invoke(GET_SHIELD_INFORMATION_BARRIER_SEGMENT_MEMBERS, { segment_id: "78102" }))).toEqual([
      "78202",
    ]);
    expect(ids(await kit.invoke(GET_USERS, { user_type_filter: "external" }))).toEqual(["11115"]);
    expect(ids(await kit.invoke(GET_USERS, { search_term_for_user_filtering: "da" }))).toEqual(["11114"]);
  });
});
