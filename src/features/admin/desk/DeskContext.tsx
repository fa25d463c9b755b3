import { createContext, useContext } from 'react';
import type { AdminDeskStore } from '../../../stores/admin/AdminDeskStore';

export const DeskContext = createContext<AdminDeskStore | null>(null);

/** The desk's store, made by AdminDesk when the signed-in desk mounts. */
export function useDesk(): AdminDeskStore {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('useDesk is used outside AdminDesk');
  return desk;
}
