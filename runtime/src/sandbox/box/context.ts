// What one Box request's behaviour sees.
import type { Timers } from "../server.js";
import type { Json } from "./http.js";
import type { Route } from "./routes.js";
import type { Store } from "./store.js";

export interface BoxContext {
  store: Store;
  route: Route;
  /** Path parameters by upstream name. */
  params: Record<string, string>;
  /** The concrete path, without the `/2.0` prefix. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The acting user (the admin, or the As-User one). */
  caller: Json;
  now(): number;
  timers: Timers;
  /** How long an asynchronous deletion takes to complete, in ms. */
  asyncDelayMs: number;
}

export type Behaviour = (context: BoxContext) => import("../server.js").SandboxResponse | undefined;

export const isAdmin = (user: Json) => user.role === "admin" || user.role === "coadmin";
