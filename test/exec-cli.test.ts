// `toolgen exec <kit> <file|->`: a script's value on stdout (exit 0), its structured error on stderr (exit 1), an
// unreadable file as a usage error (exit 2); against the kit's sandbox. In this process, and once as a process (code
// mode's worker from the bundle).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT } from "./support/paths.js";
import { toolFor } from "./support/spec.js";
import { CLI, runHere } from "./support/cli.js";

const SLACK_ME = toolFor({ slackMethod: "auth.test" });
/** A guard against a hung process, not a speed target. */
const HANG_GUARD_MS = 120_000;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "toolgen-exec-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `toolgen` as a process, with only PATH in its environment: code mode's worker from the bundle. */
function spawned(args: string[], stdin = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? "" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** `toolgen` in this process. */
async function toolgen(args: string[], stdin = ""): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const run = await runHere(args, {}, stdin);
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

it(
  "prints what the script returns, its logs on stderr, and a failing script's error with its line",
  async () => {
    const file = path.join(scratch, "me.ts");
    writeFileSync(
      file,
      `const me: { user: { real_name: string } } = await ${SLACK_ME}({});\nconsole.log("asked");\nreturn me.user.real_name;\n`,
    );
    const [ok, failed, missing] = await Promise.all([
      spawned(["exec", "messaging", file, "--sandbox"]),
      toolgen(["exec", "messaging", "-", "--sandbox"], "const a = 1;\nreturn a.b.c;"),
      toolgen(["exec", "messaging", path.join(scratch, "absent.ts"), "--sandbox"]),
    ]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(typeof JSON.parse(ok.stdout)).toBe("string");
    expect(ok.stderr).toContain("asked");
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stderr)).toMatchObject({ error: { kind: "script", line: 2 } });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read/);
  },
  HANG_GUARD_MS,
);

it(
  "escapes control characters in a script's log lines: no escape sequence reaches the terminal",
  async () => {
    // OSC sets the window title, CSI 2J clears the screen, a carriage return overwrites the line, C1 CSI too.
    const script = 'console.log("a\\u001b]0;pwned\\u0007b\\u001b[2Jc\\rd\\u009be\\tf");\nreturn 1;';
    const run = await toolgen(["exec", "messaging", "-", "--sandbox"], script);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(run.stderr).toContain("a\\x1b]0;pwned\\x07b\\x1b[2Jc\\rd\\x9be\tf");
  },
  HANG_GUARD_MS,
);

it(
  "--typecheck prints every problem at the file's own line and column, as tsc does, and runs nothing",
  async () => {
    const file = path.join(scratch, "typed.ts");
    // Three problems: a misspelt field, a wrong assignment, a string where a number goes.
    writeFileSync(
      file,
      `const me = await ${SLACK_ME}({});\nconst n: number = me.usr;\nconst s: string = 5;\nreturn [n, s];\n`,
    );
    // A process's first type-check loads TypeScript: its budget is not what this test is about.
    const run = await toolgen(["exec", "messaging", file, "--sandbox", "--typecheck", "--prepare-ms", "600000"]);
    expect(run.code).toBe(1);
    const problems = run.stderr.split("\n").filter((line) => line.startsWith(`${file}:`));
    expect(problems, run.stderr).toEqual([
      expect.stringMatching(new RegExp(`^${file.replace(/[.\\]/g, "\\$&")}:2:22 - error TS\\d+: .*usr`)),
      expect.stringMatching(/:3:7 - error TS2322: /),
    ]);
    expect(run.stderr).toContain("2 problems");
    expect(run.stdout).toBe("");
  },
  HANG_GUARD_MS,
);
