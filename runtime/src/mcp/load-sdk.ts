// The MCP SDK is an optional peer of the runtime: this is the one place the command line loads the server (and with
// it the SDK), so a missing SDK is reported once, by name, with the command that installs it.
import { withPeers } from "../optional-peer.js";

export const loadServe = () =>
  withPeers("The MCP server", ["@modelcontextprotocol/server"], () => import("./serve.js"));
