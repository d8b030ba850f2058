// "Did you mean": a near spelling, or for a parameter the same words cut short, finds the name meant; a word too short
// to tell, words the name does not hold, or words several parameters hold, find nothing.
import { describe, expect, it } from "vitest";
import { closestNames, closestParameter } from "../src/suggest.js";

const params = ["folder_identifier", "delete_recursively", "fields", "etag", "if_match"];

describe("closestNames", () => {
  it("finds a name a letter or two away, nearest first", () => {
    expect(closestNames("feilds", params)).toEqual(["fields"]);
    expect(closestNames("DeleteFolders", ["GetFolder", "DeleteFile", "DeleteFolder"], 1)).toEqual(["DeleteFolder"]);
  });

  it("does not take a shared word for a near name: tool names share words widely", () => {
    expect(closestNames("recursive", params)).toEqual([]);
  });
});

describe("closestParameter", () => {
  it("finds the parameter whose words the key starts, in any case style", () => {
    expect(closestParameter("recursive", params)).toBe("delete_recursively");
    expect(closestParameter("folder_id", params)).toBe("folder_identifier");
    expect(closestParameter("folderId", params)).toBe("folder_identifier");
    expect(closestParameter("ifMatch", params)).toBe("if_match");
  });

  it("prefers a near spelling to a shared word", () => {
    expect(closestParameter("fold", ["folder_identifier", "fond"])).toBe("fond");
  });

  it("finds nothing from a word too short to tell, words no parameter holds, or words several hold", () => {
    expect(closestParameter("id", params)).toBeUndefined();
    expect(closestParameter("recursively_now", params)).toBeUndefined();
    expect(closestParameter("folder", ["folder_identifier", "parent_folder"])).toBeUndefined();
  });
});
