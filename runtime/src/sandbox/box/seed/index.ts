// The enterprise a Box sandbox starts with; the same seed gives the same records (see the README's list).
import { Random } from "../../random.js";
import { trash } from "../items.js";
import { Store } from "../store.js";
import { seedCollaboration } from "./collaboration.js";
import { seedBulkFolder } from "./bulk.js";
import { seedContent } from "./content.js";
import { day } from "./context.js";
import { seedGovernance } from "./governance.js";
import { seedMetadata } from "./metadata.js";
import { seedPlatform } from "./platform.js";

export { ADMIN_ID, ENTERPRISE } from "./context.js";

export function seedStore(seed: number, now: number, bulkFiles = 0): Store {
  const store = new Store();
  const context = { store, random: new Random(seed), now };
  seedContent(context);
  seedCollaboration(context);
  seedMetadata(context);
  seedGovernance(context);
  seedPlatform(context);
  // A file, a folder and a web link start in the trash.
  trash(store, "files", "30007", day(1));
  trash(store, "folders", "20008", day(2));
  trash(store, "web_links", "60003", day(3));
  if (bulkFiles > 0) seedBulkFolder(store, context.random, bulkFiles);
  return store;
}
