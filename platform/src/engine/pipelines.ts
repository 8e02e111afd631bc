import { isIdString, parsePipelineContent, pipelineSettingsOf, type PipelineContent, type PipelineSettings } from '@huiliu/core';
import { isSyncWebhook } from './sync-webhook';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/open';
import { companies, pipelines } from '../db/schema';
import { webhookKeys } from '../db/schema-engine';

/** What triggering a run needs to know about a pipeline and its company. */
export interface PipelineInfo {
  processId: string;
  companyId: string;
  title: string;
  status: number;
  /** The current content as stored (JSON text), frozen into each run. */
  content: string;
  /**
   * The same, parsed; null when the stored text is not a valid content. Frozen: every run of the pipeline
   * executes this one object until the content changes, so a step that tried to change it would throw.
   */
  steps: PipelineContent | null;
  versionId: string | null;
  /** Whether a webhook caller waits for the run's custom return (spec §5), decided once per content. */
  syncReply: boolean;
  plan: string;
  timeZone: string;
  /** The pipeline's settings (/process/settings/edit): defaults under each step's error addition. */
  settings: PipelineSettings;
}

/** Enough for every live pipeline of a busy instance; beyond it the least recently used are dropped. */
const MAX_ENTRIES = 10_000;

/**
 * An in-memory directory of pipelines by id and by webhook key, so a webhook's hot path does not ask
 * the database who it belongs to. The dataprocess routes report every change (status, content, title,
 * delete) and the entry is dropped; the next trigger reloads it.
 */
export class PipelineDirectory {
  private readonly byId: LRUCache<string, PipelineInfo>;
  /** A pipeline keeps its one webhook key for life (data/accepts.ts), so this needs no invalidation. */
  private readonly idOfKey: LRUCache<string, string>;
  /** Pipelines whose editor waits for a sample, each until its window closes. */
  private readonly listening: LRUCache<string, true>;

  constructor(
    private readonly db: Db,
    maxEntries = MAX_ENTRIES,
  ) {
    this.byId = new LRUCache({ max: maxEntries });
    this.idOfKey = new LRUCache({ max: maxEntries });
    this.listening = new LRUCache({ max: maxEntries });
  }

  async byKey(key: string): Promise<PipelineInfo | null> {
    const id = this.idOfKey.get(key);
    const cached = id ? this.byId.get(id) : undefined;
    if (cached) return cached;
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(key)) return null;
    const info = await this.load(eq(webhookKeys.key, key), true);
    if (info) this.idOfKey.set(key, info.processId);
    return info;
  }

  async get(processId: string): Promise<PipelineInfo | null> {
    const cached = this.byId.get(processId);
    if (cached) return cached;
    if (!isIdString(processId)) return null;
    return this.load(eq(pipelines.id, processId), false);
  }

  invalidate(processId: string): void {
    this.byId.delete(processId);
  }

  /** Drops every cached pipeline of a company (its time zone or plan changed: each entry carries both). */
  invalidateCompany(companyId: string): void {
    for (const [processId, info] of this.byId.entries()) if (info.companyId === companyId) this.byId.delete(processId);
  }

  /** Drops every cached pipeline (the cluster bus had a gap: a change elsewhere may have gone unheard). */
  clear(): void {
    this.byId.clear();
  }

  /**
   * Open (or extend) a window in which deliveries to this pipeline's webhook are kept as samples even
   * while it is off, so a person can fetch a sample before switching an unfinished pipeline on.
   */
  listen(processId: string, forMs: number): Date {
    // a ttl of 0 would mean "for ever" to the cache
    if (forMs > 0) this.listening.set(processId, true, { ttl: forMs });
    else this.listening.delete(processId);
    return new Date(Date.now() + forMs);
  }

  isListening(processId: string): boolean {
    return this.listening.has(processId);
  }

  private async load(where: SQL, viaKey: boolean): Promise<PipelineInfo | null> {
    const columns = {
      processId: pipelines.id,
      companyId: pipelines.companyId,
      title: pipelines.title,
      status: pipelines.status,
      content: pipelines.content,
      versionId: pipelines.versionId,
      plan: companies.plan,
      timeZone: companies.timeZone,
      settings: pipelines.settings,
    };
    const base = this.db.select(columns).from(pipelines).innerJoin(companies, eq(companies.id, pipelines.companyId));
    const query = viaKey ? base.innerJoin(webhookKeys, eq(webhookKeys.processId, pipelines.id)) : base;
    const [row] = await query.where(and(where, isNull(pipelines.deletedAt))).limit(1);
    if (!row) return null;
    const parsed = parsePipelineContent(row.content);
    const steps = parsed.ok ? deepFreeze(parsed.content) : null;
    const info: PipelineInfo = { ...row, settings: pipelineSettingsOf(row.settings), steps, syncReply: steps !== null && isSyncWebhook(steps) };
    this.byId.set(info.processId, info);
    return info;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
