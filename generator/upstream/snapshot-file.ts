// The committed response snapshot of a kit (spec/upstream/<kit>.responses.json, beside the manifests): its shape, and
// where it is read.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One documented success answer: a JSON body's schema, other content types, or no body. */
export interface SnapshotResponse {
  schema?: Record<string, unknown>;
  contentTypes?: string[];
}

export interface SnapshotOperation {
  /** The upstream's operation id, when the manifest spells it otherwise. */
  upstream?: string;
  file: string;
  /** By status (2xx and 3xx only). */
  responses: Record<string, SnapshotResponse>;
}

export interface SnapshotCorrection {
  /** JSON pointer into the snapshot. */
  at: string;
  was?: unknown;
  now?: unknown;
  reason: string;
}

export interface ResponseSnapshot {
  kit: string;
  provenance: {
    sources: Array<{ file: string; sha256: string; openapi: string; version: string }>;
    licence: { name: string; url?: string; file: string; sha256: string; notice: string };
    conversion: string[];
    corrections: SnapshotCorrection[];
  };
  /** By the manifest's operation id. */
  operations: Record<string, SnapshotOperation>;
  $defs: Record<string, unknown>;
}

/** Where a kit's snapshot lives: in `upstream/` of the folder holding its manifest. */
export const snapshotPath = (specDir: string, kit: string) => path.join(specDir, "upstream", `${kit}.responses.json`);

/** The maintainers' corrections of `kit`'s upstream response schemas (none when the file is absent). */
export function readCorrections(specDir: string, kit: string): Array<{ at: string; reason: string }> {
  const file = path.join(specDir, "upstream", `${kit}.corrections.json`);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, "utf8")) as { corrections: Array<{ at: string; reason: string }> }).corrections;
}

/** The committed snapshot of `kit`, or undefined when it has none (a kit whose outputs its manifest declares). */
export function readSnapshot(specDir: string, kit: string): ResponseSnapshot | undefined {
  const file = snapshotPath(specDir, kit);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ResponseSnapshot) : undefined;
}
