import { TOOL_INPUTS, type ToolId, type ToolInput } from '@vongbi/functions/contract/site-addresses';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/lib/hydration';
import type { ToolText } from './calculations';

const fieldsOf = <T extends ToolId>(tool: T) => TOOL_INPUTS[tool] as readonly ToolInput<T>[];

export type ToolInputs<T extends ToolId> = Required<ToolText<T>>;

/** The inputs a query string names, or the example when it names none of the helper's. */
const readInputs = <T extends ToolId>(tool: T, example: ToolInputs<T>, search: string): ToolInputs<T> => {
  const query = new URLSearchParams(search);
  const fields = fieldsOf(tool);
  return fields.some((field) => query.has(field))
    ? (Object.fromEntries(fields.map((field) => [field, query.get(field) ?? ''])) as ToolInputs<T>)
    : example;
};

/**
 * A helper's inputs, kept in the address so that a link reproduces a result. The published page is one file for
 * every query string (the edge ignores it), so the server and the hydrating browser both render the worked
 * example; from the render after hydration the address's inputs replace it (without any of them, the example
 * stays). What the visitor types is computed at once and written to the address with history.replaceState: no
 * router navigation per keystroke, no request, and Back leaves the page instead of undoing keystrokes. Typed
 * inputs belong to the location they were typed on, so following a link to the helper reads the new address.
 */
export const useToolInputs = <T extends ToolId>(tool: T, example: ToolInputs<T>) => {
  const hydrated = useHydrated();
  const location = useLocation();
  const [typed, setTyped] = useState<{ key: string; inputs: ToolInputs<T> }>();
  const inputs =
    typed?.key === location.key ? typed.inputs : hydrated ? readInputs(tool, example, location.search) : example;

  const change = (field: ToolInput<T>, value: string) => {
    const next = { ...inputs, [field]: value };
    setTyped({ key: location.key, inputs: next });
    const url = new URL(window.location.href);
    url.search = new URLSearchParams(fieldsOf(tool).map((name) => [name, next[name]])).toString();
    // The router's own entry state is kept, so Back and Forward still know this entry.
    window.history.replaceState(window.history.state, '', url);
  };

  return { inputs, change };
};
