// The noun phrase a verb acts on: a clause after a stop is no part of it.
import { createToolkit } from "@toolgen/content-api";
import { describe, expect, it } from "vitest";
import { requestShape } from "../runtime/src/search/request/grammar.js";
import { firstKind } from "./support/first-hit.js";

const kit = createToolkit({ accessToken: "unused" });
const kindOf = (query: string) => firstKind(kit, query);

describe("a clause opening past a stop after the object", () => {
  it("is no part of its phrase: the object is still what the verb acts on", () => {
    for (const query of [
      "delete patient_list.csv, someone saved it",
      "delete patient_list.csv, someone saved it to the reception folder",
    ]) {
      expect(requestShape(query).target, query).toBe("file");
      expect(kindOf(query), query).toEqual({ action: "destroy", resource: "file" });
    }
  });
});

describe("a compound of nouns the verb acts on", () => {
  it("is headed by its last noun; the nouns before it only say which", () => {
    for (const [query, resource] of [
      ["remove the collaboration agreement file", "file"],
      ["delete the comments file", "file"],
      ["remove the webhook setup file", "file"],
      ["delete the file tasks", "task"],
      ["remove the folder collaborators", "collaboration"],
    ] as const) {
      expect(kindOf(query), query).toEqual({ action: "destroy", resource });
    }
  });

  it("is headed by its first noun where the last is no part of the first's the kit reaches", () => {
    expect(kindOf("delete the folder photos")).toEqual(kindOf("delete the folder"));
  });

  it("ends before a name that opens a clause of its own", () => {
    const query = "remove the folder collaborators Tom added";
    expect(kindOf(query)).toEqual(kindOf("remove the folder collaborators"));
  });
});

describe("a participle after the object saying where it is", () => {
  it("is no noun the object modifies, though the tagger reads it as one", () => {
    for (const query of [
      "delete the old budget sitting in folder 5",
      "bin the duplicate copy of the lab manual sitting in the root folder",
      "delete the old scan sitting around in the Archive folder",
    ])
      expect(kindOf(query), query).toEqual({ action: "destroy", resource: "file" });
  });
});

describe("a pronoun the verb acts on", () => {
  it("stands for the thing said before with what it is on, or the item said to have it", () => {
    for (const [said, asked] of [
      ["the legal hold on file 5 is no longer needed, remove it", "remove the legal hold on file 5"],
      ["the task on file 5 is done, delete it", "delete the task on file 5"],
      ["file 5 has a legal hold, remove it", "remove the legal hold on file 5"],
      ["file 5 has had a legal hold for years, remove it", "remove the legal hold on file 5"],
    ] as const) {
      expect(requestShape(said).related, said).toBe(requestShape(asked).related);
      expect(kindOf(said), said).toEqual(kindOf(asked));
    }
  });
});

describe("an aside in brackets inside a passive's subject", () => {
  it("leaves the subject whole: what is said before it is what the passive acts on", () => {
    const said = "the user account for Graham Pike (gpike@example.org) should be deleted, he retired";
    const asked = "delete the user account for Graham Pike (gpike@example.org)";
    expect(requestShape(said).object).toBe(requestShape(asked).object);
    expect(kindOf(said)).toEqual(kindOf(asked));
  });
});

describe("an aside in brackets between two clauses", () => {
  it("is no part of a subject where a clause with a verb of its own stands before it, or the clause after has its own", () => {
    for (const [query, kept] of [
      ["keep folder 3 (the new one) file 9 should be deleted", "delete file 9"],
      ["the Budget folder stays (obviously) but the old drafts should be deleted", "delete the old drafts"],
    ] as const)
      expect(kindOf(query), query).toEqual(kindOf(kept));
  });
});

describe("a compound's last noun", () => {
  it("heads it only where it is no name, no owner and has no id or verb of its own after it", () => {
    for (const [query, asked] of [
      ["delete the comment file 5 has", "delete the comment on file 5"],
      ["delete the comment file five has", "delete the comment on file 5"],
      ["remove the legal hold file 5 is under", "remove the legal hold on file 5"],
      ["delete the comment Tom's file has", "delete the comment"],
      ["delete the file Tasks", "delete the file"],
    ] as const)
      expect(kindOf(query), query).toEqual(kindOf(asked));
  });
});
