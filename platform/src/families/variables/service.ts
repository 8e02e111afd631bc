import type { Variable, VariableLog, VariableType } from '@huiliu/contract';
import { AppError, ERRORS } from '@huiliu/core';
import type { Db } from '../../db/open';
import type { CompanyEnv } from '../../engine/deps';
import type { Auth } from '../user/sessions';
import * as repo from './repository';
import { checkValue, envValue, openValue, sealValue, shownValue } from './values';

export interface VariablesDeps {
  db: Db;
  secretKey: Buffer;
}

export function toVariable(row: repo.VariableRow): Variable {
  return {
    variable_id: row.id,
    variable_name: row.name,
    variable_key: row.key,
    variable_value: shownValue(row.type, row.value),
    // the column holds only the types the contract lets in
    variable_type: row.type as VariableType,
    variable_class: row.variableClass,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const keyTaken = () => new AppError('VARIABLE_KEY_TAKEN');

export async function addVariable(
  { db, secretKey }: VariablesDeps,
  auth: Auth,
  input: { variable_name: string; variable_key: string; variable_value: string; variable_type: VariableType; variable_class: string },
): Promise<Variable> {
  const plain = checkValue(input.variable_type, input.variable_value);
  if (await repo.keyTaken(db, auth.companyId, input.variable_key)) throw keyTaken();
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertVariable(tx, {
      companyId: auth.companyId,
      creatorId: auth.userId,
      name: input.variable_name,
      key: input.variable_key,
      value: sealValue(secretKey, input.variable_type, plain),
      type: input.variable_type,
      variableClass: input.variable_class,
    });
    if (!inserted) throw keyTaken();
    await repo.insertLog(tx, {
      companyId: auth.companyId,
      variableId: inserted.id,
      action: 'add',
      userId: auth.userId,
      oldValue: null,
      newValue: shownValue(inserted.type, inserted.value),
    });
    return inserted;
  });
  return toVariable(row);
}

export interface VariablePatch {
  variable_id: string;
  variable_name?: string | undefined;
  variable_value?: string | undefined;
  variable_type?: VariableType | undefined;
  variable_class?: string | undefined;
}

/** Changes name, class, type or value; the history row shows old → new with secrets masked. */
export async function updateVariable({ db, secretKey }: VariablesDeps, auth: Auth, input: VariablePatch): Promise<Variable> {
  const row = await db.transaction(async (tx) => {
    const before = await repo.lockVariable(tx, auth.companyId, input.variable_id);
    if (!before) throw new AppError('NOT_FOUND');
    const type = input.variable_type ?? (before.type as VariableType);
    // Turning a secret into plain text without a new value would reveal it to anyone who can edit.
    if (before.type === 'secret' && type !== 'secret' && input.variable_value === undefined) {
      throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：将密钥改为其他类型时，请重新填写变量值`);
    }
    const value =
      input.variable_value === undefined && before.type === type
        ? before.value
        : sealValue(secretKey, type, checkValue(type, input.variable_value ?? openValue(secretKey, before.type, before.value)));
    const after = await repo.updateVariable(tx, auth.companyId, before.id, {
      name: input.variable_name ?? before.name,
      variableClass: input.variable_class ?? before.variableClass,
      type,
      value,
    });
    await repo.insertLog(tx, {
      companyId: auth.companyId,
      variableId: before.id,
      action: 'update',
      userId: auth.userId,
      oldValue: shownValue(before.type, before.value),
      newValue: shownValue(after.type, after.value),
    });
    return after;
  });
  return toVariable(row);
}

export async function deleteVariable({ db }: VariablesDeps, auth: Auth, variableId: string): Promise<{ variable_id: string }> {
  await db.transaction(async (tx) => {
    const before = await repo.lockVariable(tx, auth.companyId, variableId);
    if (!before) throw new AppError('NOT_FOUND');
    await repo.deleteVariable(tx, auth.companyId, before.id);
    await repo.insertLog(tx, {
      companyId: auth.companyId,
      variableId: before.id,
      action: 'delete',
      userId: auth.userId,
      oldValue: shownValue(before.type, before.value),
      newValue: null,
    });
  });
  return { variable_id: variableId };
}

/** The history of a variable of the caller's company (also after its deletion); none at all → 404. */
export async function variableLogs({ db }: VariablesDeps, auth: Auth, variableId: string) {
  const rows = await repo.listLogs(db, auth.companyId, variableId);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return {
    list: rows.map((r) => ({
      action: r.action as VariableLog['action'],
      user_id: r.userId,
      old_value: r.oldValue,
      new_value: r.newValue,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The engine's `loadEnv` (DESIGN §4 `{{env.KEY}}`): every variable of the company, secrets
 * decrypted, numbers as numbers. A secret that no longer decrypts (the key changed) fails loudly.
 */
export function envLoader({ db, secretKey }: VariablesDeps) {
  return async (companyId: string): Promise<CompanyEnv> => {
    const env: Record<string, unknown> = {};
    const secrets: string[] = [];
    for (const row of await repo.allVariables(db, companyId)) {
      let plain: string;
      try {
        plain = openValue(secretKey, row.type, row.value);
      } catch {
        throw new Error(`环境变量 ${row.key} 无法解密，请检查 HUILIU_SECRET_KEY 或重新填写该变量`);
      }
      env[row.key] = envValue(row.type, plain);
      if (row.type === 'secret') secrets.push(plain);
    }
    return { values: env, secrets };
  };
}
