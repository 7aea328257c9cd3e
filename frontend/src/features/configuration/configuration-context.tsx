import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getConfiguration } from './api/get-configuration';
import type { ConfigItem } from '@vongbi/functions/contract';

// Configuration loads once at app start into shared state; until then the list is empty and every
// lookup is undefined, as the specification says. The app's root route loads it (so a page rendered on
// the server already holds the header and footer) and hands it over as `initialItems`; without them the
// provider fetches it itself.

interface ConfigurationState {
  items: ConfigItem[];
  loaded: boolean;
  value(key: string): string | undefined;
  /** Puts saved items into the shared state so every screen shows them without a reload. */
  merge(saved: ConfigItem[]): void;
}

const ConfigurationContext = createContext<ConfigurationState | undefined>(undefined);

export const ConfigurationProvider = ({
  initialItems,
  children,
}: {
  initialItems?: ConfigItem[];
  children: ReactNode;
}) => {
  const [items, setItems] = useState<ConfigItem[]>(initialItems ?? []);
  const [loaded, setLoaded] = useState(initialItems !== undefined);

  useEffect(() => {
    if (loaded) return;
    let active = true;
    getConfiguration()
      .then((loadedItems) => {
        if (!active) return;
        setItems(loadedItems);
        setLoaded(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [loaded]);

  const merge = useCallback((saved: ConfigItem[]) => {
    setItems((current) => {
      const byKey = new Map(current.map((item) => [item.configKey, item]));
      for (const item of saved) byKey.set(item.configKey, item);
      return [...byKey.values()].sort((a, b) => a.configKey.localeCompare(b.configKey));
    });
  }, []);

  const state = useMemo<ConfigurationState>(() => {
    const byKey = new Map(items.map((item) => [item.configKey, item.value]));
    return { items, loaded, value: (key) => byKey.get(key), merge };
  }, [items, loaded, merge]);

  return <ConfigurationContext.Provider value={state}>{children}</ConfigurationContext.Provider>;
};

export const useConfiguration = (): ConfigurationState => {
  const state = useContext(ConfigurationContext);
  if (!state) throw new Error('useConfiguration needs a ConfigurationProvider');
  return state;
};
