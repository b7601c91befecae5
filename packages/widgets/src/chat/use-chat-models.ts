import { useEffect, useState } from "react";
import type { ModelsLoad } from "./chat-client";
import type { ChatModelChoice } from "./chat-options";

/**
 * The model picker's choices: `given` when the host passes them, else what the hub serves now, loaded once
 * per hub. Undefined until known (the picker then shows only the current model); a failed load keeps it so,
 * and the hub's answer to a send says what is wrong.
 */
export function useChatModels(
  given: readonly ChatModelChoice[] | undefined,
  load: ModelsLoad | undefined,
  apiBase: string,
): readonly ChatModelChoice[] | undefined {
  const [loaded, setLoaded] = useState<readonly ChatModelChoice[] | undefined>(undefined);
  useEffect(() => {
    if (given || !load) return;
    let live = true;
    load({ apiBase }).then(
      (models) => live && setLoaded(models),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [given, load, apiBase]);
  return given ?? loaded;
}
