// The emit stage: every emitter, each with one job, run over one kit.
import type { KitModel } from "../model/index.js";
import { conformanceCases } from "./conformance-cases.js";
import { conformanceTest } from "./conformance-test.js";
import { apiDeclarations } from "./api-declarations.js";
import { listings } from "./definitions/listings.js";
import { searchIndex } from "./definitions/search-index.js";
import { outputTypes } from "./output-types.js";
import { outputSchemas } from "./outputs.js";
import { packageFiles } from "./package-files.js";
import { packageIndex } from "./package-index.js";
import { readme } from "./readme.js";
import { sandboxEntry } from "./sandbox-entry.js";
import { serverBin } from "./server-bin.js";
import { toolModules } from "./tool-module.js";
import { toolsIndex } from "./tools-index.js";
import type { EmitContext, EmittedFile, Emitter } from "./types.js";
import { validators } from "./validators.js";

export type { EmitContext, EmittedFile } from "./types.js";

/** Every emitter, by name. */
export const emitters: Readonly<Record<string, Emitter>> = {
  packageFiles,
  readme,
  toolModules,
  toolsIndex,
  packageIndex,
  serverBin,
  sandboxEntry,
  validators,
  listings,
  searchIndex,
  outputSchemas,
  outputTypes,
  apiDeclarations,
  conformanceCases,
  conformanceTest,
};

/** The order of a kit's files. */
export const byPath = (a: EmittedFile, b: EmittedFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Every file of the kit, in path order. */
export function emitKit(kit: KitModel, context: EmitContext): EmittedFile[] {
  return Object.values(emitters)
    .flatMap((emit) => emit(kit, context))
    .sort(byPath);
}
