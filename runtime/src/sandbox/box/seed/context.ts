// What every part of the Box seed shares: the store, the seeded generator, the clock, and mini records.
import type { Random } from "../../random.js";
import type { Json } from "../http.js";
import type { Store } from "../store.js";

export interface SeedContext {
  store: Store;
  random: Random;
  /** Epoch ms the relative data is anchored to. */
  now: number;
}

export const ENTERPRISE = { type: "enterprise", id: "90001", name: "Sandbox Co" } as const;
export const ADMIN_ID = "11111";

/** An ISO date-time `days` before a fixed day of the seed's calendar (2025-06-02, UTC). */
export function day(daysBefore: number, hour = 9): string {
  const t = Date.UTC(2025, 5, 2, hour) - daysBefore * 86_400_000;
  return new Date(t).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** An ISO date-time relative to the sandbox's clock. */
export function ago(now: number, ms: number): string {
  return new Date(now - ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function userMini(store: Store, id: string): Json {
  const u = store.get(`/users/${id}`);
  return { type: "user", id, name: u?.name ?? "", login: u?.login ?? "" };
}

export function folderMini(store: Store, id: string): Json {
  const f = store.get(`/folders/${id}`);
  return {
    type: "folder",
    id,
    sequence_id: f?.sequence_id ?? null,
    etag: f?.etag ?? null,
    name: f?.name ?? "All Files",
  };
}

export function fileMini(store: Store, id: string): Json {
  const f = store.get(`/files/${id}`)!;
  return {
    type: "file",
    id,
    sequence_id: f.sequence_id,
    etag: f.etag,
    name: f.name,
    sha1: f.sha1,
    file_version: f.file_version,
  };
}

export function itemMini(store: Store, type: "file" | "folder" | "web_link", id: string): Json {
  if (type === "file") return fileMini(store, id);
  if (type === "folder") return folderMini(store, id);
  const w = store.get(`/web_links/${id}`)!;
  return { type: "web_link", id, sequence_id: w.sequence_id, etag: w.etag, name: w.name, url: w.url };
}
