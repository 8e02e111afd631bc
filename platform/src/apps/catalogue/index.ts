import type { AppManifest } from '@huiliu/core';
import { corpwechatBot } from './corpwechat-bot';
import { dingtalkBot } from './dingtalk-bot';
import { feishuBot } from './feishu-bot';
import { genericHttp } from './generic-http';
import { github } from './github';
import { smtpEmail } from './smtp-email';

/** The third-party apps of the catalogue, one file each (issue 11). */
export const CATALOGUE_MANIFESTS: readonly AppManifest[] = [corpwechatBot, dingtalkBot, feishuBot, smtpEmail, genericHttp, github];
