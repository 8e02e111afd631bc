import { AppError } from '@huiliu/core';
import type { FastifyRequest } from 'fastify';

/** This request's own origin, as the gateway's pass-through reports it (X-Forwarded-Host/Proto). */
export function requestOrigin(req: FastifyRequest): string {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const proto = first(req.headers['x-forwarded-proto']) || req.protocol;
  const host = first(req.headers['x-forwarded-host']) || req.headers.host || 'localhost';
  return `${proto}://${host}`;
}

/**
 * Where invite links point (the web's `/invite/<token>` screen): PUBLIC_URL when configured (a deployment behind a
 * proxy names its public address once), else the origin the browser used as the gateway reports it, else this
 * request's. Only the origin of either counts; checked before anything is written.
 */
export function linkOrigin(publicOrigin: string | undefined, fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.PUBLIC_URL?.trim() || publicOrigin || fallback;
  let origin: URL;
  try {
    origin = new URL(base);
  } catch {
    throw new AppError('BAD_REQUEST', `公开地址不正确：${base}`);
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') throw new AppError('BAD_REQUEST', `公开地址不正确：${base}`);
  return origin.origin;
}
