import { chatDefaults } from "@hub-of-minds/core/protocol";
import { useEffect, useState } from "react";
import type { ModelsLoad } from "./chat-client";
import type { ChatModelChoice } from "./chat-options";

/** What an empty list from the hub (no provider key yet) shows instead: the spec's three. */
const specModels: readonly ChatModelChoice[] = chatDefaults.models.map((id) => ({ id, name: id }));

/**
 * The model picker's choices: `given` when the host passes them, else what the hub serves now, loaded once
 * per hub. Undefined until known (the picker then shows only the current model); a failed load keeps it so,
 * and the hub's answer to a send says what is wrong. An empty list offers the spec's three.
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
      (models) => live && setLoaded(models.length > 0 ? models : specModels),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [given, load, apiBase]);
  return given ?? loaded;
}
