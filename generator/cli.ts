// The `toolgen` command. The kit commands (serve, call, exec, sandbox, search) share the runtime's command-line code,
// which sets the exit code itself; a code the run answers is kept over it.
import { runCli } from "./program.js";

const code = await runCli(process.argv.slice(2));
if (code !== 0) process.exitCode = code;
