// Metadata templates and instances, classifications, skills cards, a cascade policy, watermarks.
import { createHash } from "node:crypto";
import { day, ENTERPRISE, type SeedContext } from "./context.js";

/** A stable UUID-shaped id derived from a name (metadata instance ids are UUIDs). */
function uuidFor(name: string): string {
  const hex = createHash("sha1").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const TEMPLATE_ID = "0f3c2a7e-1d4b-4c8e-9a61-5b2f7d8e9c01";
const CLASSIFICATION = "securityClassification-6VMVochwUWo";

export function seedMetadata({ store }: SeedContext): void {
  // Metadata templates: one enterprise template, the global properties template, the classification template.
  store.put(`/metadata_templates/enterprise/projectInfo/schema`, {
    type: "metadata_template",
    id: TEMPLATE_ID,
    scope: `enterprise_${ENTERPRISE.id}`,
    templateKey: "projectInfo",
    displayName: "Project info",
    hidden: false,
    copyInstanceOnItemCopy: true,
    fields: [
      { type: "string", key: "owner", displayName: "Owner", hidden: false },
      {
        type: "enum",
        key: "stage",
        displayName: "Stage",
        hidden: false,
        options: [{ key: "draft" }, { key: "final" }],
      },
    ],
  });
  store.put(`/metadata_templates/global/properties/schema`, {
    type: "metadata_template",
    id: "a1b2c3d4-0000-4000-8000-000000000001",
    scope: "global",
    templateKey: "properties",
    displayName: "Properties",
    hidden: false,
    copyInstanceOnItemCopy: false,
    fields: [],
  });
  store.put(`/metadata_templates/enterprise/${CLASSIFICATION}/schema`, {
    type: "metadata_template",
    id: "58523ff2-baa3-4ab6-ad82-2d1b7bf5b8f2",
    scope: `enterprise_${ENTERPRISE.id}`,
    templateKey: CLASSIFICATION,
    displayName: "Classification",
    hidden: false,
    copyInstanceOnItemCopy: true,
    fields: [
      {
        type: "enum",
        id: "5d1b7c2a-8f3e-4a6b-9c0d-1e2f3a4b5c6d",
        key: "Box__Security__Classification__Key",
        displayName: "Classification",
        hidden: false,
        options: [
          {
            key: "Confidential",
            id: "46aea176-3483-4431-856c-6b5b13d1cc50",
            staticConfig: { classification: { colorID: 4, classificationDefinition: "Internal only." } },
          },
          {
            key: "Public",
            id: "2ea7b7ae-1e5c-4a5d-8d56-4f5d1f0e7a11",
            staticConfig: { classification: { colorID: 1, classificationDefinition: "May be shared." } },
          },
        ],
      },
    ],
  });
  const instance = (key: string, parent: string, fields: Record<string, unknown>, template: string, scope: string) =>
    store.put(key, {
      $parent: parent,
      $template: template,
      $scope: scope,
      $version: 1,
      $id: uuidFor(`${template}:${parent}`),
      $type: `${template}-${TEMPLATE_ID.slice(0, 8)}`,
      $typeVersion: 2,
      $canEdit: true,
      ...fields,
    });
  instance(
    `/files/30001/metadata/enterprise/projectInfo`,
    "file_30001",
    { owner: "Ada Admin", stage: "draft" },
    "projectInfo",
    `enterprise_${ENTERPRISE.id}`,
  );
  instance(
    `/folders/20002/metadata/enterprise/projectInfo`,
    "folder_20002",
    { owner: "Ada Admin", stage: "final" },
    "projectInfo",
    `enterprise_${ENTERPRISE.id}`,
  );
  instance(`/files/30004/metadata/global/properties`, "file_30004", { topic: "welcome" }, "properties", "global");
  const classification = (key: string, parent: string, value: string) =>
    store.put(key, {
      $parent: parent,
      $template: CLASSIFICATION,
      $scope: `enterprise_${ENTERPRISE.id}`,
      $version: 1,
      $id: uuidFor(`classification:${parent}`),
      $type: `${CLASSIFICATION}-1a2b`,
      $typeVersion: 3,
      $canEdit: true,
      Box__Security__Classification__Key: value,
    });
  classification(`/files/30002/metadata/enterprise/${CLASSIFICATION}`, "file_30002", "Confidential");
  classification(`/folders/20004/metadata/enterprise/${CLASSIFICATION}`, "folder_20004", "Confidential");
  store.put(`/files/30003/metadata/global/boxSkillsCards`, {
    $parent: "file_30003",
    $template: "boxSkillsCards",
    $scope: "global",
    $version: 1,
    cards: [
      {
        type: "skill_card",
        skill_card_type: "keyword",
        skill_card_title: { code: "labels", message: "Labels" },
        skill: { type: "service", id: "image-labeller" },
        invocation: { type: "skill_invocation", id: "inv-30003" },
        entries: [{ text: "logo" }, { text: "blue" }],
      },
    ],
  });
  store.put("/metadata_cascade_policies/75001", {
    type: "metadata_cascade_policy",
    id: "75001",
    owner_enterprise: { type: "enterprise", id: ENTERPRISE.id },
    parent: { type: "folder", id: "20002" },
    scope: `enterprise_${ENTERPRISE.id}`,
    templateKey: "projectInfo",
  });

  // Watermarks.
  for (const key of ["/files/30005/watermark", "/folders/20006/watermark"]) {
    store.put(key, { watermark: { created_at: day(20), modified_at: day(20) } });
  }
}
