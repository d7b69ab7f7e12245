// Fetch wrapper for /api: sends the bearer token, parses the envelope, turns failures into ApiError.
import type { z } from 'zod';
import { errorResponseSchema, looksLikeJwt } from '@robo/contracts';
import { env } from './env.ts';
import { STORAGE_KEYS, readStorage } from './storage.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly issues: { path: (string | number)[]; message: string }[] = [],
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the request never got an answer (offline, DNS, CORS, aborted). */
  get isNetwork() {
    return this.status === 0;
  }
}

let onUnauthorized: (() => void) | null = null;
/** The session registers this to drop a token the server no longer accepts. */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

export function authToken(): string | null {
  const token = readStorage(STORAGE_KEYS.token);
  return looksLikeJwt(token) ? token : null;
}

export interface RequestOptions<T extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  schema?: T;
  signal?: AbortSignal;
  /** Send the bearer token when there is one (default true). */
  auth?: boolean;
  timeoutMs?: number;
  /** Extra request headers (e.g. the guides' anonymous visitor id). */
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query?: RequestOptions<undefined>['query']): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return `${env.VITE_API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export async function api<T extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T extends z.ZodType ? z.output<T> : unknown> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = options.auth === false ? null : authToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (s): s is AbortSignal => !!s,
  );
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError' && options.signal?.aborted) throw err;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(json);
    const error = parsed.success
      ? new ApiError(parsed.data.message, response.status, parsed.data.code, parsed.data.issues, json)
      : new ApiError(`Request failed (HTTP ${response.status})`, response.status, 'HTTP_ERROR', [], json);
    if (response.status === 401 && token) onUnauthorized?.();
    throw error;
  }
  if (!options.schema) return json as never;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    console.error('Unexpected API answer', path, parsed.error);
    throw new ApiError('Unexpected answer from the server', response.status, 'BAD_RESPONSE');
  }
  return parsed.data as never;
}
