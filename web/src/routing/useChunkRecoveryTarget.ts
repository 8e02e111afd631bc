import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentPath, sessionStore } from '../browser';
import { takeRecoveryTarget } from './chunkRecovery';

/** spec §2 "Navigation failure": after the one reload, go to the remembered target. */
export function useChunkRecoveryTarget(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const target = takeRecoveryTarget(sessionStore);
    if (target && target !== currentPath()) void navigate(target, { replace: true });
  }, [navigate]);
}
