import type { AppManifest } from '@huiliu/core';
import { MAUTIC } from './mautic';

/** The third-party apps of the catalogue, one file each (issue 11). */
export const CATALOGUE_MANIFESTS: readonly AppManifest[] = [MAUTIC];
