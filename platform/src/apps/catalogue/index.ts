import type { AppManifest } from '@huiliu/core';
import { corpwechatSelfbuild } from './corpwechat-selfbuild';
import { doudian } from './doudian';
import { meituan } from './meituan';
import { wechatOfficial } from './wechat-official';

/** The third-party apps of the catalogue, one file each (issue 11). */
export const CATALOGUE_MANIFESTS: readonly AppManifest[] = [corpwechatSelfbuild, meituan, doudian, wechatOfficial];
