import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConfigItem } from '@vongbi/functions/contract';
import type { ConfigKey } from '@vongbi/functions/contract/configuration-keys';

// The configuration as every screen shares it. The app's root route loads it (so a page rendered on the
// server already holds the header and footer) and hands it over as `initialItems`; staff saves are merged in.

interface ConfigurationState {
  items: ConfigItem[];
  /** A key's value: `value(CONFIG_KEY.PHONE)`; undefined when staff have not set it. */
  value(key: ConfigKey): string | undefined;
  /** Puts saved items into the shared state so every screen shows them without a reload. */
  merge(saved: ConfigItem[]): void;
}

const ConfigurationContext = createContext<ConfigurationState | undefined>(undefined);

export const ConfigurationProvider = ({
  initialItems,
  children,
}: {
  initialItems: ConfigItem[];
  children: ReactNode;
}) => {
  const [items, setItems] = useState<ConfigItem[]>(initialItems);

  const merge = useCallback((saved: ConfigItem[]) => {
    setItems((current) => {
      const byKey = new Map(current.map((item) => [item.configKey, item]));
      for (const item of saved) byKey.set(item.configKey, item);
      return [...byKey.values()].sort((a, b) => a.configKey.localeCompare(b.configKey));
    });
  }, []);

  const state = useMemo<ConfigurationState>(() => {
    const byKey = new Map(items.map((item) => [item.configKey, item.value]));
    return { items, value: (key) => byKey.get(key), merge };
  }, [items, merge]);

  return <ConfigurationContext.Provider value={state}>{children}</ConfigurationContext.Provider>;
};

export const useConfiguration = (): ConfigurationState => {
  const state = useContext(ConfigurationContext);
  if (!state) throw new Error('useConfiguration needs a ConfigurationProvider');
  return state;
};
