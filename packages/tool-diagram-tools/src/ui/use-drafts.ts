import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
import { useCallback, useEffect, useState } from 'react';
import { ENGINES, type Engine } from '../core/constants';

/**
 * The code of each syntax and the syntax in use, each its own record in localStorage (a damaged
 * one costs only itself): `toolbox:diagram-tools:code-mermaid`, `…:code-plantuml`, `…:engine`.
 */
const codeStores = Object.fromEntries(
  ENGINES.map((engine) => [
    engine,
    createStoredValue<string>({
      namespace: 'diagram-tools',
      key: `code-${engine}`,
      schema: guardSchema((value: unknown): value is string => typeof value === 'string'),
      defaultValue: '',
    }),
  ]),
) as Record<Engine, ReturnType<typeof createStoredValue<string>>>;

const engineStore = createStoredValue<Engine>({
  namespace: 'diagram-tools',
  key: 'engine',
  schema: guardSchema((value: unknown): value is Engine => ENGINES.includes(value as Engine)),
  defaultValue: 'mermaid',
});

export function storedCode(engine: Engine): string {
  return codeStores[engine].read();
}

/**
 * The syntax and the code of each, saved as they change; `unsaved` says when the browser refused
 * to store them (the code stays on screen). Read after mounting, so the server render matches.
 */
export function useDrafts() {
  const [engine, setEngineState] = useState<Engine>('mermaid');
  const [codes, setCodes] = useState<Record<Engine, string>>({ mermaid: '', plantuml: '' });
  const [unsaved, setUnsaved] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setEngineState(engineStore.read());
    setCodes({ mermaid: codeStores.mermaid.read(), plantuml: codeStores.plantuml.read() });
    setReady(true);
  }, []);

  const setEngine = useCallback((next: Engine) => {
    setEngineState(next);
    setUnsaved(!engineStore.write(next));
  }, []);

  const setCode = useCallback((target: Engine, code: string) => {
    setCodes((previous) => ({ ...previous, [target]: code }));
    setUnsaved(!codeStores[target].write(code));
  }, []);

  return { engine, setEngine, codes, setCode, unsaved, ready };
}
