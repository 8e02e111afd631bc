import { readPath, splitPath, type RunStatus, type TemplateChoices } from '@huiliu/core';
import { expect } from 'vitest';
import type { StandinRequest } from '../../../../apps/standins/server';
import { mailText } from '../../../../test/smtp';
import type { RunOutcome } from '../run-starter';
import { GITHUB_REPO, type World } from '../starter-world';

/** One run of a starter: the trigger's sample with these changes, the run status it ends in, what the third party got. */
export interface Delivery {
  payload?: Record<string, unknown>;
  /** Changes to the world before the run (a website going down). */
  before?(w: World): void;
  status: RunStatus;
  check?(w: World, run: RunOutcome): void | Promise<void>;
}

/** How a company fills a starter (its data tables, recipients, repository) and what its runs must show. */
export interface StarterCase {
  values?(w: World): Promise<TemplateChoices['values']> | TemplateChoices['values'];
  runs: Delivery[];
}

/** The one thing (a message, a contact) a stand-in got during this run. */
export function only<T>(w: World, list: T[]): T {
  const fresh = w.fresh(list);
  expect(fresh, 'what the stand-in received').toHaveLength(1);
  return fresh[0]!;
}

/** The body of the one request a stand-in received during this run, or one value in it (`'text.content'`). */
export const sent = (w: World, received: StandinRequest[], path = ''): unknown => readPath(only(w, received).body, splitPath(path)).value;

/** A value in the body of the first request a stand-in received during this run. */
export const firstSent = (w: World, received: StandinRequest[], path: string): unknown => readPath(w.fresh(received)[0]?.body, splitPath(path)).value;

/** The one mail the SMTP server got during this run: its recipients and decoded text. */
export function onlyMail(w: World) {
  const mails = w.fresh(w.smtp.received);
  expect(mails).toHaveLength(1);
  return { to: mails[0]!.to, text: mailText(mails[0]!) };
}

export const none = (w: World, received: unknown[]) => expect(w.fresh(received)).toEqual([]);
export const repo = { owner: GITHUB_REPO.owner, repo: GITHUB_REPO.repo };

const tables = new Map<string, string>();
/** A data table made for a starter, remembered by name so its checks can read it. */
export async function tableFor(w: World, name: string, columns: Parameters<World['table']>[1]): Promise<string> {
  const id = await w.table(name, columns);
  tables.set(name, id);
  return id;
}
export const rowsOf = (w: World, name: string) => w.rows(tables.get(name)!);
