import { randomUUID } from 'node:crypto';
import type { Actor, ActorKind, CellRequest, World } from '../world.ts';

/**
 * Who may call a route:
 * - `public`: anyone, signed in or not;
 * - `user`: any signed-in user;
 * - `starter` | `pro` | `elite`: a user whose plan is at least this one (the route's feature gate);
 * - `admin`: the administrator role (whatever the plan);
 * - `apiKey`: the REST API, `Authorization: Bearer <key>` of a user whose plan has API access (pro+).
 */
export type Access = 'public' | 'user' | 'starter' | 'pro' | 'elite' | 'admin' | 'apiKey';

/** The matrix's columns: the six actors, another user's resource, and a cross-site request. */
export type Column = ActorKind | 'other' | 'evilOrigin';

export interface CellContext {
  world: World;
  /** Who the request is built for (the owner, when the "other" column sends it as the intruder). */
  actor: Actor;
  /** Whether the actor may call the route: if not, no resource needs to exist (the guard answers first). */
  allowed: boolean;
}

export interface RouteEntry {
  /** Method and path exactly as the router lists them, e.g. `DELETE /api/alerts/price/:id`. */
  route: string;
  access: Access;
  /** The status of an allowed call built by `request`. */
  ok: number;
  /** The path parameters, query and body of a call by this actor (may create the actor's resource first). */
  request?: (c: CellContext) => MatrixRequest | Promise<MatrixRequest>;
  /** The path names a resource of one user: another user gets a 404 and the owner's data is unchanged. */
  owned?: boolean;
  /** The call changes the caller's own account (plan, sessions): each cell uses a new user of its kind. */
  fresh?: boolean;
  /** Cells that differ from what `access` implies, with the reason in `note`. */
  expect?: Partial<Record<Column, number>>;
  note?: string;
}

const PLAN_RANK = { free: 0, starter: 1, pro: 2, elite: 3 } as const;
const PLAN_OF_ACTOR = {
  free: 'free',
  starter: 'starter',
  pro: 'pro',
  elite: 'elite',
  admin: 'free',
} as const;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const methodOf = (e: RouteEntry) => e.route.split(' ')[0] as string;
export const pathOf = (e: RouteEntry) => e.route.split(' ')[1] as string;

/** Whether an actor passes the route's guards. */
export function isAllowed(access: Access, actor: ActorKind | 'owner' | 'intruder' | 'fuzzer'): boolean {
  if (actor === 'fuzzer') return true;
  if (actor === 'owner' || actor === 'intruder') return access !== 'admin';
  if (access === 'public') return true;
  if (actor === 'anonymous') return false;
  if (access === 'user') return true;
  if (access === 'admin') return actor === 'admin';
  const need = access === 'apiKey' ? 'pro' : access;
  return PLAN_RANK[PLAN_OF_ACTOR[actor]] >= PLAN_RANK[need];
}

/** The status a cell must answer, or null when the cell does not apply (shown as "—"). */
export function expectedStatus(e: RouteEntry, column: Column): number | null {
  const override = e.expect?.[column];
  if (override !== undefined) return override;
  if (column === 'other') return e.owned ? 404 : null;
  if (column === 'evilOrigin') return STATE_CHANGING.has(methodOf(e)) && e.access !== 'apiKey' ? 403 : null;
  if (isAllowed(e.access, column)) return e.ok;
  return column === 'anonymous' ? 401 : 403;
}

/** The actor a cross-site request is sent as: one who may call the route, signed in (so with a cookie). */
export const evilOriginActor = (e: RouteEntry): ActorKind => (e.access === 'admin' ? 'admin' : 'elite');

/** A resource id for the cell: created when the actor may call the route, any id otherwise. */
export async function idFor(c: CellContext, create: () => Promise<string | number>): Promise<string> {
  return c.allowed ? String(await create()) : randomUUID();
}

export type MatrixRequest = Omit<CellRequest, 'path'> & { params?: Record<string, string | number> };

/** The request of a cell: `/api/x/:id/y` with its parameters filled in. */
export function toCellRequest(e: RouteEntry, r: MatrixRequest): CellRequest {
  const { params = {}, ...rest } = r;
  const path = pathOf(e).replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${e.route}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return { ...rest, path };
}
