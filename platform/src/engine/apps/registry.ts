import {
  CUSTOM_ACTION_APP_ID,
  CUSTOM_RETURN_APP_ID,
  DATA_MODEL_APP_ID,
  FILTER_APP_ID,
  FIND_DATA_APP_ID,
  LOOP_APP_ID,
  SEND_DATA_APP_ID,
  SWITCH_APP_ID,
  lookupAppId,
} from '@huiliu/core';
import { appExecutor } from '../../apps/run/executor';
import type { AppExecutor } from '../types';
import { customAction, customReturn, dataFilter, findData, loop, sendData, sendToTable, switchPath } from './builtin';
// issue 17 datamodel
import { predict } from './predict';

/** The executor of a step: by app, and for send data by action (HTTP or data table). */
export function executorFor(appId: string, actionId: string): AppExecutor {
  switch (lookupAppId(appId)) {
    case FILTER_APP_ID:
      return dataFilter;
    case SWITCH_APP_ID:
      return switchPath;
    case LOOP_APP_ID:
      return loop;
    case FIND_DATA_APP_ID:
      return findData;
    case SEND_DATA_APP_ID:
      return actionId === 'to_table' ? sendToTable : sendData;
    case CUSTOM_ACTION_APP_ID:
      return customAction;
    case CUSTOM_RETURN_APP_ID:
      return customReturn;
    // issue 17 datamodel
    case DATA_MODEL_APP_ID:
      return predict;
    default:
      // every other app is a catalogue app: its definition says how it runs
      return appExecutor;
  }
}
