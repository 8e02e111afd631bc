import type { AppManifest } from '@huiliu/core';
import { corpwechatBot } from './corpwechat-bot';
import { corpwechatSelfbuild } from './corpwechat-selfbuild';
import { dingtalkBot } from './dingtalk-bot';
import { doudian } from './doudian';
import { feishuBot } from './feishu-bot';
import { genericHttp } from './generic-http';
import { github } from './github';
import { jinshuju } from './jinshuju';
import { MAUTIC } from './mautic';
import { meituan } from './meituan';
import { smtpEmail } from './smtp-email';
import { wechatOfficial } from './wechat-official';

/** The third-party apps of the catalogue, one file each (issue 11), in app id order. */
export const CATALOGUE_MANIFESTS: readonly AppManifest[] = [
  corpwechatBot,
  dingtalkBot,
  feishuBot,
  smtpEmail,
  genericHttp,
  github,
  corpwechatSelfbuild,
  meituan,
  doudian,
  wechatOfficial,
  MAUTIC,
  // issue 17 jinshuju
  jinshuju,
];
