// The kit's API as TypeScript (`definitions/api.d.ts`, generated): blocks that each begin with a `// tool: Name` or
// `// type: Name` line. A search answers a tool's block with the shared types it uses; a type-check reads the blocks
// of the tools a script may call.

/** What the closing line naming the types left out may take (a share of the budget kept for it). */
const LEFT_OUT_ROOM = 150;

export class ApiDeclarations {
  private readonly tools = new Map<string, string>();
  private readonly types = new Map<string, string>();

  constructor(text: string) {
    const blocks = text.split(/^(?=\/\/ (?:tool|type): )/m);
    for (const block of blocks) {
      const head = /^\/\/ (tool|type): (\S+)\n/.exec(block);
      if (!head) continue;
      (head[1] === "tool" ? this.tools : this.types).set(head[2]!, block.slice(head[0].length).trimEnd());
    }
  }

  has(tool: string): boolean {
    return this.tools.has(tool);
  }

  /**
   * A search's answer within `budget` (as `count` measures): the first tool's block always, each further one while
   * it fits, whole (its caveats are in its comment); then the shared types they use, nearest first, while they fit.
   * A type left out is named once in a closing line, never repeated per tool.
   */
  within(names: Iterable<string>, budget: number, count: (text: string) => number): string {
    const [first, ...others] = [...names].filter((name) => this.tools.has(name));
    if (first === undefined) return "";
    const tools = [first];
    // Room for the closing line that names what was left out.
    let used = count(this.tools.get(first)!) + LEFT_OUT_ROOM;
    for (const name of others) {
      const size = count(this.tools.get(name)!);
      if (used + size > budget) continue;
      used += size;
      tools.push(name);
    }
    const kept = new Set<string>();
    const left: string[] = [];
    const queue = tools.map((name) => this.tools.get(name)!);
    for (let text = queue.shift(); text !== undefined; text = queue.shift()) {
      for (const word of new Set(text.match(/\b[A-Z][A-Za-z0-9_]*\b/g))) {
        const type = this.types.get(word);
        if (type === undefined || kept.has(word) || left.includes(word)) continue;
        const size = count(type);
        if (used + size > budget) {
          left.push(word);
          continue;
        }
        used += size;
        kept.add(word);
        queue.push(type);
      }
    }
    const types = [...this.types.keys()].filter((name) => kept.has(name)).map((name) => this.types.get(name)!);
    const note = left.length > 0 ? [`// Shared types not declared here, to stay short: ${left.join(", ")}.`] : [];
    return [...types, ...tools.map((name) => this.tools.get(name)!), ...note].join("\n\n") + "\n";
  }

  /** The declarations of these tools and of every shared type they use, in a stable order. */
  of(names: Iterable<string>): string {
    const tools = [...names].filter((name) => this.tools.has(name));
    const used = new Set<string>();
    const visit = (text: string) => {
      for (const word of text.match(/\b[A-Z][A-Za-z0-9_]*\b/g) ?? []) {
        if (used.has(word) || !this.types.has(word)) continue;
        used.add(word);
        visit(this.types.get(word)!);
      }
    };
    for (const name of tools) visit(this.tools.get(name)!);
    const types = [...this.types.keys()].filter((name) => used.has(name)).map((name) => this.types.get(name)!);
    return [...types, ...tools.map((name) => this.tools.get(name)!)].join("\n\n") + "\n";
  }
}

/** Declarations for a kit that ships none: every tool takes an object and resolves to an unknown value. */
export function untypedDeclarations(names: readonly string[]): string {
  return names
    .map((name) => `// tool: ${name}\ndeclare function ${name}(input?: object): Promise<unknown>;`)
    .join("\n\n");
}
