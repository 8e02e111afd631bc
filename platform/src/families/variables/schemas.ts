import { PAGE_SIZE } from '@huiliu/core';
import { z } from 'zod';
import { idString, limitParam, offsetParam } from '../../http/validate';

const VARIABLE_TYPES = ['text', 'number', 'secret'] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** docs/rest-contract-engine.md: keys are A-Z a-z 0-9 _ so `{{env.KEY}}` can name them. */
const key = z.string().regex(/^[A-Za-z0-9_]{1,64}$/, '变量标识只能由字母、数字和下划线组成，长度 1–64');
const name = z.string().trim().min(1, '请填写变量名称').max(100);
/** Numbers arrive as JSON numbers or text; both are kept as text until typed by `checkValue`. */
const value = z.union([z.string().max(10_000), z.number().finite()]).transform(String);
const variableClass = z.string().trim().max(100);

export const listQuery = z.object({
  variable_class: variableClass.optional(),
  keyword: z.string().trim().max(200).optional(),
  limit: limitParam.default(PAGE_SIZE),
  offset: offsetParam.default(0),
});

export const addBody = z.object({
  variable_name: name,
  variable_key: key,
  variable_value: value.default(''),
  variable_type: z.enum(VARIABLE_TYPES).default('text'),
  variable_class: variableClass.default(''),
});

export const updateBody = z.object({
  variable_id: idString,
  variable_name: name.optional(),
  variable_value: value.optional(),
  variable_type: z.enum(VARIABLE_TYPES).optional(),
  variable_class: variableClass.optional(),
});

export const byVariableId = z.object({ variable_id: idString });
