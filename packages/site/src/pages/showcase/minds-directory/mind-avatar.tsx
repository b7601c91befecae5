import { avatarDataUrl, type MindsDirectoryCard } from "@hub-of-minds/core";
import { useMemo } from "react";
import * as local from "./minds-directory.css";

/** The generated avatar of a personality; decorative, since its name is always beside it. */
export function MindAvatar({ mind, size }: { mind: MindsDirectoryCard; size: number }) {
  const src = useMemo(() => avatarDataUrl(mind, size), [mind, size]);
  return <img className={local.avatar} src={src} width={size} height={size} alt="" decoding="async" />;
}
