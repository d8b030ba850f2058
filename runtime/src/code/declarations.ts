// The kit's API as TypeScript (`definitions/api.d.ts`, generated): blocks that each begin with a `// tool: Name` or
// `// type: Name` line. A search answers a tool's block with the shared types it uses; a type-check reads the blocks
// of the tools a script may call.

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
