import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../stores/RootStore';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}
