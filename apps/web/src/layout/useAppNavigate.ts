import type { NavigateHandler } from '@heartline/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The frame components' `onNavigate`: their links go through the router, without a reload. */
export function useAppNavigate(): NavigateHandler {
  const navigate = useNavigate();
  return useCallback(({ href }) => navigate(href), [navigate]);
}
