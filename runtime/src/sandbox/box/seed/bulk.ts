// A folder of many files, on request (`bulkFiles`): what an agent meets when a listing is larger than it can read.
import type { Store } from "../store.js";
import type { Random } from "../../random.js";
import { ADMIN_ID } from "./context.js";
import { putFile, putFolder } from "./content.js";

/** The folder's identifier: under the root, beside the seeded folders. */
export const BULK_FOLDER_ID = "20100";
const FIRST_FILE_ID = 31_000;

export function seedBulkFolder(store: Store, random: Random, files: number): void {
  putFolder({ store, random }, BULK_FOLDER_ID, "Bulk", "0", ADMIN_ID);
  const width = String(files).length;
  for (let i = 1; i <= files; i++) {
    const n = String(i).padStart(width, "0");
    putFile(
      { store, random },
      String(FIRST_FILE_ID + i),
      `item-${n}.txt`,
      BULK_FOLDER_ID,
      ADMIN_ID,
      `Bulk file ${n}.\n`,
    );
  }
}
