/** "GetAiAgentDetails" → "Get Ai Agent Details"; "file_version_id" → "file version id". */
export function nameWords(name: string): string {
  return name
    .replace(/[_.\-/]+/g, " ")
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .join(" ")
    .trim();
}
