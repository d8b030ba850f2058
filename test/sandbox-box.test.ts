// The ContentApi sandbox's states and transitions, as the document states them, through kit.call.
import { createToolkit, ToolError } from "@toolgen/content-api";
import { startSandbox, type Sandbox } from "@toolgen/content-api/sandbox";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

let sandbox: Sandbox;
let kit: ReturnType<typeof createToolkit>;
const TOKEN = "sandbox-token";

beforeAll(async () => {
  sandbox = await startSandbox({ asyncDelayMs: 100 });
  kit = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, retry: false });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

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
    expect(await other.call("GetAuthenticatedUserInfo", {})).toMatchObject({ type: "user", role: "admin" });
    const revoked = createToolkit({ baseUrl: sandbox.url, accessToken: "revoked-token" });
    expect((await failure(revoked.call("GetAuthenticatedUserInfo", {}))).kind).toBe("unauthorized");
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
    await kit.call("DeleteWebhook", { webhook_id: "82001" });
    expect((await failure(kit.call("GetSpecificWebhook", { webhook_id: "82001" }))).kind).toBe("not_found");
    sandbox.reset();
    expect(await kit.call("GetSpecificWebhook", { webhook_id: "82001" })).toMatchObject({ id: "82001" });
  });

  it("gives the same data for the same seed and different data for another", async () => {
    const [a, b, c] = await Promise.all([
      startSandbox({ seed: 7 }),
      startSandbox({ seed: 7 }),
      startSandbox({ seed: 8 }),
    ]);
    try {
      const read = (s: Sandbox) =>
        createToolkit({ baseUrl: s.url, accessToken: TOKEN }).call("RetrieveFileDetails", { file_identifier: "30001" });
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
    expect(await kit.call("DeleteFileFromContent", { file_identifier: "30004" })).toEqual({ status: 204 });
    expect((await failure(kit.call("RetrieveFileDetails", { file_identifier: "30004" }))).kind).toBe("not_found");
    expect(await kit.call("RetrieveTrashedFile", { file_identifier: "30004" })).toMatchObject({
      id: "30004",
      item_status: "trashed",
    });
    const trash = (await kit.call("RetrieveTrashedItems", {})) as Entries;
    expect(trash.entries.map((e) => e.id)).toContain("30004");
    expect(await kit.call("PermanentlyDeleteFileFromTrash", { file_identifier: "30004" })).toEqual({ status: 204 });
    expect((await failure(kit.call("RetrieveTrashedFile", { file_identifier: "30004" }))).kind).toBe("not_found");
    const after = (await kit.call("RetrieveTrashedItems", {})) as Entries;
    expect(after.entries.map((e) => e.id)).not.toContain("30004");
  });

  it("a file not in the trash cannot be deleted permanently", async () => {
    expect((await failure(kit.call("PermanentlyDeleteFileFromTrash", { file_identifier: "30001" }))).kind).toBe(
      "not_found",
    );
    expect(await kit.call("RetrieveFileDetails", { file_identifier: "30001" })).toMatchObject({
      item_status: "active",
    });
  });

  it("a stale etag fails DeleteFileFromContent and DeleteFolder with 412", async () => {
    const file = await failure(
      kit.call("DeleteFileFromContent", { file_identifier: "30001", ensure_no_recent_changes_etag: "7" }),
    );
    expect([file.kind, file.status]).toEqual(["precondition_failed", 412]);
    const folder = await failure(kit.call("DeleteFolder", { folder_identifier: "20007", ensure_unchanged_etag: "7" }));
    expect([folder.kind, folder.status]).toEqual(["precondition_failed", 412]);
    expect(await kit.call("DeleteFolder", { folder_identifier: "20007", ensure_unchanged_etag: "1" })).toEqual({
      status: 204,
    });
  });

  it("a non-empty folder needs delete_recursively; its contents go with it, only the folder is listed in the trash", async () => {
    const refused = await failure(kit.call("DeleteFolder", { folder_identifier: "20002" }));
    expect([refused.status, refused.upstream?.code]).toEqual([400, "folder_not_empty"]);
    expect(await kit.call("GetFolderDetails", { folder_unique_identifier: "20002" })).toMatchObject({
      item_status: "active",
    });

    expect(await kit.call("DeleteFolder", { folder_identifier: "20002", delete_recursively: true })).toEqual({
      status: 204,
    });
    expect((await failure(kit.call("RetrieveFileDetails", { file_identifier: "30001" }))).kind).toBe("not_found");
    expect((await failure(kit.call("GetFolderDetails", { folder_unique_identifier: "20003" }))).kind).toBe("not_found");
    const trash = (await kit.call("RetrieveTrashedItems", {})) as Entries;
    expect(trash.entries.map((e) => e.id)).toContain("20002");
    expect(trash.entries.map((e) => e.id)).not.toContain("30001");
    // The file was trashed with its folder, not by itself.
    expect((await failure(kit.call("RetrieveTrashedFile", { file_identifier: "30001" }))).kind).toBe("not_found");
    expect(await kit.call("PermanentlyDeleteFolderInTrash", { folder_identifier: "20002" })).toEqual({ status: 204 });
    expect((await failure(kit.call("RetrieveTrashedFolder", { folder_identifier: "20002" }))).kind).toBe("not_found");
  });

  it("the root folder cannot be deleted", async () => {
    expect((await failure(kit.call("DeleteFolder", { folder_identifier: "0", delete_recursively: true }))).kind).toBe(
      "forbidden",
    );
  });

  it("a deleted web link is retrievable in the trash until deleted for good", async () => {
    await kit.call("DeleteWebLink", { web_link_id: "60002" });
    expect(await kit.call("RetrieveTrashedWebLink", { web_link_id: "60002" })).toMatchObject({
      id: "60002",
      item_status: "trashed",
    });
    await kit.call("PermanentlyDeleteTrashedWebLink", { web_link_identifier: "60002" });
    expect((await failure(kit.call("RetrieveTrashedWebLink", { web_link_id: "60002" }))).kind).toBe("not_found");
    expect((await failure(kit.call("RetrieveWebLinkInfo", { web_link_id: "60002" }))).kind).toBe("not_found");
  });

  it("an unchanged etag gives 304 on file and folder details; a changed one the record", async () => {
    expect(
      await kit.call("RetrieveFileDetails", { file_identifier: "30001", etag_conditional_retrieval: "1" }),
    ).toEqual({
      status: 304,
      notModified: true,
    });
    expect(
      await kit.call("GetFolderDetails", { folder_unique_identifier: "20002", ensure_item_has_changed: "1" }),
    ).toEqual({
      status: 304,
      notModified: true,
    });
    expect(
      await kit.call("RetrieveFileDetails", { file_identifier: "30001", etag_conditional_retrieval: "0" }),
    ).toMatchObject({ id: "30001" });
  });

  it("a file version goes to the trash (premium), and an etag guards it", async () => {
    const versions = (await kit.call("GetFileVersionHistory", { file_identifier: "30001" })) as Entries;
    const previous = versions.entries[0]!.id;
    const stale = await failure(
      kit.call("DeleteContentFileVersion", {
        file_identifier: "30001",
        file_version_id: previous,
        if_match_etag_value: "9",
      }),
    );
    expect(stale.status).toBe(412);
    await kit.call("DeleteContentFileVersion", { file_identifier: "30001", file_version_id: previous });
    expect(
      await kit.call("RetrieveFileVersion", { unique_file_identifier: "30001", file_version_identifier: previous }),
    ).toMatchObject({
      trashed_at: expect.any(String),
    });
  });
});

describe("paging", () => {
  it("offset paging and marker paging (usemarker) reach the same entries", async () => {
    const all = (await kit.call("RetrieveFolderItems", { folder_identifier: "0", max_items_per_page: 100 })) as Entries;
    expect(all.total_count).toBe(all.entries.length);
    const byOffset: string[] = [];
    for (let offset = 0; offset < all.total_count!; offset += 2) {
      const page = (await kit.call("RetrieveFolderItems", {
        folder_identifier: "0",
        max_items_per_page: 2,
        starting_item_offset: offset,
      })) as Entries;
      byOffset.push(...page.entries.map((e) => e.id));
    }
    const byMarker: string[] = [];
    let marker: string | undefined;
    do {
      const page = (await kit.call("RetrieveFolderItems", {
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
    const error = await failure(kit.call("ListDefinedWebhooks", { pagination_start_marker: "not-a-marker" }));
    expect(error.status).toBe(400);
  });
});

describe("rules the document states", () => {
  it("DeleteStoragePolicyAssignment: at most two deletions per user in 24 hours", async () => {
    await kit.call("DeleteStoragePolicyAssignment", { storage_policy_assignment_id: "83101" });
    await kit.call("DeleteStoragePolicyAssignment", { storage_policy_assignment_id: "83102" });
    const third = await failure(kit.call("DeleteStoragePolicyAssignment", { storage_policy_assignment_id: "83103" }));
    expect(third.kind).toBe("rate_limited");
    expect(third.retryAfterMs).toBeGreaterThan(23 * 3_600_000);
    expect(await kit.call("FetchStoragePolicyAssignment", { storage_policy_assignment_id: "83103" })).toMatchObject({
      id: "83103",
    });
    // The limit counts per acting user.
    const dana = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11114" });
    expect(await dana.call("DeleteStoragePolicyAssignment", { storage_policy_assignment_id: "83103" })).toEqual({
      status: 204,
    });
  });

  it("DeleteUserAccount: a user who owns content needs force_delete_user, and then the content goes too", async () => {
    const refused = await failure(kit.call("DeleteUserAccount", { user_id: "11113" }));
    expect(refused.status).toBe(400);
    expect(await kit.call("GetUserInformation", { user_identifier: "11113" })).toMatchObject({ id: "11113" });
    expect(await kit.call("DeleteUserAccount", { user_id: "11113", force_delete_user: true })).toEqual({ status: 204 });
    expect((await failure(kit.call("GetUserInformation", { user_identifier: "11113" }))).kind).toBe("not_found");
    expect((await failure(kit.call("RetrieveFileDetails", { file_identifier: "30006" }))).kind).toBe("not_found");
    // A user who owns nothing goes without force.
    expect(await kit.call("DeleteUserAccount", { user_id: "11115" })).toEqual({ status: 204 });
  });

  it("legal-hold deletions are asynchronous: 202 at once, the policy disappears later", async () => {
    expect(await kit.call("DeleteLegalHoldPolicy", { legal_hold_policy_id: "77001" })).toEqual({ status: 202 });
    expect(await kit.call("RetrieveLegalHoldPolicy", { legal_hold_policy_id: "77001" })).toMatchObject({
      status: "releasing",
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await failure(kit.call("RetrieveLegalHoldPolicy", { legal_hold_policy_id: "77001" }))).kind).toBe(
      "not_found",
    );
    expect(
      (await failure(kit.call("RetrieveLegalHoldPolicyAssignment", { legal_hold_policy_assignment_id: "77101" }))).kind,
    ).toBe("not_found");
  });

  it("RemoveLegalHoldFromItem is asynchronous too", async () => {
    expect(await kit.call("RemoveLegalHoldFromItem", { legal_hold_policy_assignment_id: "77102" })).toEqual({
      status: 202,
    });
    expect(
      await kit.call("RetrieveLegalHoldPolicyAssignment", { legal_hold_policy_assignment_id: "77102" }),
    ).toMatchObject({ id: "77102" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (await failure(kit.call("RetrieveLegalHoldPolicyAssignment", { legal_hold_policy_assignment_id: "77102" }))).kind,
    ).toBe("not_found");
  });

  it("a zip download reports progress and skipped items until it succeeds", async () => {
    const states: { downloaded_file_count: number; skipped_file_count: number; state: string }[] = [];
    for (let i = 0; i < 4; i++)
      states.push(
        (await kit.call("CheckZipDownloadStatus", { zip_archive_unique_identifier: "96001" })) as (typeof states)[0],
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
      expect((await failure(old.call("CheckZipDownloadStatus", { zip_archive_unique_identifier: "96001" }))).kind).toBe(
        "not_found",
      );
    } finally {
      await later.close();
    }
  });

  it("admin-only operations refuse a non-admin (As-User) with 403", async () => {
    const chen = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11113" });
    expect((await failure(chen.call("DeleteGroup", { group_id: "50002" }))).kind).toBe("forbidden");
    expect((await failure(chen.call("ListMsgrIntegrationMappings", {}))).kind).toBe("forbidden");
    expect((await failure(chen.call("GetContentEvents", { event_stream_type: "admin_logs" }))).kind).toBe("forbidden");
    expect(await chen.call("GetContentEvents", { event_stream_type: "all" })).toMatchObject({
      entries: expect.any(Array),
    });
    // Chen administers Engineering, so may remove its memberships; not Finance's.
    expect(await chen.call("DeleteGroupMembership", { group_membership_id: "51001" })).toEqual({ status: 204 });
    expect((await failure(chen.call("DeleteGroupMembership", { group_membership_id: "51003" }))).kind).toBe(
      "forbidden",
    );
    expect(await kit.call("DeleteGroup", { group_id: "50002" })).toEqual({ status: 204 });
  });

  it("a folder lock is removed only by the folder's owner or a co-owner", async () => {
    const ben = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11112" });
    expect((await failure(ben.call("DeleteFolderLock", { folder_lock_identifier: "89001" }))).kind).toBe("forbidden");
    const chen = createToolkit({ baseUrl: sandbox.url, accessToken: TOKEN, asUser: "11113" });
    expect(await chen.call("DeleteFolderLock", { folder_lock_identifier: "89001" })).toEqual({ status: 204 });
  });
});

describe("shared links", () => {
  it("finds the item a shared link names; a password-protected link needs its password", async () => {
    const file = await kit.call("RetrieveSharedFileInfo", {
      shared_link_credentials: "shared_link=https://app.sandbox-co.example/s/contract",
    });
    expect(file).toMatchObject({ type: "file", id: "30005" });
    const folderLink = "shared_link=https://app.sandbox-co.example/s/finance";
    expect((await failure(kit.call("GetSharedFolderInfo", { shared_link_header: folderLink }))).kind).toBe("forbidden");
    const folder = await kit.call("GetSharedFolderInfo", {
      shared_link_header: `${folderLink}&shared_link_password=ledger-2025`,
    });
    expect(folder).toMatchObject({ type: "folder", id: "20004", shared_link: { is_password_enabled: true } });
    expect(JSON.stringify(folder)).not.toContain("ledger-2025");
    expect(
      await kit.call("GetSharedAppItem", {
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
          kit.call("RetrieveSharedWebLink", { shared_link_header: "shared_link=https://nowhere.example/s/x" }),
        )
      ).kind,
    ).toBe("not_found");
  });
});

describe("attribute lists", () => {
  it("fields gives the mini representation plus the attributes named, for a record and for each entry", async () => {
    const file = (await kit.call("RetrieveFileDetails", {
      file_identifier: "30001",
      included_file_attributes: ["size", "owned_by"],
    })) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(["etag", "id", "name", "owned_by", "sequence_id", "size", "type"]);
    const items = (await kit.call("RetrieveFolderItems", {
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
    await kit.call("DeleteGroup", { group_id: "50001" });
    expect((await failure(kit.call("RetrieveGroupMembership", { group_membership_id: "51001" }))).kind).toBe(
      "not_found",
    );
    expect(await kit.call("RetrieveGroupMembership", { group_membership_id: "51003" })).toMatchObject({ id: "51003" });
    await kit.call("DeleteTaskFromFile", { task_identifier: "71001" });
    expect((await failure(kit.call("RetrieveTaskAssignmentInfo", { task_assignment_id: "72001" }))).kind).toBe(
      "not_found",
    );
    await kit.call("DeleteUserAccount", { user_id: "11114", force_delete_user: true });
    expect((await failure(kit.call("RetrieveGroupMembership", { group_membership_id: "51003" }))).kind).toBe(
      "not_found",
    );
  });
});

describe("filters", () => {
  it("listings keep what the bound filter parameters name", async () => {
    type Listed = { entries: { id: string }[] };
    const ids = (x: unknown) => (x as Listed).entries.map((e) => e.id);
    expect(ids(await kit.call("GetMetadataCascadePolicies", { target_folder_id: "20002" }))).toEqual(["75001"]);
    expect(ids(await kit.call("GetMetadataCascadePolicies", { target_folder_id: "20003" }))).toEqual([]);
    expect(ids(await kit.call("GetManualStartWorkflows", { folder_id: "20002" }))).toEqual(["97001"]);
    expect(ids(await kit.call("GetManualStartWorkflows", { folder_id: "20004" }))).toEqual([]);
    expect(
      ids(
        await kit.call("GetLegalHoldPolicyAssignments", {
          legal_hold_policy_id: "77001",
          filter_by_assignment_type: "folder",
        }),
      ),
    ).toEqual(["77102"]);
    expect(ids(await kit.call("ListShieldBarrierSegmentMembers", { segment_id: "78102" }))).toEqual(["78202"]);
    expect(ids(await kit.call("ListEnterpriseUsers", { user_type_filter: "external" }))).toEqual(["11115"]);
    expect(ids(await kit.call("ListEnterpriseUsers", { search_term_for_user_filtering: "da" }))).toEqual(["11114"]);
  });
});
